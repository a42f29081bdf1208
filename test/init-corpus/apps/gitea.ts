// Gitea (Go, xorm), from go-gitea/gitea@3db3c058b3c7d2e24dde8be609417620262ffca6.
// Schema: written from the xorm model structs (Gitea has no SQL migrations for a fresh install);
// see the header of schemaSql. Cleanup: the cron tasks of services/cron/tasks_basic.go and
// tasks_extended.go (each configurable in app.ini [cron.<name>], modules/setting/cron.go:14),
// the session provider's GC and the inline purge of expired remember-me tokens.
// The commit was read from a fork's mirror (AlexMikhalev/gitea) that carries upstream history;
// 3db3c058 is the upstream go-gitea/gitea commit, the last before the fork's own commits.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "gitea",
  framework: "go",
  source: {
    repo: "go-gitea/gitea",
    commit: "3db3c058b3c7d2e24dde8be609417620262ffca6",
    schemaFrom:
      "xorm model structs under models/ (67 of 112 tables) mapped with xorm v1.3 PostgreSQL rules (GonicMapper, Type2SQLType, postgres SQLType); no foreign keys exist",
  },
  schemas: ["gitea"],
  schemaSql: `
-- Gitea: go-gitea/gitea@3db3c058b3c7d2e24dde8be609417620262ffca6 (v1.26 development, 2026-02-22)
-- Gitea has no SQL schema: a fresh install creates each table with xorm's Sync from the Go
-- model structs. This fixture is a subset of 67 of its 112 tables (111 registered models and
-- the migrations' version table), written from those structs (each table below names its
-- struct and file:line) by applying xorm v1.3's PostgreSQL rules
-- as Gitea configures them (models/db/engine_init.go:65, names.GonicMapper):
--   int/int32 -> INTEGER, int64 and timeutil.TimeStamp -> BIGINT, int64 ID autoincr -> BIGSERIAL,
--   bool -> BOOL, string -> VARCHAR(255) unless tagged, TEXT/MEDIUMTEXT/LONGTEXT -> TEXT,
--   []byte/BLOB/LONGBLOB/VARBINARY -> BYTEA, slices/maps/structs/Conversion types -> TEXT,
--   a trailing JSON tag -> JSON, time.Time -> TIMESTAMP; columns are NULL unless NOT NULL or pk;
--   INDEX/UNIQUE become "IDX_<table>_<name>" / "UQE_<table>_<name>" indexes (also those from
--   TableIndices() of action and notification). Gitea declares no foreign keys, no CHECKs.
-- Timestamps are Unix seconds in BIGINT columns (hook_task.delivered is Unix nanoseconds).
-- Gitea uses public; here the tables are in schema gitea.
CREATE SCHEMA gitea;
SET search_path TO gitea;

-- version: Version at models/migrations/migrations.go:67
CREATE TABLE "version" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "version" BIGINT NULL
);

-- user: User at models/user/user.go:81
CREATE TABLE "user" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "lower_name" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "full_name" VARCHAR(255) NULL,
    "email" VARCHAR(255) NOT NULL,
    "keep_email_private" BOOL NULL,
    "email_notifications_preference" VARCHAR(20) DEFAULT 'enabled' NOT NULL,
    "passwd" VARCHAR(255) NOT NULL,
    "passwd_hash_algo" VARCHAR(255) DEFAULT 'argon2' NOT NULL,
    "must_change_password" BOOL DEFAULT false NOT NULL,
    "login_type" INTEGER NULL,
    "login_source" BIGINT DEFAULT 0 NOT NULL,
    "login_name" VARCHAR(255) NULL,
    "type" INTEGER NULL,
    "location" VARCHAR(255) NULL,
    "website" VARCHAR(255) NULL,
    "rands" VARCHAR(32) NULL,
    "salt" VARCHAR(32) NULL,
    "language" VARCHAR(5) NULL,
    "description" VARCHAR(255) NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "last_login_unix" BIGINT NULL,
    "last_repo_visibility" BOOL NULL,
    "max_repo_creation" INTEGER DEFAULT -1 NOT NULL,
    "is_active" BOOL NULL,
    "is_admin" BOOL NULL,
    "is_restricted" BOOL DEFAULT false NOT NULL,
    "allow_git_hook" BOOL NULL,
    "allow_import_local" BOOL NULL,
    "allow_create_organization" BOOL DEFAULT true NULL,
    "prohibit_login" BOOL DEFAULT false NOT NULL,
    "avatar" VARCHAR(2048) NOT NULL,
    "avatar_email" VARCHAR(255) NOT NULL,
    "use_custom_avatar" BOOL NULL,
    "num_followers" INTEGER NULL,
    "num_following" INTEGER DEFAULT 0 NOT NULL,
    "num_stars" INTEGER NULL,
    "num_repos" INTEGER NULL,
    "num_teams" INTEGER NULL,
    "num_members" INTEGER NULL,
    "visibility" INTEGER DEFAULT 0 NOT NULL,
    "repo_admin_change_team_access" BOOL DEFAULT false NOT NULL,
    "diff_view_style" VARCHAR(255) DEFAULT '' NOT NULL,
    "theme" VARCHAR(255) DEFAULT '' NOT NULL,
    "keep_activity_private" BOOL DEFAULT false NOT NULL
);
CREATE INDEX "IDX_user_created_unix" ON "user" ("created_unix");
CREATE INDEX "IDX_user_is_active" ON "user" ("is_active");
CREATE INDEX "IDX_user_last_login_unix" ON "user" ("last_login_unix");
CREATE UNIQUE INDEX "UQE_user_lower_name" ON "user" ("lower_name");
CREATE UNIQUE INDEX "UQE_user_name" ON "user" ("name");
CREATE INDEX "IDX_user_updated_unix" ON "user" ("updated_unix");

-- email_address: EmailAddress at models/user/email_address.go:123
CREATE TABLE "email_address" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "lower_email" VARCHAR(255) NOT NULL,
    "is_activated" BOOL NULL,
    "is_primary" BOOL DEFAULT false NOT NULL
);
CREATE UNIQUE INDEX "UQE_email_address_email" ON "email_address" ("email");
CREATE UNIQUE INDEX "UQE_email_address_lower_email" ON "email_address" ("lower_email");
CREATE INDEX "IDX_email_address_uid" ON "email_address" ("uid");

-- email_hash: EmailHash at models/avatars/avatar.go:33
CREATE TABLE "email_hash" (
    "hash" VARCHAR(32) PRIMARY KEY NOT NULL,
    "email" VARCHAR(255) NOT NULL
);
CREATE UNIQUE INDEX "UQE_email_hash_email" ON "email_hash" ("email");

-- follow: Follow at models/user/follow.go:14
CREATE TABLE "follow" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "follow_id" BIGINT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_follow_created_unix" ON "follow" ("created_unix");
CREATE UNIQUE INDEX "UQE_follow_follow" ON "follow" ("user_id", "follow_id");

-- user_setting: Setting at models/user/setting.go:21
CREATE TABLE "user_setting" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "setting_key" VARCHAR(255) NULL,
    "setting_value" TEXT NULL
);
CREATE UNIQUE INDEX "UQE_user_setting_key_userid" ON "user_setting" ("user_id", "setting_key");
CREATE INDEX "IDX_user_setting_setting_key" ON "user_setting" ("setting_key");
CREATE INDEX "IDX_user_setting_user_id" ON "user_setting" ("user_id");

-- user_redirect: Redirect at models/user/redirect.go:35
CREATE TABLE "user_redirect" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "lower_name" VARCHAR(255) NOT NULL,
    "redirect_user_id" BIGINT NULL
);
CREATE INDEX "IDX_user_redirect_lower_name" ON "user_redirect" ("lower_name");
CREATE UNIQUE INDEX "UQE_user_redirect_s" ON "user_redirect" ("lower_name");

-- user_blocking: Blocking at models/user/block.go:24
CREATE TABLE "user_blocking" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "blocker_id" BIGINT NULL,
    "blockee_id" BIGINT NULL,
    "note" VARCHAR(255) NULL,
    "created_unix" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_user_blocking_block" ON "user_blocking" ("blocker_id", "blockee_id");
CREATE INDEX "IDX_user_blocking_created_unix" ON "user_blocking" ("created_unix");

-- external_login_user: ExternalLoginUser at models/user/external_login_user.go:59
CREATE TABLE "external_login_user" (
    "external_id" VARCHAR(255) NOT NULL,
    "user_id" BIGINT NOT NULL,
    "login_source_id" BIGINT NOT NULL,
    "raw_data" JSON NULL,
    "provider" VARCHAR(25) NULL,
    "email" VARCHAR(255) NULL,
    "name" VARCHAR(255) NULL,
    "first_name" VARCHAR(255) NULL,
    "last_name" VARCHAR(255) NULL,
    "nick_name" VARCHAR(255) NULL,
    "description" VARCHAR(255) NULL,
    "avatar_url" TEXT NULL,
    "location" VARCHAR(255) NULL,
    "access_token" TEXT NULL,
    "access_token_secret" TEXT NULL,
    "refresh_token" TEXT NULL,
    "expires_at" TIMESTAMP NULL,
    PRIMARY KEY ("external_id", "login_source_id")
);
CREATE INDEX "IDX_external_login_user_provider" ON "external_login_user" ("provider");
CREATE INDEX "IDX_external_login_user_user_id" ON "external_login_user" ("user_id");

-- login_source: Source at models/auth/source.go:117
CREATE TABLE "login_source" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "type" INTEGER NULL,
    "name" VARCHAR(255) NULL,
    "is_active" BOOL DEFAULT false NOT NULL,
    "is_sync_enabled" BOOL DEFAULT false NOT NULL,
    "two_factor_policy" VARCHAR(255) DEFAULT '' NOT NULL,
    "cfg" TEXT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_login_source_created_unix" ON "login_source" ("created_unix");
CREATE INDEX "IDX_login_source_is_active" ON "login_source" ("is_active");
CREATE INDEX "IDX_login_source_is_sync_enabled" ON "login_source" ("is_sync_enabled");
CREATE UNIQUE INDEX "UQE_login_source_name" ON "login_source" ("name");
CREATE INDEX "IDX_login_source_updated_unix" ON "login_source" ("updated_unix");

-- session: Session at models/auth/session.go:17
CREATE TABLE "session" (
    "key" CHAR(16) PRIMARY KEY NOT NULL,
    "data" BYTEA NULL,
    "expiry" BIGINT NULL
);

-- auth_token: AuthToken at models/auth/auth_token.go:18
CREATE TABLE "auth_token" (
    "id" VARCHAR(255) PRIMARY KEY NOT NULL,
    "token_hash" VARCHAR(255) NULL,
    "user_id" BIGINT NULL,
    "expires_unix" BIGINT NULL
);
CREATE INDEX "IDX_auth_token_expires_unix" ON "auth_token" ("expires_unix");
CREATE INDEX "IDX_auth_token_user_id" ON "auth_token" ("user_id");

-- access_token: AccessToken at models/auth/access_token.go:62
CREATE TABLE "access_token" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "token_hash" VARCHAR(255) NULL,
    "token_salt" VARCHAR(255) NULL,
    "token_last_eight" VARCHAR(255) NULL,
    "scope" VARCHAR(255) NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_access_token_created_unix" ON "access_token" ("created_unix");
CREATE UNIQUE INDEX "UQE_access_token_token_hash" ON "access_token" ("token_hash");
CREATE INDEX "IDX_access_token_token_last_eight" ON "access_token" ("token_last_eight");
CREATE INDEX "IDX_access_token_uid" ON "access_token" ("uid");
CREATE INDEX "IDX_access_token_updated_unix" ON "access_token" ("updated_unix");

-- two_factor: TwoFactor at models/auth/twofactor.go:51
CREATE TABLE "two_factor" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NULL,
    "secret" VARCHAR(255) NULL,
    "scratch_salt" VARCHAR(255) NULL,
    "scratch_hash" VARCHAR(255) NULL,
    "last_used_passcode" VARCHAR(10) NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_two_factor_created_unix" ON "two_factor" ("created_unix");
CREATE UNIQUE INDEX "UQE_two_factor_uid" ON "two_factor" ("uid");
CREATE INDEX "IDX_two_factor_updated_unix" ON "two_factor" ("updated_unix");

-- webauthn_credential: WebAuthnCredential at models/auth/webauthn.go:45
CREATE TABLE "webauthn_credential" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "name" VARCHAR(255) NULL,
    "lower_name" VARCHAR(255) NULL,
    "user_id" BIGINT NULL,
    "credential_id" BYTEA NULL,
    "public_key" BYTEA NULL,
    "attestation_type" VARCHAR(255) NULL,
    "aaguid" BYTEA NULL,
    "sign_count" BIGINT NULL,
    "clone_warning" BOOL NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_webauthn_credential_created_unix" ON "webauthn_credential" ("created_unix");
CREATE INDEX "IDX_webauthn_credential_credential_id" ON "webauthn_credential" ("credential_id");
CREATE UNIQUE INDEX "UQE_webauthn_credential_s" ON "webauthn_credential" ("lower_name", "user_id");
CREATE INDEX "IDX_webauthn_credential_updated_unix" ON "webauthn_credential" ("updated_unix");
CREATE INDEX "IDX_webauthn_credential_user_id" ON "webauthn_credential" ("user_id");

-- oauth2_application: OAuth2Application at models/auth/oauth2.go:31
CREATE TABLE "oauth2_application" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "client_id" VARCHAR(255) NULL,
    "client_secret" VARCHAR(255) NULL,
    "confidential_client" BOOL DEFAULT TRUE NOT NULL,
    "skip_secondary_authorization" BOOL DEFAULT FALSE NOT NULL,
    "redirect_uris" TEXT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_oauth2_application_client_id" ON "oauth2_application" ("client_id");
CREATE INDEX "IDX_oauth2_application_created_unix" ON "oauth2_application" ("created_unix");
CREATE INDEX "IDX_oauth2_application_uid" ON "oauth2_application" ("uid");
CREATE INDEX "IDX_oauth2_application_updated_unix" ON "oauth2_application" ("updated_unix");

-- oauth2_grant: OAuth2Grant at models/auth/oauth2.go:448
CREATE TABLE "oauth2_grant" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "application_id" BIGINT NULL,
    "counter" BIGINT DEFAULT 1 NOT NULL,
    "scope" TEXT NULL,
    "nonce" TEXT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_oauth2_grant_application_id" ON "oauth2_grant" ("application_id");
CREATE UNIQUE INDEX "UQE_oauth2_grant_user_application" ON "oauth2_grant" ("user_id", "application_id");
CREATE INDEX "IDX_oauth2_grant_user_id" ON "oauth2_grant" ("user_id");

-- oauth2_authorization_code: OAuth2AuthorizationCode at models/auth/oauth2.go:373
CREATE TABLE "oauth2_authorization_code" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "grant_id" BIGINT NULL,
    "code" VARCHAR(255) NULL,
    "code_challenge" VARCHAR(255) NULL,
    "code_challenge_method" VARCHAR(255) NULL,
    "redirect_uri" VARCHAR(255) NULL,
    "valid_until" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_oauth2_authorization_code_code" ON "oauth2_authorization_code" ("code");
CREATE INDEX "IDX_oauth2_authorization_code_valid_until" ON "oauth2_authorization_code" ("valid_until");

-- org_user: OrgUser at models/organization/org_user.go:28
CREATE TABLE "org_user" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NULL,
    "org_id" BIGINT NULL,
    "is_public" BOOL NULL
);
CREATE INDEX "IDX_org_user_is_public" ON "org_user" ("is_public");
CREATE INDEX "IDX_org_user_org_id" ON "org_user" ("org_id");
CREATE UNIQUE INDEX "UQE_org_user_s" ON "org_user" ("uid", "org_id");
CREATE INDEX "IDX_org_user_uid" ON "org_user" ("uid");

-- team: Team at models/organization/team.go:74
CREATE TABLE "team" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "org_id" BIGINT NULL,
    "lower_name" VARCHAR(255) NULL,
    "name" VARCHAR(255) NULL,
    "description" VARCHAR(255) NULL,
    "authorize" INTEGER NULL,
    "num_repos" INTEGER NULL,
    "num_members" INTEGER NULL,
    "includes_all_repositories" BOOL DEFAULT false NOT NULL,
    "can_create_org_repo" BOOL DEFAULT false NOT NULL
);
CREATE INDEX "IDX_team_org_id" ON "team" ("org_id");

-- team_user: TeamUser at models/organization/team_user.go:16
CREATE TABLE "team_user" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "org_id" BIGINT NULL,
    "team_id" BIGINT NULL,
    "uid" BIGINT NULL
);
CREATE INDEX "IDX_team_user_org_id" ON "team_user" ("org_id");
CREATE UNIQUE INDEX "UQE_team_user_s" ON "team_user" ("team_id", "uid");

-- repository: Repository at models/repo/repo.go:154
CREATE TABLE "repository" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "owner_id" BIGINT NULL,
    "owner_name" VARCHAR(255) NULL,
    "lower_name" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT NULL,
    "website" VARCHAR(2048) NULL,
    "original_service_type" INTEGER NULL,
    "original_url" VARCHAR(2048) NULL,
    "default_branch" VARCHAR(255) NULL,
    "default_wiki_branch" VARCHAR(255) NULL,
    "num_watches" INTEGER NULL,
    "num_stars" INTEGER NULL,
    "num_forks" INTEGER NULL,
    "num_issues" INTEGER NULL,
    "num_closed_issues" INTEGER NULL,
    "num_pulls" INTEGER NULL,
    "num_closed_pulls" INTEGER NULL,
    "num_milestones" INTEGER DEFAULT 0 NOT NULL,
    "num_closed_milestones" INTEGER DEFAULT 0 NOT NULL,
    "num_projects" INTEGER DEFAULT 0 NOT NULL,
    "num_closed_projects" INTEGER DEFAULT 0 NOT NULL,
    "num_action_runs" INTEGER DEFAULT 0 NOT NULL,
    "num_closed_action_runs" INTEGER DEFAULT 0 NOT NULL,
    "is_private" BOOL NULL,
    "is_empty" BOOL NULL,
    "is_archived" BOOL NULL,
    "is_mirror" BOOL NULL,
    "status" INTEGER DEFAULT 0 NOT NULL,
    "is_fork" BOOL DEFAULT false NOT NULL,
    "fork_id" BIGINT NULL,
    "is_template" BOOL DEFAULT false NOT NULL,
    "template_id" BIGINT NULL,
    "size" BIGINT DEFAULT 0 NOT NULL,
    "git_size" BIGINT DEFAULT 0 NOT NULL,
    "lfs_size" BIGINT DEFAULT 0 NOT NULL,
    "is_fsck_enabled" BOOL DEFAULT true NOT NULL,
    "close_issues_via_commit_in_any_branch" BOOL DEFAULT false NOT NULL,
    "topics" JSON NULL,
    "object_format_name" VARCHAR(6) DEFAULT 'sha1' NOT NULL,
    "trust_model" INTEGER NULL,
    "avatar" VARCHAR(64) NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "archived_unix" BIGINT DEFAULT 0 NULL
);
CREATE INDEX "IDX_repository_created_unix" ON "repository" ("created_unix");
CREATE INDEX "IDX_repository_fork_id" ON "repository" ("fork_id");
CREATE INDEX "IDX_repository_is_archived" ON "repository" ("is_archived");
CREATE INDEX "IDX_repository_is_empty" ON "repository" ("is_empty");
CREATE INDEX "IDX_repository_is_fork" ON "repository" ("is_fork");
CREATE INDEX "IDX_repository_is_mirror" ON "repository" ("is_mirror");
CREATE INDEX "IDX_repository_is_private" ON "repository" ("is_private");
CREATE INDEX "IDX_repository_is_template" ON "repository" ("is_template");
CREATE INDEX "IDX_repository_lower_name" ON "repository" ("lower_name");
CREATE INDEX "IDX_repository_name" ON "repository" ("name");
CREATE INDEX "IDX_repository_original_service_type" ON "repository" ("original_service_type");
CREATE INDEX "IDX_repository_owner_id" ON "repository" ("owner_id");
CREATE UNIQUE INDEX "UQE_repository_s" ON "repository" ("owner_id", "lower_name");
CREATE INDEX "IDX_repository_template_id" ON "repository" ("template_id");
CREATE INDEX "IDX_repository_updated_unix" ON "repository" ("updated_unix");

-- repo_unit: RepoUnit at models/repo/repo_unit.go:43
CREATE TABLE "repo_unit" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "type" INTEGER NULL,
    "config" TEXT NULL,
    "created_unix" BIGINT NULL,
    "anonymous_access_mode" INTEGER DEFAULT 0 NOT NULL,
    "everyone_access_mode" INTEGER DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_repo_unit_created_unix" ON "repo_unit" ("created_unix");
CREATE INDEX "IDX_repo_unit_s" ON "repo_unit" ("repo_id", "type");

-- star: Star at models/repo/star.go:15
CREATE TABLE "star" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uid" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_star_created_unix" ON "star" ("created_unix");
CREATE UNIQUE INDEX "UQE_star_s" ON "star" ("uid", "repo_id");

-- watch: Watch at models/repo/watch.go:30
CREATE TABLE "watch" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "mode" SMALLINT DEFAULT 1 NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_watch_created_unix" ON "watch" ("created_unix");
CREATE INDEX "IDX_watch_updated_unix" ON "watch" ("updated_unix");
CREATE UNIQUE INDEX "UQE_watch_watch" ON "watch" ("user_id", "repo_id");

-- collaboration: Collaboration at models/repo/collaboration.go:20
CREATE TABLE "collaboration" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "mode" INTEGER DEFAULT 2 NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_collaboration_created_unix" ON "collaboration" ("created_unix");
CREATE INDEX "IDX_collaboration_repo_id" ON "collaboration" ("repo_id");
CREATE UNIQUE INDEX "UQE_collaboration_s" ON "collaboration" ("repo_id", "user_id");
CREATE INDEX "IDX_collaboration_updated_unix" ON "collaboration" ("updated_unix");
CREATE INDEX "IDX_collaboration_user_id" ON "collaboration" ("user_id");

-- mirror: Mirror at models/repo/mirror.go:21
CREATE TABLE "mirror" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "interval" BIGINT NULL,
    "enable_prune" BOOL DEFAULT true NOT NULL,
    "updated_unix" BIGINT NULL,
    "next_update_unix" BIGINT NULL,
    "lfs_enabled" BOOL DEFAULT false NOT NULL,
    "lfs_endpoint" TEXT NULL,
    "remote_address" VARCHAR(2048) NULL
);
CREATE INDEX "IDX_mirror_next_update_unix" ON "mirror" ("next_update_unix");
CREATE INDEX "IDX_mirror_repo_id" ON "mirror" ("repo_id");
CREATE INDEX "IDX_mirror_updated_unix" ON "mirror" ("updated_unix");

-- push_mirror: PushMirror at models/repo/pushmirror.go:20
CREATE TABLE "push_mirror" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "remote_name" VARCHAR(255) NULL,
    "remote_address" VARCHAR(2048) NULL,
    "sync_on_commit" BOOL DEFAULT true NOT NULL,
    "interval" BIGINT NULL,
    "created_unix" BIGINT NULL,
    "last_update" BIGINT NULL,
    "last_error" TEXT NULL
);
CREATE INDEX "IDX_push_mirror_last_update" ON "push_mirror" ("last_update");
CREATE INDEX "IDX_push_mirror_repo_id" ON "push_mirror" ("repo_id");

-- release: Release at models/repo/release.go:67
CREATE TABLE "release" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "publisher_id" BIGINT NULL,
    "tag_name" VARCHAR(255) NULL,
    "original_author" VARCHAR(255) NULL,
    "original_author_id" BIGINT NULL,
    "lower_tag_name" VARCHAR(255) NULL,
    "target" VARCHAR(255) NULL,
    "title" VARCHAR(255) NULL,
    "sha1" VARCHAR(64) NULL,
    "num_commits" BIGINT NULL,
    "note" TEXT NULL,
    "is_draft" BOOL DEFAULT false NOT NULL,
    "is_prerelease" BOOL DEFAULT false NOT NULL,
    "is_tag" BOOL DEFAULT false NOT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_release_created_unix" ON "release" ("created_unix");
CREATE UNIQUE INDEX "UQE_release_n" ON "release" ("repo_id", "tag_name");
CREATE INDEX "IDX_release_original_author_id" ON "release" ("original_author_id");
CREATE INDEX "IDX_release_publisher_id" ON "release" ("publisher_id");
CREATE INDEX "IDX_release_repo_id" ON "release" ("repo_id");
CREATE INDEX "IDX_release_sha1" ON "release" ("sha1");
CREATE INDEX "IDX_release_tag_name" ON "release" ("tag_name");

-- attachment: Attachment at models/repo/attachment.go:23
CREATE TABLE "attachment" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uuid" UUID NULL,
    "repo_id" BIGINT NULL,
    "issue_id" BIGINT NULL,
    "release_id" BIGINT NULL,
    "uploader_id" BIGINT DEFAULT 0 NULL,
    "comment_id" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "download_count" BIGINT DEFAULT 0 NULL,
    "size" BIGINT DEFAULT 0 NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_attachment_comment_id" ON "attachment" ("comment_id");
CREATE INDEX "IDX_attachment_issue_id" ON "attachment" ("issue_id");
CREATE INDEX "IDX_attachment_release_id" ON "attachment" ("release_id");
CREATE INDEX "IDX_attachment_repo_id" ON "attachment" ("repo_id");
CREATE INDEX "IDX_attachment_uploader_id" ON "attachment" ("uploader_id");
CREATE UNIQUE INDEX "UQE_attachment_uuid" ON "attachment" ("uuid");

-- repo_archiver: RepoArchiver at models/repo/archiver.go:65
CREATE TABLE "repo_archiver" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "type" INTEGER NULL,
    "status" INTEGER NULL,
    "commit_id" VARCHAR(64) NULL,
    "created_unix" BIGINT NOT NULL
);
CREATE INDEX "IDX_repo_archiver_created_unix" ON "repo_archiver" ("created_unix");
CREATE INDEX "IDX_repo_archiver_repo_id" ON "repo_archiver" ("repo_id");
CREATE UNIQUE INDEX "UQE_repo_archiver_s" ON "repo_archiver" ("repo_id", "type", "commit_id");

-- access: Access at models/perm/access/access.go:25
CREATE TABLE "access" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "mode" INTEGER NULL
);
CREATE UNIQUE INDEX "UQE_access_s" ON "access" ("user_id", "repo_id");

-- branch: Branch at models/git/branch.go:106
CREATE TABLE "branch" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "name" VARCHAR(255) NOT NULL,
    "commit_id" VARCHAR(255) NULL,
    "commit_message" TEXT NULL,
    "pusher_id" BIGINT NULL,
    "is_deleted" BOOL NULL,
    "deleted_by_id" BIGINT NULL,
    "deleted_unix" BIGINT NULL,
    "commit_time" BIGINT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_branch_deleted_unix" ON "branch" ("deleted_unix");
CREATE INDEX "IDX_branch_is_deleted" ON "branch" ("is_deleted");
CREATE UNIQUE INDEX "UQE_branch_s" ON "branch" ("repo_id", "name");

-- renamed_branch: RenamedBranch at models/git/branch.go:316
CREATE TABLE "renamed_branch" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NOT NULL,
    "from" VARCHAR(255) NULL,
    "to" VARCHAR(255) NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_renamed_branch_repo_id" ON "renamed_branch" ("repo_id");

-- protected_branch: ProtectedBranch at models/git/protected_branch.go:30
CREATE TABLE "protected_branch" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "branch_name" VARCHAR(255) NULL,
    "priority" BIGINT DEFAULT 0 NOT NULL,
    "can_push" BOOL DEFAULT false NOT NULL,
    "enable_whitelist" BOOL NULL,
    "whitelist_user_i_ds" TEXT NULL,
    "whitelist_team_i_ds" TEXT NULL,
    "enable_merge_whitelist" BOOL DEFAULT false NOT NULL,
    "whitelist_deploy_keys" BOOL DEFAULT false NOT NULL,
    "merge_whitelist_user_i_ds" TEXT NULL,
    "merge_whitelist_team_i_ds" TEXT NULL,
    "can_force_push" BOOL DEFAULT false NOT NULL,
    "enable_force_push_allowlist" BOOL DEFAULT false NOT NULL,
    "force_push_allowlist_user_i_ds" TEXT NULL,
    "force_push_allowlist_team_i_ds" TEXT NULL,
    "force_push_allowlist_deploy_keys" BOOL DEFAULT false NOT NULL,
    "enable_status_check" BOOL DEFAULT false NOT NULL,
    "status_check_contexts" TEXT NULL,
    "enable_approvals_whitelist" BOOL DEFAULT false NOT NULL,
    "approvals_whitelist_user_i_ds" TEXT NULL,
    "approvals_whitelist_team_i_ds" TEXT NULL,
    "required_approvals" BIGINT DEFAULT 0 NOT NULL,
    "block_on_rejected_reviews" BOOL DEFAULT false NOT NULL,
    "block_on_official_review_requests" BOOL DEFAULT false NOT NULL,
    "block_on_outdated_branch" BOOL DEFAULT false NOT NULL,
    "dismiss_stale_approvals" BOOL DEFAULT false NOT NULL,
    "ignore_stale_approvals" BOOL DEFAULT false NOT NULL,
    "require_signed_commits" BOOL DEFAULT false NOT NULL,
    "protected_file_patterns" TEXT NULL,
    "unprotected_file_patterns" TEXT NULL,
    "block_admin_merge_override" BOOL DEFAULT false NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_protected_branch_s" ON "protected_branch" ("repo_id", "branch_name");

-- lfs_meta_object: LFSMetaObject at models/git/lfs.go:80
CREATE TABLE "lfs_meta_object" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "oid" VARCHAR(255) NOT NULL,
    "size" BIGINT NOT NULL,
    "repository_id" BIGINT NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_lfs_meta_object_oid" ON "lfs_meta_object" ("oid");
CREATE INDEX "IDX_lfs_meta_object_repository_id" ON "lfs_meta_object" ("repository_id");
CREATE UNIQUE INDEX "UQE_lfs_meta_object_s" ON "lfs_meta_object" ("oid", "repository_id");
CREATE INDEX "IDX_lfs_meta_object_updated_unix" ON "lfs_meta_object" ("updated_unix");

-- issue: Issue at models/issues/issue.go:69
CREATE TABLE "issue" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "index" BIGINT NULL,
    "poster_id" BIGINT NULL,
    "original_author" VARCHAR(255) NULL,
    "original_author_id" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "content" TEXT NULL,
    "content_version" INTEGER DEFAULT 0 NOT NULL,
    "milestone_id" BIGINT NULL,
    "priority" INTEGER NULL,
    "is_closed" BOOL NULL,
    "is_pull" BOOL NULL,
    "num_comments" INTEGER NULL,
    "ref" VARCHAR(255) NULL,
    "deadline_unix" BIGINT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "closed_unix" BIGINT NULL,
    "is_locked" BOOL DEFAULT false NOT NULL,
    "time_estimate" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_issue_closed_unix" ON "issue" ("closed_unix");
CREATE INDEX "IDX_issue_created_unix" ON "issue" ("created_unix");
CREATE INDEX "IDX_issue_deadline_unix" ON "issue" ("deadline_unix");
CREATE INDEX "IDX_issue_is_closed" ON "issue" ("is_closed");
CREATE INDEX "IDX_issue_is_pull" ON "issue" ("is_pull");
CREATE INDEX "IDX_issue_milestone_id" ON "issue" ("milestone_id");
CREATE INDEX "IDX_issue_original_author_id" ON "issue" ("original_author_id");
CREATE INDEX "IDX_issue_poster_id" ON "issue" ("poster_id");
CREATE INDEX "IDX_issue_repo_id" ON "issue" ("repo_id");
CREATE UNIQUE INDEX "UQE_issue_repo_index" ON "issue" ("repo_id", "index");
CREATE INDEX "IDX_issue_updated_unix" ON "issue" ("updated_unix");

-- comment: Comment at models/issues/comment.go:251
CREATE TABLE "comment" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "type" INTEGER NULL,
    "poster_id" BIGINT NULL,
    "original_author" VARCHAR(255) NULL,
    "original_author_id" BIGINT NULL,
    "issue_id" BIGINT NULL,
    "label_id" BIGINT NULL,
    "old_project_id" BIGINT NULL,
    "project_id" BIGINT NULL,
    "old_milestone_id" BIGINT NULL,
    "milestone_id" BIGINT NULL,
    "time_id" BIGINT NULL,
    "assignee_id" BIGINT NULL,
    "removed_assignee" BOOL NULL,
    "assignee_team_id" BIGINT DEFAULT 0 NOT NULL,
    "resolve_doer_id" BIGINT NULL,
    "old_title" VARCHAR(255) NULL,
    "new_title" VARCHAR(255) NULL,
    "old_ref" VARCHAR(255) NULL,
    "new_ref" VARCHAR(255) NULL,
    "dependent_issue_id" BIGINT NULL,
    "commit_id" BIGINT NULL,
    "line" BIGINT NULL,
    "tree_path" VARCHAR(4000) NULL,
    "content" TEXT NULL,
    "content_version" INTEGER DEFAULT 0 NOT NULL,
    "patch" TEXT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "commit_sha" VARCHAR(64) NULL,
    "review_id" BIGINT NULL,
    "invalidated" BOOL NULL,
    "ref_repo_id" BIGINT NULL,
    "ref_issue_id" BIGINT NULL,
    "ref_comment_id" BIGINT NULL,
    "ref_action" SMALLINT NULL,
    "ref_is_pull" BOOL NULL,
    "comment_meta_data" TEXT NULL
);
CREATE INDEX "IDX_comment_created_unix" ON "comment" ("created_unix");
CREATE INDEX "IDX_comment_dependent_issue_id" ON "comment" ("dependent_issue_id");
CREATE INDEX "IDX_comment_issue_id" ON "comment" ("issue_id");
CREATE INDEX "IDX_comment_poster_id" ON "comment" ("poster_id");
CREATE INDEX "IDX_comment_ref_comment_id" ON "comment" ("ref_comment_id");
CREATE INDEX "IDX_comment_ref_issue_id" ON "comment" ("ref_issue_id");
CREATE INDEX "IDX_comment_ref_repo_id" ON "comment" ("ref_repo_id");
CREATE INDEX "IDX_comment_review_id" ON "comment" ("review_id");
CREATE INDEX "IDX_comment_type" ON "comment" ("type");
CREATE INDEX "IDX_comment_updated_unix" ON "comment" ("updated_unix");

-- pull_request: PullRequest at models/issues/pull.go:119
CREATE TABLE "pull_request" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "type" INTEGER NULL,
    "status" INTEGER NULL,
    "conflicted_files" JSON NULL,
    "commits_ahead" INTEGER NULL,
    "commits_behind" INTEGER NULL,
    "changed_protected_files" JSON NULL,
    "issue_id" BIGINT NULL,
    "index" BIGINT NULL,
    "head_repo_id" BIGINT NULL,
    "base_repo_id" BIGINT NULL,
    "head_branch" VARCHAR(255) NULL,
    "base_branch" VARCHAR(255) NULL,
    "merge_base" VARCHAR(64) NULL,
    "allow_maintainer_edit" BOOL DEFAULT false NOT NULL,
    "has_merged" BOOL NULL,
    "merged_commit_id" VARCHAR(64) NULL,
    "merger_id" BIGINT NULL,
    "merged_unix" BIGINT NULL,
    "flow" INTEGER DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_pull_request_base_repo_id" ON "pull_request" ("base_repo_id");
CREATE INDEX "IDX_pull_request_has_merged" ON "pull_request" ("has_merged");
CREATE INDEX "IDX_pull_request_head_repo_id" ON "pull_request" ("head_repo_id");
CREATE INDEX "IDX_pull_request_issue_id" ON "pull_request" ("issue_id");
CREATE INDEX "IDX_pull_request_merged_unix" ON "pull_request" ("merged_unix");
CREATE INDEX "IDX_pull_request_merger_id" ON "pull_request" ("merger_id");

-- label: Label at models/issues/label.go:84
CREATE TABLE "label" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "org_id" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "exclusive" BOOL NULL,
    "exclusive_order" INTEGER DEFAULT 0 NULL,
    "description" VARCHAR(255) NULL,
    "color" VARCHAR(7) NULL,
    "num_issues" INTEGER NULL,
    "num_closed_issues" INTEGER NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "archived_unix" BIGINT DEFAULT NULL NULL
);
CREATE INDEX "IDX_label_created_unix" ON "label" ("created_unix");
CREATE INDEX "IDX_label_org_id" ON "label" ("org_id");
CREATE INDEX "IDX_label_repo_id" ON "label" ("repo_id");
CREATE INDEX "IDX_label_updated_unix" ON "label" ("updated_unix");

-- issue_label: IssueLabel at models/issues/issue_label.go:19
CREATE TABLE "issue_label" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "issue_id" BIGINT NULL,
    "label_id" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_issue_label_s" ON "issue_label" ("issue_id", "label_id");

-- milestone: Milestone at models/issues/milestone.go:47
CREATE TABLE "milestone" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "content" TEXT NULL,
    "is_closed" BOOL NULL,
    "num_issues" INTEGER NULL,
    "num_closed_issues" INTEGER NULL,
    "completeness" INTEGER NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "deadline_unix" BIGINT NULL,
    "closed_date_unix" BIGINT NULL
);
CREATE INDEX "IDX_milestone_created_unix" ON "milestone" ("created_unix");
CREATE INDEX "IDX_milestone_repo_id" ON "milestone" ("repo_id");
CREATE INDEX "IDX_milestone_updated_unix" ON "milestone" ("updated_unix");

-- reaction: Reaction at models/issues/reaction.go:62
CREATE TABLE "reaction" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "type" VARCHAR(255) NOT NULL,
    "issue_id" BIGINT NOT NULL,
    "comment_id" BIGINT NULL,
    "user_id" BIGINT NOT NULL,
    "original_author_id" BIGINT DEFAULT 0 NOT NULL,
    "original_author" VARCHAR(255) NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_reaction_comment_id" ON "reaction" ("comment_id");
CREATE INDEX "IDX_reaction_created_unix" ON "reaction" ("created_unix");
CREATE INDEX "IDX_reaction_issue_id" ON "reaction" ("issue_id");
CREATE INDEX "IDX_reaction_original_author" ON "reaction" ("original_author");
CREATE INDEX "IDX_reaction_original_author_id" ON "reaction" ("original_author_id");
CREATE UNIQUE INDEX "UQE_reaction_s" ON "reaction" ("type", "issue_id", "comment_id", "user_id", "original_author_id", "original_author");
CREATE INDEX "IDX_reaction_type" ON "reaction" ("type");
CREATE INDEX "IDX_reaction_user_id" ON "reaction" ("user_id");

-- tracked_time: TrackedTime at models/issues/tracked_time.go:23
CREATE TABLE "tracked_time" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "issue_id" BIGINT NULL,
    "user_id" BIGINT NULL,
    "created_unix" BIGINT NULL,
    "time" BIGINT NOT NULL,
    "deleted" BOOL DEFAULT false NOT NULL
);
CREATE INDEX "IDX_tracked_time_issue_id" ON "tracked_time" ("issue_id");
CREATE INDEX "IDX_tracked_time_user_id" ON "tracked_time" ("user_id");

-- stopwatch: Stopwatch at models/issues/stopwatch.go:20
CREATE TABLE "stopwatch" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "issue_id" BIGINT NULL,
    "user_id" BIGINT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_stopwatch_issue_id" ON "stopwatch" ("issue_id");
CREATE INDEX "IDX_stopwatch_user_id" ON "stopwatch" ("user_id");

-- notification: Notification at models/activities/notification.go:52
CREATE TABLE "notification" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NOT NULL,
    "repo_id" BIGINT NOT NULL,
    "status" SMALLINT NOT NULL,
    "source" SMALLINT NOT NULL,
    "issue_id" BIGINT NOT NULL,
    "commit_id" VARCHAR(255) NULL,
    "comment_id" BIGINT NULL,
    "updated_by" BIGINT NOT NULL,
    "created_unix" BIGINT NOT NULL,
    "updated_unix" BIGINT NOT NULL
);
CREATE INDEX "IDX_notification_idx_notification_commit_id" ON "notification" ("commit_id");
CREATE INDEX "IDX_notification_idx_notification_issue_id" ON "notification" ("issue_id");
CREATE INDEX "IDX_notification_idx_notification_repo_id" ON "notification" ("repo_id");
CREATE INDEX "IDX_notification_idx_notification_source" ON "notification" ("source");
CREATE INDEX "IDX_notification_idx_notification_status" ON "notification" ("status");
CREATE INDEX "IDX_notification_idx_notification_updated_by" ON "notification" ("updated_by");
CREATE INDEX "IDX_notification_idx_notification_user_id" ON "notification" ("user_id");
CREATE INDEX "IDX_notification_u_s_uu" ON "notification" ("user_id", "status", "updated_unix");

-- action: Action at models/activities/action.go:135
CREATE TABLE "action" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT NULL,
    "op_type" INTEGER NULL,
    "act_user_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "comment_id" BIGINT NULL,
    "is_deleted" BOOL DEFAULT false NOT NULL,
    "ref_name" VARCHAR(255) NULL,
    "is_private" BOOL DEFAULT false NOT NULL,
    "content" TEXT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_action_au_c_u" ON "action" ("act_user_id", "created_unix", "user_id");
CREATE INDEX "IDX_action_au_r_c_u_d" ON "action" ("act_user_id", "repo_id", "created_unix", "user_id", "is_deleted");
CREATE INDEX "IDX_action_c_u" ON "action" ("user_id", "is_deleted");
CREATE INDEX "IDX_action_c_u_d" ON "action" ("created_unix", "user_id", "is_deleted");
CREATE INDEX "IDX_action_comment_id" ON "action" ("comment_id");
CREATE INDEX "IDX_action_r_u_d" ON "action" ("repo_id", "user_id", "is_deleted");
CREATE INDEX "IDX_action_user_id" ON "action" ("user_id");

-- notice: Notice at models/system/notice.go:30
CREATE TABLE "notice" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "type" INTEGER NULL,
    "description" TEXT NULL,
    "created_unix" BIGINT NULL
);
CREATE INDEX "IDX_notice_created_unix" ON "notice" ("created_unix");

-- system_setting: Setting at models/system/setting.go:20
CREATE TABLE "system_setting" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "setting_key" VARCHAR(255) NULL,
    "setting_value" TEXT NULL,
    "version" INTEGER NULL,
    "created" BIGINT NULL,
    "updated" BIGINT NULL
);
CREATE UNIQUE INDEX "UQE_system_setting_setting_key" ON "system_setting" ("setting_key");

-- webhook: Webhook at models/webhook/webhook.go:123
CREATE TABLE "webhook" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "repo_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "is_system_webhook" BOOL NULL,
    "url" TEXT NULL,
    "http_method" VARCHAR(255) NULL,
    "content_type" INTEGER NULL,
    "secret" TEXT NULL,
    "events" TEXT NULL,
    "is_active" BOOL NULL,
    "type" VARCHAR(16) NULL,
    "meta" TEXT NULL,
    "last_status" INTEGER NULL,
    "header_authorization_encrypted" TEXT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_webhook_created_unix" ON "webhook" ("created_unix");
CREATE INDEX "IDX_webhook_is_active" ON "webhook" ("is_active");
CREATE INDEX "IDX_webhook_owner_id" ON "webhook" ("owner_id");
CREATE INDEX "IDX_webhook_repo_id" ON "webhook" ("repo_id");
CREATE INDEX "IDX_webhook_updated_unix" ON "webhook" ("updated_unix");

-- hook_task: HookTask at models/webhook/hooktask.go:45
CREATE TABLE "hook_task" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "hook_id" BIGINT NULL,
    "uuid" VARCHAR(255) NULL,
    "payload_content" TEXT NULL,
    "payload_version" INTEGER DEFAULT 1 NULL,
    "event_type" VARCHAR(255) NULL,
    "is_delivered" BOOL NULL,
    "delivered" BIGINT NULL,
    "is_succeed" BOOL NULL,
    "request_content" TEXT NULL,
    "response_content" TEXT NULL
);
CREATE INDEX "IDX_hook_task_hook_id" ON "hook_task" ("hook_id");
CREATE UNIQUE INDEX "UQE_hook_task_uuid" ON "hook_task" ("uuid");

-- public_key: PublicKey at models/asymkey/ssh_key.go:38
CREATE TABLE "public_key" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "fingerprint" VARCHAR(255) NOT NULL,
    "content" TEXT NOT NULL,
    "mode" INTEGER DEFAULT 2 NOT NULL,
    "type" INTEGER DEFAULT 1 NOT NULL,
    "login_source_id" BIGINT DEFAULT 0 NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "verified" BOOL DEFAULT false NOT NULL
);
CREATE INDEX "IDX_public_key_fingerprint" ON "public_key" ("fingerprint");
CREATE INDEX "IDX_public_key_owner_id" ON "public_key" ("owner_id");

-- gpg_key: GPGKey at models/asymkey/gpg_key.go:23
CREATE TABLE "gpg_key" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "key_id" CHAR(16) NOT NULL,
    "primary_key_id" CHAR(16) NULL,
    "content" TEXT NOT NULL,
    "created_unix" BIGINT NULL,
    "expired_unix" BIGINT NULL,
    "added_unix" BIGINT NULL,
    "emails" TEXT NULL,
    "verified" BOOL DEFAULT false NOT NULL,
    "can_sign" BOOL NULL,
    "can_encrypt_comms" BOOL NULL,
    "can_encrypt_storage" BOOL NULL,
    "can_certify" BOOL NULL
);
CREATE INDEX "IDX_gpg_key_key_id" ON "gpg_key" ("key_id");
CREATE INDEX "IDX_gpg_key_owner_id" ON "gpg_key" ("owner_id");

-- deploy_key: DeployKey at models/asymkey/ssh_key_deploy.go:28
CREATE TABLE "deploy_key" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "key_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "name" VARCHAR(255) NULL,
    "fingerprint" VARCHAR(255) NULL,
    "mode" INTEGER DEFAULT 1 NOT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL
);
CREATE INDEX "IDX_deploy_key_key_id" ON "deploy_key" ("key_id");
CREATE INDEX "IDX_deploy_key_repo_id" ON "deploy_key" ("repo_id");
CREATE UNIQUE INDEX "UQE_deploy_key_s" ON "deploy_key" ("key_id", "repo_id");

-- package: Package at models/packages/package.go:185
CREATE TABLE "package" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "repo_id" BIGINT NULL,
    "type" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "lower_name" VARCHAR(255) NOT NULL,
    "semver_compatible" BOOL DEFAULT false NOT NULL,
    "is_internal" BOOL DEFAULT false NOT NULL
);
CREATE INDEX "IDX_package_lower_name" ON "package" ("lower_name");
CREATE INDEX "IDX_package_owner_id" ON "package" ("owner_id");
CREATE INDEX "IDX_package_repo_id" ON "package" ("repo_id");
CREATE UNIQUE INDEX "UQE_package_s" ON "package" ("owner_id", "type", "lower_name");
CREATE INDEX "IDX_package_type" ON "package" ("type");

-- package_version: PackageVersion at models/packages/package_version.go:28
CREATE TABLE "package_version" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "package_id" BIGINT NOT NULL,
    "creator_id" BIGINT DEFAULT 0 NOT NULL,
    "version" VARCHAR(255) NOT NULL,
    "lower_version" VARCHAR(255) NOT NULL,
    "created_unix" BIGINT NOT NULL,
    "is_internal" BOOL DEFAULT false NOT NULL,
    "metadata_json" TEXT NULL,
    "download_count" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_package_version_created_unix" ON "package_version" ("created_unix");
CREATE INDEX "IDX_package_version_is_internal" ON "package_version" ("is_internal");
CREATE INDEX "IDX_package_version_lower_version" ON "package_version" ("lower_version");
CREATE INDEX "IDX_package_version_package_id" ON "package_version" ("package_id");
CREATE UNIQUE INDEX "UQE_package_version_s" ON "package_version" ("package_id", "lower_version");

-- package_file: PackageFile at models/packages/package_file.go:34
CREATE TABLE "package_file" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "version_id" BIGINT NOT NULL,
    "blob_id" BIGINT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "lower_name" VARCHAR(255) NOT NULL,
    "composite_key" VARCHAR(255) NULL,
    "is_lead" BOOL DEFAULT false NOT NULL,
    "created_unix" BIGINT NOT NULL
);
CREATE INDEX "IDX_package_file_blob_id" ON "package_file" ("blob_id");
CREATE INDEX "IDX_package_file_composite_key" ON "package_file" ("composite_key");
CREATE INDEX "IDX_package_file_created_unix" ON "package_file" ("created_unix");
CREATE INDEX "IDX_package_file_lower_name" ON "package_file" ("lower_name");
CREATE UNIQUE INDEX "UQE_package_file_s" ON "package_file" ("version_id", "lower_name", "composite_key");
CREATE INDEX "IDX_package_file_version_id" ON "package_file" ("version_id");

-- package_blob: PackageBlob at models/packages/package_blob.go:30
CREATE TABLE "package_blob" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "size" BIGINT DEFAULT 0 NOT NULL,
    "hash_md5" CHAR(32) NOT NULL,
    "hash_sha1" CHAR(40) NOT NULL,
    "hash_sha256" CHAR(64) NOT NULL,
    "hash_sha512" CHAR(128) NOT NULL,
    "created_unix" BIGINT NOT NULL
);
CREATE INDEX "IDX_package_blob_created_unix" ON "package_blob" ("created_unix");
CREATE INDEX "IDX_package_blob_hash_md5" ON "package_blob" ("hash_md5");
CREATE INDEX "IDX_package_blob_hash_sha1" ON "package_blob" ("hash_sha1");
CREATE INDEX "IDX_package_blob_hash_sha256" ON "package_blob" ("hash_sha256");
CREATE INDEX "IDX_package_blob_hash_sha512" ON "package_blob" ("hash_sha512");
CREATE UNIQUE INDEX "UQE_package_blob_md5" ON "package_blob" ("hash_md5");
CREATE UNIQUE INDEX "UQE_package_blob_sha1" ON "package_blob" ("hash_sha1");
CREATE UNIQUE INDEX "UQE_package_blob_sha256" ON "package_blob" ("hash_sha256");
CREATE UNIQUE INDEX "UQE_package_blob_sha512" ON "package_blob" ("hash_sha512");

-- package_blob_upload: PackageBlobUpload at models/packages/package_blob_upload.go:24
CREATE TABLE "package_blob_upload" (
    "id" VARCHAR(255) PRIMARY KEY NOT NULL,
    "bytes_received" BIGINT DEFAULT 0 NOT NULL,
    "hash_state_bytes" BYTEA NULL,
    "created_unix" BIGINT NOT NULL,
    "updated_unix" BIGINT NOT NULL
);
CREATE INDEX "IDX_package_blob_upload_updated_unix" ON "package_blob_upload" ("updated_unix");

-- package_property: PackageProperty at models/packages/package_property.go:30
CREATE TABLE "package_property" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "ref_type" BIGINT NOT NULL,
    "ref_id" BIGINT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "value" TEXT NOT NULL
);
CREATE INDEX "IDX_package_property_name" ON "package_property" ("name");
CREATE INDEX "IDX_package_property_ref_id" ON "package_property" ("ref_id");
CREATE INDEX "IDX_package_property_ref_type" ON "package_property" ("ref_type");

-- package_cleanup_rule: PackageCleanupRule at models/packages/package_cleanup_rule.go:25
CREATE TABLE "package_cleanup_rule" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "enabled" BOOL DEFAULT false NOT NULL,
    "owner_id" BIGINT DEFAULT 0 NOT NULL,
    "type" VARCHAR(255) NOT NULL,
    "keep_count" INTEGER DEFAULT 0 NOT NULL,
    "keep_pattern" VARCHAR(255) DEFAULT '' NOT NULL,
    "remove_days" INTEGER DEFAULT 0 NOT NULL,
    "remove_pattern" VARCHAR(255) DEFAULT '' NOT NULL,
    "match_full_name" BOOL DEFAULT false NOT NULL,
    "created_unix" BIGINT DEFAULT 0 NOT NULL,
    "updated_unix" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_package_cleanup_rule_enabled" ON "package_cleanup_rule" ("enabled");
CREATE INDEX "IDX_package_cleanup_rule_owner_id" ON "package_cleanup_rule" ("owner_id");
CREATE UNIQUE INDEX "UQE_package_cleanup_rule_s" ON "package_cleanup_rule" ("owner_id", "type");
CREATE INDEX "IDX_package_cleanup_rule_type" ON "package_cleanup_rule" ("type");

-- action_run: ActionRun at models/actions/run.go:30
CREATE TABLE "action_run" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "title" VARCHAR(255) NULL,
    "repo_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "workflow_id" VARCHAR(255) NULL,
    "index" BIGINT NULL,
    "trigger_user_id" BIGINT NULL,
    "schedule_id" BIGINT NULL,
    "ref" VARCHAR(255) NULL,
    "commit_sha" VARCHAR(255) NULL,
    "is_fork_pull_request" BOOL NULL,
    "need_approval" BOOL NULL,
    "approved_by" BIGINT NULL,
    "event" VARCHAR(255) NULL,
    "event_payload" TEXT NULL,
    "trigger_event" VARCHAR(255) NULL,
    "status" INTEGER NULL,
    "version" INTEGER DEFAULT 0 NULL,
    "raw_concurrency" VARCHAR(255) NULL,
    "concurrency_group" VARCHAR(255) DEFAULT '' NOT NULL,
    "concurrency_cancel" BOOL DEFAULT FALSE NOT NULL,
    "started" BIGINT NULL,
    "stopped" BIGINT NULL,
    "previous_duration" BIGINT NULL,
    "created" BIGINT NULL,
    "updated" BIGINT NULL
);
CREATE INDEX "IDX_action_run_approved_by" ON "action_run" ("approved_by");
CREATE INDEX "IDX_action_run_index" ON "action_run" ("index");
CREATE INDEX "IDX_action_run_owner_id" ON "action_run" ("owner_id");
CREATE INDEX "IDX_action_run_ref" ON "action_run" ("ref");
CREATE INDEX "IDX_action_run_repo_concurrency" ON "action_run" ("repo_id", "concurrency_group");
CREATE UNIQUE INDEX "UQE_action_run_repo_index" ON "action_run" ("repo_id", "index");
CREATE INDEX "IDX_action_run_status" ON "action_run" ("status");
CREATE INDEX "IDX_action_run_trigger_user_id" ON "action_run" ("trigger_user_id");
CREATE INDEX "IDX_action_run_workflow_id" ON "action_run" ("workflow_id");

-- action_run_job: ActionRunJob at models/actions/run_job.go:22
CREATE TABLE "action_run_job" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "run_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "commit_sha" VARCHAR(255) NULL,
    "is_fork_pull_request" BOOL NULL,
    "name" VARCHAR(255) NULL,
    "attempt" BIGINT NULL,
    "workflow_payload" BYTEA NULL,
    "job_id" VARCHAR(255) NULL,
    "needs" TEXT NULL,
    "runs_on" TEXT NULL,
    "task_id" BIGINT NULL,
    "status" INTEGER NULL,
    "raw_concurrency" VARCHAR(255) NULL,
    "is_concurrency_evaluated" BOOL NULL,
    "concurrency_group" VARCHAR(255) DEFAULT '' NOT NULL,
    "concurrency_cancel" BOOL DEFAULT FALSE NOT NULL,
    "started" BIGINT NULL,
    "stopped" BIGINT NULL,
    "created" BIGINT NULL,
    "updated" BIGINT NULL
);
CREATE INDEX "IDX_action_run_job_commit_sha" ON "action_run_job" ("commit_sha");
CREATE INDEX "IDX_action_run_job_owner_id" ON "action_run_job" ("owner_id");
CREATE INDEX "IDX_action_run_job_repo_concurrency" ON "action_run_job" ("repo_id", "concurrency_group");
CREATE INDEX "IDX_action_run_job_run_id" ON "action_run_job" ("run_id");
CREATE INDEX "IDX_action_run_job_status" ON "action_run_job" ("status");
CREATE INDEX "IDX_action_run_job_updated" ON "action_run_job" ("updated");

-- action_task: ActionTask at models/actions/task.go:30
CREATE TABLE "action_task" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "job_id" BIGINT NULL,
    "attempt" BIGINT NULL,
    "runner_id" BIGINT NULL,
    "status" INTEGER NULL,
    "started" BIGINT NULL,
    "stopped" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "commit_sha" VARCHAR(255) NULL,
    "is_fork_pull_request" BOOL NULL,
    "token_hash" VARCHAR(255) NULL,
    "token_salt" VARCHAR(255) NULL,
    "token_last_eight" VARCHAR(255) NULL,
    "log_filename" VARCHAR(255) NULL,
    "log_in_storage" BOOL NULL,
    "log_length" BIGINT NULL,
    "log_size" BIGINT NULL,
    "log_indexes" BYTEA NULL,
    "log_expired" BOOL NULL,
    "created" BIGINT NULL,
    "updated" BIGINT NULL
);
CREATE INDEX "IDX_action_task_commit_sha" ON "action_task" ("commit_sha");
CREATE INDEX "IDX_action_task_owner_id" ON "action_task" ("owner_id");
CREATE INDEX "IDX_action_task_repo_id" ON "action_task" ("repo_id");
CREATE INDEX "IDX_action_task_runner_id" ON "action_task" ("runner_id");
CREATE INDEX "IDX_action_task_started" ON "action_task" ("started");
CREATE INDEX "IDX_action_task_status" ON "action_task" ("status");
CREATE INDEX "IDX_action_task_stopped_log_expired" ON "action_task" ("stopped", "log_expired");
CREATE UNIQUE INDEX "UQE_action_task_token_hash" ON "action_task" ("token_hash");
CREATE INDEX "IDX_action_task_token_last_eight" ON "action_task" ("token_last_eight");
CREATE INDEX "IDX_action_task_updated" ON "action_task" ("updated");

-- action_artifact: ActionArtifact at models/actions/artifact.go:57
CREATE TABLE "action_artifact" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "run_id" BIGINT NULL,
    "runner_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "commit_sha" VARCHAR(255) NULL,
    "storage_path" VARCHAR(255) NULL,
    "file_size" BIGINT NULL,
    "file_compressed_size" BIGINT NULL,
    "content_encoding" VARCHAR(255) NULL,
    "artifact_path" VARCHAR(255) NULL,
    "artifact_name" VARCHAR(255) NULL,
    "status" BIGINT NULL,
    "created_unix" BIGINT NULL,
    "updated_unix" BIGINT NULL,
    "expired_unix" BIGINT NULL
);
CREATE INDEX "IDX_action_artifact_artifact_name" ON "action_artifact" ("artifact_name");
CREATE INDEX "IDX_action_artifact_artifact_path" ON "action_artifact" ("artifact_path");
CREATE INDEX "IDX_action_artifact_expired_unix" ON "action_artifact" ("expired_unix");
CREATE INDEX "IDX_action_artifact_repo_id" ON "action_artifact" ("repo_id");
CREATE INDEX "IDX_action_artifact_run_id" ON "action_artifact" ("run_id");
CREATE UNIQUE INDEX "UQE_action_artifact_runid_name_path" ON "action_artifact" ("run_id", "artifact_path", "artifact_name");
CREATE INDEX "IDX_action_artifact_status" ON "action_artifact" ("status");
CREATE INDEX "IDX_action_artifact_updated_unix" ON "action_artifact" ("updated_unix");

-- action_runner: ActionRunner at models/actions/runner.go:40
CREATE TABLE "action_runner" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uuid" CHAR(36) NULL,
    "name" VARCHAR(255) NULL,
    "version" VARCHAR(64) NULL,
    "owner_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "description" TEXT NULL,
    "base" INTEGER NULL,
    "repo_range" VARCHAR(255) NULL,
    "token_hash" VARCHAR(255) NULL,
    "token_salt" VARCHAR(255) NULL,
    "last_online" BIGINT NULL,
    "last_active" BIGINT NULL,
    "agent_labels" TEXT NULL,
    "ephemeral" BOOL DEFAULT false NOT NULL,
    "created" BIGINT NULL,
    "updated" BIGINT NULL,
    "deleted" BIGINT NULL
);
CREATE INDEX "IDX_action_runner_last_active" ON "action_runner" ("last_active");
CREATE INDEX "IDX_action_runner_last_online" ON "action_runner" ("last_online");
CREATE INDEX "IDX_action_runner_owner_id" ON "action_runner" ("owner_id");
CREATE INDEX "IDX_action_runner_repo_id" ON "action_runner" ("repo_id");
CREATE UNIQUE INDEX "UQE_action_runner_token_hash" ON "action_runner" ("token_hash");
CREATE UNIQUE INDEX "UQE_action_runner_uuid" ON "action_runner" ("uuid");

-- task: Task at models/admin/task.go:24
CREATE TABLE "task" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "doer_id" BIGINT NULL,
    "owner_id" BIGINT NULL,
    "repo_id" BIGINT NULL,
    "type" INTEGER NULL,
    "status" INTEGER NULL,
    "start_time" BIGINT NULL,
    "end_time" BIGINT NULL,
    "payload_content" TEXT NULL,
    "message" TEXT NULL,
    "created" BIGINT NULL
);
CREATE INDEX "IDX_task_doer_id" ON "task" ("doer_id");
CREATE INDEX "IDX_task_owner_id" ON "task" ("owner_id");
CREATE INDEX "IDX_task_repo_id" ON "task" ("repo_id");
CREATE INDEX "IDX_task_status" ON "task" ("status");

RESET search_path;
`,
  dataSql: `
SET search_path TO gitea;

INSERT INTO version (id, version) VALUES (1, 326);

INSERT INTO "user" (id, lower_name, name, full_name, email, keep_email_private, email_notifications_preference, passwd, passwd_hash_algo, must_change_password, login_type, login_source, login_name, type, location, website, rands, salt, language, description, created_unix, updated_unix, last_login_unix, last_repo_visibility, max_repo_creation, is_active, is_admin, is_restricted, allow_git_hook, allow_import_local, allow_create_organization, prohibit_login, avatar, avatar_email, use_custom_avatar, num_followers, num_following, num_stars, num_repos, num_teams, num_members, visibility, repo_admin_change_team_access, diff_view_style, theme, keep_activity_private) VALUES
(1, 'user1' , 'user1', 'User 1', 'user1@example.com', false, 'enabled', '$argon2$hash1', 'argon2', false, 0, 0, '', 0, '', '', 'd76297a6d70079b64eed80918d69870f', '0435e1e3b4d41c2bcec9288a98d69cce', 'en-US', '', (extract(epoch from now())::bigint - 14990922), (extract(epoch from now())::bigint - 5140708), (extract(epoch from now())::bigint - 2512703), false, -1, true, true, false, false, false, true, false, '', 'user1@example.com', false, 5, 1, 0, 0, 0, 0, 0, false, '', '', false),
(2, 'user2' , 'user2', 'User 2', 'user2@example.com', false, 'enabled', '$argon2$hash2', 'argon2', false, 0, 0, '', 0, '', '', '063b1fc9bb570834dbff804873a3e83a', '329fa41f5094cdc2a7bcc8eb821d4d06', 'en-US', '', (extract(epoch from now())::bigint - 54440400), (extract(epoch from now())::bigint - 25583831), (extract(epoch from now())::bigint - 4251628), false, -1, true, false, false, false, false, true, false, '', 'user2@example.com', false, 2, 6, 0, 0, 0, 0, 0, false, '', '', false),
(3, 'user3' , 'user3', 'User 3', 'user3@example.com', true, 'enabled', '$argon2$hash3', 'argon2', false, 0, 0, '', 0, '', '', '6eed5dded012be11b06f7ae14ab79245', '6eacfb568d721008ea48a4eceeb53fac', 'en-US', '', (extract(epoch from now())::bigint - 50323675), (extract(epoch from now())::bigint - 10495617), (extract(epoch from now())::bigint - 5022098), false, -1, true, false, false, false, false, true, false, '', 'user3@example.com', false, 18, 2, 0, 0, 0, 0, 0, false, '', '', false),
(4, 'user4' , 'user4', 'User 4', 'user4@example.com', false, 'enabled', '$argon2$hash4', 'argon2', false, 0, 0, '', 0, '', '', '012ee7e65870843965e7acd239f0c980', '4c89e4c9d3710112189d3d10468a7b8f', 'en-US', '', (extract(epoch from now())::bigint - 38605024), (extract(epoch from now())::bigint - 4728261), (extract(epoch from now())::bigint - 2469270), false, -1, true, false, false, false, false, true, false, '', 'user4@example.com', false, 12, 6, 0, 0, 0, 0, 0, false, '', '', false),
(5, 'user5' , 'user5', 'User 5', 'user5@example.com', false, 'enabled', '$argon2$hash5', 'argon2', false, 0, 0, '', 0, '', '', 'bfa661f0335a5a4cabe4c717822c3bcb', '1aab10e9b132458acdb42a624ee93b85', 'en-US', '', (extract(epoch from now())::bigint - 18829366), (extract(epoch from now())::bigint - 6425166), (extract(epoch from now())::bigint - 757647), false, -1, true, false, false, false, false, true, false, '', 'user5@example.com', false, 17, 13, 0, 0, 0, 0, 0, false, '', '', false),
(6, 'user6' , 'user6', 'User 6', 'user6@example.com', true, 'enabled', '$argon2$hash6', 'argon2', false, 0, 0, '', 0, '', '', 'e13b524c29ab65ff3ff7a103f2a4311b', '1e5aea3770538a6f0caba17764ebc720', 'en-US', '', (extract(epoch from now())::bigint - 62172664), (extract(epoch from now())::bigint - 18153628), (extract(epoch from now())::bigint - 4948171), false, -1, true, false, false, false, false, true, false, '', 'user6@example.com', false, 16, 12, 0, 0, 0, 0, 0, false, '', '', false),
(7, 'user7' , 'user7', 'User 7', 'user7@example.com', false, 'enabled', '$argon2$hash7', 'argon2', false, 0, 0, '', 0, '', '', 'c818dd0ac1f0eb4280e3cb005f32b532', '7dd1aee845b6ce39ad47dcee4660303f', 'en-US', '', (extract(epoch from now())::bigint - 63316792), (extract(epoch from now())::bigint - 20131691), (extract(epoch from now())::bigint - 2511401), false, -1, true, false, false, false, false, true, false, '', 'user7@example.com', false, 8, 0, 0, 0, 0, 0, 0, false, '', '', false),
(8, 'user8' , 'user8', 'User 8', 'user8@example.com', false, 'enabled', '$argon2$hash8', 'argon2', false, 0, 0, '', 0, '', '', '8359611f1e892df155471f17ac5df08d', '776afd7b285e8443ed6169fbd2b62045', 'en-US', '', (extract(epoch from now())::bigint - 41112310), (extract(epoch from now())::bigint - 34292626), (extract(epoch from now())::bigint - 823964), false, -1, true, false, false, false, false, true, false, '', 'user8@example.com', false, 15, 0, 0, 0, 0, 0, 0, false, '', '', false),
(9, 'user9' , 'user9', 'User 9', 'user9@example.com', true, 'enabled', '$argon2$hash9', 'argon2', false, 0, 0, '', 0, '', '', '11d4435829d21d63c935cc520a994036', 'fd97f63886390a63af1c06a32b3c9382', 'en-US', '', (extract(epoch from now())::bigint - 40558165), (extract(epoch from now())::bigint - 19935944), (extract(epoch from now())::bigint - 2853433), false, -1, false, false, false, false, false, true, false, '', 'user9@example.com', false, 16, 7, 0, 0, 0, 0, 0, false, '', '', false),
(10, 'user10' , 'user10', 'User 10', 'user10@example.com', false, 'enabled', '$argon2$hash10', 'argon2', false, 0, 0, '', 0, '', '', '918b542d77fcdfe74a3479957ff6c6a4', 'a0b3ee07f73e58172a1bd72a7b80ff9c', 'en-US', '', (extract(epoch from now())::bigint - 20335884), (extract(epoch from now())::bigint - 11622332), (extract(epoch from now())::bigint - 1651835), false, -1, true, false, false, false, false, true, false, '', 'user10@example.com', false, 19, 3, 0, 0, 0, 0, 0, false, '', '', false),
(11, 'user11' , 'user11', 'User 11', 'user11@example.com', false, 'enabled', '$argon2$hash11', 'argon2', false, 0, 0, '', 0, '', '', 'b42835d4ce3a492c5aee0c6301e71f36', '98fb84cded328fb3b7ef55353dc70d40', 'en-US', '', (extract(epoch from now())::bigint - 2831081), (extract(epoch from now())::bigint - 511512), (extract(epoch from now())::bigint - 481543), false, -1, true, false, false, false, false, true, false, '', 'user11@example.com', false, 11, 10, 0, 0, 0, 0, 0, false, '', '', false),
(12, 'user12' , 'user12', 'User 12', 'user12@example.com', true, 'enabled', '$argon2$hash12', 'argon2', false, 0, 0, '', 0, '', '', '6edba03ae5e12634bf90fe81c12dbcf7', '6c4d9c95e663c1c66b738024986b483c', 'en-US', '', (extract(epoch from now())::bigint - 30482837), (extract(epoch from now())::bigint - 10565760), (extract(epoch from now())::bigint - 3096074), false, -1, true, false, false, false, false, true, false, '', 'user12@example.com', false, 9, 7, 0, 0, 0, 0, 0, false, '', '', false),
(13, 'user13' , 'user13', 'User 13', 'user13@example.com', false, 'enabled', '$argon2$hash13', 'argon2', false, 0, 0, '', 0, '', '', 'c8021040e33cbc42281cb7f3ee6d6120', 'd1b7d4214705597cb729db6f5adc2502', 'en-US', '', (extract(epoch from now())::bigint - 46592528), (extract(epoch from now())::bigint - 4811760), (extract(epoch from now())::bigint - 340298), false, -1, true, false, false, false, false, true, false, '', 'user13@example.com', false, 5, 13, 0, 0, 0, 0, 0, false, '', '', false),
(14, 'user14' , 'user14', 'User 14', 'user14@example.com', false, 'enabled', '$argon2$hash14', 'argon2', false, 0, 0, '', 0, '', '', 'ffd122761d47b3927c75549ea53860c0', '5de515f9bd8edea7e0819c9796c3bc83', 'en-US', '', (extract(epoch from now())::bigint - 7798493), (extract(epoch from now())::bigint - 2923464), (extract(epoch from now())::bigint - 3542495), false, -1, true, false, false, false, false, true, false, '', 'user14@example.com', false, 16, 7, 0, 0, 0, 0, 0, false, '', '', false),
(15, 'user15' , 'user15', 'User 15', 'user15@example.com', true, 'enabled', '$argon2$hash15', 'argon2', false, 0, 0, '', 0, '', '', '1e1335822368bbeea43823cdfd973337', '13526ee4d2ed43ea37af6747c1e84dd9', 'en-US', '', (extract(epoch from now())::bigint - 62256676), (extract(epoch from now())::bigint - 25339380), (extract(epoch from now())::bigint - 5127544), false, -1, true, false, false, false, false, true, false, '', 'user15@example.com', false, 18, 0, 0, 0, 0, 0, 0, false, '', '', false),
(16, 'user16' , 'user16', 'User 16', 'user16@example.com', false, 'enabled', '$argon2$hash16', 'argon2', false, 0, 0, '', 0, '', '', '176dfaefebfaaac4390af9941f0379cc', 'ad6af0c7bdcd7470079b3d6940b57f7d', 'en-US', '', (extract(epoch from now())::bigint - 20049972), (extract(epoch from now())::bigint - 17707526), (extract(epoch from now())::bigint - 2544887), false, -1, true, false, false, false, false, true, false, '', 'user16@example.com', false, 12, 7, 0, 0, 0, 0, 0, false, '', '', false),
(17, 'user17' , 'user17', 'User 17', 'user17@example.com', false, 'enabled', '$argon2$hash17', 'argon2', false, 0, 0, '', 0, '', '', 'fd2c609c66b4a9330ebf6d82fe6dc9cb', '470d4a230705b0e9e1b5df91544e6bb9', 'en-US', '', (extract(epoch from now())::bigint - 20083214), (extract(epoch from now())::bigint - 18803661), (extract(epoch from now())::bigint - 1274600), false, -1, true, false, false, false, false, true, false, '', 'user17@example.com', false, 17, 2, 0, 0, 0, 0, 0, false, '', '', false),
(18, 'user18' , 'user18', 'User 18', 'user18@example.com', true, 'enabled', '$argon2$hash18', 'argon2', false, 0, 0, '', 0, '', '', '573c9d929ff9f29aad4bf430d9bcffee', 'e89c3f2e16fe87767bb2dede1cd5ca77', 'en-US', '', (extract(epoch from now())::bigint - 5774268), (extract(epoch from now())::bigint - 2536251), (extract(epoch from now())::bigint - 2112292), false, -1, false, false, false, false, false, true, false, '', 'user18@example.com', false, 15, 1, 0, 0, 0, 0, 0, false, '', '', false),
(19, 'user19' , 'user19', 'User 19', 'user19@example.com', false, 'enabled', '$argon2$hash19', 'argon2', false, 0, 0, '', 0, '', '', 'f27991681abef68c862cc531d3a3a733', '0da827d405748d9c374d7b0e5fa08958', 'en-US', '', (extract(epoch from now())::bigint - 77576680), (extract(epoch from now())::bigint - 64931589), (extract(epoch from now())::bigint - 270468), false, -1, true, false, false, false, false, true, false, '', 'user19@example.com', false, 8, 9, 0, 0, 0, 0, 0, false, '', '', false),
(20, 'user20' , 'user20', 'User 20', 'user20@example.com', false, 'enabled', '$argon2$hash20', 'argon2', false, 0, 0, '', 0, '', '', '27524916f10e45b8baff99c1c28f73bf', 'da9daf8383f4b3f683e244babb2ed7ba', 'en-US', '', (extract(epoch from now())::bigint - 58117680), (extract(epoch from now())::bigint - 2020255), (extract(epoch from now())::bigint - 1288714), false, -1, true, false, false, false, false, true, false, '', 'user20@example.com', false, 12, 2, 0, 0, 0, 0, 0, false, '', '', false),
(21, 'user21' , 'user21', 'User 21', 'user21@example.com', true, 'enabled', '$argon2$hash21', 'argon2', false, 0, 0, '', 0, '', '', '71b49a35bdbe3a8d7863c54332e1ab92', '0d6cb47e672fdfeb6c8a85ac1fcbc414', 'en-US', '', (extract(epoch from now())::bigint - 68366970), (extract(epoch from now())::bigint - 59505629), (extract(epoch from now())::bigint - 3345937), false, -1, true, false, false, false, false, true, false, '', 'user21@example.com', false, 4, 4, 0, 0, 0, 0, 0, false, '', '', false),
(22, 'user22' , 'user22', 'User 22', 'user22@example.com', false, 'enabled', '$argon2$hash22', 'argon2', false, 0, 0, '', 0, '', '', '225710a6f6bd8f457e6e99662a7d242a', '5f554c9a30b4f647f105c4adaa405dc2', 'en-US', '', (extract(epoch from now())::bigint - 48887226), (extract(epoch from now())::bigint - 36462426), (extract(epoch from now())::bigint - 2482997), false, -1, true, false, false, false, false, true, false, '', 'user22@example.com', false, 8, 4, 0, 0, 0, 0, 0, false, '', '', false),
(23, 'user23' , 'user23', 'User 23', 'user23@example.com', false, 'enabled', '$argon2$hash23', 'argon2', false, 0, 0, '', 0, '', '', 'f9b17a107dc5d33db22b1abd65d9c74b', 'f76877cf9b8cc9fc43ef31820e7cb82b', 'en-US', '', (extract(epoch from now())::bigint - 5152978), (extract(epoch from now())::bigint - 4941075), (extract(epoch from now())::bigint - 2708548), false, -1, true, false, false, false, false, true, false, '', 'user23@example.com', false, 15, 0, 0, 0, 0, 0, 0, false, '', '', false),
(24, 'user24' , 'user24', 'User 24', 'user24@example.com', true, 'enabled', '$argon2$hash24', 'argon2', false, 0, 0, '', 0, '', '', '792c3fa2a2830b9d774d508afc7ec6f7', 'aa64ad3bda89da94ddacf0dfc016e2d0', 'en-US', '', (extract(epoch from now())::bigint - 27316961), (extract(epoch from now())::bigint - 26028396), (extract(epoch from now())::bigint - 4662691), false, -1, true, false, false, false, false, true, false, '', 'user24@example.com', false, 11, 4, 0, 0, 0, 0, 0, false, '', '', false),
(25, 'user25' , 'user25', 'User 25', 'user25@example.com', false, 'enabled', '$argon2$hash25', 'argon2', false, 0, 0, '', 0, '', '', 'ad714b2bb9424ca97007056fce14088d', 'b911f340a3bdef34b4e0e40f032ad7a8', 'en-US', '', (extract(epoch from now())::bigint - 39992012), (extract(epoch from now())::bigint - 35251071), (extract(epoch from now())::bigint - 3117428), false, -1, true, false, false, false, false, true, false, '', 'user25@example.com', false, 13, 15, 0, 0, 0, 0, 0, false, '', '', false),
(26, 'user26' , 'user26', 'User 26', 'user26@example.com', false, 'enabled', '$argon2$hash26', 'argon2', false, 0, 0, '', 0, '', '', 'af2a73b88d2ba9d1be7f52d071d3a60b', '231f3a5191a9cd3ea5d120421a85a3d6', 'en-US', '', (extract(epoch from now())::bigint - 11297191), (extract(epoch from now())::bigint - 6565244), (extract(epoch from now())::bigint - 4402989), false, -1, true, false, false, false, false, true, false, '', 'user26@example.com', false, 9, 4, 0, 0, 0, 0, 0, false, '', '', false),
(27, 'user27' , 'user27', 'User 27', 'user27@example.com', true, 'enabled', '$argon2$hash27', 'argon2', false, 0, 0, '', 0, '', '', '10c8b02242c2d2da6665bbf35996a8db', 'b26449ac5a199bd48f20cc93a05a2e1a', 'en-US', '', (extract(epoch from now())::bigint - 74149238), (extract(epoch from now())::bigint - 39620518), (extract(epoch from now())::bigint - 1430689), false, -1, false, false, false, false, false, true, false, '', 'user27@example.com', false, 0, 12, 0, 0, 0, 0, 0, false, '', '', false),
(28, 'user28' , 'user28', 'User 28', 'user28@example.com', false, 'enabled', '$argon2$hash28', 'argon2', false, 0, 0, '', 0, '', '', '8ebdd0797614a22f9f4bac46a09755c3', 'd81fef5ea9461033afc96738d0cc7776', 'en-US', '', (extract(epoch from now())::bigint - 30287397), (extract(epoch from now())::bigint - 20755914), (extract(epoch from now())::bigint - 4945403), false, -1, true, false, false, false, false, true, false, '', 'user28@example.com', false, 0, 8, 0, 0, 0, 0, 0, false, '', '', false),
(29, 'user29' , 'user29', 'User 29', 'user29@example.com', false, 'enabled', '$argon2$hash29', 'argon2', false, 0, 0, '', 0, '', '', 'ca5b954660f72f63bb564e98d18a1139', 'c90e7f3222a1273bdc8a0088eed1bfba', 'en-US', '', (extract(epoch from now())::bigint - 14228987), (extract(epoch from now())::bigint - 8447558), (extract(epoch from now())::bigint - 3337764), false, -1, true, false, false, false, false, true, false, '', 'user29@example.com', false, 18, 13, 0, 0, 0, 0, 0, false, '', '', false),
(30, 'user30' , 'user30', 'User 30', 'user30@example.com', true, 'enabled', '$argon2$hash30', 'argon2', false, 0, 0, '', 0, '', '', '5b334e360e5fdebbb472e059a07fe5e9', 'fb047c930e1c69590f5ec06e33912c97', 'en-US', '', (extract(epoch from now())::bigint - 64042549), (extract(epoch from now())::bigint - 16471536), (extract(epoch from now())::bigint - 2102663), false, -1, true, false, false, false, false, true, false, '', 'user30@example.com', false, 4, 4, 0, 0, 0, 0, 0, false, '', '', false),
(31, 'user31' , 'user31', 'User 31', 'user31@example.com', false, 'enabled', '', 'argon2', false, 0, 0, '', 1, '', '', 'fb9d85ef18d71200173d0c7a519e8c07', 'd8da9afc1283852e38ec2a7b525a9ab5', 'en-US', '', (extract(epoch from now())::bigint - 11978761), (extract(epoch from now())::bigint - 1700588), 0, false, -1, true, false, false, false, false, true, false, '', 'user31@example.com', false, 12, 3, 0, 0, 0, 4, 0, false, '', '', false),
(32, 'user32' , 'user32', 'User 32', 'user32@example.com', false, 'enabled', '', 'argon2', false, 0, 0, '', 1, '', '', 'add9e6e54f39af94b8d3cc758ef7499c', 'f92d041ea94d526bbf8c7008255bad5b', 'en-US', '', (extract(epoch from now())::bigint - 72343684), (extract(epoch from now())::bigint - 13505145), 0, false, -1, true, false, false, false, false, true, false, '', 'user32@example.com', false, 20, 14, 0, 0, 0, 4, 0, false, '', '', false),
(33, 'user33' , 'user33', 'User 33', 'user33@example.com', true, 'enabled', '', 'argon2', false, 0, 0, '', 1, '', '', 'ef919daa57b992150d3b0a8b0a41b14d', '6bffa359de3594d2484b28b92a640da3', 'en-US', '', (extract(epoch from now())::bigint - 36652694), (extract(epoch from now())::bigint - 28814337), 0, false, -1, true, false, false, false, false, true, false, '', 'user33@example.com', false, 2, 3, 0, 0, 0, 4, 0, false, '', '', false),
(34, 'user34' , 'user34', 'User 34', 'user34@example.com', false, 'enabled', '', 'argon2', false, 0, 0, '', 1, '', '', 'ac10ee77c076c2b6f148f1c2ee0e299a', '920df5f8e12f97e58db68612e93a3a78', 'en-US', '', (extract(epoch from now())::bigint - 44084952), (extract(epoch from now())::bigint - 28889894), 0, false, -1, true, false, false, false, false, true, false, '', 'user34@example.com', false, 4, 9, 0, 0, 0, 4, 0, false, '', '', false);

INSERT INTO email_address (id, uid, email, lower_email, is_activated, is_primary) VALUES
(1, 1, 'user1@example.com', 'user1@example.com', true, true),
(2, 2, 'user2@example.com', 'user2@example.com', true, true),
(3, 3, 'user3@example.com', 'user3@example.com', true, true),
(4, 4, 'user4@example.com', 'user4@example.com', true, true),
(5, 5, 'user5@example.com', 'user5@example.com', true, true),
(6, 6, 'user6@example.com', 'user6@example.com', true, true),
(7, 7, 'user7@example.com', 'user7@example.com', true, true),
(8, 8, 'user8@example.com', 'user8@example.com', true, true),
(9, 9, 'user9@example.com', 'user9@example.com', false, true),
(10, 10, 'user10@example.com', 'user10@example.com', true, true),
(11, 11, 'user11@example.com', 'user11@example.com', true, true),
(12, 12, 'user12@example.com', 'user12@example.com', true, true),
(13, 13, 'user13@example.com', 'user13@example.com', true, true),
(14, 14, 'user14@example.com', 'user14@example.com', true, true),
(15, 15, 'user15@example.com', 'user15@example.com', true, true),
(16, 16, 'user16@example.com', 'user16@example.com', true, true),
(17, 17, 'user17@example.com', 'user17@example.com', true, true),
(18, 18, 'user18@example.com', 'user18@example.com', false, true),
(19, 19, 'user19@example.com', 'user19@example.com', true, true),
(20, 20, 'user20@example.com', 'user20@example.com', true, true),
(21, 21, 'user21@example.com', 'user21@example.com', true, true),
(22, 22, 'user22@example.com', 'user22@example.com', true, true),
(23, 23, 'user23@example.com', 'user23@example.com', true, true),
(24, 24, 'user24@example.com', 'user24@example.com', true, true),
(25, 25, 'user25@example.com', 'user25@example.com', true, true),
(26, 26, 'user26@example.com', 'user26@example.com', true, true),
(27, 27, 'user27@example.com', 'user27@example.com', false, true),
(28, 28, 'user28@example.com', 'user28@example.com', true, true),
(29, 29, 'user29@example.com', 'user29@example.com', true, true),
(30, 30, 'user30@example.com', 'user30@example.com', true, true),
(31, 3, 'alt1@mail.example.net', 'alt1@mail.example.net', true, false),
(32, 6, 'alt2@mail.example.net', 'alt2@mail.example.net', true, false),
(33, 9, 'alt3@mail.example.net', 'alt3@mail.example.net', true, false),
(34, 12, 'alt4@mail.example.net', 'alt4@mail.example.net', true, false),
(35, 15, 'alt5@mail.example.net', 'alt5@mail.example.net', true, false);

INSERT INTO email_hash (hash, email) VALUES
('bd84598f20e6a8d550b37026354c93d1', 'user1@example.com'),
('ee360d6efb7be5423878b27e21fc66f8', 'user2@example.com'),
('160eec89c006755fff8ddfd5e21f1dc1', 'user3@example.com'),
('128a0cc63ea868ab7a944e5eb9dc6130', 'user4@example.com'),
('96f3f74b4cad06ae13562540cdd0b196', 'user5@example.com'),
('27bb23b3d625538c427535c3dbb953c2', 'user6@example.com'),
('78d3c5cb217d56a9fa94e5e94e64fc6d', 'user7@example.com'),
('aeb9ac46908f67069f2180cd842fa4a3', 'user8@example.com'),
('e6d39a76d03b2e6ee2d749135dd472ec', 'user9@example.com'),
('9109391010a9699910be3e7f52f37f81', 'user10@example.com'),
('47ae22e2874a259106d16da902521391', 'user11@example.com'),
('f622ddf880c0abe8e5418e0c729ff89a', 'user12@example.com'),
('9457d21c100e82de0cb5ad5ae366124e', 'user13@example.com'),
('1fae87bcfa500bbffebce70873528a69', 'user14@example.com'),
('da9e0e7adae5bb5b9a1aea0660963913', 'dev@contributor.example'),
('54805b1976756230b0cf5ab3856fefd6', 'bot@ci.example'),
('94d6d0ed298e22c8a351f551896577f9', 'old.address@isp.example');

INSERT INTO follow (id, user_id, follow_id, created_unix) VALUES
(1, 7, 23, (extract(epoch from now())::bigint - 9207454)),
(2, 20, 17, (extract(epoch from now())::bigint - 8245107)),
(3, 20, 23, (extract(epoch from now())::bigint - 25744192)),
(4, 28, 3, (extract(epoch from now())::bigint - 2789152)),
(5, 19, 6, (extract(epoch from now())::bigint - 1972721)),
(6, 26, 18, (extract(epoch from now())::bigint - 1900762)),
(7, 8, 9, (extract(epoch from now())::bigint - 21107413)),
(8, 4, 18, (extract(epoch from now())::bigint - 19696958)),
(9, 13, 5, (extract(epoch from now())::bigint - 11613686)),
(10, 24, 11, (extract(epoch from now())::bigint - 16106458)),
(11, 2, 8, (extract(epoch from now())::bigint - 512676)),
(12, 10, 24, (extract(epoch from now())::bigint - 16709243)),
(13, 2, 26, (extract(epoch from now())::bigint - 11473144)),
(14, 29, 10, (extract(epoch from now())::bigint - 13411692)),
(15, 16, 19, (extract(epoch from now())::bigint - 10093290)),
(16, 11, 7, (extract(epoch from now())::bigint - 10407239)),
(17, 28, 23, (extract(epoch from now())::bigint - 5844595)),
(18, 17, 20, (extract(epoch from now())::bigint - 1265413)),
(19, 13, 16, (extract(epoch from now())::bigint - 11247099)),
(20, 10, 23, (extract(epoch from now())::bigint - 6403715)),
(21, 7, 3, (extract(epoch from now())::bigint - 18252325)),
(22, 24, 25, (extract(epoch from now())::bigint - 21184317)),
(23, 20, 6, (extract(epoch from now())::bigint - 18759851)),
(24, 25, 18, (extract(epoch from now())::bigint - 11819316)),
(25, 13, 25, (extract(epoch from now())::bigint - 6128446)),
(26, 23, 20, (extract(epoch from now())::bigint - 9989749)),
(27, 30, 1, (extract(epoch from now())::bigint - 12617458)),
(28, 17, 10, (extract(epoch from now())::bigint - 16376865)),
(29, 20, 27, (extract(epoch from now())::bigint - 24964200)),
(30, 28, 13, (extract(epoch from now())::bigint - 2213730)),
(31, 25, 2, (extract(epoch from now())::bigint - 12434011)),
(32, 27, 17, (extract(epoch from now())::bigint - 12749656)),
(33, 17, 28, (extract(epoch from now())::bigint - 18589139)),
(34, 24, 18, (extract(epoch from now())::bigint - 23081399)),
(35, 11, 24, (extract(epoch from now())::bigint - 20205039)),
(36, 13, 15, (extract(epoch from now())::bigint - 16246854)),
(37, 18, 11, (extract(epoch from now())::bigint - 19660986)),
(38, 20, 2, (extract(epoch from now())::bigint - 17315303)),
(39, 29, 8, (extract(epoch from now())::bigint - 22262841));

INSERT INTO user_setting (id, user_id, setting_key, setting_value) VALUES
(1, 1, 'hidden_comment_types', ''),
(2, 2, 'hidden_comment_types', ''),
(3, 3, 'hidden_comment_types', ''),
(4, 4, 'hidden_comment_types', ''),
(5, 5, 'hidden_comment_types', ''),
(6, 6, 'hidden_comment_types', ''),
(7, 7, 'hidden_comment_types', ''),
(8, 8, 'hidden_comment_types', ''),
(9, 9, 'hidden_comment_types', ''),
(10, 10, 'hidden_comment_types', '');

INSERT INTO user_redirect (id, lower_name, redirect_user_id) VALUES (1, 'olduser3', 3), (2, 'jdoe', 7);

INSERT INTO user_blocking (id, blocker_id, blockee_id, note, created_unix) VALUES (1, 4, 12, 'spam', (extract(epoch from now())::bigint - 3456000)), (2, 9, 12, '', (extract(epoch from now())::bigint - 1036800));

INSERT INTO login_source (id, type, name, is_active, is_sync_enabled, two_factor_policy, cfg, created_unix, updated_unix) VALUES (1, 6, 'github', true, false, '', '{"Provider":"github"}', (extract(epoch from now())::bigint - 43200000), (extract(epoch from now())::bigint - 8640000)), (2, 2, 'corp-ldap', true, true, '', '{"Host":"ldap.example.com"}', (extract(epoch from now())::bigint - 41472000), (extract(epoch from now())::bigint - 1728000));

INSERT INTO external_login_user (external_id, user_id, login_source_id, raw_data, provider, email, name, first_name, last_name, nick_name, description, avatar_url, location, access_token, access_token_secret, refresh_token, expires_at) VALUES
('10002', 2, 1, '{"login":"user2","id":10002}', 'github', 'user2@example.com', 'User 2', 'User', '2', 'user2', '', 'https://avatars.example.com/2', 'Berlin', 'gho_1acf078f96e9de0a', '', '', now() - interval '148 days'),
('10005', 5, 1, '{"login":"user5","id":10005}', 'github', 'user5@example.com', 'User 5', 'User', '5', 'user5', '', 'https://avatars.example.com/5', 'Berlin', 'gho_409126da6ebbf8f0', '', '', now() - interval '179 days'),
('10008', 8, 1, '{"login":"user8","id":10008}', 'github', 'user8@example.com', 'User 8', 'User', '8', 'user8', '', 'https://avatars.example.com/8', 'Berlin', 'gho_c03363230981ef25', '', '', now() - interval '144 days'),
('10011', 11, 1, '{"login":"user11","id":10011}', 'github', 'user11@example.com', 'User 11', 'User', '11', 'user11', '', 'https://avatars.example.com/11', 'Berlin', 'gho_673e859a631e91ef', '', '', now() - interval '37 days'),
('10014', 14, 1, '{"login":"user14","id":10014}', 'github', 'user14@example.com', 'User 14', 'User', '14', 'user14', '', 'https://avatars.example.com/14', 'Berlin', 'gho_35e701d345532698', '', '', now() - interval '32 days');

INSERT INTO session (key, data, expiry) VALUES
('29b0a068ce577130', '\\x9d9e190ed55dc73fadb3764a32521c6ceb8dabde81c94114', (extract(epoch from now())::bigint - 166302)),
('cd14d86015b747c7', '\\x1c173dc059e8b487a41182f66ce80517ee8159fdd428d860', (extract(epoch from now())::bigint - 172343)),
('cb24d6d4a7168f44', '\\xab216a590dd73cdf6c6debb27a37ed1b9ae1ad28c68a1e15', (extract(epoch from now())::bigint - 105736)),
('e9e2b2ab2ca02869', '\\xb5520d1f743efd6862e9e9d63651ed6cf9580d4e57b2a317', (extract(epoch from now())::bigint - 131967)),
('f5511833de1557cb', '\\x34ba95ce56cb6f4c4ee7c18418afc07cd38ba292ee3c3cfc', (extract(epoch from now())::bigint - 181174)),
('600910f6389a0f5c', '\\xe31990b20b0d06158618a569a90827b18f5a2ab471f824bd', (extract(epoch from now())::bigint - 245852)),
('0988b8c778b3b41c', '\\x4fc368e8feab386578d02ddc28a9a0bb9d39ffdd4ce8f919', (extract(epoch from now())::bigint - 314182)),
('11557adae1f8e27e', '\\xc695ae94580f01e3fae655f381257cf27562b966814a824b', (extract(epoch from now())::bigint - 55942)),
('0a1c94b62fff8ed1', '\\xd841e6c9dc4625d5b0b4252c7245b97ad6cf36e095c63666', (extract(epoch from now())::bigint - 69823)),
('671ed53bd2380791', '\\xc279d221e22da9586d9aac3308ba6321015d76cf174b3d47', (extract(epoch from now())::bigint - 302629)),
('f095a93d2c0b59ba', '\\x0f552d1371bc77548c29ddf42e9037439c1975f15b4f14ee', (extract(epoch from now())::bigint - 247593)),
('a40fbd486a9cd0cd', '\\xe6c4f946a68c19a8fca67d45ca87b2597eb3445663171afe', (extract(epoch from now())::bigint - 31345)),
('74e0c33d1e952a19', '\\xee871a73d927810fcb9a170dbdc9f6b503c60c3b29219525', (extract(epoch from now())::bigint - 60590)),
('760dc70c36334328', '\\x9235d9074bae422e0db37cbe7bbad7ccf5b1eb6ca4f1deda', (extract(epoch from now())::bigint - 180533)),
('7f0e706332ebc9d1', '\\x1c650032b72b4ba5ddeca33b97cd2182e7fd10554340bdbe', (extract(epoch from now())::bigint - 214260)),
('180daed2c7c50a4e', '\\x792546e6774c6dd8b9da444ecdcdd1230b4f222a0627cf7f', (extract(epoch from now())::bigint - 129745)),
('1f7eb09bd66c4573', '\\x238309ba536515202cd9cb3f03fb28154fbeb61947c9ea6d', (extract(epoch from now())::bigint - 256772)),
('a4382fd71c086294', '\\x591f44fdbcb4e9d6118ee48782694936ea21d990b6a71190', (extract(epoch from now())::bigint - 339727)),
('2956766bdd048ae0', '\\x5b9bf70c89f1a8f2e9ff1904f40818492c300ccee0130d0d', (extract(epoch from now())::bigint - 342433)),
('73c0d125253d74eb', '\\xcf8dda253ea9a82594241d646dc76dce604096fe0395212d', (extract(epoch from now())::bigint - 57522)),
('52e649cf36136f95', '\\x98c774a5393eb263d923760a4f0aae30b7df4e9f4b2df17a', (extract(epoch from now())::bigint - 149739)),
('435ed6d2a150ec29', '\\x8412d488e4b9a3752ff137809c9fa8a59c8d1f06771c1786', (extract(epoch from now())::bigint - 234548)),
('54f50522ded499de', '\\xa58c4ff4dce9906edd62801efabc884153c118bcbf65c375', (extract(epoch from now())::bigint - 128554)),
('1446173d594dc9e5', '\\x4028494d4e5a493edaf964dd4b6cf6fc016166f57b15a753', (extract(epoch from now())::bigint - 201026)),
('2a38f3277c6b107f', '\\xcac2d3d9538c22893fbaf767845d6956fbe6b1ebac5ec62b', (extract(epoch from now())::bigint - 65253)),
('6d1ee74dce0f1bf7', '\\x928f69fc99e650f05982369826aa503aedbec31a613b7cd0', (extract(epoch from now())::bigint - 28337)),
('164c20fceec772e3', '\\xa977889bc7ca41608e22e1b354ef5dc7448de47db6b45c21', (extract(epoch from now())::bigint - 9880)),
('611edc70b4cb3e68', '\\x14e33029a47610da45d502a6c8c386ecbb71437c8275baa9', (extract(epoch from now())::bigint - 177871)),
('23ce67f543ac97e3', '\\x39ae69c69eb50e32d1f1e68ca37c3d4c54e65c9d61d161c1', (extract(epoch from now())::bigint - 326576)),
('d3975910bf985da2', '\\xc6a07414d499465b5139126ec5d9327d0904d9b1d25e4122', (extract(epoch from now())::bigint - 334262)),
('6e3755ee1044a0fa', '\\x6acd636173debb47a901cf095be4fd40c58c3e0639555c80', (extract(epoch from now())::bigint - 310943)),
('1967bdc97d5b1fcf', '\\xa30bb7efe7d677b9c1948a606abceae3f84a4aa3b088b25f', (extract(epoch from now())::bigint - 175236)),
('d9f7077abc0e04b6', '\\x35a02cb832ec7a23f58d8da308ee84d0fb42d57012b66406', (extract(epoch from now())::bigint - 82385)),
('a6a0141b1e3491dd', '\\x379a8136dcd3698663942fa76752cf8413b5604f450c71e0', (extract(epoch from now())::bigint - 237829)),
('1db239257079e8f5', '\\x94456f77f5533954641fc313c6de018f7b87af29b9155310', (extract(epoch from now())::bigint - 247514)),
('7206ebc96bb75fff', '\\xd4b319833b91b8a746dc439a8bfe26c4796cd6a3e8506939', (extract(epoch from now())::bigint - 54315)),
('d1da81bcef739f92', '\\xfce44c263274fe58c8287aa35867eb0de4fd74bb1d76b723', (extract(epoch from now())::bigint - 135706)),
('0c92f933df03075e', '\\x71b82d5bafad6b12b0c46b01173ff685e3f4007c6f8521f7', (extract(epoch from now())::bigint - 138821)),
('26f5912feb46f143', '\\x12839471fb98b9eec9810486785b76d62a6e11856ad53793', (extract(epoch from now())::bigint - 159224)),
('24d865634b349142', '\\x90952970e7295a5af41df8d36398b671ffa6375b3a46b0ba', (extract(epoch from now())::bigint - 230084));

INSERT INTO auth_token (id, token_hash, user_id, expires_unix) VALUES
('f7adc4e4709d1b29', '6bef00ae152531573fed4d01a64cdfc8a5446c60b216c723c4c054123e00d8d3', 22, (extract(epoch from now())::bigint - -1236280)),
('e998819e8c22b013', '9102234fcef155b6ceb8d222ccf533e139efdb187efae2e6ed6a1da20d91af95', 13, (extract(epoch from now())::bigint - 2242424)),
('927b8a2ca43f4faf', 'f120b4ab4fd232111a1fe0329754f72a299ce2ef4dfac26ac388180c029046f4', 4, (extract(epoch from now())::bigint - -1126560)),
('f16207a1469a22a6', '7ae1e9f7059f0474fa159dd26300d59c8e42bc302d2ea51726754031529a5ed0', 7, (extract(epoch from now())::bigint - -2324689)),
('ffda34462058b93b', '659016194d524d0b5b90f5ca53e4679217b0ab16b84cd92168e80046991dad48', 26, (extract(epoch from now())::bigint - 2302691)),
('8b9bc896bf882c90', 'ea700024589518dd560fc8a9281b7ffb9b5c9c4572d59a7ab59d209fce4b0394', 28, (extract(epoch from now())::bigint - 2886961)),
('f1354fc96a35bb44', 'bc5cf6afd8cf48d0cf4084d97ddcb7fa7505bfbf18e5ac97760be1c9379d91c1', 1, (extract(epoch from now())::bigint - -2009747)),
('50fa81e101b26623', '506d0df796b364f93b72ac850e1823e67b7c95720223224bdaeec65f777ecb12', 19, (extract(epoch from now())::bigint - -2286648)),
('10204c31669756f0', '5f544b45300aa430e002a92e238b82e4cd32423d9e73e0183bbcd865d1990c44', 20, (extract(epoch from now())::bigint - 839051)),
('59e32108fb501d26', '97811a1ad62047d6e3458e24d34190e6c77bc12ef25779241edfdc1c208648c2', 15, (extract(epoch from now())::bigint - -723992)),
('9adc4036ca72bac7', 'bf18df452cd2b2ca7dfd337fee2be3adb7c3d75fe1d5e59d02f47ec6531b39f9', 1, (extract(epoch from now())::bigint - 4729531)),
('0f13968c807b330f', '73614922c452667b332fd37f6b3648ae8e259461d8a912a38fecc95103c6eac9', 5, (extract(epoch from now())::bigint - -1857021)),
('1b8d3c1153c03ee6', '8be31f546201d19a46d7c7fe3cd8f8c33b17f208b816b26a0912db9afd865bf1', 10, (extract(epoch from now())::bigint - -1112206)),
('aa3279bdbabed2e0', 'd090dcc091b7bef916d22ca8b796225a71971abe868b137f110e80f44c8a9f81', 12, (extract(epoch from now())::bigint - 4363274)),
('c2c1801adcdbfdaf', 'c9b49de0e6cffd4225152353d72a6685d32fb9a1db1b3b852b247c9da1440903', 12, (extract(epoch from now())::bigint - -1299605)),
('6212fe26a23f457f', '4d36acbeff132b8b17c98976f2d053cc8d0d36c91c33b3b261cc0d853a07fa48', 19, (extract(epoch from now())::bigint - 3564369)),
('b52ee885d5117c80', '9ee21e1eb3c123ec5e8b6b20e0632ce2d315105887d893bc23edb997ea9e59c9', 27, (extract(epoch from now())::bigint - 768508)),
('0e45b90c8d676022', 'f72de11789717eebda49aae88a2b096e1d6a2252d61fca884d43acf6c7d27741', 27, (extract(epoch from now())::bigint - -2209738)),
('d2fd5dbd3dc788b2', '6729d58e7f7dd85afdfb7c709cf12463efe4509bec07e83f454f0928318e2bb1', 7, (extract(epoch from now())::bigint - 651661)),
('9e351a2a74dff69d', '75cc90ef00668abb3ea0a3258629aa4550084916f6934da4825c6b313b064bdb', 29, (extract(epoch from now())::bigint - 1699563)),
('499d42fdcad3b529', '08cbc3fa2d8e90236eba716e3c316440d336b9d9c40666ecc47ccb81e331c6dc', 8, (extract(epoch from now())::bigint - 1878334)),
('a2fecfecec0beb21', 'd783dcb4efb6929052f79e49f35ac7e1013fd04a789b65e5ce477d1155aacfaf', 27, (extract(epoch from now())::bigint - 3967015)),
('bcddbe02da464ec5', 'd052313f0ee93f49d5bfbc226f47a041c8a705797cb7e8bbc2493a7dd9338ae4', 30, (extract(epoch from now())::bigint - 1045133)),
('154fc3383ef5a64f', 'd8d15d979829451edc4c4bf13096f7b5494e34db03f1c660d21d4202053b5150', 26, (extract(epoch from now())::bigint - -2455098)),
('7912807037cb37fa', '2330ef200d264b6d1cc3b661fe58748714a472478b787cc48e3d479d7644ae80', 19, (extract(epoch from now())::bigint - -2024259)),
('fd3c787b2ab7ca71', '1ee7f499da1d96e4397bb3d3ff98d54e2c6b53571de991158790ae99223768c0', 14, (extract(epoch from now())::bigint - 4403886)),
('9a2dc6084fc43996', '48936350e239c01036685b2b99206c61b370bbdaaa93fafb3502112b47e2b303', 24, (extract(epoch from now())::bigint - 5099361)),
('c58e8c893e49dbce', '96c33c9034947c873c9494463c1e89a34b13ca4fec13fe880c54aee4b32f0d72', 22, (extract(epoch from now())::bigint - -1127829)),
('ac1a84c4a5b62572', '802e70c55c47ddaeb756d7f98f880019be4f57634e5f04f43a6db982aa6fc553', 2, (extract(epoch from now())::bigint - 1275439)),
('0a2f5e0a44992d52', '64d4627db5e0f298f0c6b23b2ef0923b88a55eb9b507ed93490c81cd9be2be1e', 17, (extract(epoch from now())::bigint - 2124299));

INSERT INTO access_token (id, uid, name, token_hash, token_salt, token_last_eight, scope, created_unix, updated_unix) VALUES
(1, 20, 'ci-token-1', 'e0c599ef4b3f532499d398032ad49bc89af55c07e64db21c5a91752db6f54e75', '4fb2cbef14', 'eb50ee84', 'write:repository,read:user', (extract(epoch from now())::bigint - 17422002), (extract(epoch from now())::bigint - 586850)),
(2, 22, 'ci-token-2', '7b1b6d7c9357b2b6a46d0aa7b3b250c04223f41321eaff02cfb7976e92060873', '4222e08d31', 'a6d00d55', 'write:repository,read:user', (extract(epoch from now())::bigint - 12253097), (extract(epoch from now())::bigint - 233045)),
(3, 12, 'ci-token-3', '7b8110f9d79b42ad004dd8e8ace56a07c70d84e9e0665a3d5a3309d88c536113', '12c639d8b8', 'de1b329b', 'write:repository,read:user', (extract(epoch from now())::bigint - 10567525), (extract(epoch from now())::bigint - 552936)),
(4, 1, 'ci-token-4', 'bf6a780f922da0c9bb335532ed6a52edb8026c18407d74d83cc394954741f25a', '161e7267fa', 'b11403b9', 'write:repository,read:user', (extract(epoch from now())::bigint - 30858370), (extract(epoch from now())::bigint - 61356)),
(5, 3, 'ci-token-5', '5c24604c4bf28a87c8d0414a2d5214688fecfdcce0dc7d0a3050bac96a3e757b', '75deecd65b', '3e2ee67c', 'write:repository,read:user', (extract(epoch from now())::bigint - 7143159), (extract(epoch from now())::bigint - 84804)),
(6, 27, 'ci-token-6', '26ef95ea2e0194106bd1658277acf8f63993ab07302a10d3b263fae518c9bfed', '82cfc1d255', 'b6a54d25', 'write:repository,read:user', (extract(epoch from now())::bigint - 7258915), (extract(epoch from now())::bigint - 233157)),
(7, 2, 'ci-token-7', 'd497ce2e4fbe891719752cf6b07d17fb0f504fce2211c6fec456a81c5e1bc8f0', 'b2b1ad0260', '5bebfec1', 'write:repository,read:user', (extract(epoch from now())::bigint - 6326120), (extract(epoch from now())::bigint - 505681)),
(8, 9, 'ci-token-8', 'dadffb097ffdc918e79c263fd0ae9e3a48bb0b60a4825cad26581b3f8bf20332', '4b53d55a15', 'e002be83', 'write:repository,read:user', (extract(epoch from now())::bigint - 23802792), (extract(epoch from now())::bigint - 564341)),
(9, 6, 'ci-token-9', '45b72442824c49e1a3180d96c225fe8893c7fce4cf02a16bdd2d1b0e9e25289d', '83ec3246f0', '9b6297cc', 'write:repository,read:user', (extract(epoch from now())::bigint - 1957082), (extract(epoch from now())::bigint - 201033)),
(10, 12, 'ci-token-10', '9c47aca581c688dde09cfdef0ded0539a9ee07a5d0e8022ff9735914ae4ea5b5', 'c36dd608b7', '2bbda5b2', 'write:repository,read:user', (extract(epoch from now())::bigint - 19011257), (extract(epoch from now())::bigint - 352872)),
(11, 23, 'ci-token-11', 'c563d12772a78266478185811a040f2b69040fb532ab9bba7c8aebb041fe76ef', '8ba5804b3e', 'c2910159', 'write:repository,read:user', (extract(epoch from now())::bigint - 7385343), (extract(epoch from now())::bigint - 824261)),
(12, 14, 'ci-token-12', 'f9c4b496b5cfd3d324ae959ca37d9fc3e0a17b52f39bb6efeca3fbdfebb2fd74', '58d867f852', '0dbb2d1c', 'write:repository,read:user', (extract(epoch from now())::bigint - 3502786), (extract(epoch from now())::bigint - 714766));

INSERT INTO two_factor (id, uid, secret, scratch_salt, scratch_hash, last_used_passcode, created_unix, updated_unix) VALUES
(1, 4, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 8936247), (extract(epoch from now())::bigint - 174864)),
(2, 8, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 11929095), (extract(epoch from now())::bigint - 2300617)),
(3, 12, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 17889697), (extract(epoch from now())::bigint - 752086)),
(4, 16, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 19648011), (extract(epoch from now())::bigint - 2133269)),
(5, 20, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 7819425), (extract(epoch from now())::bigint - 3676127)),
(6, 24, 'enc-secret', 'salt', 'hash', '123456', (extract(epoch from now())::bigint - 21745568), (extract(epoch from now())::bigint - 3915507));

INSERT INTO webauthn_credential (id, name, lower_name, user_id, credential_id, public_key, attestation_type, aaguid, sign_count, clone_warning, created_unix, updated_unix) VALUES
(1, 'YubiKey 1', 'yubikey 1', 5, '\\x02c238b2e53abba425d9234ad3b30866', '\\xeae180af5f68a52c54f623b6970c96bb32bc15b31e6e4622cca6e13e5421ba9a', 'none', '\\x9ff14e1d903567c47f318142289c734a', 29, false, (extract(epoch from now())::bigint - 9013970), (extract(epoch from now())::bigint - 3359566)),
(2, 'YubiKey 2', 'yubikey 2', 10, '\\xf4ff3dfa847cb0bbfa444c80b6934fb3', '\\xdaa191c108ba390f7371f7716b52e9e9e5dade2aeb179656dd39a3a8bb4e1926', 'none', '\\x96b165a70717276eaa8cf1e8c5ec6b24', 274, false, (extract(epoch from now())::bigint - 17357585), (extract(epoch from now())::bigint - 482724)),
(3, 'YubiKey 3', 'yubikey 3', 15, '\\x6a214d636ed9081499239c5225a1ef3a', '\\x47c7f24e95f9ee2d7140c9a0d47c599d4d5aa8d8b2220d4191952f144bc02d8f', 'none', '\\x124c8e6331930a4b38ca0eef6aa8f6d9', 159, false, (extract(epoch from now())::bigint - 12747151), (extract(epoch from now())::bigint - 4068721)),
(4, 'YubiKey 4', 'yubikey 4', 20, '\\x4f6873d0552c56b09e4e9d1ba1fd5a3e', '\\xffddfac9fbf7d0d8d90679479e790773ec0276e8b9a13ee876e5b7843261eaae', 'none', '\\x15cff3a639df506e15d6bd970c9817c5', 188, false, (extract(epoch from now())::bigint - 4562898), (extract(epoch from now())::bigint - 1520287));

INSERT INTO oauth2_application (id, uid, name, client_id, client_secret, confidential_client, skip_secondary_authorization, redirect_uris, created_unix, updated_unix) VALUES (1, 0, 'Drone CI', '0d24f463-abf9-43e3-a97a-de88220f33f5', '$2a$10$secret', true, false, '["https://ci.example.com/login"]', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 25920000)), (2, 3, 'git-credential-oauth', 'b6e2c26d-9eb7-4a18-a0dd-11c2eb91a8e6', '', false, false, '["http://127.0.0.1"]', (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 17280000));

INSERT INTO oauth2_grant (id, user_id, application_id, counter, scope, nonce, created_unix, updated_unix) VALUES
(1, 2, 1, 5, 'openid profile', '', (extract(epoch from now())::bigint - 13454656), (extract(epoch from now())::bigint - 652904)),
(2, 3, 2, 3, 'openid profile', '', (extract(epoch from now())::bigint - 4644800), (extract(epoch from now())::bigint - 841961)),
(3, 4, 1, 9, 'openid profile', '', (extract(epoch from now())::bigint - 19146733), (extract(epoch from now())::bigint - 178701)),
(4, 5, 2, 9, 'openid profile', '', (extract(epoch from now())::bigint - 12369563), (extract(epoch from now())::bigint - 670099)),
(5, 6, 1, 6, 'openid profile', '', (extract(epoch from now())::bigint - 19736780), (extract(epoch from now())::bigint - 207248)),
(6, 7, 2, 3, 'openid profile', '', (extract(epoch from now())::bigint - 8160792), (extract(epoch from now())::bigint - 580493)),
(7, 8, 1, 6, 'openid profile', '', (extract(epoch from now())::bigint - 12743758), (extract(epoch from now())::bigint - 858951)),
(8, 9, 2, 7, 'openid profile', '', (extract(epoch from now())::bigint - 20658984), (extract(epoch from now())::bigint - 652468));

INSERT INTO oauth2_authorization_code (id, grant_id, code, code_challenge, code_challenge_method, redirect_uri, valid_until) VALUES
(1, 4, '0bcd355df68ad78a96541878078bc44b', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 6408452)),
(2, 4, '0488d449df87c680ccfe088d77646466', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 8015252)),
(3, 6, '7a18bc216fc5200a7ab9cb0377d2e9bf', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 7733357)),
(4, 5, 'dabc8e7c326e930b343f8ea8ace73acb', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 1060643)),
(5, 4, '656c0a42e28061e13bcc6616fb4edf1c', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 5721124)),
(6, 8, '7ba361c5db4cc4c5101a55cd4d13ccb9', '', '', 'https://ci.example.com/login', (extract(epoch from now())::bigint - 6660185));

INSERT INTO org_user (id, uid, org_id, is_public) VALUES
(1, 1, 32, false),
(2, 2, 33, true),
(3, 3, 34, false),
(4, 4, 31, true),
(5, 5, 32, false),
(6, 6, 33, true),
(7, 7, 34, false),
(8, 8, 31, true),
(9, 9, 32, false),
(10, 10, 33, true),
(11, 11, 34, false),
(12, 12, 31, true),
(13, 13, 32, false),
(14, 14, 33, true),
(15, 15, 34, false),
(16, 16, 31, true),
(17, 17, 32, false),
(18, 18, 33, true),
(19, 19, 34, false),
(20, 20, 31, true);

INSERT INTO team (id, org_id, lower_name, name, description, authorize, num_repos, num_members, includes_all_repositories, can_create_org_repo) VALUES
(1, 31, 'owners', 'Owners', '', 4, 2, 5, true, true),
(2, 32, 'owners', 'Owners', '', 4, 2, 5, true, true),
(3, 33, 'owners', 'Owners', '', 4, 2, 5, true, true),
(4, 34, 'owners', 'Owners', '', 4, 2, 5, true, true),
(5, 31, 'developers', 'Developers', '', 2, 2, 5, false, false),
(6, 32, 'developers', 'Developers', '', 2, 2, 5, false, false),
(7, 33, 'developers', 'Developers', '', 2, 2, 5, false, false),
(8, 34, 'developers', 'Developers', '', 2, 2, 5, false, false);

INSERT INTO team_user (id, org_id, team_id, uid) VALUES
(1, 32, 2, 1),
(2, 33, 3, 2),
(3, 34, 4, 3),
(4, 31, 1, 4),
(5, 32, 6, 5),
(6, 33, 7, 6),
(7, 34, 8, 7),
(8, 31, 5, 8),
(9, 32, 6, 9),
(10, 33, 7, 10),
(11, 34, 8, 11),
(12, 31, 5, 12),
(13, 32, 6, 13),
(14, 33, 7, 14),
(15, 34, 8, 15),
(16, 31, 5, 16),
(17, 32, 6, 17),
(18, 33, 7, 18),
(19, 34, 8, 19),
(20, 31, 5, 20);

INSERT INTO repository (id, owner_id, owner_name, lower_name, name, description, website, original_service_type, original_url, default_branch, default_wiki_branch, num_watches, num_stars, num_forks, num_issues, num_closed_issues, num_pulls, num_closed_pulls, num_milestones, num_closed_milestones, num_projects, num_closed_projects, num_action_runs, num_closed_action_runs, is_private, is_empty, is_archived, is_mirror, status, is_fork, fork_id, is_template, template_id, size, git_size, lfs_size, is_fsck_enabled, close_issues_via_commit_in_any_branch, topics, object_format_name, trust_model, avatar, created_unix, updated_unix, archived_unix) VALUES
(1, 13, 'user13', 'repo1', 'repo1', 'Repository 1', '', 0, '', 'main', 'main', 2, 4, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 41435919, 33481436, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 30472294), (extract(epoch from now())::bigint - 19309442), 0),
(2, 17, 'user17', 'repo2', 'repo2', 'Repository 2', '', 0, '', 'main', 'main', 2, 9, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 35646361, 14088328, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 4055525), (extract(epoch from now())::bigint - 2767293), 0),
(3, 25, 'user25', 'repo3', 'repo3', 'Repository 3', '', 0, '', 'main', 'main', 2, 18, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 86801515, 29387220, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 9224695), (extract(epoch from now())::bigint - 4741125), 0),
(4, 31, 'user31', 'repo4', 'repo4', 'Repository 4', '', 0, '', 'main', 'main', 2, 8, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 66882216, 95803912, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 3497516), (extract(epoch from now())::bigint - 1732050), 0),
(5, 30, 'user30', 'repo5', 'repo5', 'Repository 5', '', 0, '', 'main', 'main', 2, 2, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 92228118, 45076838, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 13523790), (extract(epoch from now())::bigint - 12460891), 0),
(6, 22, 'user22', 'repo6', 'repo6', 'Repository 6', '', 0, '', 'main', 'main', 2, 33, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 49517197, 1330916, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 28848144), (extract(epoch from now())::bigint - 5575092), 0),
(7, 20, 'user20', 'repo7', 'repo7', 'Repository 7', '', 0, '', 'main', 'main', 2, 9, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, true, 0, false, 0, false, 0, 38181193, 7850875, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 42920016), (extract(epoch from now())::bigint - 11264284), 0),
(8, 15, 'user15', 'repo8', 'repo8', 'Repository 8', '', 0, '', 'main', 'main', 2, 26, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 8211665, 16641481, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 61852198), (extract(epoch from now())::bigint - 46769783), 0),
(9, 25, 'user25', 'repo9', 'repo9', 'Repository 9', '', 0, '', 'main', 'main', 2, 38, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 87985376, 68681394, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 6061206), (extract(epoch from now())::bigint - 128230), 0),
(10, 3, 'user3', 'repo10', 'repo10', 'Repository 10', '', 0, '', 'main', 'main', 2, 46, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 31302648, 79912293, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 618866), (extract(epoch from now())::bigint - 435934), 0),
(11, 19, 'user19', 'repo11', 'repo11', 'Repository 11', '', 0, '', 'main', 'main', 2, 31, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, true, false, 0, false, 0, false, 0, 67293214, 72245653, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 44901059), (extract(epoch from now())::bigint - 43204506), (extract(epoch from now())::bigint - 14967019)),
(12, 30, 'user30', 'repo12', 'repo12', 'Repository 12', '', 0, '', 'main', 'main', 2, 23, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 58151339, 85491176, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 12958758), (extract(epoch from now())::bigint - 275986), 0),
(13, 15, 'user15', 'repo13', 'repo13', 'Repository 13', '', 0, '', 'main', 'main', 2, 23, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 19243348, 46589967, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 54211440), (extract(epoch from now())::bigint - 21783524), 0),
(14, 31, 'user31', 'repo14', 'repo14', 'Repository 14', '', 0, '', 'main', 'main', 2, 28, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 85430308, 87063545, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 8201165), (extract(epoch from now())::bigint - 3747255), 0),
(15, 2, 'user2', 'repo15', 'repo15', 'Repository 15', '', 0, '', 'main', 'main', 2, 32, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 78780285, 30097971, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 20437977), (extract(epoch from now())::bigint - 8974636), 0),
(16, 9, 'user9', 'repo16', 'repo16', 'Repository 16', '', 0, '', 'main', 'main', 2, 14, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 2767783, 86427034, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 20488433), (extract(epoch from now())::bigint - 18391564), 0),
(17, 30, 'user30', 'repo17', 'repo17', 'Repository 17', '', 0, '', 'main', 'main', 2, 14, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 78858861, 78353240, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 22969860), (extract(epoch from now())::bigint - 17207710), 0),
(18, 29, 'user29', 'repo18', 'repo18', 'Repository 18', '', 0, '', 'main', 'main', 2, 22, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 65881511, 20822482, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 8689362), (extract(epoch from now())::bigint - 1434379), 0),
(19, 5, 'user5', 'repo19', 'repo19', 'Repository 19', '', 0, '', 'main', 'main', 2, 17, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 43980946, 93027752, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 16350746), (extract(epoch from now())::bigint - 5368759), 0),
(20, 7, 'user7', 'repo20', 'repo20', 'Repository 20', '', 0, '', 'main', 'main', 2, 13, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 6559612, 61407782, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 24008461), (extract(epoch from now())::bigint - 4481587), 0),
(21, 17, 'user17', 'repo21', 'repo21', 'Repository 21', '', 0, '', 'main', 'main', 2, 9, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 1488121, 83875588, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 14861037), (extract(epoch from now())::bigint - 2349028), 0),
(22, 30, 'user30', 'repo22', 'repo22', 'Repository 22', '', 0, '', 'main', 'main', 2, 9, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, true, false, 0, false, 0, false, 0, 29764279, 74030251, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 50870034), (extract(epoch from now())::bigint - 5685040), (extract(epoch from now())::bigint - 16956678)),
(23, 13, 'user13', 'repo23', 'repo23', 'Repository 23', '', 0, '', 'main', 'main', 2, 34, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, false, false, false, false, 0, false, 0, false, 0, 86452439, 15616431, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 27915393), (extract(epoch from now())::bigint - 17545511), 0),
(24, 22, 'user22', 'repo24', 'repo24', 'Repository 24', '', 0, '', 'main', 'main', 2, 7, 0, 5, 2, 3, 1, 1, 0, 0, 0, 4, 3, true, false, false, false, 0, false, 0, false, 0, 16735433, 27367248, 0, true, false, '[]', 'sha1', 0, '', (extract(epoch from now())::bigint - 43586116), (extract(epoch from now())::bigint - 30529251), 0);

INSERT INTO repo_unit (id, repo_id, type, config, created_unix, anonymous_access_mode, everyone_access_mode) VALUES
(1, 1, 1, '{}', (extract(epoch from now())::bigint - 30472294), 0, 0),
(2, 1, 2, '{}', (extract(epoch from now())::bigint - 30472294), 0, 0),
(3, 1, 3, '{}', (extract(epoch from now())::bigint - 30472294), 0, 0),
(4, 2, 1, '{}', (extract(epoch from now())::bigint - 4055525), 0, 0),
(5, 2, 2, '{}', (extract(epoch from now())::bigint - 4055525), 0, 0),
(6, 2, 3, '{}', (extract(epoch from now())::bigint - 4055525), 0, 0),
(7, 3, 1, '{}', (extract(epoch from now())::bigint - 9224695), 0, 0),
(8, 3, 2, '{}', (extract(epoch from now())::bigint - 9224695), 0, 0),
(9, 3, 3, '{}', (extract(epoch from now())::bigint - 9224695), 0, 0),
(10, 4, 1, '{}', (extract(epoch from now())::bigint - 3497516), 0, 0),
(11, 4, 2, '{}', (extract(epoch from now())::bigint - 3497516), 0, 0),
(12, 4, 3, '{}', (extract(epoch from now())::bigint - 3497516), 0, 0),
(13, 5, 1, '{}', (extract(epoch from now())::bigint - 13523790), 0, 0),
(14, 5, 2, '{}', (extract(epoch from now())::bigint - 13523790), 0, 0),
(15, 5, 3, '{}', (extract(epoch from now())::bigint - 13523790), 0, 0),
(16, 6, 1, '{}', (extract(epoch from now())::bigint - 28848144), 0, 0),
(17, 6, 2, '{}', (extract(epoch from now())::bigint - 28848144), 0, 0),
(18, 6, 3, '{}', (extract(epoch from now())::bigint - 28848144), 0, 0),
(19, 7, 1, '{}', (extract(epoch from now())::bigint - 42920016), 0, 0),
(20, 7, 2, '{}', (extract(epoch from now())::bigint - 42920016), 0, 0),
(21, 7, 3, '{}', (extract(epoch from now())::bigint - 42920016), 0, 0),
(22, 8, 1, '{}', (extract(epoch from now())::bigint - 61852198), 0, 0),
(23, 8, 2, '{}', (extract(epoch from now())::bigint - 61852198), 0, 0),
(24, 8, 3, '{}', (extract(epoch from now())::bigint - 61852198), 0, 0),
(25, 9, 1, '{}', (extract(epoch from now())::bigint - 6061206), 0, 0),
(26, 9, 2, '{}', (extract(epoch from now())::bigint - 6061206), 0, 0),
(27, 9, 3, '{}', (extract(epoch from now())::bigint - 6061206), 0, 0),
(28, 10, 1, '{}', (extract(epoch from now())::bigint - 618866), 0, 0),
(29, 10, 2, '{}', (extract(epoch from now())::bigint - 618866), 0, 0),
(30, 10, 3, '{}', (extract(epoch from now())::bigint - 618866), 0, 0),
(31, 11, 1, '{}', (extract(epoch from now())::bigint - 44901059), 0, 0),
(32, 11, 2, '{}', (extract(epoch from now())::bigint - 44901059), 0, 0),
(33, 11, 3, '{}', (extract(epoch from now())::bigint - 44901059), 0, 0),
(34, 12, 1, '{}', (extract(epoch from now())::bigint - 12958758), 0, 0),
(35, 12, 2, '{}', (extract(epoch from now())::bigint - 12958758), 0, 0),
(36, 12, 3, '{}', (extract(epoch from now())::bigint - 12958758), 0, 0),
(37, 13, 1, '{}', (extract(epoch from now())::bigint - 54211440), 0, 0),
(38, 13, 2, '{}', (extract(epoch from now())::bigint - 54211440), 0, 0),
(39, 13, 3, '{}', (extract(epoch from now())::bigint - 54211440), 0, 0),
(40, 14, 1, '{}', (extract(epoch from now())::bigint - 8201165), 0, 0),
(41, 14, 2, '{}', (extract(epoch from now())::bigint - 8201165), 0, 0),
(42, 14, 3, '{}', (extract(epoch from now())::bigint - 8201165), 0, 0),
(43, 15, 1, '{}', (extract(epoch from now())::bigint - 20437977), 0, 0),
(44, 15, 2, '{}', (extract(epoch from now())::bigint - 20437977), 0, 0),
(45, 15, 3, '{}', (extract(epoch from now())::bigint - 20437977), 0, 0),
(46, 16, 1, '{}', (extract(epoch from now())::bigint - 20488433), 0, 0),
(47, 16, 2, '{}', (extract(epoch from now())::bigint - 20488433), 0, 0),
(48, 16, 3, '{}', (extract(epoch from now())::bigint - 20488433), 0, 0),
(49, 17, 1, '{}', (extract(epoch from now())::bigint - 22969860), 0, 0),
(50, 17, 2, '{}', (extract(epoch from now())::bigint - 22969860), 0, 0),
(51, 17, 3, '{}', (extract(epoch from now())::bigint - 22969860), 0, 0),
(52, 18, 1, '{}', (extract(epoch from now())::bigint - 8689362), 0, 0),
(53, 18, 2, '{}', (extract(epoch from now())::bigint - 8689362), 0, 0),
(54, 18, 3, '{}', (extract(epoch from now())::bigint - 8689362), 0, 0),
(55, 19, 1, '{}', (extract(epoch from now())::bigint - 16350746), 0, 0),
(56, 19, 2, '{}', (extract(epoch from now())::bigint - 16350746), 0, 0),
(57, 19, 3, '{}', (extract(epoch from now())::bigint - 16350746), 0, 0),
(58, 20, 1, '{}', (extract(epoch from now())::bigint - 24008461), 0, 0),
(59, 20, 2, '{}', (extract(epoch from now())::bigint - 24008461), 0, 0),
(60, 20, 3, '{}', (extract(epoch from now())::bigint - 24008461), 0, 0),
(61, 21, 1, '{}', (extract(epoch from now())::bigint - 14861037), 0, 0),
(62, 21, 2, '{}', (extract(epoch from now())::bigint - 14861037), 0, 0),
(63, 21, 3, '{}', (extract(epoch from now())::bigint - 14861037), 0, 0),
(64, 22, 1, '{}', (extract(epoch from now())::bigint - 50870034), 0, 0),
(65, 22, 2, '{}', (extract(epoch from now())::bigint - 50870034), 0, 0),
(66, 22, 3, '{}', (extract(epoch from now())::bigint - 50870034), 0, 0),
(67, 23, 1, '{}', (extract(epoch from now())::bigint - 27915393), 0, 0),
(68, 23, 2, '{}', (extract(epoch from now())::bigint - 27915393), 0, 0),
(69, 23, 3, '{}', (extract(epoch from now())::bigint - 27915393), 0, 0),
(70, 24, 1, '{}', (extract(epoch from now())::bigint - 43586116), 0, 0),
(71, 24, 2, '{}', (extract(epoch from now())::bigint - 43586116), 0, 0),
(72, 24, 3, '{}', (extract(epoch from now())::bigint - 43586116), 0, 0);

INSERT INTO star (id, uid, repo_id, created_unix) VALUES
(1, 20, 11, (extract(epoch from now())::bigint - 11029348)),
(2, 21, 10, (extract(epoch from now())::bigint - 5190455)),
(3, 27, 1, (extract(epoch from now())::bigint - 822377)),
(4, 4, 9, (extract(epoch from now())::bigint - 5552936)),
(5, 3, 16, (extract(epoch from now())::bigint - 22510826)),
(6, 23, 22, (extract(epoch from now())::bigint - 8731797)),
(7, 14, 19, (extract(epoch from now())::bigint - 17290092)),
(8, 17, 6, (extract(epoch from now())::bigint - 5974770)),
(9, 12, 22, (extract(epoch from now())::bigint - 16863869)),
(10, 5, 10, (extract(epoch from now())::bigint - 11670216)),
(11, 11, 5, (extract(epoch from now())::bigint - 19087255)),
(12, 4, 21, (extract(epoch from now())::bigint - 13697323)),
(13, 25, 1, (extract(epoch from now())::bigint - 9729865)),
(14, 1, 3, (extract(epoch from now())::bigint - 7260270)),
(15, 25, 16, (extract(epoch from now())::bigint - 15403283)),
(16, 24, 14, (extract(epoch from now())::bigint - 21562141)),
(17, 16, 7, (extract(epoch from now())::bigint - 17925944)),
(18, 25, 19, (extract(epoch from now())::bigint - 12444686)),
(19, 15, 8, (extract(epoch from now())::bigint - 8514973)),
(20, 26, 17, (extract(epoch from now())::bigint - 23105779)),
(21, 29, 13, (extract(epoch from now())::bigint - 21934163)),
(22, 14, 6, (extract(epoch from now())::bigint - 3779176)),
(23, 3, 9, (extract(epoch from now())::bigint - 17605922)),
(24, 22, 22, (extract(epoch from now())::bigint - 20012347)),
(25, 2, 4, (extract(epoch from now())::bigint - 17516319)),
(26, 10, 11, (extract(epoch from now())::bigint - 24995753)),
(27, 9, 13, (extract(epoch from now())::bigint - 22783736)),
(28, 17, 23, (extract(epoch from now())::bigint - 6377976)),
(29, 24, 7, (extract(epoch from now())::bigint - 25835503)),
(30, 8, 20, (extract(epoch from now())::bigint - 8492484)),
(31, 13, 10, (extract(epoch from now())::bigint - 9844777)),
(32, 2, 16, (extract(epoch from now())::bigint - 25308104)),
(33, 11, 22, (extract(epoch from now())::bigint - 4335548)),
(34, 2, 19, (extract(epoch from now())::bigint - 10249710)),
(35, 16, 6, (extract(epoch from now())::bigint - 16223713)),
(36, 25, 24, (extract(epoch from now())::bigint - 7073410)),
(37, 16, 21, (extract(epoch from now())::bigint - 6921150)),
(38, 18, 12, (extract(epoch from now())::bigint - 20585853)),
(39, 7, 18, (extract(epoch from now())::bigint - 15876478)),
(40, 12, 14, (extract(epoch from now())::bigint - 19280629)),
(41, 19, 4, (extract(epoch from now())::bigint - 20474623)),
(42, 8, 7, (extract(epoch from now())::bigint - 22605526)),
(43, 30, 10, (extract(epoch from now())::bigint - 23161789)),
(44, 10, 13, (extract(epoch from now())::bigint - 21341982)),
(45, 16, 2, (extract(epoch from now())::bigint - 25361407)),
(46, 24, 9, (extract(epoch from now())::bigint - 12942146)),
(47, 25, 8, (extract(epoch from now())::bigint - 18185098)),
(48, 2, 12, (extract(epoch from now())::bigint - 13319355)),
(49, 10, 19, (extract(epoch from now())::bigint - 25124097)),
(50, 2, 21, (extract(epoch from now())::bigint - 16978502));

INSERT INTO watch (id, user_id, repo_id, mode, created_unix, updated_unix) VALUES
(1, 15, 21, 2, (extract(epoch from now())::bigint - 17702575), (extract(epoch from now())::bigint - 200355)),
(2, 23, 1, 1, (extract(epoch from now())::bigint - 21953012), (extract(epoch from now())::bigint - 537101)),
(3, 6, 15, 1, (extract(epoch from now())::bigint - 15741965), (extract(epoch from now())::bigint - 171567)),
(4, 12, 1, 1, (extract(epoch from now())::bigint - 24068596), (extract(epoch from now())::bigint - 266434)),
(5, 29, 23, 1, (extract(epoch from now())::bigint - 8458275), (extract(epoch from now())::bigint - 628212)),
(6, 12, 7, 1, (extract(epoch from now())::bigint - 20516573), (extract(epoch from now())::bigint - 738626)),
(7, 4, 9, 2, (extract(epoch from now())::bigint - 24048869), (extract(epoch from now())::bigint - 35486)),
(8, 23, 7, 1, (extract(epoch from now())::bigint - 8325389), (extract(epoch from now())::bigint - 262848)),
(9, 4, 6, 1, (extract(epoch from now())::bigint - 19952900), (extract(epoch from now())::bigint - 163608)),
(10, 14, 13, 1, (extract(epoch from now())::bigint - 16016147), (extract(epoch from now())::bigint - 777452)),
(11, 2, 5, 1, (extract(epoch from now())::bigint - 11947008), (extract(epoch from now())::bigint - 598581)),
(12, 30, 21, 1, (extract(epoch from now())::bigint - 4843500), (extract(epoch from now())::bigint - 532087)),
(13, 10, 21, 1, (extract(epoch from now())::bigint - 22819206), (extract(epoch from now())::bigint - 787618)),
(14, 25, 13, 1, (extract(epoch from now())::bigint - 23367007), (extract(epoch from now())::bigint - 479927)),
(15, 6, 11, 1, (extract(epoch from now())::bigint - 21180764), (extract(epoch from now())::bigint - 785732)),
(16, 15, 23, 2, (extract(epoch from now())::bigint - 20849410), (extract(epoch from now())::bigint - 624299)),
(17, 21, 6, 1, (extract(epoch from now())::bigint - 25605553), (extract(epoch from now())::bigint - 450161)),
(18, 22, 10, 2, (extract(epoch from now())::bigint - 16471097), (extract(epoch from now())::bigint - 544301)),
(19, 12, 21, 1, (extract(epoch from now())::bigint - 22589509), (extract(epoch from now())::bigint - 852069)),
(20, 27, 3, 1, (extract(epoch from now())::bigint - 2333113), (extract(epoch from now())::bigint - 352052)),
(21, 27, 9, 2, (extract(epoch from now())::bigint - 22380930), (extract(epoch from now())::bigint - 680765)),
(22, 30, 11, 1, (extract(epoch from now())::bigint - 19433740), (extract(epoch from now())::bigint - 161097)),
(23, 25, 3, 1, (extract(epoch from now())::bigint - 16572498), (extract(epoch from now())::bigint - 839947)),
(24, 2, 1, 1, (extract(epoch from now())::bigint - 1783429), (extract(epoch from now())::bigint - 787580)),
(25, 10, 14, 1, (extract(epoch from now())::bigint - 23805144), (extract(epoch from now())::bigint - 564842)),
(26, 1, 11, 2, (extract(epoch from now())::bigint - 6782889), (extract(epoch from now())::bigint - 304518)),
(27, 21, 11, 2, (extract(epoch from now())::bigint - 19302698), (extract(epoch from now())::bigint - 318098)),
(28, 23, 14, 2, (extract(epoch from now())::bigint - 1323796), (extract(epoch from now())::bigint - 68174)),
(29, 4, 16, 1, (extract(epoch from now())::bigint - 23029560), (extract(epoch from now())::bigint - 397520)),
(30, 17, 1, 1, (extract(epoch from now())::bigint - 7549433), (extract(epoch from now())::bigint - 723044)),
(31, 9, 6, 2, (extract(epoch from now())::bigint - 14290035), (extract(epoch from now())::bigint - 241526)),
(32, 17, 13, 1, (extract(epoch from now())::bigint - 17777896), (extract(epoch from now())::bigint - 272488)),
(33, 17, 19, 2, (extract(epoch from now())::bigint - 15284122), (extract(epoch from now())::bigint - 417647)),
(34, 9, 12, 1, (extract(epoch from now())::bigint - 19505338), (extract(epoch from now())::bigint - 546733)),
(35, 5, 17, 1, (extract(epoch from now())::bigint - 5277297), (extract(epoch from now())::bigint - 155229)),
(36, 25, 5, 2, (extract(epoch from now())::bigint - 13688282), (extract(epoch from now())::bigint - 782124)),
(37, 2, 3, 1, (extract(epoch from now())::bigint - 24463034), (extract(epoch from now())::bigint - 160305)),
(38, 2, 6, 1, (extract(epoch from now())::bigint - 10976570), (extract(epoch from now())::bigint - 462264)),
(39, 24, 18, 1, (extract(epoch from now())::bigint - 13012277), (extract(epoch from now())::bigint - 75171)),
(40, 26, 12, 2, (extract(epoch from now())::bigint - 16674910), (extract(epoch from now())::bigint - 543231));

INSERT INTO collaboration (id, repo_id, user_id, mode, created_unix, updated_unix) VALUES
(1, 23, 1, 2, (extract(epoch from now())::bigint - 18930476), (extract(epoch from now())::bigint - 574473)),
(2, 18, 17, 2, (extract(epoch from now())::bigint - 10818041), (extract(epoch from now())::bigint - 244681)),
(3, 3, 7, 2, (extract(epoch from now())::bigint - 19218545), (extract(epoch from now())::bigint - 199566)),
(4, 14, 7, 2, (extract(epoch from now())::bigint - 17681128), (extract(epoch from now())::bigint - 217618)),
(5, 9, 20, 2, (extract(epoch from now())::bigint - 24936250), (extract(epoch from now())::bigint - 457586)),
(6, 22, 13, 2, (extract(epoch from now())::bigint - 13732836), (extract(epoch from now())::bigint - 227830)),
(7, 23, 6, 2, (extract(epoch from now())::bigint - 4886146), (extract(epoch from now())::bigint - 773904)),
(8, 22, 22, 2, (extract(epoch from now())::bigint - 22504623), (extract(epoch from now())::bigint - 89246)),
(9, 22, 28, 2, (extract(epoch from now())::bigint - 17280584), (extract(epoch from now())::bigint - 783474)),
(10, 1, 23, 2, (extract(epoch from now())::bigint - 5151717), (extract(epoch from now())::bigint - 502191)),
(11, 18, 6, 2, (extract(epoch from now())::bigint - 8763084), (extract(epoch from now())::bigint - 454862)),
(12, 21, 8, 2, (extract(epoch from now())::bigint - 23891487), (extract(epoch from now())::bigint - 522468)),
(13, 21, 14, 2, (extract(epoch from now())::bigint - 1710609), (extract(epoch from now())::bigint - 44338)),
(14, 23, 14, 2, (extract(epoch from now())::bigint - 17733665), (extract(epoch from now())::bigint - 713861)),
(15, 4, 28, 2, (extract(epoch from now())::bigint - 15104206), (extract(epoch from now())::bigint - 157431)),
(16, 10, 13, 2, (extract(epoch from now())::bigint - 24926545), (extract(epoch from now())::bigint - 325663)),
(17, 17, 25, 2, (extract(epoch from now())::bigint - 8446718), (extract(epoch from now())::bigint - 678781)),
(18, 10, 19, 2, (extract(epoch from now())::bigint - 25455774), (extract(epoch from now())::bigint - 126169)),
(19, 9, 30, 2, (extract(epoch from now())::bigint - 24327367), (extract(epoch from now())::bigint - 328357));

INSERT INTO access (id, user_id, repo_id, mode) VALUES
(1, 26, 21, 1),
(2, 29, 20, 2),
(3, 27, 4, 2),
(4, 23, 19, 2),
(5, 17, 6, 2),
(6, 11, 2, 4),
(7, 19, 9, 2),
(8, 9, 8, 1),
(9, 26, 2, 4),
(10, 13, 11, 1),
(11, 25, 10, 2),
(12, 2, 17, 1),
(13, 21, 15, 4),
(14, 5, 12, 1),
(15, 11, 4, 2),
(16, 22, 22, 4),
(17, 14, 21, 2),
(18, 3, 24, 2),
(19, 9, 19, 2),
(20, 16, 9, 2),
(21, 26, 13, 2),
(22, 15, 13, 1),
(23, 21, 2, 4),
(24, 15, 16, 2),
(25, 6, 13, 1),
(26, 25, 24, 1),
(27, 7, 21, 1),
(28, 3, 11, 4),
(29, 4, 4, 4),
(30, 14, 8, 1),
(31, 4, 13, 1),
(32, 17, 16, 2),
(33, 30, 13, 4),
(34, 25, 14, 2),
(35, 11, 18, 4),
(36, 26, 18, 4),
(37, 13, 24, 4);

INSERT INTO mirror (id, repo_id, interval, enable_prune, updated_unix, next_update_unix, lfs_enabled, lfs_endpoint, remote_address) VALUES (1, 7, 28800000000000, true, (extract(epoch from now())::bigint - 17280), (extract(epoch from now())::bigint - -11232), false, '', 'https://github.com/example/upstream.git');

INSERT INTO push_mirror (id, repo_id, remote_name, remote_address, sync_on_commit, interval, created_unix, last_update, last_error) VALUES (1, 3, 'remote_mirror_x1', 'https://backup.example.com/repo3.git', true, 28800000000000, (extract(epoch from now())::bigint - 10368000), (extract(epoch from now())::bigint - 25920), '');

INSERT INTO protected_branch (id, repo_id, branch_name, priority, can_push, enable_whitelist, whitelist_user_i_ds, whitelist_team_i_ds, required_approvals, created_unix, updated_unix) VALUES
(1, 1, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 7427394), (extract(epoch from now())::bigint - 91815)),
(2, 2, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 9337931), (extract(epoch from now())::bigint - 777883)),
(3, 3, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 2290710), (extract(epoch from now())::bigint - 533827)),
(4, 4, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 16409327), (extract(epoch from now())::bigint - 618231)),
(5, 5, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 16250665), (extract(epoch from now())::bigint - 165026)),
(6, 6, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 13939678), (extract(epoch from now())::bigint - 197342)),
(7, 7, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 14288446), (extract(epoch from now())::bigint - 16109)),
(8, 8, 'main', 0, false, false, '[]', '[]', 1, (extract(epoch from now())::bigint - 11509089), (extract(epoch from now())::bigint - 175088));

INSERT INTO branch (id, repo_id, name, commit_id, commit_message, pusher_id, is_deleted, deleted_by_id, deleted_unix, commit_time, created_unix, updated_unix) VALUES
(1, 1, 'main', 'bd97e84279563ed35c675fd0c5689c073203a41d', 'Commit message', 20, false, 0, 0, (extract(epoch from now())::bigint - 4742459), (extract(epoch from now())::bigint - 22631356), (extract(epoch from now())::bigint - 4656059)),
(2, 1, 'develop', '4a5d0d95b2fe57a9be8e8b13bcc49156eb4c8573', 'Commit message', 4, false, 0, 0, (extract(epoch from now())::bigint - 1623714), (extract(epoch from now())::bigint - 28368104), (extract(epoch from now())::bigint - 1537314)),
(3, 1, 'feature/f0', '80d35d751d427c15ec99204d43b4914e0c464f49', 'Commit message', 19, true, 30, (extract(epoch from now())::bigint - 724039), (extract(epoch from now())::bigint - 810439), (extract(epoch from now())::bigint - 8736269), (extract(epoch from now())::bigint - 724039)),
(4, 1, 'feature/f1', 'ed67daebd5f93927e210dec52773cf9b79d442f5', 'Commit message', 23, false, 0, 0, (extract(epoch from now())::bigint - 7254278), (extract(epoch from now())::bigint - 24790731), (extract(epoch from now())::bigint - 7167878)),
(5, 2, 'main', 'd6591742d637946137e1d1294e7da358e263a3e9', 'Commit message', 26, false, 0, 0, (extract(epoch from now())::bigint - 3808726), (extract(epoch from now())::bigint - 3849886), (extract(epoch from now())::bigint - 3722326)),
(6, 2, 'develop', '451e6ae31c0ac4ba7cc2f1646f0fddb70ecca56b', 'Commit message', 12, false, 0, 0, (extract(epoch from now())::bigint - 1486281), (extract(epoch from now())::bigint - 4009141), (extract(epoch from now())::bigint - 1399881)),
(7, 2, 'feature/f0', 'a42f2695c7b794e2b615564463c90682d251c342', 'Commit message', 1, false, 0, 0, (extract(epoch from now())::bigint - 1191177), (extract(epoch from now())::bigint - 2696165), (extract(epoch from now())::bigint - 1104777)),
(8, 3, 'main', '3ffc26d6bc39bf384a98367ab623f37b30b4deea', 'Commit message', 16, false, 0, 0, (extract(epoch from now())::bigint - 342265), (extract(epoch from now())::bigint - 5204458), (extract(epoch from now())::bigint - 255865)),
(9, 3, 'develop', 'bfd39caf95eeb77c67158bb378750ad96337bc05', 'Commit message', 11, false, 0, 0, (extract(epoch from now())::bigint - 4667894), (extract(epoch from now())::bigint - 8970902), (extract(epoch from now())::bigint - 4581494)),
(10, 3, 'feature/f0', '89841c110ca2ef509d3470fe422727843783a627', 'Commit message', 3, true, 19, (extract(epoch from now())::bigint - 5877542), (extract(epoch from now())::bigint - 5963942), (extract(epoch from now())::bigint - 8729417), (extract(epoch from now())::bigint - 5877542)),
(11, 4, 'main', 'b187370c9f3856f72186951cc2c7df500aaf2da1', 'Commit message', 11, false, 0, 0, (extract(epoch from now())::bigint - 1002675), (extract(epoch from now())::bigint - 1707822), (extract(epoch from now())::bigint - 916275)),
(12, 4, 'develop', '6d0c46971e65ecf4c791647b0c5235edcf12cf99', 'Commit message', 5, false, 0, 0, (extract(epoch from now())::bigint - 2602453), (extract(epoch from now())::bigint - 3457375), (extract(epoch from now())::bigint - 2516053)),
(13, 5, 'main', '2656a1ac90a1257cc1e2dc976d2d5c4f6495270f', 'Commit message', 27, false, 0, 0, (extract(epoch from now())::bigint - 4512006), (extract(epoch from now())::bigint - 6825439), (extract(epoch from now())::bigint - 4425606)),
(14, 5, 'develop', '8cde09baa956f19f5434d674cbd0962c360f9e17', 'Commit message', 13, false, 0, 0, (extract(epoch from now())::bigint - 6683711), (extract(epoch from now())::bigint - 10867669), (extract(epoch from now())::bigint - 6597311)),
(15, 5, 'feature/f0', 'ecc9a682acaf356292ec2e0e37c3c127ac7df781', 'Commit message', 3, true, 9, (extract(epoch from now())::bigint - 195800), (extract(epoch from now())::bigint - 282200), (extract(epoch from now())::bigint - 5960595), (extract(epoch from now())::bigint - 195800)),
(16, 6, 'main', 'bc47f4107eb2d2577dd72f5093f54314c4f71388', 'Commit message', 12, false, 0, 0, (extract(epoch from now())::bigint - 6259425), (extract(epoch from now())::bigint - 14806206), (extract(epoch from now())::bigint - 6173025)),
(17, 6, 'develop', 'dcb5098686e69ed6ab210ec1d501d99ea63f1f60', 'Commit message', 30, false, 0, 0, (extract(epoch from now())::bigint - 3781652), (extract(epoch from now())::bigint - 10004365), (extract(epoch from now())::bigint - 3695252)),
(18, 7, 'main', '17b11823a4334b6201e1ed512288b1da8902cf11', 'Commit message', 24, false, 0, 0, (extract(epoch from now())::bigint - 7622911), (extract(epoch from now())::bigint - 37656661), (extract(epoch from now())::bigint - 7536511)),
(19, 7, 'develop', 'bb21efe834039d3280d87680ea284c993531ef50', 'Commit message', 22, false, 0, 0, (extract(epoch from now())::bigint - 1982091), (extract(epoch from now())::bigint - 15716076), (extract(epoch from now())::bigint - 1895691)),
(20, 7, 'feature/f0', '53deefd2b2ee99b7f4d1c09491da00b390e47840', 'Commit message', 23, true, 21, (extract(epoch from now())::bigint - 6203608), (extract(epoch from now())::bigint - 6290008), (extract(epoch from now())::bigint - 29511366), (extract(epoch from now())::bigint - 6203608)),
(21, 7, 'feature/f1', '6d0fb33dba178f5eed71a160474b16b6caffbcce', 'Commit message', 1, true, 17, (extract(epoch from now())::bigint - 4511133), (extract(epoch from now())::bigint - 4597533), (extract(epoch from now())::bigint - 5089427), (extract(epoch from now())::bigint - 4511133)),
(22, 7, 'feature/f2', 'ccfb3ad8c514a45cf8f8b3a365bb587ce9779e45', 'Commit message', 3, false, 0, 0, (extract(epoch from now())::bigint - 7394844), (extract(epoch from now())::bigint - 12430993), (extract(epoch from now())::bigint - 7308444)),
(23, 8, 'main', '1e45c7979a9422b18e548e433902bd227d8087f7', 'Commit message', 5, false, 0, 0, (extract(epoch from now())::bigint - 6537862), (extract(epoch from now())::bigint - 42109917), (extract(epoch from now())::bigint - 6451462)),
(24, 8, 'develop', '3596ceca5ea5c75cbbdc69752d3f5f883bc45216', 'Commit message', 8, false, 0, 0, (extract(epoch from now())::bigint - 5200580), (extract(epoch from now())::bigint - 32240710), (extract(epoch from now())::bigint - 5114180)),
(25, 8, 'feature/f0', '1313edfa92c4ea372dd2ebae0746c3eed8d060c1', 'Commit message', 7, false, 0, 0, (extract(epoch from now())::bigint - 6545077), (extract(epoch from now())::bigint - 58621945), (extract(epoch from now())::bigint - 6458677)),
(26, 8, 'feature/f1', 'b8368393b3430fa9a66a2a1d233504ffbe51e127', 'Commit message', 28, false, 0, 0, (extract(epoch from now())::bigint - 2526712), (extract(epoch from now())::bigint - 11013164), (extract(epoch from now())::bigint - 2440312)),
(27, 9, 'main', '5de840e184a30fb8bab4c599081a3e0749f14a60', 'Commit message', 22, false, 0, 0, (extract(epoch from now())::bigint - 1800006), (extract(epoch from now())::bigint - 5865745), (extract(epoch from now())::bigint - 1713606)),
(28, 9, 'develop', 'a8bbaa3c1647bb6148a66880c42a3ee4eaee9f32', 'Commit message', 13, false, 0, 0, (extract(epoch from now())::bigint - 1897166), (extract(epoch from now())::bigint - 3385909), (extract(epoch from now())::bigint - 1810766)),
(29, 9, 'feature/f0', '41d9f95bd73d029a82fcd07b875e2cc08ba5cadb', 'Commit message', 28, false, 0, 0, (extract(epoch from now())::bigint - 3723724), (extract(epoch from now())::bigint - 5692057), (extract(epoch from now())::bigint - 3637324)),
(30, 9, 'feature/f1', 'bace3b1643968f6b3a96c4d69ef0d838d1c1267f', 'Commit message', 29, true, 26, (extract(epoch from now())::bigint - 3333048), (extract(epoch from now())::bigint - 3419448), (extract(epoch from now())::bigint - 4060558), (extract(epoch from now())::bigint - 3333048)),
(31, 10, 'main', 'd6b800ca769554e0d196c436d7c10e642577f315', 'Commit message', 18, false, 0, 0, (extract(epoch from now())::bigint - 246499), (extract(epoch from now())::bigint - 425130), (extract(epoch from now())::bigint - 160099)),
(32, 10, 'develop', 'e024ccccf8870ea31b75264c0d60f40fdf427383', 'Commit message', 21, false, 0, 0, (extract(epoch from now())::bigint - 338506), (extract(epoch from now())::bigint - 471555), (extract(epoch from now())::bigint - 252106)),
(33, 10, 'feature/f0', '9d4b1a51a7ab17c8c24520e3881c4bd0d86d853f', 'Commit message', 24, true, 20, (extract(epoch from now())::bigint - 341017), (extract(epoch from now())::bigint - 427417), (extract(epoch from now())::bigint - 354453), (extract(epoch from now())::bigint - 341017)),
(34, 10, 'feature/f1', '0f3d6fc171002c8acea57386108d86e0f06da878', 'Commit message', 16, true, 22, (extract(epoch from now())::bigint - 284992), (extract(epoch from now())::bigint - 371392), (extract(epoch from now())::bigint - 426462), (extract(epoch from now())::bigint - 284992)),
(35, 10, 'feature/f2', 'fc728577f438493d463669fe5b3f27eef206e97a', 'Commit message', 17, false, 0, 0, (extract(epoch from now())::bigint - 182034), (extract(epoch from now())::bigint - 323955), (extract(epoch from now())::bigint - 95634)),
(36, 10, 'feature/f3', 'a643f5f450fea855d0f4a0487957ceba2c9bc9f7', 'Commit message', 17, false, 0, 0, (extract(epoch from now())::bigint - 227367), (extract(epoch from now())::bigint - 558064), (extract(epoch from now())::bigint - 140967)),
(37, 11, 'main', '0544fa8a98e926266f4732d32664e59ef432f6b2', 'Commit message', 11, false, 0, 0, (extract(epoch from now())::bigint - 4315880), (extract(epoch from now())::bigint - 23811289), (extract(epoch from now())::bigint - 4229480)),
(38, 11, 'develop', 'b19e672b3d4e51ed36d3fe0cc0e81f86346623c2', 'Commit message', 17, false, 0, 0, (extract(epoch from now())::bigint - 7438636), (extract(epoch from now())::bigint - 23359742), (extract(epoch from now())::bigint - 7352236)),
(39, 11, 'feature/f0', '9ba526e5de58190ad734421b959d46549598d568', 'Commit message', 10, true, 29, (extract(epoch from now())::bigint - 7281153), (extract(epoch from now())::bigint - 7367553), (extract(epoch from now())::bigint - 7955831), (extract(epoch from now())::bigint - 7281153)),
(40, 11, 'feature/f1', 'c76374d293e0be9463d354c7fb066cdd3b4e54ae', 'Commit message', 22, true, 6, (extract(epoch from now())::bigint - 3659905), (extract(epoch from now())::bigint - 3746305), (extract(epoch from now())::bigint - 6419398), (extract(epoch from now())::bigint - 3659905)),
(41, 11, 'feature/f2', '0c7f48788b3beae38d4a41fa36af4a08f8319264', 'Commit message', 12, true, 15, (extract(epoch from now())::bigint - 5658382), (extract(epoch from now())::bigint - 5744782), (extract(epoch from now())::bigint - 12550683), (extract(epoch from now())::bigint - 5658382)),
(42, 11, 'feature/f3', '3c37e8a85f626649a8160da6714297376d780b16', 'Commit message', 23, false, 0, 0, (extract(epoch from now())::bigint - 3481059), (extract(epoch from now())::bigint - 37449839), (extract(epoch from now())::bigint - 3394659)),
(43, 12, 'main', 'bc59a349be4ac4c0633b2e078eec3a2495393066', 'Commit message', 17, false, 0, 0, (extract(epoch from now())::bigint - 6404064), (extract(epoch from now())::bigint - 7561863), (extract(epoch from now())::bigint - 6317664)),
(44, 12, 'develop', 'd03d0a8233e9f2deac0d4db2a3054026d6ba082b', 'Commit message', 8, false, 0, 0, (extract(epoch from now())::bigint - 4777221), (extract(epoch from now())::bigint - 10657406), (extract(epoch from now())::bigint - 4690821)),
(45, 12, 'feature/f0', '3bb423f1018aab9d044827aed43dfd7466dcd118', 'Commit message', 13, true, 6, (extract(epoch from now())::bigint - 4740126), (extract(epoch from now())::bigint - 4826526), (extract(epoch from now())::bigint - 5367509), (extract(epoch from now())::bigint - 4740126)),
(46, 13, 'main', 'a7250bdc55cfd305dc31beb1e5ee5ca291c0062b', 'Commit message', 25, false, 0, 0, (extract(epoch from now())::bigint - 6364874), (extract(epoch from now())::bigint - 33426550), (extract(epoch from now())::bigint - 6278474)),
(47, 13, 'develop', '9580690ddc71bde91632a6147c988a4aae068a80', 'Commit message', 29, false, 0, 0, (extract(epoch from now())::bigint - 2357393), (extract(epoch from now())::bigint - 53925815), (extract(epoch from now())::bigint - 2270993)),
(48, 13, 'feature/f0', '16cab2289f46cb8672b55d9d735edd7489b6da65', 'Commit message', 3, true, 7, (extract(epoch from now())::bigint - 7625715), (extract(epoch from now())::bigint - 7712115), (extract(epoch from now())::bigint - 25254102), (extract(epoch from now())::bigint - 7625715)),
(49, 14, 'main', '488200296a49ef110ce6d6bffb95e0edaaa0f7fb', 'Commit message', 8, false, 0, 0, (extract(epoch from now())::bigint - 4855937), (extract(epoch from now())::bigint - 6556615), (extract(epoch from now())::bigint - 4769537)),
(50, 14, 'develop', '98c22126d9326feca4a3d203cc6fdc4b726ea9bf', 'Commit message', 12, false, 0, 0, (extract(epoch from now())::bigint - 6231280), (extract(epoch from now())::bigint - 6760307), (extract(epoch from now())::bigint - 6144880)),
(51, 14, 'feature/f0', 'c981f711257f660ce3bc91034781fa2930be8bda', 'Commit message', 21, false, 0, 0, (extract(epoch from now())::bigint - 2597566), (extract(epoch from now())::bigint - 2629667), (extract(epoch from now())::bigint - 2511166)),
(52, 14, 'feature/f1', '57673cb0ef1435bc4a4eee4da7f3e975ca2ba9d0', 'Commit message', 10, false, 0, 0, (extract(epoch from now())::bigint - 87402), (extract(epoch from now())::bigint - 3664091), (extract(epoch from now())::bigint - 1002)),
(53, 14, 'feature/f2', '47c7f6392bfd14002378ebf14ade736b005d54db', 'Commit message', 22, false, 0, 0, (extract(epoch from now())::bigint - 6568278), (extract(epoch from now())::bigint - 7718390), (extract(epoch from now())::bigint - 6481878)),
(54, 14, 'feature/f3', '685c3423c761f48779a25012eef96b4d1a4da30b', 'Commit message', 23, true, 22, (extract(epoch from now())::bigint - 1609322), (extract(epoch from now())::bigint - 1695722), (extract(epoch from now())::bigint - 7703757), (extract(epoch from now())::bigint - 1609322)),
(55, 15, 'main', '8d78cf7d0e3d1cd3ffa5a893e30ab76d390be4a4', 'Commit message', 22, false, 0, 0, (extract(epoch from now())::bigint - 7658195), (extract(epoch from now())::bigint - 12684910), (extract(epoch from now())::bigint - 7571795)),
(56, 15, 'develop', '35eff2f254e08eaad716ceeda8781196b7d31fdd', 'Commit message', 3, false, 0, 0, (extract(epoch from now())::bigint - 4922384), (extract(epoch from now())::bigint - 11751752), (extract(epoch from now())::bigint - 4835984)),
(57, 16, 'main', 'af28a85dbc7eb05057ad006f2bd6168160abc129', 'Commit message', 29, false, 0, 0, (extract(epoch from now())::bigint - 698485), (extract(epoch from now())::bigint - 14103095), (extract(epoch from now())::bigint - 612085)),
(58, 16, 'develop', 'bcd3aad35fac33b6d145123fe5a212789e74d2ca', 'Commit message', 2, false, 0, 0, (extract(epoch from now())::bigint - 3248166), (extract(epoch from now())::bigint - 5473141), (extract(epoch from now())::bigint - 3161766)),
(59, 16, 'feature/f0', '98b033ee24cd96ee8645a85b152a93849adeb289', 'Commit message', 7, false, 0, 0, (extract(epoch from now())::bigint - 7093210), (extract(epoch from now())::bigint - 8864386), (extract(epoch from now())::bigint - 7006810)),
(60, 16, 'feature/f1', 'b1f802c73ac8104b2fc0bfbff044f04a54ecfce1', 'Commit message', 2, false, 0, 0, (extract(epoch from now())::bigint - 101697), (extract(epoch from now())::bigint - 11598887), (extract(epoch from now())::bigint - 15297)),
(61, 16, 'feature/f2', '59d5744677a9db265db2afe11b60ad9a44ad0bdc', 'Commit message', 25, false, 0, 0, (extract(epoch from now())::bigint - 2768089), (extract(epoch from now())::bigint - 6190065), (extract(epoch from now())::bigint - 2681689)),
(62, 16, 'feature/f3', '3307f7c164e5c4bbee183376ed03ad481803a1eb', 'Commit message', 25, false, 0, 0, (extract(epoch from now())::bigint - 7217805), (extract(epoch from now())::bigint - 20345733), (extract(epoch from now())::bigint - 7131405)),
(63, 17, 'main', 'e32450756f8d22c55537c8b8d5c77ea318fa97c4', 'Commit message', 6, false, 0, 0, (extract(epoch from now())::bigint - 832227), (extract(epoch from now())::bigint - 9884280), (extract(epoch from now())::bigint - 745827)),
(64, 17, 'develop', 'ba7a058b1380d0b968d2541d49a7bfe06a357da3', 'Commit message', 3, false, 0, 0, (extract(epoch from now())::bigint - 5686552), (extract(epoch from now())::bigint - 18050850), (extract(epoch from now())::bigint - 5600152)),
(65, 17, 'feature/f0', 'ccd2263b42cf4c3b0536bafb8b58dbd36b3862fe', 'Commit message', 15, true, 14, (extract(epoch from now())::bigint - 4346529), (extract(epoch from now())::bigint - 4432929), (extract(epoch from now())::bigint - 10031033), (extract(epoch from now())::bigint - 4346529)),
(66, 17, 'feature/f1', 'b28275bb8aab27fec7c7119c01364bbf16ec4931', 'Commit message', 2, false, 0, 0, (extract(epoch from now())::bigint - 3461585), (extract(epoch from now())::bigint - 5907995), (extract(epoch from now())::bigint - 3375185)),
(67, 17, 'feature/f2', 'b0fab2ff91fba0d94a9a3856c07919a00e47626b', 'Commit message', 15, false, 0, 0, (extract(epoch from now())::bigint - 5040943), (extract(epoch from now())::bigint - 20207732), (extract(epoch from now())::bigint - 4954543)),
(68, 17, 'feature/f3', '3edfef767286eef968da9ef58db7f96ac5c63211', 'Commit message', 18, true, 12, (extract(epoch from now())::bigint - 5587390), (extract(epoch from now())::bigint - 5673790), (extract(epoch from now())::bigint - 12263891), (extract(epoch from now())::bigint - 5587390)),
(69, 18, 'main', '5ef849ee4feecbd07971d9bd9a9b60e2589f4fb8', 'Commit message', 20, false, 0, 0, (extract(epoch from now())::bigint - 7162238), (extract(epoch from now())::bigint - 8462451), (extract(epoch from now())::bigint - 7075838)),
(70, 18, 'develop', 'b89e7473cce7d876c32ccfc1926ed72bc268e3ee', 'Commit message', 16, false, 0, 0, (extract(epoch from now())::bigint - 2511498), (extract(epoch from now())::bigint - 4075463), (extract(epoch from now())::bigint - 2425098)),
(71, 18, 'feature/f0', 'cc87c1a7143590d64c0a0da4879d9eb1cf3b9bcb', 'Commit message', 29, true, 12, (extract(epoch from now())::bigint - 745314), (extract(epoch from now())::bigint - 831714), (extract(epoch from now())::bigint - 816197), (extract(epoch from now())::bigint - 745314)),
(72, 18, 'feature/f1', '1b78ee408e6545964efabb1ca348653629cb5885', 'Commit message', 14, false, 0, 0, (extract(epoch from now())::bigint - 2722448), (extract(epoch from now())::bigint - 2736053), (extract(epoch from now())::bigint - 2636048)),
(73, 18, 'feature/f2', 'a6dce104f15a488c5d78479001eeda579d3e908f', 'Commit message', 5, false, 0, 0, (extract(epoch from now())::bigint - 5480385), (extract(epoch from now())::bigint - 8065944), (extract(epoch from now())::bigint - 5393985)),
(74, 18, 'feature/f3', '2eaecda63064b62e586274681ace1795dde5ec33', 'Commit message', 4, true, 5, (extract(epoch from now())::bigint - 3452929), (extract(epoch from now())::bigint - 3539329), (extract(epoch from now())::bigint - 5289451), (extract(epoch from now())::bigint - 3452929)),
(75, 19, 'main', '1a532d57b56805cc74adac17828a1962c2c5f40b', 'Commit message', 6, false, 0, 0, (extract(epoch from now())::bigint - 1197268), (extract(epoch from now())::bigint - 3083111), (extract(epoch from now())::bigint - 1110868)),
(76, 19, 'develop', '50d5bd73169ae6400754b31500919ea9653dfb9a', 'Commit message', 20, false, 0, 0, (extract(epoch from now())::bigint - 7201058), (extract(epoch from now())::bigint - 14531615), (extract(epoch from now())::bigint - 7114658)),
(77, 19, 'feature/f0', '54168e24209c8c0e817a6c3adf59afd9675cb244', 'Commit message', 19, false, 0, 0, (extract(epoch from now())::bigint - 2103220), (extract(epoch from now())::bigint - 10098208), (extract(epoch from now())::bigint - 2016820)),
(78, 20, 'main', '75c4a958e0571612ac4b24c86477eec0f59d9061', 'Commit message', 26, false, 0, 0, (extract(epoch from now())::bigint - 368827), (extract(epoch from now())::bigint - 8844552), (extract(epoch from now())::bigint - 282427)),
(79, 20, 'develop', 'fe6f8688324147d57db37bef5e12b4ba96c4cc73', 'Commit message', 10, false, 0, 0, (extract(epoch from now())::bigint - 3465445), (extract(epoch from now())::bigint - 19672711), (extract(epoch from now())::bigint - 3379045)),
(80, 20, 'feature/f0', '239fbb9312a202ce91103f9c3797afbd0695454d', 'Commit message', 26, false, 0, 0, (extract(epoch from now())::bigint - 7065306), (extract(epoch from now())::bigint - 8199200), (extract(epoch from now())::bigint - 6978906)),
(81, 21, 'main', '82ac591f660654f4ad9bf11b8abdbcd46f5317b1', 'Commit message', 17, false, 0, 0, (extract(epoch from now())::bigint - 1878385), (extract(epoch from now())::bigint - 8058580), (extract(epoch from now())::bigint - 1791985)),
(82, 21, 'develop', '79ca10acf43239d59f871e2f26ccdc0256b5f2a4', 'Commit message', 16, false, 0, 0, (extract(epoch from now())::bigint - 2608797), (extract(epoch from now())::bigint - 6027104), (extract(epoch from now())::bigint - 2522397)),
(83, 21, 'feature/f0', 'fdddca66e67feba7b87b06c42b2703af57baa522', 'Commit message', 29, false, 0, 0, (extract(epoch from now())::bigint - 1487871), (extract(epoch from now())::bigint - 11720668), (extract(epoch from now())::bigint - 1401471)),
(84, 21, 'feature/f1', 'da413c735e0e08d919031796134ca03d42a64709', 'Commit message', 21, true, 28, (extract(epoch from now())::bigint - 3229200), (extract(epoch from now())::bigint - 3315600), (extract(epoch from now())::bigint - 6447258), (extract(epoch from now())::bigint - 3229200)),
(85, 22, 'main', 'a8370cf44b97f825aa6e5f0b2b82c1715cc9fb33', 'Commit message', 13, false, 0, 0, (extract(epoch from now())::bigint - 2174712), (extract(epoch from now())::bigint - 32193917), (extract(epoch from now())::bigint - 2088312)),
(86, 22, 'develop', '71cabae2404c4e5ee9d328db2d76b03f40e66ba2', 'Commit message', 21, false, 0, 0, (extract(epoch from now())::bigint - 4278253), (extract(epoch from now())::bigint - 11603463), (extract(epoch from now())::bigint - 4191853)),
(87, 22, 'feature/f0', '528fe80f8aad69c6e2847e2deca32e84efa8cb90', 'Commit message', 28, false, 0, 0, (extract(epoch from now())::bigint - 6773905), (extract(epoch from now())::bigint - 16994373), (extract(epoch from now())::bigint - 6687505)),
(88, 22, 'feature/f1', 'ddebddefe45b752a33bc894a1b192cb9506eb957', 'Commit message', 12, false, 0, 0, (extract(epoch from now())::bigint - 3545154), (extract(epoch from now())::bigint - 37664982), (extract(epoch from now())::bigint - 3458754)),
(89, 22, 'feature/f2', '833f28450d0d6ee29b4ef499416fec7f09b422a7', 'Commit message', 28, true, 26, (extract(epoch from now())::bigint - 4395318), (extract(epoch from now())::bigint - 4481718), (extract(epoch from now())::bigint - 47061021), (extract(epoch from now())::bigint - 4395318)),
(90, 22, 'feature/f3', 'e80dbece47c75105680283863447cd5ff2064254', 'Commit message', 7, false, 0, 0, (extract(epoch from now())::bigint - 2176854), (extract(epoch from now())::bigint - 34880403), (extract(epoch from now())::bigint - 2090454)),
(91, 23, 'main', '8c4a98cbed0aa55df2d08123a2679799d9866b72', 'Commit message', 1, false, 0, 0, (extract(epoch from now())::bigint - 596907), (extract(epoch from now())::bigint - 18072277), (extract(epoch from now())::bigint - 510507)),
(92, 23, 'develop', '482e8ff3a7b47dbfe47705d5286d5d2c3bca2a97', 'Commit message', 2, false, 0, 0, (extract(epoch from now())::bigint - 4896393), (extract(epoch from now())::bigint - 25838125), (extract(epoch from now())::bigint - 4809993)),
(93, 24, 'main', 'f4242ff0148faaed8e9b5ddcaed82449aea50fa8', 'Commit message', 11, false, 0, 0, (extract(epoch from now())::bigint - 4371497), (extract(epoch from now())::bigint - 25091189), (extract(epoch from now())::bigint - 4285097)),
(94, 24, 'develop', 'd1b3c1561bb6ce2464d03d79583096ec51ca443d', 'Commit message', 30, false, 0, 0, (extract(epoch from now())::bigint - 4847265), (extract(epoch from now())::bigint - 43353917), (extract(epoch from now())::bigint - 4760865));

INSERT INTO renamed_branch (id, repo_id, "from", "to", created_unix) VALUES (1, 1, 'master', 'main', (extract(epoch from now())::bigint - 29676192)), (2, 2, 'master', 'main', (extract(epoch from now())::bigint - 13398571)), (3, 3, 'master', 'main', (extract(epoch from now())::bigint - 33067311)), (4, 4, 'master', 'main', (extract(epoch from now())::bigint - 28434829));

INSERT INTO repo_archiver (id, repo_id, type, status, commit_id, created_unix) VALUES
(1, 1, 2, 1, '2949c120f6acbdacb85e28abaf605e9e2bf71d8f', (extract(epoch from now())::bigint - 153851)),
(2, 20, 3, 1, '3753d23415d7931a3f2630cf3b29a693d21bddbd', (extract(epoch from now())::bigint - 271049)),
(3, 15, 1, 1, 'be15ed881037c66060a5e26ad4b135eb21677756', (extract(epoch from now())::bigint - 396322)),
(4, 5, 2, 1, '54a38c77c27ae6af46ce8a65c12f2440e266e78d', (extract(epoch from now())::bigint - 188707)),
(5, 8, 3, 1, '68137c3c106e77c83db0f690a9dba26cd5c9f4ef', (extract(epoch from now())::bigint - 222727)),
(6, 15, 1, 1, '654a75646fd9815fba39041c5ab4667aeb008ad2', (extract(epoch from now())::bigint - 348155)),
(7, 7, 2, 1, 'fd399a46ff875b1de06f0a86be6837d017f0ce23', (extract(epoch from now())::bigint - 191215)),
(8, 5, 3, 1, 'a8580b2eaccff3a57cee617f4c55a001b8686b44', (extract(epoch from now())::bigint - 118855)),
(9, 5, 1, 1, '104a3be862e74721c57f87b912e71586a0e1608f', (extract(epoch from now())::bigint - 352454)),
(10, 5, 2, 1, 'ffcf012d19e89ce9e7381b01c3e02d5f6f6d8208', (extract(epoch from now())::bigint - 64561)),
(11, 10, 3, 1, '767c365a14c139763da0b32f032b3a1113bc9b1a', (extract(epoch from now())::bigint - 160617)),
(12, 24, 1, 1, 'a942da56e3e0551785d78655f4c10caaba0e0c70', (extract(epoch from now())::bigint - 79608)),
(13, 13, 2, 1, '24637f615304b5a118b8347e718f44378305421f', (extract(epoch from now())::bigint - 370673)),
(14, 16, 3, 1, 'c3cee89d2322216678c5086ce219ed4d153e4b8b', (extract(epoch from now())::bigint - 392162)),
(15, 18, 1, 1, 'b605496dc158a9ede3a46183aa68fa28e9d295da', (extract(epoch from now())::bigint - 52860)),
(16, 8, 2, 1, 'ade7f8fe185c75c8846d2bc0c093e6c53c3b0d2d', (extract(epoch from now())::bigint - 177454)),
(17, 3, 3, 1, '154662aea2da04e3a5cc733ae6041da7d2e5f2bd', (extract(epoch from now())::bigint - 192931)),
(18, 12, 1, 1, 'fe0b011caa457921530160c7dca442136d496ff3', (extract(epoch from now())::bigint - 70264)),
(19, 15, 2, 1, '6e64e1074f0e7f5439bf92fbb4ca19e1974c6e6a', (extract(epoch from now())::bigint - 98723)),
(20, 17, 3, 1, 'a79a127cf108ccc3eb0569cfbd7077a575dc18cf', (extract(epoch from now())::bigint - 252189));

INSERT INTO lfs_meta_object (id, oid, size, repository_id, created_unix, updated_unix) VALUES
(1, 'f575a5133caf8bf99231af918262fa09b72b1c0050f67c7414cf24e764b9261c', 835391719, 19, (extract(epoch from now())::bigint - 17322397), (extract(epoch from now())::bigint - 42433)),
(2, '3426539d1378603f9bea13a295ff340b4303dabf9e63c57f2bcc43e30e79c7e9', 128877157, 12, (extract(epoch from now())::bigint - 1107441), (extract(epoch from now())::bigint - 3802)),
(3, 'ed9bbfd20ef10afcaad441faf967d9f031351463b676dae6a4c86738516f8923', 678800244, 1, (extract(epoch from now())::bigint - 13767731), (extract(epoch from now())::bigint - 79429)),
(4, '15e8777f8a6f587b6f0a5cfe26848c15486a97ab87ee85715e09f4443af1f818', 9636518, 22, (extract(epoch from now())::bigint - 20594582), (extract(epoch from now())::bigint - 15983)),
(5, '47be8fa4204054244dae458481db5dc7f6071a0c133e40224dcbafaa0d8ae673', 752442027, 9, (extract(epoch from now())::bigint - 7565890), (extract(epoch from now())::bigint - 51960)),
(6, 'b94313a39ac2e49a383b52276f9e388f6c8354977bb82b184f7b79fcc0639ac0', 793663420, 5, (extract(epoch from now())::bigint - 18194162), (extract(epoch from now())::bigint - 69541)),
(7, '6a7395eff26b2b70deff2c37afb2cec711796016c0ed821aa6aae5cad2ee0958', 579740600, 9, (extract(epoch from now())::bigint - 8304123), (extract(epoch from now())::bigint - 33746)),
(8, '5e26946d8be2c9e7f0f9bc7dfdc158d2ce54c92c790002a326fddb2af753c3d5', 561179861, 1, (extract(epoch from now())::bigint - 9711038), (extract(epoch from now())::bigint - 52068)),
(9, '3617e6c7500a1f1623848d7e3ed7647dd73f1c3c9987a8545bcee3e7fd5e62d6', 738507345, 23, (extract(epoch from now())::bigint - 10784919), (extract(epoch from now())::bigint - 32098)),
(10, 'ed660ec7a860b27bcb3f1d58ff629c804e166568fa17cfecb56987232b55a2a4', 645447154, 17, (extract(epoch from now())::bigint - 7726256), (extract(epoch from now())::bigint - 84394)),
(11, 'a4ac6cf18ea81944c0c9cb9ef2ad0385006de0037430b8e4cbc976502f2f567b', 347577627, 2, (extract(epoch from now())::bigint - 23676893), (extract(epoch from now())::bigint - 39158)),
(12, '468448bf790178dee024fdff4f2dfaca5a1d7679fdf468384f88527949559c78', 756337448, 10, (extract(epoch from now())::bigint - 10472516), (extract(epoch from now())::bigint - 6882)),
(13, '35e9b7423a47c0b927922f7ddcc81f40ea38e01155d07f2e82ca37f993fc84ed', 254918147, 1, (extract(epoch from now())::bigint - 350138), (extract(epoch from now())::bigint - 70007)),
(14, '60c1783e9d6aa407684e541dfedb2d72b13a625dc0e0e7ef463769dc780439ad', 77893523, 2, (extract(epoch from now())::bigint - 12603714), (extract(epoch from now())::bigint - 61637)),
(15, 'fa3eafd8b8ce115da8c7abf4a82092d44d9a2bd0bbad5d83905f864dbb16de76', 703262633, 19, (extract(epoch from now())::bigint - 24547863), (extract(epoch from now())::bigint - 79192));

INSERT INTO label (id, repo_id, org_id, name, exclusive, exclusive_order, description, color, num_issues, num_closed_issues, created_unix, updated_unix, archived_unix) VALUES
(1, 1, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(2, 1, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(3, 2, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(4, 2, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(5, 3, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(6, 3, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(7, 4, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(8, 4, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(9, 5, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(10, 5, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(11, 6, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(12, 6, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(13, 7, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(14, 7, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(15, 8, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(16, 8, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(17, 9, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(18, 9, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(19, 10, 0, 'bug', false, 0, '', '#ee0701', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL),
(20, 10, 0, 'enhancement', false, 0, '', '#84b6eb', 3, 1, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000), NULL);

INSERT INTO milestone (id, repo_id, name, content, is_closed, num_issues, num_closed_issues, completeness, created_unix, updated_unix, deadline_unix, closed_date_unix) VALUES
(1, 1, 'v1.1', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(2, 2, 'v1.2', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(3, 3, 'v1.3', '', true, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(4, 4, 'v1.4', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(5, 5, 'v1.5', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(6, 6, 'v1.6', '', true, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(7, 7, 'v1.7', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(8, 8, 'v1.8', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(9, 9, 'v1.9', '', true, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0),
(10, 10, 'v1.10', '', false, 4, 2, 50, (extract(epoch from now())::bigint - 17280000), (extract(epoch from now())::bigint - 1728000), (extract(epoch from now())::bigint - -2592000), 0);

INSERT INTO issue (id, repo_id, "index", poster_id, original_author, original_author_id, name, content, content_version, milestone_id, priority, is_closed, is_pull, num_comments, ref, deadline_unix, created_unix, updated_unix, closed_unix, is_locked, time_estimate) VALUES
(1, 13, 1, 21, '', 0, 'Issue 1', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 43787155), (extract(epoch from now())::bigint - 21893577), 0, false, 0),
(2, 6, 1, 29, '', 0, 'Issue 2', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 4295242), (extract(epoch from now())::bigint - 2147621), 0, false, 0),
(3, 7, 1, 4, '', 0, 'Issue 3', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 22875787), (extract(epoch from now())::bigint - 11437893), 0, false, 0),
(4, 8, 1, 24, '', 0, 'Issue 4', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 30798092), (extract(epoch from now())::bigint - 15399046), (extract(epoch from now())::bigint - 10266030), false, 0),
(5, 2, 1, 1, '', 0, 'Issue 5', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 2890433), (extract(epoch from now())::bigint - 1445216), 0, false, 0),
(6, 13, 2, 9, '', 0, 'Issue 6', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 1054396), (extract(epoch from now())::bigint - 527198), 0, false, 0),
(7, 22, 1, 19, '', 0, 'Issue 7', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 21513251), (extract(epoch from now())::bigint - 10756625), 0, false, 0),
(8, 18, 1, 19, '', 0, 'Issue 8', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 604157), (extract(epoch from now())::bigint - 302078), 0, false, 0),
(9, 1, 1, 17, '', 0, 'Issue 9', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 16539014), (extract(epoch from now())::bigint - 8269507), 0, false, 0),
(10, 16, 1, 3, '', 0, 'Issue 10', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 19807008), (extract(epoch from now())::bigint - 9903504), 0, false, 0),
(11, 16, 2, 21, '', 0, 'Issue 11', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 975165), (extract(epoch from now())::bigint - 487582), 0, false, 0),
(12, 6, 2, 10, '', 0, 'Issue 12', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 22497400), (extract(epoch from now())::bigint - 11248700), (extract(epoch from now())::bigint - 7499133), false, 0),
(13, 5, 1, 3, '', 0, 'Issue 13', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 12370595), (extract(epoch from now())::bigint - 6185297), 0, false, 0),
(14, 10, 1, 12, '', 0, 'Issue 14', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 407895), (extract(epoch from now())::bigint - 203947), 0, false, 0),
(15, 3, 1, 12, '', 0, 'Issue 15', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 56209), (extract(epoch from now())::bigint - 28104), 0, false, 0),
(16, 23, 1, 23, '', 0, 'Issue 16', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 16950094), (extract(epoch from now())::bigint - 8475047), 0, false, 0),
(17, 21, 1, 25, '', 0, 'Issue 17', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 12747815), (extract(epoch from now())::bigint - 6373907), 0, false, 0),
(18, 22, 2, 19, '', 0, 'Issue 18', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 42186999), (extract(epoch from now())::bigint - 21093499), (extract(epoch from now())::bigint - 14062333), false, 0),
(19, 21, 2, 11, '', 0, 'Issue 19', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 12090751), (extract(epoch from now())::bigint - 6045375), 0, false, 0),
(20, 5, 2, 11, '', 0, 'Issue 20', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 2746730), (extract(epoch from now())::bigint - 1373365), (extract(epoch from now())::bigint - 915576), false, 0),
(21, 11, 1, 23, '', 0, 'Issue 21', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 13776964), (extract(epoch from now())::bigint - 6888482), 0, false, 0),
(22, 18, 2, 1, '', 0, 'Issue 22', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 1038890), (extract(epoch from now())::bigint - 519445), 0, false, 0),
(23, 8, 2, 29, '', 0, 'Issue 23', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 39325379), (extract(epoch from now())::bigint - 19662689), 0, false, 0),
(24, 19, 1, 2, '', 0, 'Issue 24', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 332617), (extract(epoch from now())::bigint - 166308), (extract(epoch from now())::bigint - 110872), false, 0),
(25, 1, 2, 4, '', 0, 'Issue 25', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 22530267), (extract(epoch from now())::bigint - 11265133), (extract(epoch from now())::bigint - 7510089), false, 0),
(26, 21, 3, 29, '', 0, 'Issue 26', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 6998640), (extract(epoch from now())::bigint - 3499320), 0, false, 0),
(27, 14, 1, 9, '', 0, 'Issue 27', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 1447762), (extract(epoch from now())::bigint - 723881), (extract(epoch from now())::bigint - 482587), false, 0),
(28, 17, 1, 9, '', 0, 'Issue 28', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 6997150), (extract(epoch from now())::bigint - 3498575), 0, false, 0),
(29, 8, 3, 3, '', 0, 'Issue 29', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 21270770), (extract(epoch from now())::bigint - 10635385), (extract(epoch from now())::bigint - 7090256), false, 0),
(30, 2, 2, 3, '', 0, 'Issue 30', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 3357231), (extract(epoch from now())::bigint - 1678615), (extract(epoch from now())::bigint - 1119077), false, 0),
(31, 20, 1, 16, '', 0, 'Issue 31', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 23903011), (extract(epoch from now())::bigint - 11951505), (extract(epoch from now())::bigint - 7967670), false, 0),
(32, 9, 1, 10, '', 0, 'Issue 32', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 4234053), (extract(epoch from now())::bigint - 2117026), 0, false, 0),
(33, 15, 1, 7, '', 0, 'Issue 33', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 14137411), (extract(epoch from now())::bigint - 7068705), 0, false, 0),
(34, 3, 2, 7, '', 0, 'Issue 34', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 2628597), (extract(epoch from now())::bigint - 1314298), (extract(epoch from now())::bigint - 876199), false, 0),
(35, 24, 1, 17, '', 0, 'Issue 35', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 6018351), (extract(epoch from now())::bigint - 3009175), 0, false, 0),
(36, 15, 2, 18, '', 0, 'Issue 36', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 18762281), (extract(epoch from now())::bigint - 9381140), (extract(epoch from now())::bigint - 6254093), false, 0),
(37, 10, 2, 27, '', 0, 'Issue 37', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 45705), (extract(epoch from now())::bigint - 22852), (extract(epoch from now())::bigint - 15235), false, 0),
(38, 4, 1, 2, '', 0, 'Issue 38', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 2447383), (extract(epoch from now())::bigint - 1223691), 0, false, 0),
(39, 13, 3, 28, '', 0, 'Issue 39', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 33634648), (extract(epoch from now())::bigint - 16817324), 0, false, 0),
(40, 11, 2, 18, '', 0, 'Issue 40', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 24098403), (extract(epoch from now())::bigint - 12049201), 0, false, 0),
(41, 9, 2, 21, '', 0, 'Issue 41', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 142917), (extract(epoch from now())::bigint - 71458), (extract(epoch from now())::bigint - 47639), false, 0),
(42, 1, 3, 2, '', 0, 'Issue 42', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 1586137), (extract(epoch from now())::bigint - 793068), 0, false, 0),
(43, 6, 3, 18, '', 0, 'Issue 43', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 12273328), (extract(epoch from now())::bigint - 6136664), 0, false, 0),
(44, 15, 3, 27, '', 0, 'Issue 44', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 3718478), (extract(epoch from now())::bigint - 1859239), 0, false, 0),
(45, 12, 1, 20, '', 0, 'Issue 45', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 6536209), (extract(epoch from now())::bigint - 3268104), 0, false, 0),
(46, 21, 4, 20, '', 0, 'Issue 46', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 1843861), (extract(epoch from now())::bigint - 921930), 0, false, 0),
(47, 21, 5, 8, '', 0, 'Issue 47', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 8687703), (extract(epoch from now())::bigint - 4343851), 0, false, 0),
(48, 2, 3, 8, '', 0, 'Issue 48', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 3334727), (extract(epoch from now())::bigint - 1667363), (extract(epoch from now())::bigint - 1111575), false, 0),
(49, 20, 2, 13, '', 0, 'Issue 49', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 8377237), (extract(epoch from now())::bigint - 4188618), 0, false, 0),
(50, 23, 2, 28, '', 0, 'Issue 50', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 7560414), (extract(epoch from now())::bigint - 3780207), 0, false, 0),
(51, 3, 3, 24, '', 0, 'Issue 51', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 1160448), (extract(epoch from now())::bigint - 580224), 0, false, 0),
(52, 6, 4, 26, '', 0, 'Issue 52', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 28117826), (extract(epoch from now())::bigint - 14058913), 0, false, 0),
(53, 19, 2, 10, '', 0, 'Issue 53', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 1699617), (extract(epoch from now())::bigint - 849808), (extract(epoch from now())::bigint - 566539), false, 0),
(54, 12, 2, 9, '', 0, 'Issue 54', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 664697), (extract(epoch from now())::bigint - 332348), 0, false, 0),
(55, 22, 3, 27, '', 0, 'Issue 55', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 40053037), (extract(epoch from now())::bigint - 20026518), (extract(epoch from now())::bigint - 13351012), false, 0),
(56, 22, 4, 2, '', 0, 'Issue 56', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 31942905), (extract(epoch from now())::bigint - 15971452), 0, false, 0),
(57, 17, 2, 7, '', 0, 'Issue 57', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 17115789), (extract(epoch from now())::bigint - 8557894), (extract(epoch from now())::bigint - 5705263), false, 0),
(58, 19, 3, 16, '', 0, 'Issue 58', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 504641), (extract(epoch from now())::bigint - 252320), 0, false, 0),
(59, 23, 3, 11, '', 0, 'Issue 59', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 23169391), (extract(epoch from now())::bigint - 11584695), (extract(epoch from now())::bigint - 7723130), false, 0),
(60, 11, 3, 29, '', 0, 'Issue 60', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 18588336), (extract(epoch from now())::bigint - 9294168), 0, false, 0),
(61, 6, 5, 8, '', 0, 'Issue 61', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 10403411), (extract(epoch from now())::bigint - 5201705), (extract(epoch from now())::bigint - 3467803), false, 0),
(62, 9, 3, 22, '', 0, 'Issue 62', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 2314101), (extract(epoch from now())::bigint - 1157050), (extract(epoch from now())::bigint - 771367), false, 0),
(63, 5, 3, 5, '', 0, 'Issue 63', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 4794352), (extract(epoch from now())::bigint - 2397176), 0, false, 0),
(64, 16, 3, 9, '', 0, 'Issue 64', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 19085501), (extract(epoch from now())::bigint - 9542750), 0, false, 0),
(65, 19, 4, 30, '', 0, 'Issue 65', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 6902959), (extract(epoch from now())::bigint - 3451479), 0, false, 0),
(66, 18, 3, 12, '', 0, 'Issue 66', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 6256942), (extract(epoch from now())::bigint - 3128471), 0, false, 0),
(67, 8, 4, 29, '', 0, 'Issue 67', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 4064419), (extract(epoch from now())::bigint - 2032209), 0, false, 0),
(68, 8, 5, 10, '', 0, 'Issue 68', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 41447279), (extract(epoch from now())::bigint - 20723639), 0, false, 0),
(69, 15, 4, 4, '', 0, 'Issue 69', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 15195438), (extract(epoch from now())::bigint - 7597719), 0, false, 0),
(70, 21, 6, 25, '', 0, 'Issue 70', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 9296276), (extract(epoch from now())::bigint - 4648138), (extract(epoch from now())::bigint - 3098758), false, 0),
(71, 15, 5, 17, '', 0, 'Issue 71', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 3308233), (extract(epoch from now())::bigint - 1654116), 0, false, 0),
(72, 13, 4, 12, '', 0, 'Issue 72', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 13543861), (extract(epoch from now())::bigint - 6771930), (extract(epoch from now())::bigint - 4514620), false, 0),
(73, 8, 6, 12, '', 0, 'Issue 73', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 34297337), (extract(epoch from now())::bigint - 17148668), (extract(epoch from now())::bigint - 11432445), false, 0),
(74, 14, 2, 27, '', 0, 'Issue 74', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 2164504), (extract(epoch from now())::bigint - 1082252), 0, false, 0),
(75, 24, 2, 9, '', 0, 'Issue 75', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 37874567), (extract(epoch from now())::bigint - 18937283), 0, false, 0),
(76, 15, 6, 23, '', 0, 'Issue 76', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 2255959), (extract(epoch from now())::bigint - 1127979), 0, false, 0),
(77, 17, 3, 24, '', 0, 'Issue 77', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 21075973), (extract(epoch from now())::bigint - 10537986), (extract(epoch from now())::bigint - 7025324), false, 0),
(78, 14, 3, 27, '', 0, 'Issue 78', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 5728674), (extract(epoch from now())::bigint - 2864337), 0, false, 0),
(79, 18, 4, 6, '', 0, 'Issue 79', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 4922763), (extract(epoch from now())::bigint - 2461381), 0, false, 0),
(80, 24, 3, 17, '', 0, 'Issue 80', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 6891294), (extract(epoch from now())::bigint - 3445647), 0, false, 0),
(81, 19, 5, 4, '', 0, 'Issue 81', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 4388087), (extract(epoch from now())::bigint - 2194043), 0, false, 0),
(82, 11, 4, 10, '', 0, 'Issue 82', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 8855087), (extract(epoch from now())::bigint - 4427543), 0, false, 0),
(83, 19, 6, 28, '', 0, 'Issue 83', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 11510761), (extract(epoch from now())::bigint - 5755380), 0, false, 0),
(84, 8, 7, 22, '', 0, 'Issue 84', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 40785446), (extract(epoch from now())::bigint - 20392723), 0, false, 0),
(85, 10, 3, 30, '', 0, 'Issue 85', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 582955), (extract(epoch from now())::bigint - 291477), 0, false, 0),
(86, 2, 4, 14, '', 0, 'Issue 86', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 2324026), (extract(epoch from now())::bigint - 1162013), 0, false, 0),
(87, 24, 4, 14, '', 0, 'Issue 87', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 35192666), (extract(epoch from now())::bigint - 17596333), 0, false, 0),
(88, 15, 7, 2, '', 0, 'Issue 88', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 15936544), (extract(epoch from now())::bigint - 7968272), 0, false, 0),
(89, 11, 5, 15, '', 0, 'Issue 89', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 17970342), (extract(epoch from now())::bigint - 8985171), (extract(epoch from now())::bigint - 5990114), false, 0),
(90, 17, 4, 24, '', 0, 'Issue 90', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 12606687), (extract(epoch from now())::bigint - 6303343), (extract(epoch from now())::bigint - 4202229), false, 0),
(91, 24, 5, 6, '', 0, 'Issue 91', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 19927621), (extract(epoch from now())::bigint - 9963810), 0, false, 0),
(92, 23, 4, 29, '', 0, 'Issue 92', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 22090350), (extract(epoch from now())::bigint - 11045175), 0, false, 0),
(93, 19, 7, 3, '', 0, 'Issue 93', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 8184585), (extract(epoch from now())::bigint - 4092292), (extract(epoch from now())::bigint - 2728195), false, 0),
(94, 9, 4, 11, '', 0, 'Issue 94', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 1475192), (extract(epoch from now())::bigint - 737596), (extract(epoch from now())::bigint - 491730), false, 0),
(95, 10, 4, 9, '', 0, 'Issue 95', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 208929), (extract(epoch from now())::bigint - 104464), 0, false, 0),
(96, 23, 5, 26, '', 0, 'Issue 96', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 19588861), (extract(epoch from now())::bigint - 9794430), (extract(epoch from now())::bigint - 6529620), false, 0),
(97, 3, 4, 16, '', 0, 'Issue 97', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 4961592), (extract(epoch from now())::bigint - 2480796), 0, false, 0),
(98, 16, 4, 22, '', 0, 'Issue 98', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 10677636), (extract(epoch from now())::bigint - 5338818), 0, false, 0),
(99, 11, 6, 26, '', 0, 'Issue 99', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 25638769), (extract(epoch from now())::bigint - 12819384), (extract(epoch from now())::bigint - 8546256), false, 0),
(100, 15, 8, 14, '', 0, 'Issue 100', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 6615919), (extract(epoch from now())::bigint - 3307959), 0, false, 0),
(101, 11, 7, 30, '', 0, 'Issue 101', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 43152717), (extract(epoch from now())::bigint - 21576358), (extract(epoch from now())::bigint - 14384239), false, 0),
(102, 13, 5, 19, '', 0, 'Issue 102', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 14673933), (extract(epoch from now())::bigint - 7336966), (extract(epoch from now())::bigint - 4891311), false, 0),
(103, 16, 5, 3, '', 0, 'Issue 103', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 2383736), (extract(epoch from now())::bigint - 1191868), (extract(epoch from now())::bigint - 794578), false, 0),
(104, 5, 4, 13, '', 0, 'Issue 104', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 2743620), (extract(epoch from now())::bigint - 1371810), (extract(epoch from now())::bigint - 914540), false, 0),
(105, 23, 6, 14, '', 0, 'Issue 105', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 21785614), (extract(epoch from now())::bigint - 10892807), 0, false, 0),
(106, 3, 5, 19, '', 0, 'Issue 106', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 9116996), (extract(epoch from now())::bigint - 4558498), 0, false, 0),
(107, 7, 2, 11, '', 0, 'Issue 107', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 22626251), (extract(epoch from now())::bigint - 11313125), (extract(epoch from now())::bigint - 7542083), false, 0),
(108, 7, 3, 9, '', 0, 'Issue 108', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 4238154), (extract(epoch from now())::bigint - 2119077), 0, false, 0),
(109, 10, 5, 23, '', 0, 'Issue 109', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 391731), (extract(epoch from now())::bigint - 195865), 0, false, 0),
(110, 6, 6, 28, '', 0, 'Issue 110', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 20542803), (extract(epoch from now())::bigint - 10271401), (extract(epoch from now())::bigint - 6847601), false, 0),
(111, 7, 4, 26, '', 0, 'Issue 111', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 31872713), (extract(epoch from now())::bigint - 15936356), 0, false, 0),
(112, 12, 3, 15, '', 0, 'Issue 112', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 6726575), (extract(epoch from now())::bigint - 3363287), (extract(epoch from now())::bigint - 2242191), false, 0),
(113, 8, 8, 26, '', 0, 'Issue 113', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 44331282), (extract(epoch from now())::bigint - 22165641), 0, false, 0),
(114, 9, 5, 18, '', 0, 'Issue 114', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 135582), (extract(epoch from now())::bigint - 67791), (extract(epoch from now())::bigint - 45194), false, 0),
(115, 2, 5, 14, '', 0, 'Issue 115', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 2820690), (extract(epoch from now())::bigint - 1410345), (extract(epoch from now())::bigint - 940230), false, 0),
(116, 15, 9, 12, '', 0, 'Issue 116', 'Steps to reproduce ...', 0, 0, 0, true, false, 2, '', 0, (extract(epoch from now())::bigint - 12203767), (extract(epoch from now())::bigint - 6101883), (extract(epoch from now())::bigint - 4067922), false, 0),
(117, 9, 6, 5, '', 0, 'Issue 117', 'Steps to reproduce ...', 0, 0, 0, true, true, 2, '', 0, (extract(epoch from now())::bigint - 2218464), (extract(epoch from now())::bigint - 1109232), (extract(epoch from now())::bigint - 739488), false, 0),
(118, 16, 6, 25, '', 0, 'Issue 118', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 2281412), (extract(epoch from now())::bigint - 1140706), 0, false, 0),
(119, 21, 7, 27, '', 0, 'Issue 119', 'Steps to reproduce ...', 0, 0, 0, false, true, 2, '', 0, (extract(epoch from now())::bigint - 10280233), (extract(epoch from now())::bigint - 5140116), 0, false, 0),
(120, 22, 5, 2, '', 0, 'Issue 120', 'Steps to reproduce ...', 0, 0, 0, false, false, 2, '', 0, (extract(epoch from now())::bigint - 38972343), (extract(epoch from now())::bigint - 19486171), 0, false, 0);

INSERT INTO pull_request (id, type, status, conflicted_files, commits_ahead, commits_behind, changed_protected_files, issue_id, "index", head_repo_id, base_repo_id, head_branch, base_branch, merge_base, allow_maintainer_edit, has_merged, merged_commit_id, merger_id, merged_unix, flow) VALUES
(1, 0, 2, '[]', 1, 0, '[]', 2, 1, 6, 6, 'feature/f0', 'main', 'be60ed6c62b61470b5d4af905550d992db37dce4', false, false, '', 0, 0, 0),
(2, 0, 2, '[]', 1, 0, '[]', 3, 1, 7, 7, 'feature/f0', 'main', '27248324e00ade8a6b6a832c115e669cc3b18ab5', false, false, '', 0, 0, 0),
(3, 0, 2, '[]', 1, 0, '[]', 7, 1, 22, 22, 'feature/f0', 'main', '5e56bc76077c69e27d251724d150d57693617040', false, false, '', 0, 0, 0),
(4, 0, 2, '[]', 1, 0, '[]', 9, 1, 1, 1, 'feature/f0', 'main', '6c8a0c1cb4379a841f72fac7e287f37891ce171d', false, false, '', 0, 0, 0),
(5, 0, 2, '[]', 1, 0, '[]', 10, 1, 16, 16, 'feature/f0', 'main', 'dbce603ad8468c89e2292f45034bc2fa6fc89882', false, false, '', 0, 0, 0),
(6, 0, 2, '[]', 1, 0, '[]', 11, 2, 16, 16, 'feature/f0', 'main', '312835517b59b95c54de3d697e5943f7c0c9787a', false, false, '', 0, 0, 0),
(7, 0, 2, '[]', 1, 0, '[]', 14, 1, 10, 10, 'feature/f0', 'main', 'ce0688df918bcb3d45c0bc6d010de31a80adbe0c', false, false, '', 0, 0, 0),
(8, 0, 2, '[]', 1, 0, '[]', 15, 1, 3, 3, 'feature/f0', 'main', 'c84c4c22a0f419c7abc0d4803dd453ed559ab296', false, false, '', 0, 0, 0),
(9, 0, 2, '[]', 1, 0, '[]', 16, 1, 23, 23, 'feature/f0', 'main', 'cda7860c854ed0c7661ea184433c7e986e8f8c51', false, false, '', 0, 0, 0),
(10, 0, 2, '[]', 1, 0, '[]', 20, 2, 5, 5, 'feature/f0', 'main', 'ed7d19f5de1449a6afbc2caf45fefa3f6746273d', false, true, '420a2738d1c02c29315a2862cdea5c3ed6b87dfd', 30, (extract(epoch from now())::bigint - 915576), 0),
(11, 0, 2, '[]', 1, 0, '[]', 25, 2, 1, 1, 'feature/f0', 'main', '6623b334947fa73413c44a08cd3563a9d7b63d48', false, true, '9408bd826251d779192260818f6376ccd8e90457', 18, (extract(epoch from now())::bigint - 7510089), 0),
(12, 0, 2, '[]', 1, 0, '[]', 27, 1, 14, 14, 'feature/f0', 'main', '39d0bd0d2a0ac45136f42e6c589b92c45423614a', false, true, '26279dc05d895d6a88c95239a28b4678d9995c9a', 4, (extract(epoch from now())::bigint - 482587), 0),
(13, 0, 2, '[]', 1, 0, '[]', 29, 3, 8, 8, 'feature/f0', 'main', '84a3e8023ee8740302112ca32a28356ae93cbdd2', false, true, '1ef4202a60fe3203f696525ee7b0918b60fb88ce', 19, (extract(epoch from now())::bigint - 7090256), 0),
(14, 0, 2, '[]', 1, 0, '[]', 30, 2, 2, 2, 'feature/f0', 'main', 'f9ec750ee7c6aa76db76016abfca756a6b346cba', false, true, 'd78a8dc2ec815afe8e3c5f2193dba64bcefdb656', 30, (extract(epoch from now())::bigint - 1119077), 0),
(15, 0, 2, '[]', 1, 0, '[]', 31, 1, 20, 20, 'feature/f0', 'main', 'b38d43c45600971d97495eaafea9d3035d06771c', false, true, '401f7a9b32300c21820c3c313e65d6da5264db3f', 22, (extract(epoch from now())::bigint - 7967670), 0),
(16, 0, 2, '[]', 1, 0, '[]', 32, 1, 9, 9, 'feature/f0', 'main', '55984d80d269be65774b2c6894663f1d132353a6', false, false, '', 0, 0, 0),
(17, 0, 2, '[]', 1, 0, '[]', 33, 1, 15, 15, 'feature/f0', 'main', '5189aa1a0b17b018ccbcc2a07bc98b3b779b335d', false, false, '', 0, 0, 0),
(18, 0, 2, '[]', 1, 0, '[]', 38, 1, 4, 4, 'feature/f0', 'main', '5e242f7a39b02366cac092282ac783a8f80ff59b', false, false, '', 0, 0, 0),
(19, 0, 2, '[]', 1, 0, '[]', 43, 3, 6, 6, 'feature/f0', 'main', '78c5121d49189c434868adc3b9fdfe6f1d1fc1c0', false, false, '', 0, 0, 0),
(20, 0, 2, '[]', 1, 0, '[]', 47, 5, 21, 21, 'feature/f0', 'main', 'e136d4d6cde5bb3bb5a70ac1d760931e5ff4acd4', false, false, '', 0, 0, 0),
(21, 0, 2, '[]', 1, 0, '[]', 48, 3, 2, 2, 'feature/f0', 'main', '4d33b3592f1405cfde5b69321d0f207da4803725', false, true, '7cf4b63f47c883c88d93a386765b160c77187a77', 7, (extract(epoch from now())::bigint - 1111575), 0),
(22, 0, 2, '[]', 1, 0, '[]', 54, 2, 12, 12, 'feature/f0', 'main', '4a7a741cc86ee4d21508b92874d7b71534d8a2d9', false, false, '', 0, 0, 0),
(23, 0, 2, '[]', 1, 0, '[]', 57, 2, 17, 17, 'feature/f0', 'main', '48dc62d69910fd9a37d0bdc491584f20d6b67a01', false, true, 'c216660b60c15f46287e8c6fdbf21abcfe5e5bd0', 4, (extract(epoch from now())::bigint - 5705263), 0),
(24, 0, 2, '[]', 1, 0, '[]', 58, 3, 19, 19, 'feature/f0', 'main', 'c456facf97ddc2c8c73113439fd853ca648a8e02', false, false, '', 0, 0, 0),
(25, 0, 2, '[]', 1, 0, '[]', 59, 3, 23, 23, 'feature/f0', 'main', 'e1f5a32d4a05a9c15a13d5f3a875919275b572fa', false, true, 'cfcb9ed76af9aa37154d9cc11cdf894f5f767b0b', 14, (extract(epoch from now())::bigint - 7723130), 0),
(26, 0, 2, '[]', 1, 0, '[]', 65, 4, 19, 19, 'feature/f0', 'main', '3be4ee149eb5dab7008490388a81d518ad9aa51d', false, false, '', 0, 0, 0),
(27, 0, 2, '[]', 1, 0, '[]', 66, 3, 18, 18, 'feature/f0', 'main', '607fe1886641febf88629c65745bbff63648b62b', false, false, '', 0, 0, 0),
(28, 0, 2, '[]', 1, 0, '[]', 68, 5, 8, 8, 'feature/f0', 'main', 'f11f7ac838f95b890588b231232426dc96710053', false, false, '', 0, 0, 0),
(29, 0, 2, '[]', 1, 0, '[]', 70, 6, 21, 21, 'feature/f0', 'main', 'f0e1490416ab6674d10086085ce84aff8c1837e1', false, true, 'db8629c262ecef7122db4000b03dac9573fc7040', 16, (extract(epoch from now())::bigint - 3098758), 0),
(30, 0, 2, '[]', 1, 0, '[]', 72, 4, 13, 13, 'feature/f0', 'main', 'fb2cf7e1c7b16066f3f8f55940c91ef9b9873244', false, true, '5dbe7eaa4d828a86c360c19149e082afc8f805c3', 21, (extract(epoch from now())::bigint - 4514620), 0),
(31, 0, 2, '[]', 1, 0, '[]', 74, 2, 14, 14, 'feature/f0', 'main', '07a9658749d56ec92accdeff2c6a6e2027589d3a', false, false, '', 0, 0, 0),
(32, 0, 2, '[]', 1, 0, '[]', 75, 2, 24, 24, 'feature/f0', 'main', '3dc07df636ba90ffe1acef86f2b04d92455722bc', false, false, '', 0, 0, 0),
(33, 0, 2, '[]', 1, 0, '[]', 79, 4, 18, 18, 'feature/f0', 'main', 'ce05f8eeeff541a744289c327652bf40d79f84e7', false, false, '', 0, 0, 0),
(34, 0, 2, '[]', 1, 0, '[]', 86, 4, 2, 2, 'feature/f0', 'main', '199bef97ed4aee784b2b8a647222ef4bee734c36', false, false, '', 0, 0, 0),
(35, 0, 2, '[]', 1, 0, '[]', 93, 7, 19, 19, 'feature/f0', 'main', '78900ceabfb015a44e2fd632875382f0af0e4e62', false, true, '5d576e86b09d942fa111ed06c707fbc9db6f9be8', 2, (extract(epoch from now())::bigint - 2728195), 0),
(36, 0, 2, '[]', 1, 0, '[]', 98, 4, 16, 16, 'feature/f0', 'main', 'c218e0050bf29c5e30968b645365a61389376135', false, false, '', 0, 0, 0),
(37, 0, 2, '[]', 1, 0, '[]', 100, 8, 15, 15, 'feature/f0', 'main', '5acabe0fb46ecac115ae02d89884310a8c9487c1', false, false, '', 0, 0, 0),
(38, 0, 2, '[]', 1, 0, '[]', 104, 4, 5, 5, 'feature/f0', 'main', '62d6b5d0b87602a0a29eff62358a48f18b68b981', false, true, 'fab962ee6aa3b6bae90615d79cdc1d4dd12d4df0', 4, (extract(epoch from now())::bigint - 914540), 0),
(39, 0, 2, '[]', 1, 0, '[]', 108, 3, 7, 7, 'feature/f0', 'main', '0fa158515a72c80f3122303cc073e7624a01a8d6', false, false, '', 0, 0, 0),
(40, 0, 2, '[]', 1, 0, '[]', 109, 5, 10, 10, 'feature/f0', 'main', '18d8caeb683595042a28db30786b4c02cb578685', false, false, '', 0, 0, 0),
(41, 0, 2, '[]', 1, 0, '[]', 110, 6, 6, 6, 'feature/f0', 'main', '70348fdf0f8b51fb81a93d8f30651c0c9c06e70b', false, true, '0640a89143a70834ae971d6dff31381d77d8a0bd', 8, (extract(epoch from now())::bigint - 6847601), 0),
(42, 0, 2, '[]', 1, 0, '[]', 115, 5, 2, 2, 'feature/f0', 'main', 'f3aacc06c461f64f4d75eed244daf32788d39b03', false, true, '97e8a297719bb4a550cf729c894590c6510e4c02', 21, (extract(epoch from now())::bigint - 940230), 0),
(43, 0, 2, '[]', 1, 0, '[]', 117, 6, 9, 9, 'feature/f0', 'main', '060c85c87f805e9fd9e598981b2eaf76189f15b2', false, true, 'f0db09f5d462272fc413ea65778ac7f1d00f313b', 23, (extract(epoch from now())::bigint - 739488), 0),
(44, 0, 2, '[]', 1, 0, '[]', 118, 6, 16, 16, 'feature/f0', 'main', 'f023ede6e90901a03fb027ea6e93d1ea48487afb', false, false, '', 0, 0, 0),
(45, 0, 2, '[]', 1, 0, '[]', 119, 7, 21, 21, 'feature/f0', 'main', '44fb483e068d0951ca044559702d6db0e56ab872', false, false, '', 0, 0, 0);

INSERT INTO issue_label (id, issue_id, label_id) VALUES
(1, 1, 8),
(2, 3, 9),
(3, 5, 6),
(4, 7, 3),
(5, 9, 11),
(6, 11, 13),
(7, 13, 8),
(8, 15, 12),
(9, 17, 9),
(10, 19, 20),
(11, 21, 2),
(12, 23, 9),
(13, 25, 18),
(14, 27, 15),
(15, 29, 20),
(16, 31, 6),
(17, 33, 19),
(18, 35, 15),
(19, 37, 13),
(20, 39, 4),
(21, 41, 19),
(22, 43, 4),
(23, 45, 18),
(24, 47, 5),
(25, 49, 9),
(26, 51, 16),
(27, 53, 3),
(28, 55, 1),
(29, 57, 14),
(30, 59, 7);

INSERT INTO comment (id, type, poster_id, original_author, original_author_id, issue_id, label_id, old_project_id, project_id, old_milestone_id, milestone_id, time_id, assignee_id, removed_assignee, assignee_team_id, resolve_doer_id, old_title, new_title, old_ref, new_ref, dependent_issue_id, commit_id, line, tree_path, content, content_version, patch, created_unix, updated_unix, commit_sha, review_id, invalidated, ref_repo_id, ref_issue_id, ref_comment_id, ref_action, ref_is_pull, comment_meta_data) VALUES
(1, 0, 1, '', 0, 6, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 1', 0, '', (extract(epoch from now())::bigint - 438007), (extract(epoch from now())::bigint - 438007), '', 0, false, 0, 0, 0, 0, false, NULL),
(2, 0, 21, '', 0, 60, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 2', 0, '', (extract(epoch from now())::bigint - 10436605), (extract(epoch from now())::bigint - 10436605), '', 0, false, 0, 0, 0, 0, false, NULL),
(3, 0, 3, '', 0, 74, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 3', 0, '', (extract(epoch from now())::bigint - 1257368), (extract(epoch from now())::bigint - 1257368), '', 0, false, 0, 0, 0, 0, false, NULL),
(4, 0, 22, '', 0, 83, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 4', 0, '', (extract(epoch from now())::bigint - 9822905), (extract(epoch from now())::bigint - 9822905), '', 0, false, 0, 0, 0, 0, false, NULL),
(5, 0, 3, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 5', 0, '', (extract(epoch from now())::bigint - 102423), (extract(epoch from now())::bigint - 102423), '', 0, false, 0, 0, 0, 0, false, NULL),
(6, 0, 30, '', 0, 33, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 6', 0, '', (extract(epoch from now())::bigint - 8904116), (extract(epoch from now())::bigint - 8904116), '', 0, false, 0, 0, 0, 0, false, NULL),
(7, 0, 30, '', 0, 14, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 7', 0, '', (extract(epoch from now())::bigint - 303060), (extract(epoch from now())::bigint - 303060), '', 0, false, 0, 0, 0, 0, false, NULL),
(8, 0, 5, '', 0, 57, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 8', 0, '', (extract(epoch from now())::bigint - 17005208), (extract(epoch from now())::bigint - 17005208), '', 0, false, 0, 0, 0, 0, false, NULL),
(9, 0, 15, '', 0, 33, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 9', 0, '', (extract(epoch from now())::bigint - 2605397), (extract(epoch from now())::bigint - 2605397), '', 0, false, 0, 0, 0, 0, false, NULL),
(10, 0, 16, '', 0, 4, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 10', 0, '', (extract(epoch from now())::bigint - 3431745), (extract(epoch from now())::bigint - 3431745), '', 0, false, 0, 0, 0, 0, false, NULL),
(11, 0, 9, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 11', 0, '', (extract(epoch from now())::bigint - 319621), (extract(epoch from now())::bigint - 319621), '', 0, false, 0, 0, 0, 0, false, NULL),
(12, 0, 9, '', 0, 115, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 12', 0, '', (extract(epoch from now())::bigint - 2306298), (extract(epoch from now())::bigint - 2306298), '', 0, false, 0, 0, 0, 0, false, NULL),
(13, 0, 3, '', 0, 5, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 13', 0, '', (extract(epoch from now())::bigint - 2358907), (extract(epoch from now())::bigint - 2358907), '', 0, false, 0, 0, 0, 0, false, NULL),
(14, 0, 16, '', 0, 16, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 14', 0, '', (extract(epoch from now())::bigint - 15515704), (extract(epoch from now())::bigint - 15515704), '', 0, false, 0, 0, 0, 0, false, NULL),
(15, 0, 1, '', 0, 75, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 15', 0, '', (extract(epoch from now())::bigint - 20620653), (extract(epoch from now())::bigint - 20620653), '', 0, false, 0, 0, 0, 0, false, NULL),
(16, 0, 10, '', 0, 89, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 16', 0, '', (extract(epoch from now())::bigint - 11132168), (extract(epoch from now())::bigint - 11132168), '', 0, false, 0, 0, 0, 0, false, NULL),
(17, 0, 8, '', 0, 116, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 17', 0, '', (extract(epoch from now())::bigint - 8661243), (extract(epoch from now())::bigint - 8661243), '', 0, false, 0, 0, 0, 0, false, NULL),
(18, 0, 28, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 18', 0, '', (extract(epoch from now())::bigint - 8347595), (extract(epoch from now())::bigint - 8347595), '', 0, false, 0, 0, 0, 0, false, NULL),
(19, 0, 26, '', 0, 48, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 19', 0, '', (extract(epoch from now())::bigint - 274096), (extract(epoch from now())::bigint - 274096), '', 0, false, 0, 0, 0, 0, false, NULL),
(20, 0, 9, '', 0, 77, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 20', 0, '', (extract(epoch from now())::bigint - 11638686), (extract(epoch from now())::bigint - 11638686), '', 0, false, 0, 0, 0, 0, false, NULL),
(21, 0, 27, '', 0, 55, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 21', 0, '', (extract(epoch from now())::bigint - 24250769), (extract(epoch from now())::bigint - 24250769), '', 0, false, 0, 0, 0, 0, false, NULL),
(22, 0, 16, '', 0, 67, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 22', 0, '', (extract(epoch from now())::bigint - 1600374), (extract(epoch from now())::bigint - 1600374), '', 0, false, 0, 0, 0, 0, false, NULL),
(23, 0, 1, '', 0, 56, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 23', 0, '', (extract(epoch from now())::bigint - 24149839), (extract(epoch from now())::bigint - 24149839), '', 0, false, 0, 0, 0, 0, false, NULL),
(24, 0, 17, '', 0, 22, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 24', 0, '', (extract(epoch from now())::bigint - 608958), (extract(epoch from now())::bigint - 608958), '', 0, false, 0, 0, 0, 0, false, NULL),
(25, 0, 9, '', 0, 72, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 25', 0, '', (extract(epoch from now())::bigint - 2019825), (extract(epoch from now())::bigint - 2019825), '', 0, false, 0, 0, 0, 0, false, NULL),
(26, 0, 16, '', 0, 73, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 26', 0, '', (extract(epoch from now())::bigint - 9317160), (extract(epoch from now())::bigint - 9317160), '', 0, false, 0, 0, 0, 0, false, NULL),
(27, 0, 25, '', 0, 96, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 27', 0, '', (extract(epoch from now())::bigint - 9395090), (extract(epoch from now())::bigint - 9395090), '', 0, false, 0, 0, 0, 0, false, NULL),
(28, 0, 3, '', 0, 68, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 28', 0, '', (extract(epoch from now())::bigint - 37699625), (extract(epoch from now())::bigint - 37699625), '', 0, false, 0, 0, 0, 0, false, NULL),
(29, 0, 30, '', 0, 71, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 29', 0, '', (extract(epoch from now())::bigint - 2900630), (extract(epoch from now())::bigint - 2900630), '', 0, false, 0, 0, 0, 0, false, NULL),
(30, 0, 3, '', 0, 24, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 30', 0, '', (extract(epoch from now())::bigint - 50330), (extract(epoch from now())::bigint - 50330), '', 0, false, 0, 0, 0, 0, false, NULL),
(31, 0, 2, '', 0, 69, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 31', 0, '', (extract(epoch from now())::bigint - 7050896), (extract(epoch from now())::bigint - 7050896), '', 0, false, 0, 0, 0, 0, false, NULL),
(32, 0, 17, '', 0, 29, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 32', 0, '', (extract(epoch from now())::bigint - 2654134), (extract(epoch from now())::bigint - 2654134), '', 0, false, 0, 0, 0, 0, false, NULL),
(33, 0, 20, '', 0, 71, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 33', 0, '', (extract(epoch from now())::bigint - 691931), (extract(epoch from now())::bigint - 691931), '', 0, false, 0, 0, 0, 0, false, NULL),
(34, 0, 22, '', 0, 66, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 34', 0, '', (extract(epoch from now())::bigint - 1301304), (extract(epoch from now())::bigint - 1301304), '', 0, false, 0, 0, 0, 0, false, NULL),
(35, 0, 3, '', 0, 73, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 35', 0, '', (extract(epoch from now())::bigint - 21406426), (extract(epoch from now())::bigint - 21406426), '', 0, false, 0, 0, 0, 0, false, NULL),
(36, 0, 30, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 36', 0, '', (extract(epoch from now())::bigint - 268179), (extract(epoch from now())::bigint - 268179), '', 0, false, 0, 0, 0, 0, false, NULL),
(37, 0, 2, '', 0, 94, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 37', 0, '', (extract(epoch from now())::bigint - 1466379), (extract(epoch from now())::bigint - 1466379), '', 0, false, 0, 0, 0, 0, false, NULL),
(38, 0, 24, '', 0, 89, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 38', 0, '', (extract(epoch from now())::bigint - 13588219), (extract(epoch from now())::bigint - 13588219), '', 0, false, 0, 0, 0, 0, false, NULL),
(39, 0, 18, '', 0, 54, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 39', 0, '', (extract(epoch from now())::bigint - 340543), (extract(epoch from now())::bigint - 340543), '', 0, false, 0, 0, 0, 0, false, NULL),
(40, 0, 13, '', 0, 7, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 40', 0, '', (extract(epoch from now())::bigint - 11890157), (extract(epoch from now())::bigint - 11890157), '', 0, false, 0, 0, 0, 0, false, NULL),
(41, 0, 12, '', 0, 17, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 41', 0, '', (extract(epoch from now())::bigint - 5892597), (extract(epoch from now())::bigint - 5892597), '', 0, false, 0, 0, 0, 0, false, NULL),
(42, 0, 18, '', 0, 14, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 42', 0, '', (extract(epoch from now())::bigint - 220406), (extract(epoch from now())::bigint - 220406), '', 0, false, 0, 0, 0, 0, false, NULL),
(43, 0, 4, '', 0, 47, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 43', 0, '', (extract(epoch from now())::bigint - 279857), (extract(epoch from now())::bigint - 279857), '', 0, false, 0, 0, 0, 0, false, NULL),
(44, 0, 13, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 44', 0, '', (extract(epoch from now())::bigint - 3336199), (extract(epoch from now())::bigint - 3336199), '', 0, false, 0, 0, 0, 0, false, NULL),
(45, 0, 4, '', 0, 45, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 45', 0, '', (extract(epoch from now())::bigint - 1013238), (extract(epoch from now())::bigint - 1013238), '', 0, false, 0, 0, 0, 0, false, NULL),
(46, 0, 27, '', 0, 38, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 46', 0, '', (extract(epoch from now())::bigint - 566746), (extract(epoch from now())::bigint - 566746), '', 0, false, 0, 0, 0, 0, false, NULL),
(47, 0, 25, '', 0, 59, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 47', 0, '', (extract(epoch from now())::bigint - 3172003), (extract(epoch from now())::bigint - 3172003), '', 0, false, 0, 0, 0, 0, false, NULL),
(48, 0, 27, '', 0, 100, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 48', 0, '', (extract(epoch from now())::bigint - 755109), (extract(epoch from now())::bigint - 755109), '', 0, false, 0, 0, 0, 0, false, NULL),
(49, 0, 29, '', 0, 47, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 49', 0, '', (extract(epoch from now())::bigint - 6697923), (extract(epoch from now())::bigint - 6697923), '', 0, false, 0, 0, 0, 0, false, NULL),
(50, 0, 15, '', 0, 35, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 50', 0, '', (extract(epoch from now())::bigint - 2348774), (extract(epoch from now())::bigint - 2348774), '', 0, false, 0, 0, 0, 0, false, NULL),
(51, 0, 23, '', 0, 54, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 51', 0, '', (extract(epoch from now())::bigint - 124745), (extract(epoch from now())::bigint - 124745), '', 0, false, 0, 0, 0, 0, false, NULL),
(52, 0, 27, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 52', 0, '', (extract(epoch from now())::bigint - 5330067), (extract(epoch from now())::bigint - 5330067), '', 0, false, 0, 0, 0, 0, false, NULL),
(53, 0, 16, '', 0, 6, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 53', 0, '', (extract(epoch from now())::bigint - 813903), (extract(epoch from now())::bigint - 813903), '', 0, false, 0, 0, 0, 0, false, NULL),
(54, 0, 30, '', 0, 30, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 54', 0, '', (extract(epoch from now())::bigint - 1031988), (extract(epoch from now())::bigint - 1031988), '', 0, false, 0, 0, 0, 0, false, NULL),
(55, 0, 13, '', 0, 64, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 55', 0, '', (extract(epoch from now())::bigint - 3355467), (extract(epoch from now())::bigint - 3355467), '', 0, false, 0, 0, 0, 0, false, NULL),
(56, 0, 7, '', 0, 35, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 56', 0, '', (extract(epoch from now())::bigint - 3867320), (extract(epoch from now())::bigint - 3867320), '', 0, false, 0, 0, 0, 0, false, NULL),
(57, 0, 30, '', 0, 12, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 57', 0, '', (extract(epoch from now())::bigint - 5523724), (extract(epoch from now())::bigint - 5523724), '', 0, false, 0, 0, 0, 0, false, NULL),
(58, 0, 28, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 58', 0, '', (extract(epoch from now())::bigint - 158541), (extract(epoch from now())::bigint - 158541), '', 0, false, 0, 0, 0, 0, false, NULL),
(59, 0, 20, '', 0, 57, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 59', 0, '', (extract(epoch from now())::bigint - 13800889), (extract(epoch from now())::bigint - 13800889), '', 0, false, 0, 0, 0, 0, false, NULL),
(60, 0, 24, '', 0, 70, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 60', 0, '', (extract(epoch from now())::bigint - 7429087), (extract(epoch from now())::bigint - 7429087), '', 0, false, 0, 0, 0, 0, false, NULL),
(61, 0, 1, '', 0, 3, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 61', 0, '', (extract(epoch from now())::bigint - 16353414), (extract(epoch from now())::bigint - 16353414), '', 0, false, 0, 0, 0, 0, false, NULL),
(62, 0, 30, '', 0, 28, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 62', 0, '', (extract(epoch from now())::bigint - 1662470), (extract(epoch from now())::bigint - 1662470), '', 0, false, 0, 0, 0, 0, false, NULL),
(63, 0, 23, '', 0, 81, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 63', 0, '', (extract(epoch from now())::bigint - 2685642), (extract(epoch from now())::bigint - 2685642), '', 0, false, 0, 0, 0, 0, false, NULL),
(64, 0, 22, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 64', 0, '', (extract(epoch from now())::bigint - 19125942), (extract(epoch from now())::bigint - 19125942), '', 0, false, 0, 0, 0, 0, false, NULL),
(65, 0, 15, '', 0, 104, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 65', 0, '', (extract(epoch from now())::bigint - 2602911), (extract(epoch from now())::bigint - 2602911), '', 0, false, 0, 0, 0, 0, false, NULL),
(66, 0, 8, '', 0, 97, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 66', 0, '', (extract(epoch from now())::bigint - 2579860), (extract(epoch from now())::bigint - 2579860), '', 0, false, 0, 0, 0, 0, false, NULL),
(67, 0, 5, '', 0, 62, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 67', 0, '', (extract(epoch from now())::bigint - 783634), (extract(epoch from now())::bigint - 783634), '', 0, false, 0, 0, 0, 0, false, NULL),
(68, 0, 21, '', 0, 52, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 68', 0, '', (extract(epoch from now())::bigint - 15688874), (extract(epoch from now())::bigint - 15688874), '', 0, false, 0, 0, 0, 0, false, NULL),
(69, 0, 1, '', 0, 69, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 69', 0, '', (extract(epoch from now())::bigint - 12703179), (extract(epoch from now())::bigint - 12703179), '', 0, false, 0, 0, 0, 0, false, NULL),
(70, 0, 15, '', 0, 103, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 70', 0, '', (extract(epoch from now())::bigint - 169626), (extract(epoch from now())::bigint - 169626), '', 0, false, 0, 0, 0, 0, false, NULL),
(71, 0, 1, '', 0, 36, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 71', 0, '', (extract(epoch from now())::bigint - 7201754), (extract(epoch from now())::bigint - 7201754), '', 0, false, 0, 0, 0, 0, false, NULL),
(72, 0, 12, '', 0, 40, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 72', 0, '', (extract(epoch from now())::bigint - 8128031), (extract(epoch from now())::bigint - 8128031), '', 0, false, 0, 0, 0, 0, false, NULL),
(73, 0, 10, '', 0, 52, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 73', 0, '', (extract(epoch from now())::bigint - 15385889), (extract(epoch from now())::bigint - 15385889), '', 0, false, 0, 0, 0, 0, false, NULL),
(74, 0, 9, '', 0, 20, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 74', 0, '', (extract(epoch from now())::bigint - 1252475), (extract(epoch from now())::bigint - 1252475), '', 0, false, 0, 0, 0, 0, false, NULL),
(75, 0, 26, '', 0, 114, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 75', 0, '', (extract(epoch from now())::bigint - 59917), (extract(epoch from now())::bigint - 59917), '', 0, false, 0, 0, 0, 0, false, NULL),
(76, 0, 30, '', 0, 29, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 76', 0, '', (extract(epoch from now())::bigint - 16240317), (extract(epoch from now())::bigint - 16240317), '', 0, false, 0, 0, 0, 0, false, NULL),
(77, 0, 29, '', 0, 120, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 77', 0, '', (extract(epoch from now())::bigint - 3556581), (extract(epoch from now())::bigint - 3556581), '', 0, false, 0, 0, 0, 0, false, NULL),
(78, 0, 16, '', 0, 100, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 78', 0, '', (extract(epoch from now())::bigint - 4363063), (extract(epoch from now())::bigint - 4363063), '', 0, false, 0, 0, 0, 0, false, NULL),
(79, 0, 29, '', 0, 81, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 79', 0, '', (extract(epoch from now())::bigint - 4238513), (extract(epoch from now())::bigint - 4238513), '', 0, false, 0, 0, 0, 0, false, NULL),
(80, 0, 11, '', 0, 118, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 80', 0, '', (extract(epoch from now())::bigint - 762105), (extract(epoch from now())::bigint - 762105), '', 0, false, 0, 0, 0, 0, false, NULL),
(81, 0, 12, '', 0, 42, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 81', 0, '', (extract(epoch from now())::bigint - 167347), (extract(epoch from now())::bigint - 167347), '', 0, false, 0, 0, 0, 0, false, NULL),
(82, 0, 24, '', 0, 14, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 82', 0, '', (extract(epoch from now())::bigint - 54307), (extract(epoch from now())::bigint - 54307), '', 0, false, 0, 0, 0, 0, false, NULL),
(83, 0, 11, '', 0, 99, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 83', 0, '', (extract(epoch from now())::bigint - 11765426), (extract(epoch from now())::bigint - 11765426), '', 0, false, 0, 0, 0, 0, false, NULL),
(84, 0, 16, '', 0, 68, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 84', 0, '', (extract(epoch from now())::bigint - 13973037), (extract(epoch from now())::bigint - 13973037), '', 0, false, 0, 0, 0, 0, false, NULL),
(85, 0, 16, '', 0, 117, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 85', 0, '', (extract(epoch from now())::bigint - 680606), (extract(epoch from now())::bigint - 680606), '', 0, false, 0, 0, 0, 0, false, NULL),
(86, 0, 1, '', 0, 19, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 86', 0, '', (extract(epoch from now())::bigint - 7529573), (extract(epoch from now())::bigint - 7529573), '', 0, false, 0, 0, 0, 0, false, NULL),
(87, 0, 17, '', 0, 22, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 87', 0, '', (extract(epoch from now())::bigint - 228272), (extract(epoch from now())::bigint - 228272), '', 0, false, 0, 0, 0, 0, false, NULL),
(88, 0, 19, '', 0, 76, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 88', 0, '', (extract(epoch from now())::bigint - 1494461), (extract(epoch from now())::bigint - 1494461), '', 0, false, 0, 0, 0, 0, false, NULL),
(89, 0, 14, '', 0, 30, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 89', 0, '', (extract(epoch from now())::bigint - 2460224), (extract(epoch from now())::bigint - 2460224), '', 0, false, 0, 0, 0, 0, false, NULL),
(90, 0, 25, '', 0, 43, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 90', 0, '', (extract(epoch from now())::bigint - 11195372), (extract(epoch from now())::bigint - 11195372), '', 0, false, 0, 0, 0, 0, false, NULL),
(91, 0, 25, '', 0, 65, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 91', 0, '', (extract(epoch from now())::bigint - 2986489), (extract(epoch from now())::bigint - 2986489), '', 0, false, 0, 0, 0, 0, false, NULL),
(92, 0, 25, '', 0, 104, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 92', 0, '', (extract(epoch from now())::bigint - 1380978), (extract(epoch from now())::bigint - 1380978), '', 0, false, 0, 0, 0, 0, false, NULL),
(93, 0, 3, '', 0, 37, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 93', 0, '', (extract(epoch from now())::bigint - 31280), (extract(epoch from now())::bigint - 31280), '', 0, false, 0, 0, 0, 0, false, NULL),
(94, 0, 4, '', 0, 65, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 94', 0, '', (extract(epoch from now())::bigint - 5540782), (extract(epoch from now())::bigint - 5540782), '', 0, false, 0, 0, 0, 0, false, NULL),
(95, 0, 21, '', 0, 65, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 95', 0, '', (extract(epoch from now())::bigint - 6676428), (extract(epoch from now())::bigint - 6676428), '', 0, false, 0, 0, 0, 0, false, NULL),
(96, 0, 4, '', 0, 111, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 96', 0, '', (extract(epoch from now())::bigint - 18774942), (extract(epoch from now())::bigint - 18774942), '', 0, false, 0, 0, 0, 0, false, NULL),
(97, 0, 7, '', 0, 90, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 97', 0, '', (extract(epoch from now())::bigint - 10232699), (extract(epoch from now())::bigint - 10232699), '', 0, false, 0, 0, 0, 0, false, NULL),
(98, 0, 16, '', 0, 10, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 98', 0, '', (extract(epoch from now())::bigint - 6702170), (extract(epoch from now())::bigint - 6702170), '', 0, false, 0, 0, 0, 0, false, NULL),
(99, 0, 18, '', 0, 70, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 99', 0, '', (extract(epoch from now())::bigint - 8939602), (extract(epoch from now())::bigint - 8939602), '', 0, false, 0, 0, 0, 0, false, NULL),
(100, 0, 30, '', 0, 79, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 100', 0, '', (extract(epoch from now())::bigint - 283102), (extract(epoch from now())::bigint - 283102), '', 0, false, 0, 0, 0, 0, false, NULL),
(101, 0, 16, '', 0, 39, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 101', 0, '', (extract(epoch from now())::bigint - 22457660), (extract(epoch from now())::bigint - 22457660), '', 0, false, 0, 0, 0, 0, false, NULL),
(102, 0, 26, '', 0, 95, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 102', 0, '', (extract(epoch from now())::bigint - 37636), (extract(epoch from now())::bigint - 37636), '', 0, false, 0, 0, 0, 0, false, NULL),
(103, 0, 14, '', 0, 117, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 103', 0, '', (extract(epoch from now())::bigint - 706307), (extract(epoch from now())::bigint - 706307), '', 0, false, 0, 0, 0, 0, false, NULL),
(104, 0, 3, '', 0, 102, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 104', 0, '', (extract(epoch from now())::bigint - 12778279), (extract(epoch from now())::bigint - 12778279), '', 0, false, 0, 0, 0, 0, false, NULL),
(105, 0, 7, '', 0, 41, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 105', 0, '', (extract(epoch from now())::bigint - 75996), (extract(epoch from now())::bigint - 75996), '', 0, false, 0, 0, 0, 0, false, NULL),
(106, 0, 25, '', 0, 103, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 106', 0, '', (extract(epoch from now())::bigint - 240436), (extract(epoch from now())::bigint - 240436), '', 0, false, 0, 0, 0, 0, false, NULL),
(107, 0, 7, '', 0, 71, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 107', 0, '', (extract(epoch from now())::bigint - 3080303), (extract(epoch from now())::bigint - 3080303), '', 0, false, 0, 0, 0, 0, false, NULL),
(108, 0, 17, '', 0, 86, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 108', 0, '', (extract(epoch from now())::bigint - 1859836), (extract(epoch from now())::bigint - 1859836), '', 0, false, 0, 0, 0, 0, false, NULL),
(109, 0, 23, '', 0, 48, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 109', 0, '', (extract(epoch from now())::bigint - 2203685), (extract(epoch from now())::bigint - 2203685), '', 0, false, 0, 0, 0, 0, false, NULL),
(110, 0, 23, '', 0, 7, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 110', 0, '', (extract(epoch from now())::bigint - 19130572), (extract(epoch from now())::bigint - 19130572), '', 0, false, 0, 0, 0, 0, false, NULL),
(111, 0, 23, '', 0, 36, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 111', 0, '', (extract(epoch from now())::bigint - 2873776), (extract(epoch from now())::bigint - 2873776), '', 0, false, 0, 0, 0, 0, false, NULL),
(112, 0, 4, '', 0, 25, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 112', 0, '', (extract(epoch from now())::bigint - 12351758), (extract(epoch from now())::bigint - 12351758), '', 0, false, 0, 0, 0, 0, false, NULL),
(113, 0, 22, '', 0, 85, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 113', 0, '', (extract(epoch from now())::bigint - 558609), (extract(epoch from now())::bigint - 558609), '', 0, false, 0, 0, 0, 0, false, NULL),
(114, 0, 28, '', 0, 41, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 114', 0, '', (extract(epoch from now())::bigint - 108969), (extract(epoch from now())::bigint - 108969), '', 0, false, 0, 0, 0, 0, false, NULL),
(115, 0, 29, '', 0, 92, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 115', 0, '', (extract(epoch from now())::bigint - 6000447), (extract(epoch from now())::bigint - 6000447), '', 0, false, 0, 0, 0, 0, false, NULL),
(116, 0, 4, '', 0, 26, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 116', 0, '', (extract(epoch from now())::bigint - 217992), (extract(epoch from now())::bigint - 217992), '', 0, false, 0, 0, 0, 0, false, NULL),
(117, 0, 8, '', 0, 19, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 117', 0, '', (extract(epoch from now())::bigint - 2553224), (extract(epoch from now())::bigint - 2553224), '', 0, false, 0, 0, 0, 0, false, NULL),
(118, 0, 7, '', 0, 75, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 118', 0, '', (extract(epoch from now())::bigint - 8593593), (extract(epoch from now())::bigint - 8593593), '', 0, false, 0, 0, 0, 0, false, NULL),
(119, 0, 5, '', 0, 100, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 119', 0, '', (extract(epoch from now())::bigint - 5738746), (extract(epoch from now())::bigint - 5738746), '', 0, false, 0, 0, 0, 0, false, NULL),
(120, 0, 3, '', 0, 18, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 120', 0, '', (extract(epoch from now())::bigint - 36668850), (extract(epoch from now())::bigint - 36668850), '', 0, false, 0, 0, 0, 0, false, NULL),
(121, 0, 19, '', 0, 115, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 121', 0, '', (extract(epoch from now())::bigint - 2228348), (extract(epoch from now())::bigint - 2228348), '', 0, false, 0, 0, 0, 0, false, NULL),
(122, 0, 15, '', 0, 61, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 122', 0, '', (extract(epoch from now())::bigint - 858480), (extract(epoch from now())::bigint - 858480), '', 0, false, 0, 0, 0, 0, false, NULL),
(123, 0, 10, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 123', 0, '', (extract(epoch from now())::bigint - 4097969), (extract(epoch from now())::bigint - 4097969), '', 0, false, 0, 0, 0, 0, false, NULL),
(124, 0, 29, '', 0, 45, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 124', 0, '', (extract(epoch from now())::bigint - 525489), (extract(epoch from now())::bigint - 525489), '', 0, false, 0, 0, 0, 0, false, NULL),
(125, 0, 23, '', 0, 48, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 125', 0, '', (extract(epoch from now())::bigint - 2709943), (extract(epoch from now())::bigint - 2709943), '', 0, false, 0, 0, 0, 0, false, NULL),
(126, 0, 17, '', 0, 65, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 126', 0, '', (extract(epoch from now())::bigint - 1924260), (extract(epoch from now())::bigint - 1924260), '', 0, false, 0, 0, 0, 0, false, NULL),
(127, 0, 12, '', 0, 81, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 127', 0, '', (extract(epoch from now())::bigint - 4079685), (extract(epoch from now())::bigint - 4079685), '', 0, false, 0, 0, 0, 0, false, NULL),
(128, 0, 30, '', 0, 44, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 128', 0, '', (extract(epoch from now())::bigint - 927397), (extract(epoch from now())::bigint - 927397), '', 0, false, 0, 0, 0, 0, false, NULL),
(129, 0, 26, '', 0, 8, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 129', 0, '', (extract(epoch from now())::bigint - 428750), (extract(epoch from now())::bigint - 428750), '', 0, false, 0, 0, 0, 0, false, NULL),
(130, 0, 5, '', 0, 82, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 130', 0, '', (extract(epoch from now())::bigint - 8111871), (extract(epoch from now())::bigint - 8111871), '', 0, false, 0, 0, 0, 0, false, NULL),
(131, 0, 16, '', 0, 39, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 131', 0, '', (extract(epoch from now())::bigint - 25358059), (extract(epoch from now())::bigint - 25358059), '', 0, false, 0, 0, 0, 0, false, NULL),
(132, 0, 2, '', 0, 95, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 132', 0, '', (extract(epoch from now())::bigint - 200954), (extract(epoch from now())::bigint - 200954), '', 0, false, 0, 0, 0, 0, false, NULL),
(133, 0, 30, '', 0, 50, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 133', 0, '', (extract(epoch from now())::bigint - 1657104), (extract(epoch from now())::bigint - 1657104), '', 0, false, 0, 0, 0, 0, false, NULL),
(134, 0, 4, '', 0, 103, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 134', 0, '', (extract(epoch from now())::bigint - 1977942), (extract(epoch from now())::bigint - 1977942), '', 0, false, 0, 0, 0, 0, false, NULL),
(135, 0, 14, '', 0, 79, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 135', 0, '', (extract(epoch from now())::bigint - 2222685), (extract(epoch from now())::bigint - 2222685), '', 0, false, 0, 0, 0, 0, false, NULL),
(136, 0, 5, '', 0, 24, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 136', 0, '', (extract(epoch from now())::bigint - 265823), (extract(epoch from now())::bigint - 265823), '', 0, false, 0, 0, 0, 0, false, NULL),
(137, 0, 3, '', 0, 94, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 137', 0, '', (extract(epoch from now())::bigint - 160386), (extract(epoch from now())::bigint - 160386), '', 0, false, 0, 0, 0, 0, false, NULL),
(138, 0, 29, '', 0, 67, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 138', 0, '', (extract(epoch from now())::bigint - 2014724), (extract(epoch from now())::bigint - 2014724), '', 0, false, 0, 0, 0, 0, false, NULL),
(139, 0, 12, '', 0, 120, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 139', 0, '', (extract(epoch from now())::bigint - 34533680), (extract(epoch from now())::bigint - 34533680), '', 0, false, 0, 0, 0, 0, false, NULL),
(140, 0, 30, '', 0, 12, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 140', 0, '', (extract(epoch from now())::bigint - 9888398), (extract(epoch from now())::bigint - 9888398), '', 0, false, 0, 0, 0, 0, false, NULL),
(141, 0, 24, '', 0, 28, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 141', 0, '', (extract(epoch from now())::bigint - 6395319), (extract(epoch from now())::bigint - 6395319), '', 0, false, 0, 0, 0, 0, false, NULL),
(142, 0, 1, '', 0, 65, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 142', 0, '', (extract(epoch from now())::bigint - 4961447), (extract(epoch from now())::bigint - 4961447), '', 0, false, 0, 0, 0, 0, false, NULL),
(143, 0, 30, '', 0, 82, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 143', 0, '', (extract(epoch from now())::bigint - 3768523), (extract(epoch from now())::bigint - 3768523), '', 0, false, 0, 0, 0, 0, false, NULL),
(144, 0, 6, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 144', 0, '', (extract(epoch from now())::bigint - 977380), (extract(epoch from now())::bigint - 977380), '', 0, false, 0, 0, 0, 0, false, NULL),
(145, 0, 21, '', 0, 108, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 145', 0, '', (extract(epoch from now())::bigint - 3582905), (extract(epoch from now())::bigint - 3582905), '', 0, false, 0, 0, 0, 0, false, NULL),
(146, 0, 11, '', 0, 94, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 146', 0, '', (extract(epoch from now())::bigint - 789709), (extract(epoch from now())::bigint - 789709), '', 0, false, 0, 0, 0, 0, false, NULL),
(147, 0, 11, '', 0, 119, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 147', 0, '', (extract(epoch from now())::bigint - 4324063), (extract(epoch from now())::bigint - 4324063), '', 0, false, 0, 0, 0, 0, false, NULL),
(148, 0, 12, '', 0, 73, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 148', 0, '', (extract(epoch from now())::bigint - 33262791), (extract(epoch from now())::bigint - 33262791), '', 0, false, 0, 0, 0, 0, false, NULL),
(149, 0, 27, '', 0, 117, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 149', 0, '', (extract(epoch from now())::bigint - 257784), (extract(epoch from now())::bigint - 257784), '', 0, false, 0, 0, 0, 0, false, NULL),
(150, 0, 17, '', 0, 66, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 150', 0, '', (extract(epoch from now())::bigint - 2203538), (extract(epoch from now())::bigint - 2203538), '', 0, false, 0, 0, 0, 0, false, NULL),
(151, 0, 7, '', 0, 97, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 151', 0, '', (extract(epoch from now())::bigint - 704236), (extract(epoch from now())::bigint - 704236), '', 0, false, 0, 0, 0, 0, false, NULL),
(152, 0, 27, '', 0, 82, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 152', 0, '', (extract(epoch from now())::bigint - 7605875), (extract(epoch from now())::bigint - 7605875), '', 0, false, 0, 0, 0, 0, false, NULL),
(153, 0, 16, '', 0, 11, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 153', 0, '', (extract(epoch from now())::bigint - 83170), (extract(epoch from now())::bigint - 83170), '', 0, false, 0, 0, 0, 0, false, NULL),
(154, 0, 29, '', 0, 23, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 154', 0, '', (extract(epoch from now())::bigint - 13031806), (extract(epoch from now())::bigint - 13031806), '', 0, false, 0, 0, 0, 0, false, NULL),
(155, 0, 7, '', 0, 17, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 155', 0, '', (extract(epoch from now())::bigint - 3887864), (extract(epoch from now())::bigint - 3887864), '', 0, false, 0, 0, 0, 0, false, NULL),
(156, 0, 16, '', 0, 88, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 156', 0, '', (extract(epoch from now())::bigint - 12703360), (extract(epoch from now())::bigint - 12703360), '', 0, false, 0, 0, 0, 0, false, NULL),
(157, 0, 13, '', 0, 23, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 157', 0, '', (extract(epoch from now())::bigint - 32533039), (extract(epoch from now())::bigint - 32533039), '', 0, false, 0, 0, 0, 0, false, NULL),
(158, 0, 17, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 158', 0, '', (extract(epoch from now())::bigint - 6598121), (extract(epoch from now())::bigint - 6598121), '', 0, false, 0, 0, 0, 0, false, NULL),
(159, 0, 2, '', 0, 89, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 159', 0, '', (extract(epoch from now())::bigint - 5263213), (extract(epoch from now())::bigint - 5263213), '', 0, false, 0, 0, 0, 0, false, NULL),
(160, 0, 11, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 160', 0, '', (extract(epoch from now())::bigint - 6015670), (extract(epoch from now())::bigint - 6015670), '', 0, false, 0, 0, 0, 0, false, NULL),
(161, 0, 22, '', 0, 77, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 161', 0, '', (extract(epoch from now())::bigint - 18973886), (extract(epoch from now())::bigint - 18973886), '', 0, false, 0, 0, 0, 0, false, NULL),
(162, 0, 3, '', 0, 18, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 162', 0, '', (extract(epoch from now())::bigint - 2383008), (extract(epoch from now())::bigint - 2383008), '', 0, false, 0, 0, 0, 0, false, NULL),
(163, 0, 25, '', 0, 115, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 163', 0, '', (extract(epoch from now())::bigint - 1336727), (extract(epoch from now())::bigint - 1336727), '', 0, false, 0, 0, 0, 0, false, NULL),
(164, 0, 17, '', 0, 111, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 164', 0, '', (extract(epoch from now())::bigint - 13954836), (extract(epoch from now())::bigint - 13954836), '', 0, false, 0, 0, 0, 0, false, NULL),
(165, 0, 3, '', 0, 18, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 165', 0, '', (extract(epoch from now())::bigint - 25498413), (extract(epoch from now())::bigint - 25498413), '', 0, false, 0, 0, 0, 0, false, NULL),
(166, 0, 23, '', 0, 53, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 166', 0, '', (extract(epoch from now())::bigint - 1187734), (extract(epoch from now())::bigint - 1187734), '', 0, false, 0, 0, 0, 0, false, NULL),
(167, 0, 27, '', 0, 28, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 167', 0, '', (extract(epoch from now())::bigint - 5337314), (extract(epoch from now())::bigint - 5337314), '', 0, false, 0, 0, 0, 0, false, NULL),
(168, 0, 20, '', 0, 68, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 168', 0, '', (extract(epoch from now())::bigint - 22081324), (extract(epoch from now())::bigint - 22081324), '', 0, false, 0, 0, 0, 0, false, NULL),
(169, 0, 23, '', 0, 74, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 169', 0, '', (extract(epoch from now())::bigint - 1204993), (extract(epoch from now())::bigint - 1204993), '', 0, false, 0, 0, 0, 0, false, NULL),
(170, 0, 1, '', 0, 18, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 170', 0, '', (extract(epoch from now())::bigint - 29402120), (extract(epoch from now())::bigint - 29402120), '', 0, false, 0, 0, 0, 0, false, NULL),
(171, 0, 16, '', 0, 88, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 171', 0, '', (extract(epoch from now())::bigint - 15393040), (extract(epoch from now())::bigint - 15393040), '', 0, false, 0, 0, 0, 0, false, NULL),
(172, 0, 24, '', 0, 3, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 172', 0, '', (extract(epoch from now())::bigint - 1132320), (extract(epoch from now())::bigint - 1132320), '', 0, false, 0, 0, 0, 0, false, NULL),
(173, 0, 12, '', 0, 82, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 173', 0, '', (extract(epoch from now())::bigint - 6732414), (extract(epoch from now())::bigint - 6732414), '', 0, false, 0, 0, 0, 0, false, NULL),
(174, 0, 2, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 174', 0, '', (extract(epoch from now())::bigint - 3437213), (extract(epoch from now())::bigint - 3437213), '', 0, false, 0, 0, 0, 0, false, NULL),
(175, 0, 22, '', 0, 10, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 175', 0, '', (extract(epoch from now())::bigint - 14612343), (extract(epoch from now())::bigint - 14612343), '', 0, false, 0, 0, 0, 0, false, NULL),
(176, 0, 16, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 176', 0, '', (extract(epoch from now())::bigint - 315899), (extract(epoch from now())::bigint - 315899), '', 0, false, 0, 0, 0, 0, false, NULL),
(177, 0, 14, '', 0, 110, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 177', 0, '', (extract(epoch from now())::bigint - 18896099), (extract(epoch from now())::bigint - 18896099), '', 0, false, 0, 0, 0, 0, false, NULL),
(178, 0, 18, '', 0, 1, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 178', 0, '', (extract(epoch from now())::bigint - 7698364), (extract(epoch from now())::bigint - 7698364), '', 0, false, 0, 0, 0, 0, false, NULL),
(179, 0, 8, '', 0, 42, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 179', 0, '', (extract(epoch from now())::bigint - 461629), (extract(epoch from now())::bigint - 461629), '', 0, false, 0, 0, 0, 0, false, NULL),
(180, 0, 23, '', 0, 30, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 180', 0, '', (extract(epoch from now())::bigint - 300219), (extract(epoch from now())::bigint - 300219), '', 0, false, 0, 0, 0, 0, false, NULL),
(181, 0, 30, '', 0, 84, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 181', 0, '', (extract(epoch from now())::bigint - 22869673), (extract(epoch from now())::bigint - 22869673), '', 0, false, 0, 0, 0, 0, false, NULL),
(182, 0, 21, '', 0, 46, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 182', 0, '', (extract(epoch from now())::bigint - 289945), (extract(epoch from now())::bigint - 289945), '', 0, false, 0, 0, 0, 0, false, NULL),
(183, 0, 10, '', 0, 68, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 183', 0, '', (extract(epoch from now())::bigint - 26264884), (extract(epoch from now())::bigint - 26264884), '', 0, false, 0, 0, 0, 0, false, NULL),
(184, 0, 26, '', 0, 94, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 184', 0, '', (extract(epoch from now())::bigint - 775923), (extract(epoch from now())::bigint - 775923), '', 0, false, 0, 0, 0, 0, false, NULL),
(185, 0, 18, '', 0, 3, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 185', 0, '', (extract(epoch from now())::bigint - 18954703), (extract(epoch from now())::bigint - 18954703), '', 0, false, 0, 0, 0, 0, false, NULL),
(186, 0, 23, '', 0, 2, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 186', 0, '', (extract(epoch from now())::bigint - 1533391), (extract(epoch from now())::bigint - 1533391), '', 0, false, 0, 0, 0, 0, false, NULL),
(187, 0, 23, '', 0, 50, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 187', 0, '', (extract(epoch from now())::bigint - 4328183), (extract(epoch from now())::bigint - 4328183), '', 0, false, 0, 0, 0, 0, false, NULL),
(188, 0, 25, '', 0, 22, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 188', 0, '', (extract(epoch from now())::bigint - 591188), (extract(epoch from now())::bigint - 591188), '', 0, false, 0, 0, 0, 0, false, NULL),
(189, 0, 18, '', 0, 22, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 189', 0, '', (extract(epoch from now())::bigint - 723231), (extract(epoch from now())::bigint - 723231), '', 0, false, 0, 0, 0, 0, false, NULL),
(190, 0, 7, '', 0, 43, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 190', 0, '', (extract(epoch from now())::bigint - 8396859), (extract(epoch from now())::bigint - 8396859), '', 0, false, 0, 0, 0, 0, false, NULL),
(191, 0, 11, '', 0, 36, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 191', 0, '', (extract(epoch from now())::bigint - 14665307), (extract(epoch from now())::bigint - 14665307), '', 0, false, 0, 0, 0, 0, false, NULL),
(192, 0, 28, '', 0, 62, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 192', 0, '', (extract(epoch from now())::bigint - 620595), (extract(epoch from now())::bigint - 620595), '', 0, false, 0, 0, 0, 0, false, NULL),
(193, 0, 6, '', 0, 21, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 193', 0, '', (extract(epoch from now())::bigint - 244416), (extract(epoch from now())::bigint - 244416), '', 0, false, 0, 0, 0, 0, false, NULL),
(194, 0, 22, '', 0, 86, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 194', 0, '', (extract(epoch from now())::bigint - 2156506), (extract(epoch from now())::bigint - 2156506), '', 0, false, 0, 0, 0, 0, false, NULL),
(195, 0, 5, '', 0, 99, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 195', 0, '', (extract(epoch from now())::bigint - 5160558), (extract(epoch from now())::bigint - 5160558), '', 0, false, 0, 0, 0, 0, false, NULL),
(196, 0, 27, '', 0, 53, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 196', 0, '', (extract(epoch from now())::bigint - 1143471), (extract(epoch from now())::bigint - 1143471), '', 0, false, 0, 0, 0, 0, false, NULL),
(197, 0, 24, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 197', 0, '', (extract(epoch from now())::bigint - 5714253), (extract(epoch from now())::bigint - 5714253), '', 0, false, 0, 0, 0, 0, false, NULL),
(198, 0, 26, '', 0, 97, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 198', 0, '', (extract(epoch from now())::bigint - 249541), (extract(epoch from now())::bigint - 249541), '', 0, false, 0, 0, 0, 0, false, NULL),
(199, 0, 18, '', 0, 62, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 199', 0, '', (extract(epoch from now())::bigint - 1012334), (extract(epoch from now())::bigint - 1012334), '', 0, false, 0, 0, 0, 0, false, NULL),
(200, 0, 1, '', 0, 82, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 200', 0, '', (extract(epoch from now())::bigint - 209259), (extract(epoch from now())::bigint - 209259), '', 0, false, 0, 0, 0, 0, false, NULL),
(201, 0, 21, '', 0, 116, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 201', 0, '', (extract(epoch from now())::bigint - 6318988), (extract(epoch from now())::bigint - 6318988), '', 0, false, 0, 0, 0, 0, false, NULL),
(202, 0, 13, '', 0, 35, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 202', 0, '', (extract(epoch from now())::bigint - 5955838), (extract(epoch from now())::bigint - 5955838), '', 0, false, 0, 0, 0, 0, false, NULL),
(203, 0, 19, '', 0, 9, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 203', 0, '', (extract(epoch from now())::bigint - 7516127), (extract(epoch from now())::bigint - 7516127), '', 0, false, 0, 0, 0, 0, false, NULL),
(204, 0, 3, '', 0, 120, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 204', 0, '', (extract(epoch from now())::bigint - 30935966), (extract(epoch from now())::bigint - 30935966), '', 0, false, 0, 0, 0, 0, false, NULL),
(205, 0, 14, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 205', 0, '', (extract(epoch from now())::bigint - 17581867), (extract(epoch from now())::bigint - 17581867), '', 0, false, 0, 0, 0, 0, false, NULL),
(206, 0, 18, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 206', 0, '', (extract(epoch from now())::bigint - 2503331), (extract(epoch from now())::bigint - 2503331), '', 0, false, 0, 0, 0, 0, false, NULL),
(207, 0, 16, '', 0, 119, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 207', 0, '', (extract(epoch from now())::bigint - 4253405), (extract(epoch from now())::bigint - 4253405), '', 0, false, 0, 0, 0, 0, false, NULL),
(208, 0, 6, '', 0, 103, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 208', 0, '', (extract(epoch from now())::bigint - 1094198), (extract(epoch from now())::bigint - 1094198), '', 0, false, 0, 0, 0, 0, false, NULL),
(209, 0, 28, '', 0, 66, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 209', 0, '', (extract(epoch from now())::bigint - 3421341), (extract(epoch from now())::bigint - 3421341), '', 0, false, 0, 0, 0, 0, false, NULL),
(210, 0, 20, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 210', 0, '', (extract(epoch from now())::bigint - 4265104), (extract(epoch from now())::bigint - 4265104), '', 0, false, 0, 0, 0, 0, false, NULL),
(211, 0, 5, '', 0, 87, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 211', 0, '', (extract(epoch from now())::bigint - 15903770), (extract(epoch from now())::bigint - 15903770), '', 0, false, 0, 0, 0, 0, false, NULL),
(212, 0, 2, '', 0, 109, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 212', 0, '', (extract(epoch from now())::bigint - 163476), (extract(epoch from now())::bigint - 163476), '', 0, false, 0, 0, 0, 0, false, NULL),
(213, 0, 16, '', 0, 85, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 213', 0, '', (extract(epoch from now())::bigint - 225442), (extract(epoch from now())::bigint - 225442), '', 0, false, 0, 0, 0, 0, false, NULL),
(214, 0, 30, '', 0, 33, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 214', 0, '', (extract(epoch from now())::bigint - 1026739), (extract(epoch from now())::bigint - 1026739), '', 0, false, 0, 0, 0, 0, false, NULL),
(215, 0, 15, '', 0, 37, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 215', 0, '', (extract(epoch from now())::bigint - 12299), (extract(epoch from now())::bigint - 12299), '', 0, false, 0, 0, 0, 0, false, NULL),
(216, 0, 30, '', 0, 40, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 216', 0, '', (extract(epoch from now())::bigint - 1382644), (extract(epoch from now())::bigint - 1382644), '', 0, false, 0, 0, 0, 0, false, NULL),
(217, 0, 19, '', 0, 89, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 217', 0, '', (extract(epoch from now())::bigint - 736419), (extract(epoch from now())::bigint - 736419), '', 0, false, 0, 0, 0, 0, false, NULL),
(218, 0, 9, '', 0, 46, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 218', 0, '', (extract(epoch from now())::bigint - 1076061), (extract(epoch from now())::bigint - 1076061), '', 0, false, 0, 0, 0, 0, false, NULL),
(219, 0, 15, '', 0, 111, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 219', 0, '', (extract(epoch from now())::bigint - 772382), (extract(epoch from now())::bigint - 772382), '', 0, false, 0, 0, 0, 0, false, NULL),
(220, 0, 16, '', 0, 69, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 220', 0, '', (extract(epoch from now())::bigint - 4467764), (extract(epoch from now())::bigint - 4467764), '', 0, false, 0, 0, 0, 0, false, NULL),
(221, 0, 7, '', 0, 42, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 221', 0, '', (extract(epoch from now())::bigint - 334016), (extract(epoch from now())::bigint - 334016), '', 0, false, 0, 0, 0, 0, false, NULL),
(222, 0, 13, '', 0, 102, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 222', 0, '', (extract(epoch from now())::bigint - 14368810), (extract(epoch from now())::bigint - 14368810), '', 0, false, 0, 0, 0, 0, false, NULL),
(223, 0, 5, '', 0, 26, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 223', 0, '', (extract(epoch from now())::bigint - 5238495), (extract(epoch from now())::bigint - 5238495), '', 0, false, 0, 0, 0, 0, false, NULL),
(224, 0, 23, '', 0, 86, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 224', 0, '', (extract(epoch from now())::bigint - 203334), (extract(epoch from now())::bigint - 203334), '', 0, false, 0, 0, 0, 0, false, NULL),
(225, 0, 21, '', 0, 56, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 225', 0, '', (extract(epoch from now())::bigint - 18077011), (extract(epoch from now())::bigint - 18077011), '', 0, false, 0, 0, 0, 0, false, NULL),
(226, 0, 18, '', 0, 3, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 226', 0, '', (extract(epoch from now())::bigint - 5223584), (extract(epoch from now())::bigint - 5223584), '', 0, false, 0, 0, 0, 0, false, NULL),
(227, 0, 22, '', 0, 77, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 227', 0, '', (extract(epoch from now())::bigint - 13480047), (extract(epoch from now())::bigint - 13480047), '', 0, false, 0, 0, 0, 0, false, NULL),
(228, 0, 23, '', 0, 92, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 228', 0, '', (extract(epoch from now())::bigint - 19438175), (extract(epoch from now())::bigint - 19438175), '', 0, false, 0, 0, 0, 0, false, NULL),
(229, 0, 3, '', 0, 14, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 229', 0, '', (extract(epoch from now())::bigint - 337638), (extract(epoch from now())::bigint - 337638), '', 0, false, 0, 0, 0, 0, false, NULL),
(230, 0, 27, '', 0, 6, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 230', 0, '', (extract(epoch from now())::bigint - 377674), (extract(epoch from now())::bigint - 377674), '', 0, false, 0, 0, 0, 0, false, NULL),
(231, 0, 2, '', 0, 101, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 231', 0, '', (extract(epoch from now())::bigint - 17460332), (extract(epoch from now())::bigint - 17460332), '', 0, false, 0, 0, 0, 0, false, NULL),
(232, 0, 23, '', 0, 37, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 232', 0, '', (extract(epoch from now())::bigint - 36083), (extract(epoch from now())::bigint - 36083), '', 0, false, 0, 0, 0, 0, false, NULL),
(233, 0, 30, '', 0, 29, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 233', 0, '', (extract(epoch from now())::bigint - 18113648), (extract(epoch from now())::bigint - 18113648), '', 0, false, 0, 0, 0, 0, false, NULL),
(234, 0, 5, '', 0, 107, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 234', 0, '', (extract(epoch from now())::bigint - 5692312), (extract(epoch from now())::bigint - 5692312), '', 0, false, 0, 0, 0, 0, false, NULL),
(235, 0, 18, '', 0, 85, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 235', 0, '', (extract(epoch from now())::bigint - 562188), (extract(epoch from now())::bigint - 562188), '', 0, false, 0, 0, 0, 0, false, NULL),
(236, 0, 25, '', 0, 2, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 236', 0, '', (extract(epoch from now())::bigint - 143156), (extract(epoch from now())::bigint - 143156), '', 0, false, 0, 0, 0, 0, false, NULL),
(237, 0, 7, '', 0, 4, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 237', 0, '', (extract(epoch from now())::bigint - 15298672), (extract(epoch from now())::bigint - 15298672), '', 0, false, 0, 0, 0, 0, false, NULL),
(238, 0, 16, '', 0, 16, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 238', 0, '', (extract(epoch from now())::bigint - 10618987), (extract(epoch from now())::bigint - 10618987), '', 0, false, 0, 0, 0, 0, false, NULL),
(239, 0, 27, '', 0, 27, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 239', 0, '', (extract(epoch from now())::bigint - 364040), (extract(epoch from now())::bigint - 364040), '', 0, false, 0, 0, 0, 0, false, NULL),
(240, 0, 1, '', 0, 49, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 240', 0, '', (extract(epoch from now())::bigint - 6567543), (extract(epoch from now())::bigint - 6567543), '', 0, false, 0, 0, 0, 0, false, NULL),
(241, 0, 29, '', 0, 71, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 241', 0, '', (extract(epoch from now())::bigint - 2175950), (extract(epoch from now())::bigint - 2175950), '', 0, false, 0, 0, 0, 0, false, NULL),
(242, 0, 19, '', 0, 95, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 242', 0, '', (extract(epoch from now())::bigint - 113126), (extract(epoch from now())::bigint - 113126), '', 0, false, 0, 0, 0, 0, false, NULL),
(243, 0, 9, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 243', 0, '', (extract(epoch from now())::bigint - 760278), (extract(epoch from now())::bigint - 760278), '', 0, false, 0, 0, 0, 0, false, NULL),
(244, 0, 30, '', 0, 93, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 244', 0, '', (extract(epoch from now())::bigint - 3694607), (extract(epoch from now())::bigint - 3694607), '', 0, false, 0, 0, 0, 0, false, NULL),
(245, 0, 11, '', 0, 71, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 245', 0, '', (extract(epoch from now())::bigint - 1529165), (extract(epoch from now())::bigint - 1529165), '', 0, false, 0, 0, 0, 0, false, NULL),
(246, 0, 11, '', 0, 29, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 246', 0, '', (extract(epoch from now())::bigint - 9250525), (extract(epoch from now())::bigint - 9250525), '', 0, false, 0, 0, 0, 0, false, NULL),
(247, 0, 10, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 247', 0, '', (extract(epoch from now())::bigint - 3335323), (extract(epoch from now())::bigint - 3335323), '', 0, false, 0, 0, 0, 0, false, NULL),
(248, 0, 17, '', 0, 42, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 248', 0, '', (extract(epoch from now())::bigint - 398701), (extract(epoch from now())::bigint - 398701), '', 0, false, 0, 0, 0, 0, false, NULL),
(249, 0, 8, '', 0, 12, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 249', 0, '', (extract(epoch from now())::bigint - 3214056), (extract(epoch from now())::bigint - 3214056), '', 0, false, 0, 0, 0, 0, false, NULL),
(250, 0, 9, '', 0, 45, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 250', 0, '', (extract(epoch from now())::bigint - 3604420), (extract(epoch from now())::bigint - 3604420), '', 0, false, 0, 0, 0, 0, false, NULL),
(251, 0, 6, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 251', 0, '', (extract(epoch from now())::bigint - 2661261), (extract(epoch from now())::bigint - 2661261), '', 0, false, 0, 0, 0, 0, false, NULL),
(252, 0, 17, '', 0, 115, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 252', 0, '', (extract(epoch from now())::bigint - 458699), (extract(epoch from now())::bigint - 458699), '', 0, false, 0, 0, 0, 0, false, NULL),
(253, 0, 13, '', 0, 87, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 253', 0, '', (extract(epoch from now())::bigint - 23384045), (extract(epoch from now())::bigint - 23384045), '', 0, false, 0, 0, 0, 0, false, NULL),
(254, 0, 1, '', 0, 47, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 254', 0, '', (extract(epoch from now())::bigint - 1752243), (extract(epoch from now())::bigint - 1752243), '', 0, false, 0, 0, 0, 0, false, NULL),
(255, 0, 19, '', 0, 52, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 255', 0, '', (extract(epoch from now())::bigint - 24267288), (extract(epoch from now())::bigint - 24267288), '', 0, false, 0, 0, 0, 0, false, NULL),
(256, 0, 13, '', 0, 53, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 256', 0, '', (extract(epoch from now())::bigint - 1328784), (extract(epoch from now())::bigint - 1328784), '', 0, false, 0, 0, 0, 0, false, NULL),
(257, 0, 21, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 257', 0, '', (extract(epoch from now())::bigint - 6124368), (extract(epoch from now())::bigint - 6124368), '', 0, false, 0, 0, 0, 0, false, NULL),
(258, 0, 11, '', 0, 15, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 258', 0, '', (extract(epoch from now())::bigint - 34831), (extract(epoch from now())::bigint - 34831), '', 0, false, 0, 0, 0, 0, false, NULL),
(259, 0, 11, '', 0, 62, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 259', 0, '', (extract(epoch from now())::bigint - 459861), (extract(epoch from now())::bigint - 459861), '', 0, false, 0, 0, 0, 0, false, NULL),
(260, 0, 20, '', 0, 3, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 260', 0, '', (extract(epoch from now())::bigint - 1288572), (extract(epoch from now())::bigint - 1288572), '', 0, false, 0, 0, 0, 0, false, NULL),
(261, 0, 25, '', 0, 48, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 261', 0, '', (extract(epoch from now())::bigint - 2571273), (extract(epoch from now())::bigint - 2571273), '', 0, false, 0, 0, 0, 0, false, NULL),
(262, 0, 11, '', 0, 114, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 262', 0, '', (extract(epoch from now())::bigint - 124893), (extract(epoch from now())::bigint - 124893), '', 0, false, 0, 0, 0, 0, false, NULL),
(263, 0, 13, '', 0, 52, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 263', 0, '', (extract(epoch from now())::bigint - 23985720), (extract(epoch from now())::bigint - 23985720), '', 0, false, 0, 0, 0, 0, false, NULL),
(264, 0, 19, '', 0, 46, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 264', 0, '', (extract(epoch from now())::bigint - 671244), (extract(epoch from now())::bigint - 671244), '', 0, false, 0, 0, 0, 0, false, NULL),
(265, 0, 22, '', 0, 11, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 265', 0, '', (extract(epoch from now())::bigint - 40605), (extract(epoch from now())::bigint - 40605), '', 0, false, 0, 0, 0, 0, false, NULL),
(266, 0, 19, '', 0, 5, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 266', 0, '', (extract(epoch from now())::bigint - 178077), (extract(epoch from now())::bigint - 178077), '', 0, false, 0, 0, 0, 0, false, NULL),
(267, 0, 2, '', 0, 102, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 267', 0, '', (extract(epoch from now())::bigint - 10958257), (extract(epoch from now())::bigint - 10958257), '', 0, false, 0, 0, 0, 0, false, NULL),
(268, 0, 17, '', 0, 5, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 268', 0, '', (extract(epoch from now())::bigint - 1869602), (extract(epoch from now())::bigint - 1869602), '', 0, false, 0, 0, 0, 0, false, NULL),
(269, 0, 26, '', 0, 44, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 269', 0, '', (extract(epoch from now())::bigint - 1296561), (extract(epoch from now())::bigint - 1296561), '', 0, false, 0, 0, 0, 0, false, NULL),
(270, 0, 7, '', 0, 112, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 270', 0, '', (extract(epoch from now())::bigint - 2121745), (extract(epoch from now())::bigint - 2121745), '', 0, false, 0, 0, 0, 0, false, NULL),
(271, 0, 12, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 271', 0, '', (extract(epoch from now())::bigint - 1747320), (extract(epoch from now())::bigint - 1747320), '', 0, false, 0, 0, 0, 0, false, NULL),
(272, 0, 7, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 272', 0, '', (extract(epoch from now())::bigint - 3472671), (extract(epoch from now())::bigint - 3472671), '', 0, false, 0, 0, 0, 0, false, NULL),
(273, 0, 25, '', 0, 6, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 273', 0, '', (extract(epoch from now())::bigint - 418976), (extract(epoch from now())::bigint - 418976), '', 0, false, 0, 0, 0, 0, false, NULL),
(274, 0, 11, '', 0, 93, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 274', 0, '', (extract(epoch from now())::bigint - 3787094), (extract(epoch from now())::bigint - 3787094), '', 0, false, 0, 0, 0, 0, false, NULL),
(275, 0, 12, '', 0, 10, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 275', 0, '', (extract(epoch from now())::bigint - 2914034), (extract(epoch from now())::bigint - 2914034), '', 0, false, 0, 0, 0, 0, false, NULL),
(276, 0, 25, '', 0, 63, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 276', 0, '', (extract(epoch from now())::bigint - 2543376), (extract(epoch from now())::bigint - 2543376), '', 0, false, 0, 0, 0, 0, false, NULL),
(277, 0, 18, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 277', 0, '', (extract(epoch from now())::bigint - 5716122), (extract(epoch from now())::bigint - 5716122), '', 0, false, 0, 0, 0, 0, false, NULL),
(278, 0, 25, '', 0, 2, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 278', 0, '', (extract(epoch from now())::bigint - 2140025), (extract(epoch from now())::bigint - 2140025), '', 0, false, 0, 0, 0, 0, false, NULL),
(279, 0, 9, '', 0, 21, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 279', 0, '', (extract(epoch from now())::bigint - 6412787), (extract(epoch from now())::bigint - 6412787), '', 0, false, 0, 0, 0, 0, false, NULL),
(280, 0, 27, '', 0, 57, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 280', 0, '', (extract(epoch from now())::bigint - 11940435), (extract(epoch from now())::bigint - 11940435), '', 0, false, 0, 0, 0, 0, false, NULL),
(281, 0, 28, '', 0, 51, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 281', 0, '', (extract(epoch from now())::bigint - 256954), (extract(epoch from now())::bigint - 256954), '', 0, false, 0, 0, 0, 0, false, NULL),
(282, 0, 7, '', 0, 32, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 282', 0, '', (extract(epoch from now())::bigint - 257012), (extract(epoch from now())::bigint - 257012), '', 0, false, 0, 0, 0, 0, false, NULL),
(283, 0, 29, '', 0, 12, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 283', 0, '', (extract(epoch from now())::bigint - 8479951), (extract(epoch from now())::bigint - 8479951), '', 0, false, 0, 0, 0, 0, false, NULL),
(284, 0, 12, '', 0, 25, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 284', 0, '', (extract(epoch from now())::bigint - 10845315), (extract(epoch from now())::bigint - 10845315), '', 0, false, 0, 0, 0, 0, false, NULL),
(285, 0, 15, '', 0, 1, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 285', 0, '', (extract(epoch from now())::bigint - 10658638), (extract(epoch from now())::bigint - 10658638), '', 0, false, 0, 0, 0, 0, false, NULL),
(286, 0, 20, '', 0, 90, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 286', 0, '', (extract(epoch from now())::bigint - 7058109), (extract(epoch from now())::bigint - 7058109), '', 0, false, 0, 0, 0, 0, false, NULL),
(287, 0, 4, '', 0, 96, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 287', 0, '', (extract(epoch from now())::bigint - 17491994), (extract(epoch from now())::bigint - 17491994), '', 0, false, 0, 0, 0, 0, false, NULL),
(288, 0, 2, '', 0, 57, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 288', 0, '', (extract(epoch from now())::bigint - 12256632), (extract(epoch from now())::bigint - 12256632), '', 0, false, 0, 0, 0, 0, false, NULL),
(289, 0, 18, '', 0, 78, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 289', 0, '', (extract(epoch from now())::bigint - 4171152), (extract(epoch from now())::bigint - 4171152), '', 0, false, 0, 0, 0, 0, false, NULL),
(290, 0, 10, '', 0, 104, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 290', 0, '', (extract(epoch from now())::bigint - 1167482), (extract(epoch from now())::bigint - 1167482), '', 0, false, 0, 0, 0, 0, false, NULL),
(291, 0, 9, '', 0, 41, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 291', 0, '', (extract(epoch from now())::bigint - 91236), (extract(epoch from now())::bigint - 91236), '', 0, false, 0, 0, 0, 0, false, NULL),
(292, 0, 19, '', 0, 108, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 292', 0, '', (extract(epoch from now())::bigint - 666322), (extract(epoch from now())::bigint - 666322), '', 0, false, 0, 0, 0, 0, false, NULL),
(293, 0, 22, '', 0, 58, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 293', 0, '', (extract(epoch from now())::bigint - 178572), (extract(epoch from now())::bigint - 178572), '', 0, false, 0, 0, 0, 0, false, NULL),
(294, 0, 14, '', 0, 51, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 294', 0, '', (extract(epoch from now())::bigint - 696207), (extract(epoch from now())::bigint - 696207), '', 0, false, 0, 0, 0, 0, false, NULL),
(295, 0, 9, '', 0, 55, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 295', 0, '', (extract(epoch from now())::bigint - 13250056), (extract(epoch from now())::bigint - 13250056), '', 0, false, 0, 0, 0, 0, false, NULL),
(296, 0, 8, '', 0, 99, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 296', 0, '', (extract(epoch from now())::bigint - 6975307), (extract(epoch from now())::bigint - 6975307), '', 0, false, 0, 0, 0, 0, false, NULL),
(297, 0, 27, '', 0, 59, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 297', 0, '', (extract(epoch from now())::bigint - 8610294), (extract(epoch from now())::bigint - 8610294), '', 0, false, 0, 0, 0, 0, false, NULL),
(298, 0, 10, '', 0, 75, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 298', 0, '', (extract(epoch from now())::bigint - 32365615), (extract(epoch from now())::bigint - 32365615), '', 0, false, 0, 0, 0, 0, false, NULL),
(299, 0, 29, '', 0, 17, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 299', 0, '', (extract(epoch from now())::bigint - 4061513), (extract(epoch from now())::bigint - 4061513), '', 0, false, 0, 0, 0, 0, false, NULL),
(300, 0, 27, '', 0, 2, 0, 0, 0, 0, 0, 0, 0, false, 0, 0, '', '', '', '', 0, 0, 0, '', 'Comment 300', 0, '', (extract(epoch from now())::bigint - 3462523), (extract(epoch from now())::bigint - 3462523), '', 0, false, 0, 0, 0, 0, false, NULL);

INSERT INTO reaction (id, type, issue_id, comment_id, user_id, original_author_id, original_author, created_unix) VALUES
(1, '+1', 2, 3, 10, 0, '', (extract(epoch from now())::bigint - 8979410)),
(2, '+1', 87, 6, 16, 0, '', (extract(epoch from now())::bigint - 16490998)),
(3, '+1', 113, 9, 13, 0, '', (extract(epoch from now())::bigint - 10660059)),
(4, 'heart', 27, 12, 18, 0, '', (extract(epoch from now())::bigint - 17913697)),
(5, 'heart', 110, 15, 28, 0, '', (extract(epoch from now())::bigint - 20850990)),
(6, 'heart', 44, 18, 8, 0, '', (extract(epoch from now())::bigint - 19078924)),
(7, 'laugh', 10, 21, 19, 0, '', (extract(epoch from now())::bigint - 18809930)),
(8, 'heart', 13, 24, 13, 0, '', (extract(epoch from now())::bigint - 19934067)),
(9, 'laugh', 104, 27, 17, 0, '', (extract(epoch from now())::bigint - 23441627)),
(10, 'heart', 120, 30, 21, 0, '', (extract(epoch from now())::bigint - 22357448)),
(11, 'laugh', 89, 33, 25, 0, '', (extract(epoch from now())::bigint - 23684586)),
(12, 'laugh', 80, 36, 3, 0, '', (extract(epoch from now())::bigint - 24941434)),
(13, 'heart', 88, 39, 6, 0, '', (extract(epoch from now())::bigint - 545023)),
(14, '+1', 28, 42, 27, 0, '', (extract(epoch from now())::bigint - 5028790)),
(15, 'heart', 3, 45, 30, 0, '', (extract(epoch from now())::bigint - 20233199)),
(16, 'laugh', 49, 48, 6, 0, '', (extract(epoch from now())::bigint - 16734983)),
(17, '+1', 24, 51, 5, 0, '', (extract(epoch from now())::bigint - 730366)),
(18, 'laugh', 45, 54, 20, 0, '', (extract(epoch from now())::bigint - 2411725)),
(19, 'laugh', 26, 57, 16, 0, '', (extract(epoch from now())::bigint - 3344160)),
(20, '+1', 38, 60, 5, 0, '', (extract(epoch from now())::bigint - 10797384)),
(21, 'laugh', 91, 63, 1, 0, '', (extract(epoch from now())::bigint - 12535237)),
(22, '+1', 38, 66, 4, 0, '', (extract(epoch from now())::bigint - 13074937)),
(23, '+1', 55, 69, 10, 0, '', (extract(epoch from now())::bigint - 11498051)),
(24, '+1', 101, 72, 17, 0, '', (extract(epoch from now())::bigint - 22487821)),
(25, 'laugh', 118, 75, 21, 0, '', (extract(epoch from now())::bigint - 16543665)),
(26, 'heart', 4, 78, 19, 0, '', (extract(epoch from now())::bigint - 17227968)),
(27, 'heart', 117, 81, 5, 0, '', (extract(epoch from now())::bigint - 3793183)),
(28, '+1', 63, 84, 8, 0, '', (extract(epoch from now())::bigint - 10768397)),
(29, '+1', 26, 87, 5, 0, '', (extract(epoch from now())::bigint - 916612)),
(30, '+1', 42, 90, 12, 0, '', (extract(epoch from now())::bigint - 16119894));

INSERT INTO tracked_time (id, issue_id, user_id, created_unix, time, deleted) VALUES
(1, 33, 20, (extract(epoch from now())::bigint - 3962502), 19888, false),
(2, 63, 14, (extract(epoch from now())::bigint - 7758507), 5773, false),
(3, 72, 23, (extract(epoch from now())::bigint - 4183668), 7332, false),
(4, 12, 3, (extract(epoch from now())::bigint - 8575896), 5727, false),
(5, 92, 15, (extract(epoch from now())::bigint - 5716905), 706, false),
(6, 53, 1, (extract(epoch from now())::bigint - 13976903), 5776, false),
(7, 81, 9, (extract(epoch from now())::bigint - 3690555), 13423, true),
(8, 115, 25, (extract(epoch from now())::bigint - 944637), 6613, false),
(9, 2, 22, (extract(epoch from now())::bigint - 13178830), 9312, false),
(10, 29, 16, (extract(epoch from now())::bigint - 7926925), 13149, false),
(11, 118, 27, (extract(epoch from now())::bigint - 8460758), 8817, false),
(12, 82, 27, (extract(epoch from now())::bigint - 15675374), 1201, false),
(13, 86, 4, (extract(epoch from now())::bigint - 596186), 12711, false),
(14, 118, 30, (extract(epoch from now())::bigint - 8214298), 1619, true),
(15, 89, 22, (extract(epoch from now())::bigint - 14607599), 1818, false),
(16, 72, 18, (extract(epoch from now())::bigint - 4880873), 12901, false),
(17, 43, 5, (extract(epoch from now())::bigint - 14649848), 669, false),
(18, 66, 2, (extract(epoch from now())::bigint - 2278412), 2278, false),
(19, 49, 21, (extract(epoch from now())::bigint - 17089410), 750, false),
(20, 99, 5, (extract(epoch from now())::bigint - 8052861), 3455, false);

INSERT INTO stopwatch (id, issue_id, user_id, created_unix) VALUES (1, 5, 3, (extract(epoch from now())::bigint - 8640)), (2, 17, 8, (extract(epoch from now())::bigint - 172800));

INSERT INTO notification (id, user_id, repo_id, status, source, issue_id, commit_id, comment_id, updated_by, created_unix, updated_unix) VALUES
(1, 23, 9, 1, 2, 62, '', 0, 19, (extract(epoch from now())::bigint - 2314101), (extract(epoch from now())::bigint - 1157050)),
(2, 10, 9, 1, 2, 114, '', 0, 18, (extract(epoch from now())::bigint - 135582), (extract(epoch from now())::bigint - 67791)),
(3, 21, 11, 1, 1, 101, '', 0, 17, (extract(epoch from now())::bigint - 43152717), (extract(epoch from now())::bigint - 21576358)),
(4, 16, 11, 1, 1, 82, '', 0, 26, (extract(epoch from now())::bigint - 8855087), (extract(epoch from now())::bigint - 4427543)),
(5, 28, 15, 2, 1, 71, '', 0, 23, (extract(epoch from now())::bigint - 3308233), (extract(epoch from now())::bigint - 1654116)),
(6, 29, 9, 3, 1, 62, '', 0, 6, (extract(epoch from now())::bigint - 2314101), (extract(epoch from now())::bigint - 1157050)),
(7, 7, 11, 3, 1, 99, '', 0, 1, (extract(epoch from now())::bigint - 25638769), (extract(epoch from now())::bigint - 12819384)),
(8, 29, 4, 2, 1, 38, '', 0, 2, (extract(epoch from now())::bigint - 2447383), (extract(epoch from now())::bigint - 1223691)),
(9, 20, 21, 3, 2, 17, '', 0, 19, (extract(epoch from now())::bigint - 12747815), (extract(epoch from now())::bigint - 6373907)),
(10, 25, 21, 1, 1, 26, '', 0, 3, (extract(epoch from now())::bigint - 6998640), (extract(epoch from now())::bigint - 3499320)),
(11, 2, 16, 1, 1, 10, '', 0, 4, (extract(epoch from now())::bigint - 19807008), (extract(epoch from now())::bigint - 9903504)),
(12, 12, 21, 2, 1, 19, '', 0, 5, (extract(epoch from now())::bigint - 12090751), (extract(epoch from now())::bigint - 6045375)),
(13, 10, 5, 1, 2, 20, '', 0, 2, (extract(epoch from now())::bigint - 2746730), (extract(epoch from now())::bigint - 1373365)),
(14, 4, 21, 2, 1, 70, '', 0, 4, (extract(epoch from now())::bigint - 9296276), (extract(epoch from now())::bigint - 4648138)),
(15, 10, 6, 3, 1, 2, '', 0, 24, (extract(epoch from now())::bigint - 4295242), (extract(epoch from now())::bigint - 2147621)),
(16, 5, 17, 3, 2, 90, '', 0, 11, (extract(epoch from now())::bigint - 12606687), (extract(epoch from now())::bigint - 6303343)),
(17, 27, 10, 2, 1, 14, '', 0, 13, (extract(epoch from now())::bigint - 407895), (extract(epoch from now())::bigint - 203947)),
(18, 5, 2, 2, 1, 86, '', 0, 29, (extract(epoch from now())::bigint - 2324026), (extract(epoch from now())::bigint - 1162013)),
(19, 18, 24, 1, 2, 35, '', 0, 10, (extract(epoch from now())::bigint - 6018351), (extract(epoch from now())::bigint - 3009175)),
(20, 26, 19, 2, 2, 24, '', 0, 11, (extract(epoch from now())::bigint - 332617), (extract(epoch from now())::bigint - 166308)),
(21, 17, 9, 3, 2, 32, '', 0, 16, (extract(epoch from now())::bigint - 4234053), (extract(epoch from now())::bigint - 2117026)),
(22, 11, 6, 3, 2, 2, '', 0, 4, (extract(epoch from now())::bigint - 4295242), (extract(epoch from now())::bigint - 2147621)),
(23, 7, 15, 3, 2, 71, '', 0, 23, (extract(epoch from now())::bigint - 3308233), (extract(epoch from now())::bigint - 1654116)),
(24, 2, 5, 2, 2, 13, '', 0, 30, (extract(epoch from now())::bigint - 12370595), (extract(epoch from now())::bigint - 6185297)),
(25, 8, 5, 3, 2, 104, '', 0, 9, (extract(epoch from now())::bigint - 2743620), (extract(epoch from now())::bigint - 1371810)),
(26, 24, 19, 2, 2, 81, '', 0, 5, (extract(epoch from now())::bigint - 4388087), (extract(epoch from now())::bigint - 2194043)),
(27, 5, 13, 3, 2, 72, '', 0, 15, (extract(epoch from now())::bigint - 13543861), (extract(epoch from now())::bigint - 6771930)),
(28, 4, 11, 3, 1, 101, '', 0, 17, (extract(epoch from now())::bigint - 43152717), (extract(epoch from now())::bigint - 21576358)),
(29, 11, 15, 1, 2, 116, '', 0, 2, (extract(epoch from now())::bigint - 12203767), (extract(epoch from now())::bigint - 6101883)),
(30, 18, 14, 2, 1, 74, '', 0, 28, (extract(epoch from now())::bigint - 2164504), (extract(epoch from now())::bigint - 1082252)),
(31, 19, 22, 1, 1, 55, '', 0, 25, (extract(epoch from now())::bigint - 40053037), (extract(epoch from now())::bigint - 20026518)),
(32, 7, 15, 2, 1, 44, '', 0, 5, (extract(epoch from now())::bigint - 3718478), (extract(epoch from now())::bigint - 1859239)),
(33, 21, 19, 3, 2, 83, '', 0, 23, (extract(epoch from now())::bigint - 11510761), (extract(epoch from now())::bigint - 5755380)),
(34, 4, 16, 3, 2, 103, '', 0, 18, (extract(epoch from now())::bigint - 2383736), (extract(epoch from now())::bigint - 1191868)),
(35, 23, 22, 3, 1, 18, '', 0, 18, (extract(epoch from now())::bigint - 42186999), (extract(epoch from now())::bigint - 21093499)),
(36, 30, 8, 3, 1, 67, '', 0, 4, (extract(epoch from now())::bigint - 4064419), (extract(epoch from now())::bigint - 2032209)),
(37, 20, 15, 2, 1, 88, '', 0, 13, (extract(epoch from now())::bigint - 15936544), (extract(epoch from now())::bigint - 7968272)),
(38, 18, 19, 1, 1, 53, '', 0, 20, (extract(epoch from now())::bigint - 1699617), (extract(epoch from now())::bigint - 849808)),
(39, 12, 11, 3, 1, 60, '', 0, 17, (extract(epoch from now())::bigint - 18588336), (extract(epoch from now())::bigint - 9294168)),
(40, 23, 13, 3, 2, 1, '', 0, 17, (extract(epoch from now())::bigint - 43787155), (extract(epoch from now())::bigint - 21893577)),
(41, 30, 19, 3, 2, 81, '', 0, 7, (extract(epoch from now())::bigint - 4388087), (extract(epoch from now())::bigint - 2194043)),
(42, 4, 22, 1, 1, 55, '', 0, 12, (extract(epoch from now())::bigint - 40053037), (extract(epoch from now())::bigint - 20026518)),
(43, 11, 21, 2, 2, 19, '', 0, 4, (extract(epoch from now())::bigint - 12090751), (extract(epoch from now())::bigint - 6045375)),
(44, 1, 19, 1, 1, 24, '', 0, 24, (extract(epoch from now())::bigint - 332617), (extract(epoch from now())::bigint - 166308)),
(45, 30, 10, 2, 2, 37, '', 0, 29, (extract(epoch from now())::bigint - 45705), (extract(epoch from now())::bigint - 22852)),
(46, 18, 15, 2, 2, 76, '', 0, 11, (extract(epoch from now())::bigint - 2255959), (extract(epoch from now())::bigint - 1127979)),
(47, 16, 7, 1, 2, 3, '', 0, 27, (extract(epoch from now())::bigint - 22875787), (extract(epoch from now())::bigint - 11437893)),
(48, 8, 14, 2, 2, 74, '', 0, 30, (extract(epoch from now())::bigint - 2164504), (extract(epoch from now())::bigint - 1082252)),
(49, 6, 24, 3, 2, 91, '', 0, 27, (extract(epoch from now())::bigint - 19927621), (extract(epoch from now())::bigint - 9963810)),
(50, 30, 14, 3, 1, 27, '', 0, 23, (extract(epoch from now())::bigint - 1447762), (extract(epoch from now())::bigint - 723881)),
(51, 9, 14, 2, 2, 78, '', 0, 15, (extract(epoch from now())::bigint - 5728674), (extract(epoch from now())::bigint - 2864337)),
(52, 16, 2, 2, 2, 5, '', 0, 21, (extract(epoch from now())::bigint - 2890433), (extract(epoch from now())::bigint - 1445216)),
(53, 19, 14, 1, 2, 78, '', 0, 20, (extract(epoch from now())::bigint - 5728674), (extract(epoch from now())::bigint - 2864337)),
(54, 11, 11, 2, 1, 89, '', 0, 19, (extract(epoch from now())::bigint - 17970342), (extract(epoch from now())::bigint - 8985171)),
(55, 8, 15, 3, 1, 33, '', 0, 15, (extract(epoch from now())::bigint - 14137411), (extract(epoch from now())::bigint - 7068705)),
(56, 29, 8, 3, 2, 73, '', 0, 15, (extract(epoch from now())::bigint - 34297337), (extract(epoch from now())::bigint - 17148668)),
(57, 25, 12, 2, 2, 45, '', 0, 3, (extract(epoch from now())::bigint - 6536209), (extract(epoch from now())::bigint - 3268104)),
(58, 1, 15, 2, 1, 71, '', 0, 28, (extract(epoch from now())::bigint - 3308233), (extract(epoch from now())::bigint - 1654116)),
(59, 26, 11, 3, 1, 89, '', 0, 14, (extract(epoch from now())::bigint - 17970342), (extract(epoch from now())::bigint - 8985171)),
(60, 12, 15, 3, 2, 44, '', 0, 1, (extract(epoch from now())::bigint - 3718478), (extract(epoch from now())::bigint - 1859239)),
(61, 4, 15, 3, 2, 100, '', 0, 27, (extract(epoch from now())::bigint - 6615919), (extract(epoch from now())::bigint - 3307959)),
(62, 18, 23, 3, 2, 96, '', 0, 17, (extract(epoch from now())::bigint - 19588861), (extract(epoch from now())::bigint - 9794430)),
(63, 16, 16, 3, 2, 118, '', 0, 26, (extract(epoch from now())::bigint - 2281412), (extract(epoch from now())::bigint - 1140706)),
(64, 2, 21, 2, 1, 46, '', 0, 4, (extract(epoch from now())::bigint - 1843861), (extract(epoch from now())::bigint - 921930)),
(65, 4, 24, 3, 2, 91, '', 0, 2, (extract(epoch from now())::bigint - 19927621), (extract(epoch from now())::bigint - 9963810)),
(66, 1, 18, 1, 1, 79, '', 0, 2, (extract(epoch from now())::bigint - 4922763), (extract(epoch from now())::bigint - 2461381)),
(67, 28, 8, 3, 1, 67, '', 0, 21, (extract(epoch from now())::bigint - 4064419), (extract(epoch from now())::bigint - 2032209)),
(68, 13, 19, 3, 2, 65, '', 0, 22, (extract(epoch from now())::bigint - 6902959), (extract(epoch from now())::bigint - 3451479)),
(69, 2, 2, 2, 1, 86, '', 0, 7, (extract(epoch from now())::bigint - 2324026), (extract(epoch from now())::bigint - 1162013)),
(70, 1, 2, 3, 1, 86, '', 0, 25, (extract(epoch from now())::bigint - 2324026), (extract(epoch from now())::bigint - 1162013)),
(71, 4, 15, 1, 2, 71, '', 0, 16, (extract(epoch from now())::bigint - 3308233), (extract(epoch from now())::bigint - 1654116)),
(72, 20, 18, 3, 2, 22, '', 0, 4, (extract(epoch from now())::bigint - 1038890), (extract(epoch from now())::bigint - 519445)),
(73, 20, 8, 2, 1, 29, '', 0, 2, (extract(epoch from now())::bigint - 21270770), (extract(epoch from now())::bigint - 10635385)),
(74, 17, 23, 3, 1, 16, '', 0, 2, (extract(epoch from now())::bigint - 16950094), (extract(epoch from now())::bigint - 8475047)),
(75, 22, 10, 1, 1, 14, '', 0, 6, (extract(epoch from now())::bigint - 407895), (extract(epoch from now())::bigint - 203947)),
(76, 10, 13, 2, 2, 72, '', 0, 28, (extract(epoch from now())::bigint - 13543861), (extract(epoch from now())::bigint - 6771930)),
(77, 24, 13, 3, 1, 6, '', 0, 2, (extract(epoch from now())::bigint - 1054396), (extract(epoch from now())::bigint - 527198)),
(78, 11, 16, 2, 1, 64, '', 0, 18, (extract(epoch from now())::bigint - 19085501), (extract(epoch from now())::bigint - 9542750)),
(79, 14, 4, 1, 1, 38, '', 0, 15, (extract(epoch from now())::bigint - 2447383), (extract(epoch from now())::bigint - 1223691)),
(80, 5, 7, 1, 2, 107, '', 0, 8, (extract(epoch from now())::bigint - 22626251), (extract(epoch from now())::bigint - 11313125)),
(81, 21, 2, 2, 2, 48, '', 0, 14, (extract(epoch from now())::bigint - 3334727), (extract(epoch from now())::bigint - 1667363)),
(82, 18, 17, 3, 1, 90, '', 0, 19, (extract(epoch from now())::bigint - 12606687), (extract(epoch from now())::bigint - 6303343)),
(83, 3, 8, 1, 1, 73, '', 0, 18, (extract(epoch from now())::bigint - 34297337), (extract(epoch from now())::bigint - 17148668)),
(84, 30, 20, 2, 1, 31, '', 0, 28, (extract(epoch from now())::bigint - 23903011), (extract(epoch from now())::bigint - 11951505)),
(85, 2, 2, 3, 2, 86, '', 0, 10, (extract(epoch from now())::bigint - 2324026), (extract(epoch from now())::bigint - 1162013)),
(86, 7, 5, 1, 1, 13, '', 0, 6, (extract(epoch from now())::bigint - 12370595), (extract(epoch from now())::bigint - 6185297)),
(87, 28, 15, 1, 2, 44, '', 0, 28, (extract(epoch from now())::bigint - 3718478), (extract(epoch from now())::bigint - 1859239)),
(88, 10, 1, 1, 2, 25, '', 0, 1, (extract(epoch from now())::bigint - 22530267), (extract(epoch from now())::bigint - 11265133)),
(89, 3, 16, 3, 1, 103, '', 0, 4, (extract(epoch from now())::bigint - 2383736), (extract(epoch from now())::bigint - 1191868)),
(90, 20, 10, 1, 2, 14, '', 0, 13, (extract(epoch from now())::bigint - 407895), (extract(epoch from now())::bigint - 203947)),
(91, 29, 13, 1, 2, 39, '', 0, 30, (extract(epoch from now())::bigint - 33634648), (extract(epoch from now())::bigint - 16817324)),
(92, 2, 8, 3, 2, 29, '', 0, 16, (extract(epoch from now())::bigint - 21270770), (extract(epoch from now())::bigint - 10635385)),
(93, 19, 19, 1, 1, 24, '', 0, 8, (extract(epoch from now())::bigint - 332617), (extract(epoch from now())::bigint - 166308)),
(94, 2, 24, 1, 2, 80, '', 0, 7, (extract(epoch from now())::bigint - 6891294), (extract(epoch from now())::bigint - 3445647)),
(95, 21, 18, 3, 1, 79, '', 0, 24, (extract(epoch from now())::bigint - 4922763), (extract(epoch from now())::bigint - 2461381)),
(96, 27, 21, 3, 1, 70, '', 0, 8, (extract(epoch from now())::bigint - 9296276), (extract(epoch from now())::bigint - 4648138)),
(97, 28, 21, 1, 2, 47, '', 0, 20, (extract(epoch from now())::bigint - 8687703), (extract(epoch from now())::bigint - 4343851)),
(98, 9, 11, 3, 2, 21, '', 0, 14, (extract(epoch from now())::bigint - 13776964), (extract(epoch from now())::bigint - 6888482)),
(99, 11, 14, 3, 2, 78, '', 0, 15, (extract(epoch from now())::bigint - 5728674), (extract(epoch from now())::bigint - 2864337)),
(100, 9, 18, 3, 2, 22, '', 0, 26, (extract(epoch from now())::bigint - 1038890), (extract(epoch from now())::bigint - 519445)),
(101, 10, 11, 3, 2, 21, '', 0, 28, (extract(epoch from now())::bigint - 13776964), (extract(epoch from now())::bigint - 6888482)),
(102, 9, 8, 3, 2, 4, '', 0, 14, (extract(epoch from now())::bigint - 30798092), (extract(epoch from now())::bigint - 15399046)),
(103, 9, 19, 3, 1, 53, '', 0, 26, (extract(epoch from now())::bigint - 1699617), (extract(epoch from now())::bigint - 849808)),
(104, 20, 15, 2, 1, 116, '', 0, 14, (extract(epoch from now())::bigint - 12203767), (extract(epoch from now())::bigint - 6101883)),
(105, 10, 23, 3, 2, 96, '', 0, 25, (extract(epoch from now())::bigint - 19588861), (extract(epoch from now())::bigint - 9794430)),
(106, 3, 7, 1, 2, 111, '', 0, 28, (extract(epoch from now())::bigint - 31872713), (extract(epoch from now())::bigint - 15936356)),
(107, 13, 23, 2, 2, 105, '', 0, 2, (extract(epoch from now())::bigint - 21785614), (extract(epoch from now())::bigint - 10892807)),
(108, 13, 23, 3, 1, 96, '', 0, 14, (extract(epoch from now())::bigint - 19588861), (extract(epoch from now())::bigint - 9794430)),
(109, 29, 18, 3, 2, 8, '', 0, 1, (extract(epoch from now())::bigint - 604157), (extract(epoch from now())::bigint - 302078)),
(110, 17, 3, 2, 2, 97, '', 0, 3, (extract(epoch from now())::bigint - 4961592), (extract(epoch from now())::bigint - 2480796)),
(111, 15, 7, 2, 1, 107, '', 0, 26, (extract(epoch from now())::bigint - 22626251), (extract(epoch from now())::bigint - 11313125)),
(112, 10, 22, 2, 2, 120, '', 0, 3, (extract(epoch from now())::bigint - 38972343), (extract(epoch from now())::bigint - 19486171)),
(113, 19, 1, 3, 2, 25, '', 0, 27, (extract(epoch from now())::bigint - 22530267), (extract(epoch from now())::bigint - 11265133)),
(114, 5, 5, 1, 1, 104, '', 0, 30, (extract(epoch from now())::bigint - 2743620), (extract(epoch from now())::bigint - 1371810)),
(115, 10, 17, 1, 2, 57, '', 0, 5, (extract(epoch from now())::bigint - 17115789), (extract(epoch from now())::bigint - 8557894)),
(116, 2, 6, 1, 1, 43, '', 0, 10, (extract(epoch from now())::bigint - 12273328), (extract(epoch from now())::bigint - 6136664)),
(117, 8, 9, 3, 1, 94, '', 0, 27, (extract(epoch from now())::bigint - 1475192), (extract(epoch from now())::bigint - 737596)),
(118, 29, 8, 1, 2, 29, '', 0, 5, (extract(epoch from now())::bigint - 21270770), (extract(epoch from now())::bigint - 10635385)),
(119, 25, 16, 2, 1, 103, '', 0, 21, (extract(epoch from now())::bigint - 2383736), (extract(epoch from now())::bigint - 1191868)),
(120, 27, 16, 2, 2, 11, '', 0, 6, (extract(epoch from now())::bigint - 975165), (extract(epoch from now())::bigint - 487582));

INSERT INTO action (id, user_id, op_type, act_user_id, repo_id, comment_id, is_deleted, ref_name, is_private, content, created_unix) VALUES
(1, 22, 5, 21, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 24430134)),
(2, 25, 1, 9, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11208941)),
(3, 27, 7, 16, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 28923474)),
(4, 3, 7, 16, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10271181)),
(5, 13, 7, 21, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13495069)),
(6, 19, 6, 7, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 41792452)),
(7, 7, 12, 13, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7918444)),
(8, 16, 10, 9, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 42181777)),
(9, 10, 10, 5, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7888245)),
(10, 22, 18, 11, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3012002)),
(11, 26, 10, 10, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12737499)),
(12, 5, 5, 27, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12520781)),
(13, 26, 5, 15, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 19822102)),
(14, 24, 5, 24, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 8360818)),
(15, 20, 5, 24, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1302234)),
(16, 21, 10, 28, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 241841)),
(17, 20, 18, 3, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 25597898)),
(18, 13, 1, 19, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3683145)),
(19, 3, 5, 8, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2147111)),
(20, 1, 1, 11, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12097859)),
(21, 26, 5, 25, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11248172)),
(22, 13, 5, 13, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2963803)),
(23, 16, 18, 5, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14139596)),
(24, 22, 5, 15, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1505701)),
(25, 6, 5, 27, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 19368565)),
(26, 11, 10, 14, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13019756)),
(27, 11, 6, 23, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 34256081)),
(28, 26, 18, 12, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 108049)),
(29, 28, 18, 8, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14304917)),
(30, 17, 5, 1, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3417923)),
(31, 18, 5, 27, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13934468)),
(32, 21, 7, 9, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 12788392)),
(33, 16, 18, 24, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11698725)),
(34, 15, 5, 24, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4346947)),
(35, 9, 5, 17, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 580565)),
(36, 25, 12, 24, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 199690)),
(37, 13, 5, 4, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14760805)),
(38, 12, 6, 23, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 251816)),
(39, 4, 18, 19, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16940424)),
(40, 14, 12, 13, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19303311)),
(41, 11, 18, 1, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 33093343)),
(42, 18, 7, 5, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 26550885)),
(43, 30, 7, 18, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18936796)),
(44, 17, 12, 4, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2657087)),
(45, 10, 6, 10, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12353602)),
(46, 1, 5, 30, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6042532)),
(47, 17, 6, 18, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9909070)),
(48, 26, 5, 8, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6601422)),
(49, 1, 1, 30, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4166435)),
(50, 3, 18, 23, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 213557)),
(51, 24, 5, 2, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4353289)),
(52, 20, 12, 17, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18099111)),
(53, 8, 7, 18, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1008589)),
(54, 10, 18, 25, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2061541)),
(55, 8, 7, 22, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7600603)),
(56, 18, 5, 9, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17486585)),
(57, 7, 12, 5, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12412557)),
(58, 1, 1, 30, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1771788)),
(59, 7, 5, 18, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3423519)),
(60, 20, 1, 13, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 492501)),
(61, 24, 12, 12, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9611241)),
(62, 4, 1, 15, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 31773794)),
(63, 8, 5, 21, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 20609289)),
(64, 24, 10, 16, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5971155)),
(65, 11, 5, 18, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 732527)),
(66, 30, 1, 29, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3317271)),
(67, 5, 7, 17, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 15017412)),
(68, 9, 1, 1, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14239053)),
(69, 10, 5, 2, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 30672519)),
(70, 16, 5, 17, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3693918)),
(71, 29, 18, 16, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 26153332)),
(72, 2, 12, 11, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2260488)),
(73, 21, 6, 8, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4030871)),
(74, 15, 5, 4, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16170924)),
(75, 9, 6, 16, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4858643)),
(76, 20, 6, 28, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5189108)),
(77, 10, 18, 23, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1515781)),
(78, 13, 10, 28, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2440600)),
(79, 26, 10, 2, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 4989295)),
(80, 9, 1, 4, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11510307)),
(81, 10, 1, 28, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 166192)),
(82, 26, 12, 5, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11121325)),
(83, 17, 5, 9, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10234506)),
(84, 17, 7, 9, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7025440)),
(85, 5, 6, 23, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 37826021)),
(86, 13, 6, 26, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5433027)),
(87, 4, 1, 21, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 17657279)),
(88, 20, 6, 22, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2806048)),
(89, 8, 5, 2, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4417499)),
(90, 19, 5, 8, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5881210)),
(91, 29, 6, 23, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1537950)),
(92, 13, 5, 1, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9403066)),
(93, 8, 7, 7, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18047261)),
(94, 29, 5, 18, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 31986200)),
(95, 1, 6, 18, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 6844895)),
(96, 9, 7, 8, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11666321)),
(97, 12, 7, 22, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6378234)),
(98, 29, 5, 2, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1809965)),
(99, 26, 5, 21, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 806570)),
(100, 15, 6, 16, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 20402064)),
(101, 22, 1, 4, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12979286)),
(102, 8, 5, 29, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 20043599)),
(103, 5, 1, 2, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7352961)),
(104, 13, 1, 19, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7265912)),
(105, 6, 5, 1, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 33535805)),
(106, 1, 10, 9, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 28235632)),
(107, 20, 12, 23, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4386131)),
(108, 9, 10, 10, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2032760)),
(109, 20, 7, 23, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7859474)),
(110, 7, 10, 3, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 393010)),
(111, 3, 12, 10, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 40813128)),
(112, 13, 12, 1, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1009099)),
(113, 22, 5, 26, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1528053)),
(114, 4, 1, 30, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12460005)),
(115, 1, 7, 17, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19878770)),
(116, 27, 18, 14, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6056292)),
(117, 20, 10, 17, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 41935)),
(118, 22, 5, 11, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4294157)),
(119, 8, 10, 3, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 39319540)),
(120, 13, 5, 26, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 8966315)),
(121, 26, 10, 11, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 15455712)),
(122, 11, 10, 27, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7981375)),
(123, 7, 18, 29, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 10588219)),
(124, 16, 12, 19, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 14310953)),
(125, 4, 5, 26, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9120650)),
(126, 23, 5, 24, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12053011)),
(127, 21, 18, 18, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 11148108)),
(128, 25, 12, 3, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 33749834)),
(129, 3, 6, 4, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18040792)),
(130, 19, 7, 9, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 402937)),
(131, 18, 12, 27, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2612073)),
(132, 28, 12, 20, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1299185)),
(133, 27, 1, 11, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 32866945)),
(134, 26, 12, 3, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 531556)),
(135, 16, 12, 14, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5853997)),
(136, 7, 12, 28, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5554200)),
(137, 21, 10, 20, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12215075)),
(138, 7, 18, 12, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 39145999)),
(139, 20, 5, 3, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2736211)),
(140, 7, 10, 13, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 40676577)),
(141, 5, 5, 8, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11768781)),
(142, 15, 12, 20, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3087651)),
(143, 6, 7, 1, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6847385)),
(144, 7, 5, 8, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3679421)),
(145, 4, 5, 1, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3149198)),
(146, 3, 7, 28, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 696373)),
(147, 15, 7, 3, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3567862)),
(148, 1, 10, 1, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2097547)),
(149, 3, 18, 11, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 4657456)),
(150, 16, 5, 11, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5242344)),
(151, 12, 10, 10, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13788537)),
(152, 19, 7, 12, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 92339)),
(153, 16, 18, 29, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11604711)),
(154, 27, 5, 13, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 599049)),
(155, 29, 12, 1, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5417763)),
(156, 14, 10, 18, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3674730)),
(157, 12, 5, 5, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10135142)),
(158, 13, 12, 11, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4119572)),
(159, 16, 5, 24, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 138126)),
(160, 25, 5, 23, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7299581)),
(161, 25, 10, 7, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 30594620)),
(162, 15, 5, 20, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3732411)),
(163, 14, 5, 14, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2332783)),
(164, 17, 1, 1, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 29054107)),
(165, 10, 7, 23, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 21632212)),
(166, 18, 5, 6, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1126087)),
(167, 14, 5, 28, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7224508)),
(168, 28, 7, 14, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 645515)),
(169, 21, 18, 22, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 14959034)),
(170, 2, 5, 23, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2970087)),
(171, 8, 5, 4, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 380767)),
(172, 20, 5, 12, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 26294550)),
(173, 15, 1, 13, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6908779)),
(174, 8, 5, 25, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 8192886)),
(175, 12, 5, 30, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 15715350)),
(176, 29, 7, 27, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5774693)),
(177, 5, 12, 2, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3626849)),
(178, 3, 7, 25, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1164149)),
(179, 21, 18, 1, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5754849)),
(180, 9, 5, 29, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6587946)),
(181, 19, 5, 29, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 9503334)),
(182, 5, 5, 21, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 35670426)),
(183, 17, 5, 10, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 5261431)),
(184, 19, 5, 14, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 587568)),
(185, 28, 1, 29, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17093497)),
(186, 3, 12, 11, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1323067)),
(187, 20, 5, 25, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 6479657)),
(188, 26, 5, 5, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1348342)),
(189, 19, 6, 12, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 4911268)),
(190, 22, 7, 10, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6492925)),
(191, 19, 18, 9, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 16249271)),
(192, 18, 5, 2, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 841304)),
(193, 12, 6, 19, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 14070147)),
(194, 21, 12, 28, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7779494)),
(195, 4, 18, 12, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4475936)),
(196, 20, 7, 12, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 362)),
(197, 27, 12, 26, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 191113)),
(198, 26, 12, 13, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10542468)),
(199, 14, 6, 1, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 422510)),
(200, 8, 12, 8, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 25855164)),
(201, 22, 6, 24, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6517118)),
(202, 16, 12, 1, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17119600)),
(203, 3, 12, 12, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9195660)),
(204, 15, 18, 25, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11958041)),
(205, 27, 10, 12, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 8714848)),
(206, 27, 5, 14, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 21825532)),
(207, 26, 12, 13, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16290625)),
(208, 21, 7, 30, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 26907240)),
(209, 18, 12, 11, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10703555)),
(210, 1, 10, 8, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2946186)),
(211, 21, 5, 14, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5654769)),
(212, 12, 10, 7, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10239387)),
(213, 9, 18, 6, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1855342)),
(214, 2, 5, 8, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2846685)),
(215, 7, 10, 24, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 844444)),
(216, 24, 1, 1, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 276402)),
(217, 11, 18, 3, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 40553413)),
(218, 27, 18, 2, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 323703)),
(219, 10, 18, 5, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6116908)),
(220, 11, 12, 17, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12302972)),
(221, 10, 5, 3, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1170933)),
(222, 1, 10, 4, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4570754)),
(223, 28, 5, 5, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1154501)),
(224, 19, 6, 23, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6181180)),
(225, 16, 7, 4, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19266742)),
(226, 16, 18, 3, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3033518)),
(227, 19, 7, 25, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 12224857)),
(228, 10, 5, 2, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16592538)),
(229, 8, 5, 28, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 7150608)),
(230, 27, 5, 27, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 21085435)),
(231, 25, 6, 27, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1008031)),
(232, 11, 5, 4, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3116077)),
(233, 15, 5, 9, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11872637)),
(234, 25, 5, 30, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5770459)),
(235, 17, 10, 26, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 25320690)),
(236, 22, 1, 25, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12407342)),
(237, 26, 5, 26, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 24790046)),
(238, 15, 5, 25, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7264546)),
(239, 11, 5, 30, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 84824)),
(240, 5, 1, 8, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3232008)),
(241, 19, 7, 22, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 20763412)),
(242, 6, 7, 26, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 8678169)),
(243, 30, 6, 14, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 29816968)),
(244, 23, 7, 21, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 658570)),
(245, 22, 12, 29, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12065251)),
(246, 3, 1, 12, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 20520393)),
(247, 1, 5, 5, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 4322035)),
(248, 23, 6, 25, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7084776)),
(249, 28, 5, 4, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4342042)),
(250, 27, 5, 11, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 12527851)),
(251, 21, 5, 19, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18923136)),
(252, 27, 5, 23, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14340136)),
(253, 21, 5, 3, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 301437)),
(254, 12, 5, 4, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3333883)),
(255, 1, 1, 15, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5488389)),
(256, 16, 5, 28, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13238256)),
(257, 19, 1, 19, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 30108265)),
(258, 3, 1, 30, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1318540)),
(259, 26, 12, 3, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5320883)),
(260, 24, 18, 5, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11549996)),
(261, 10, 18, 15, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2602185)),
(262, 6, 18, 8, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 10250308)),
(263, 7, 5, 10, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16761749)),
(264, 4, 10, 27, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 25819515)),
(265, 22, 5, 24, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 534609)),
(266, 16, 18, 21, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1494818)),
(267, 12, 12, 5, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 29730273)),
(268, 29, 5, 16, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4350887)),
(269, 1, 5, 16, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3291363)),
(270, 20, 12, 27, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 11468916)),
(271, 26, 1, 30, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 16983723)),
(272, 26, 5, 24, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 32083983)),
(273, 9, 5, 12, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1645653)),
(274, 28, 7, 21, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14227293)),
(275, 12, 7, 6, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17750719)),
(276, 13, 6, 27, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9264984)),
(277, 18, 5, 10, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 10130237)),
(278, 21, 1, 19, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 17829457)),
(279, 27, 5, 7, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 23946251)),
(280, 2, 5, 11, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1283967)),
(281, 29, 12, 7, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 9357724)),
(282, 13, 5, 20, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7827125)),
(283, 4, 5, 6, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 9633472)),
(284, 16, 7, 20, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13583893)),
(285, 22, 5, 1, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 459166)),
(286, 26, 5, 4, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 33642435)),
(287, 17, 1, 28, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 16482331)),
(288, 2, 10, 5, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 26927859)),
(289, 22, 7, 28, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5554522)),
(290, 29, 12, 15, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16240320)),
(291, 1, 10, 2, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 22101983)),
(292, 23, 12, 4, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 27030830)),
(293, 8, 12, 4, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3151857)),
(294, 16, 6, 28, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 869292)),
(295, 25, 12, 8, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 593092)),
(296, 28, 6, 6, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 15288978)),
(297, 1, 7, 17, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19999689)),
(298, 23, 7, 24, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 27592888)),
(299, 22, 1, 8, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 25376150)),
(300, 18, 5, 13, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16840826)),
(301, 10, 1, 24, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 37618700)),
(302, 26, 5, 4, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3144542)),
(303, 11, 1, 4, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 895397)),
(304, 2, 10, 6, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 15433137)),
(305, 14, 6, 2, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2712226)),
(306, 9, 1, 6, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17847061)),
(307, 24, 7, 13, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 497779)),
(308, 29, 5, 14, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19844975)),
(309, 24, 5, 21, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18684551)),
(310, 24, 6, 23, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 962380)),
(311, 15, 7, 10, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 27569890)),
(312, 16, 5, 7, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2871584)),
(313, 21, 10, 26, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 17912961)),
(314, 12, 10, 13, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18984957)),
(315, 28, 18, 27, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13484405)),
(316, 12, 1, 13, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11543199)),
(317, 30, 7, 21, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 34477231)),
(318, 3, 18, 23, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4627885)),
(319, 15, 7, 3, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11778568)),
(320, 12, 5, 23, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3835102)),
(321, 23, 5, 28, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18005985)),
(322, 9, 18, 4, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 293520)),
(323, 1, 5, 23, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18021585)),
(324, 15, 12, 10, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3999168)),
(325, 30, 5, 23, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 23341724)),
(326, 2, 1, 3, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4397462)),
(327, 30, 12, 3, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7948008)),
(328, 19, 1, 11, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2701500)),
(329, 11, 10, 4, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 30059951)),
(330, 12, 6, 4, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2798408)),
(331, 28, 18, 26, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3611425)),
(332, 2, 1, 10, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 40321083)),
(333, 1, 5, 7, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16178)),
(334, 10, 6, 4, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 8524999)),
(335, 22, 6, 27, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 19156500)),
(336, 21, 5, 26, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 25578230)),
(337, 30, 10, 5, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5911336)),
(338, 6, 5, 2, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2265819)),
(339, 22, 5, 25, 22, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5631607)),
(340, 23, 1, 4, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 32338334)),
(341, 22, 7, 16, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1612549)),
(342, 8, 10, 5, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2460173)),
(343, 24, 5, 21, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 8982974)),
(344, 21, 12, 25, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 576973)),
(345, 15, 5, 16, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4158048)),
(346, 8, 18, 26, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 12392285)),
(347, 3, 5, 15, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11573524)),
(348, 16, 5, 29, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5756466)),
(349, 9, 7, 13, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13030017)),
(350, 15, 1, 25, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3382449)),
(351, 11, 5, 14, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1102028)),
(352, 7, 5, 8, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5643472)),
(353, 23, 10, 29, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6796407)),
(354, 10, 18, 30, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2089092)),
(355, 26, 18, 14, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 921491)),
(356, 1, 5, 12, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 21338905)),
(357, 14, 7, 17, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2675003)),
(358, 17, 10, 4, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 7196302)),
(359, 28, 6, 12, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4507444)),
(360, 27, 5, 27, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1808054)),
(361, 23, 7, 7, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 26389168)),
(362, 12, 6, 13, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1646410)),
(363, 6, 10, 16, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 24760063)),
(364, 13, 10, 20, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1524065)),
(365, 29, 10, 15, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9089161)),
(366, 20, 5, 2, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2492083)),
(367, 12, 5, 5, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4063268)),
(368, 25, 7, 12, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 72618)),
(369, 28, 18, 3, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9348989)),
(370, 23, 18, 23, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1916528)),
(371, 28, 7, 30, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 8882087)),
(372, 8, 18, 16, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 10522113)),
(373, 20, 7, 23, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11850305)),
(374, 6, 5, 17, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 25730488)),
(375, 3, 6, 4, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 1322185)),
(376, 19, 6, 11, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 9911384)),
(377, 28, 5, 22, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 50142)),
(378, 14, 10, 5, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 22336997)),
(379, 8, 7, 29, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 4291837)),
(380, 30, 10, 28, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11886453)),
(381, 14, 7, 10, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13552363)),
(382, 28, 5, 2, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 418650)),
(383, 2, 7, 23, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 11714714)),
(384, 23, 6, 6, 10, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 454578)),
(385, 23, 5, 27, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9855506)),
(386, 5, 5, 13, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1084304)),
(387, 4, 6, 11, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 9228616)),
(388, 8, 5, 4, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12117206)),
(389, 23, 12, 18, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12018746)),
(390, 25, 12, 20, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1457608)),
(391, 17, 1, 11, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 711658)),
(392, 24, 18, 22, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7154207)),
(393, 4, 18, 10, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 12523200)),
(394, 17, 18, 24, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6929428)),
(395, 17, 10, 21, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7210487)),
(396, 21, 5, 17, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18762615)),
(397, 19, 18, 4, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9166975)),
(398, 2, 5, 15, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 3397770)),
(399, 26, 6, 12, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3093536)),
(400, 13, 7, 9, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 163751)),
(401, 26, 5, 5, 13, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 36865263)),
(402, 25, 5, 27, 12, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 11400824)),
(403, 17, 10, 3, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 20186037)),
(404, 11, 6, 23, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 42521087)),
(405, 5, 12, 18, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 22086029)),
(406, 13, 5, 19, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 17346491)),
(407, 20, 5, 15, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 839651)),
(408, 8, 6, 15, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 14572037)),
(409, 1, 1, 27, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6983141)),
(410, 19, 10, 12, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10768942)),
(411, 6, 7, 21, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 482721)),
(412, 25, 18, 29, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10809623)),
(413, 12, 7, 30, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 8988689)),
(414, 13, 1, 19, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 39171900)),
(415, 25, 10, 30, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5079337)),
(416, 15, 5, 14, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9408436)),
(417, 4, 18, 4, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 35600215)),
(418, 24, 18, 28, 17, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16030198)),
(419, 30, 1, 16, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 918341)),
(420, 26, 18, 7, 7, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 27914609)),
(421, 27, 10, 29, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6134828)),
(422, 26, 18, 28, 4, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 708969)),
(423, 3, 10, 1, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2932613)),
(424, 1, 12, 6, 3, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5360961)),
(425, 17, 5, 17, 1, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1364038)),
(426, 18, 18, 25, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1690584)),
(427, 7, 1, 26, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2967750)),
(428, 8, 1, 3, 24, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 18754398)),
(429, 29, 10, 10, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 724962)),
(430, 3, 7, 13, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 13793036)),
(431, 17, 6, 1, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10083145)),
(432, 20, 10, 10, 23, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 16877562)),
(433, 24, 1, 16, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 10264705)),
(434, 19, 7, 23, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3809426)),
(435, 4, 5, 8, 19, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 7035329)),
(436, 16, 6, 29, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 475836)),
(437, 20, 1, 30, 9, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2240766)),
(438, 4, 12, 5, 18, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 5993022)),
(439, 5, 7, 4, 20, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 14722812)),
(440, 4, 1, 19, 16, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 2437732)),
(441, 24, 18, 16, 15, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 19193634)),
(442, 17, 6, 3, 21, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 9258412)),
(443, 23, 18, 9, 14, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 1830783)),
(444, 4, 7, 14, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2460607)),
(445, 19, 5, 27, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 2765466)),
(446, 1, 7, 15, 11, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 23233082)),
(447, 4, 12, 28, 6, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 18438917)),
(448, 13, 5, 17, 5, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 6800719)),
(449, 23, 6, 15, 2, 0, false, 'refs/heads/main', false, '', (extract(epoch from now())::bigint - 3876548)),
(450, 29, 7, 13, 8, 0, false, 'refs/heads/main', true, '', (extract(epoch from now())::bigint - 17605718));

INSERT INTO notice (id, type, description, created_unix) VALUES
(1, 2, 'Repository health check failed: repo9', (extract(epoch from now())::bigint - 23718696)),
(2, 1, 'Repository health check failed: repo4', (extract(epoch from now())::bigint - 45159348)),
(3, 2, 'Repository health check failed: repo23', (extract(epoch from now())::bigint - 27712330)),
(4, 1, 'Repository health check failed: repo14', (extract(epoch from now())::bigint - 50637621)),
(5, 1, 'Repository health check failed: repo2', (extract(epoch from now())::bigint - 29871956)),
(6, 1, 'Repository health check failed: repo21', (extract(epoch from now())::bigint - 1690491)),
(7, 1, 'Repository health check failed: repo3', (extract(epoch from now())::bigint - 25710787)),
(8, 1, 'Repository health check failed: repo5', (extract(epoch from now())::bigint - 33039623)),
(9, 2, 'Repository health check failed: repo20', (extract(epoch from now())::bigint - 32165422)),
(10, 1, 'Repository health check failed: repo5', (extract(epoch from now())::bigint - 11118383)),
(11, 1, 'Repository health check failed: repo9', (extract(epoch from now())::bigint - 36845767)),
(12, 2, 'Repository health check failed: repo16', (extract(epoch from now())::bigint - 2776939)),
(13, 1, 'Repository health check failed: repo4', (extract(epoch from now())::bigint - 2932461)),
(14, 1, 'Repository health check failed: repo16', (extract(epoch from now())::bigint - 48422316)),
(15, 1, 'Repository health check failed: repo10', (extract(epoch from now())::bigint - 2965394)),
(16, 2, 'Repository health check failed: repo7', (extract(epoch from now())::bigint - 31263978)),
(17, 1, 'Repository health check failed: repo10', (extract(epoch from now())::bigint - 49526946)),
(18, 2, 'Repository health check failed: repo1', (extract(epoch from now())::bigint - 25341418)),
(19, 1, 'Repository health check failed: repo1', (extract(epoch from now())::bigint - 18176444)),
(20, 1, 'Repository health check failed: repo14', (extract(epoch from now())::bigint - 13807359)),
(21, 1, 'Repository health check failed: repo24', (extract(epoch from now())::bigint - 16592106)),
(22, 1, 'Repository health check failed: repo17', (extract(epoch from now())::bigint - 46910099)),
(23, 1, 'Repository health check failed: repo5', (extract(epoch from now())::bigint - 49406714)),
(24, 2, 'Repository health check failed: repo21', (extract(epoch from now())::bigint - 24554631)),
(25, 1, 'Repository health check failed: repo18', (extract(epoch from now())::bigint - 15311788)),
(26, 1, 'Repository health check failed: repo11', (extract(epoch from now())::bigint - 11678920)),
(27, 2, 'Repository health check failed: repo3', (extract(epoch from now())::bigint - 26191983)),
(28, 2, 'Repository health check failed: repo7', (extract(epoch from now())::bigint - 7775171)),
(29, 1, 'Repository health check failed: repo3', (extract(epoch from now())::bigint - 42922615)),
(30, 1, 'Repository health check failed: repo10', (extract(epoch from now())::bigint - 235547));

INSERT INTO system_setting (id, setting_key, setting_value, version, created, updated) VALUES (1, 'picture.disable_gravatar', 'false', 1, (extract(epoch from now())::bigint - 43200000), (extract(epoch from now())::bigint - 43200000)), (2, 'repository.open-with.editor-apps', '', 2, (extract(epoch from now())::bigint - 34560000), (extract(epoch from now())::bigint - 8640000));

INSERT INTO webhook (id, repo_id, owner_id, is_system_webhook, url, http_method, content_type, secret, events, is_active, type, meta, last_status, header_authorization_encrypted, created_unix, updated_unix) VALUES
(1, 1, 0, false, 'https://hooks.example.com/1', 'POST', 1, '', '{"push_only":true}', true, 'gitea', '', 1, '', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000)),
(2, 2, 0, false, 'https://hooks.example.com/2', 'POST', 1, '', '{"push_only":true}', true, 'gitea', '', 1, '', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000)),
(3, 3, 0, false, 'https://hooks.example.com/3', 'POST', 1, '', '{"push_only":true}', true, 'gitea', '', 1, '', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000)),
(4, 4, 0, false, 'https://hooks.example.com/4', 'POST', 1, '', '{"push_only":true}', true, 'gitea', '', 1, '', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000)),
(5, 5, 0, false, 'https://hooks.example.com/5', 'POST', 1, '', '{"push_only":true}', true, 'gitea', '', 1, '', (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 2592000));

INSERT INTO hook_task (id, hook_id, uuid, payload_content, payload_version, event_type, is_delivered, delivered, is_succeed, request_content, response_content) VALUES
(1, 3, '19234670-9df7-4716-a3a0-e969a6505143', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1556352.456) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(2, 2, '3e30dce1-1df5-43e8-b222-bb7ccee12c48', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3234497.749) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(3, 5, '81d6d4dd-b140-4ac7-98bb-e0e8a40e8aef', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2370324.693) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(4, 4, '87162947-9bfb-41e6-908e-1dd4eb80ba04', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1167647.451) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(5, 5, '9010fdea-b077-4df8-82fa-93f5b2509cd4', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1654334.374) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(6, 5, 'ffaf4ec8-b9c9-4e7d-81b7-2e817430ee41', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1646170.422) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(7, 5, 'f592abdb-0293-4be6-b405-8a87e219011f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 437640.281) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(8, 2, '79096103-9eda-4e1b-8de9-ede885e66076', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 490569.768) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(9, 4, '3a7246dc-4277-41fa-b213-a3e463f9c5ac', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1483731.773) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(10, 1, 'abfbae6f-44be-40d8-be68-4898149feefa', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3332062.174) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(11, 1, 'dcf8dd48-726c-4031-b8c8-14df4907a690', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1970653.001) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(12, 2, '4b9666e6-1194-4648-bccb-2602cbed9e40', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3001409.940) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(13, 5, 'bd195ec9-3103-4655-a1e3-ea5cddca2900', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3089228.930) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(14, 2, '9617c188-8582-4b9a-8b95-40af3ec8deb6', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2214855.498) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(15, 4, 'fb98e7aa-03de-4fce-a2ba-592fda9ed8d4', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2510600.495) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(16, 3, '49f602b6-47b3-45f2-8746-c5ad607e3c78', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3199770.344) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(17, 3, 'e53d8342-a8fc-4332-bee2-771577c8c54a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 287287.450) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(18, 4, '2745c626-995d-4842-82f7-625f14160c51', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 231692.786) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(19, 1, 'f17cf008-012f-4a7c-a568-062726a2e7d9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2216218.315) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(20, 4, 'b72df944-f230-4a3f-95a0-9f2449c0ae8a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2440461.199) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(21, 5, 'affad477-05ff-4cf5-9bd8-e7f3ddd5137b', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1030517.680) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(22, 2, '99476ad0-3374-484f-9d7e-034dada05e42', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2707974.975) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(23, 1, 'd5853be9-fb7a-4ce5-bbdf-17418f80e8c2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3128142.062) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(24, 5, '07e6b7dd-48d6-46c3-8a7a-0e2f80cf67c6', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 137571.171) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(25, 4, 'e3ddf661-6ad2-4dbb-a0d5-8cb9937fc1c5', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 433396.869) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(26, 3, 'c1297dfa-3640-45e9-b3d2-c15c2a96f5fd', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3443466.321) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(27, 3, '70a8f746-8266-453e-9a33-97e0101600c2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 502254.671) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(28, 3, '5d3492d8-4ef0-477a-ad11-7f0939428f95', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 910072.810) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(29, 1, '4c74bdf0-aea0-48bb-aff8-323e18781add', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3222325.398) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(30, 5, '6de6df4b-c509-418d-b710-577407926864', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1150000.091) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(31, 2, '822d9ada-bdfc-4377-9d08-319d20ef69da', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 994790.377) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(32, 2, '018bf4e8-1496-473e-8d5b-f8ba49174140', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2699714.804) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(33, 3, 'ee62d6e8-1c82-4108-9054-88397752527f', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(34, 1, 'b4fd5c73-b967-4cb3-8495-94d854149a43', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1167024.942) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(35, 1, '497bb1f5-e4df-4dcb-b01e-2c90e1106529', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1522630.470) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(36, 2, 'd78c40e5-8b4e-4a8d-9196-c39ee43d0e8f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1104984.116) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(37, 2, '15ed59a8-aac1-415b-90eb-5465b120f61f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2752879.063) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(38, 5, '1ab665af-1fb4-4e06-b2b3-519ec29e3c58', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2383800.987) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(39, 4, 'cb511cfa-58fc-4bc6-9168-5c49dde01d89', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 332644.058) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(40, 4, 'ff8972b0-0712-4337-9924-4c5a9c99656d', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 567177.800) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(41, 5, 'de8ba56f-a637-42c4-a6b2-a214428d9d76', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3290870.568) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(42, 2, '46348d86-6d15-4ac7-a42e-5a61e53f0a92', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1441825.960) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(43, 3, '40adc144-ac33-4fa8-bc09-04ea209a5eb3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 132827.392) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(44, 4, '665d06e4-c0cc-447b-8ba1-fa5871a87960', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1123088.951) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(45, 4, '8f6b63ec-9dfc-4957-8d4c-b6d1127a10f7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1894271.580) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(46, 2, 'a6ff222e-b65b-4ab6-83c7-e9d1531b5228', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3067345.759) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(47, 1, '145213de-2ddd-4dfa-b900-1c7f3ae4ae8e', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1450735.889) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(48, 4, 'a46e91d9-71a2-4030-8aff-ea38ea1904f3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1971862.589) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(49, 5, '4baf14fb-cf60-433e-9f2b-032d1d75232d', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 205705.781) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(50, 3, 'd81ab408-d2b1-4781-8a0b-1104ebaf7fc2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 995363.659) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(51, 5, 'e6da6f9b-e3f3-437f-a441-f4972f6f1f23', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 608113.586) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(52, 3, '99a97b18-348f-4865-8d1d-1abe1179fbdd', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1167892.037) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(53, 2, 'd5f88798-dab0-4293-9669-45ce1e79957a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1135040.929) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(54, 3, '7106da06-c4e5-46e6-9918-ae639937e720', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 222026.663) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(55, 3, '6eec2e44-fbc9-417d-aa63-62f926046936', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2863325.702) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(56, 1, '9fb3e79f-1b4c-488b-8fe7-9c852e9ff562', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3107438.715) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(57, 4, 'd53e474f-dc52-482d-9362-30d4f90a6ccb', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1657829.242) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(58, 2, '141ba3d7-6d97-4492-b204-4eb4c9f0cd81', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3242891.088) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(59, 5, '53b73ef5-ad5d-45a3-9d5e-5e9e9e001487', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2612843.112) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(60, 1, '55fb59c2-c0f3-43cb-ba99-a552f01a1ba9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 805986.496) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(61, 1, 'cacba092-aca4-4fe4-89b5-59edd1371e39', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1249800.165) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(62, 3, '5017325c-9ad1-496e-83f1-5c53e45ee343', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2882553.159) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(63, 1, 'c827e7c9-66d1-4a03-8656-7916d623bde0', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1958841.022) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(64, 2, '9fb41cc6-4972-4cb5-ab8e-19c5a860751f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1419110.560) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(65, 1, '4ef8aba8-9d6a-4bf8-a726-21766b5c3d38', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3409607.316) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(66, 5, '8d963932-9898-4175-9f74-44763be7bde0', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 720001.070) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(67, 2, 'c0ed0205-2d12-4b6b-948a-4a718bb38362', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 389659.887) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(68, 1, 'b12c02ba-3296-47ad-8a6d-2f9ef821ede9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3139014.355) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(69, 1, '07c96055-676d-45ea-b893-9a293580cb49', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1120278.371) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(70, 2, 'c36c8825-981a-4bd9-b004-f668e5bc84e1', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(71, 1, '2dadd9dc-0dd9-46de-a6af-da39dfd5d94b', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1126768.667) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(72, 3, '9813ddbb-256a-43a1-99d0-8763e0e6aac7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2677425.988) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(73, 2, '86530550-7727-4ec6-8b64-e5fcb0ccc558', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2500859.052) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(74, 4, '6cbdae42-5790-4b18-9f18-b7cf1b61998f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1531410.623) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(75, 2, '1c16b42f-83a5-42fd-8813-c7c34331b6d4', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2720711.065) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(76, 5, 'd05fa154-3403-40f9-a739-d6fcbb382f44', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2615527.014) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(77, 1, '1301fe89-6fe7-45df-b655-467699c4b100', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1370422.559) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(78, 4, '52e98b35-4ccb-4ab0-b002-cef9014dd9b3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1943611.731) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(79, 2, '15dfc301-4c76-4cf7-a75d-470f2061c8ae', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2452615.134) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(80, 2, 'b5b30a7e-e43d-498c-aa89-883735ee4cb2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3183051.916) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(81, 3, 'f843cc20-8730-4b86-b7a2-136822e38671', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1028782.471) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(82, 1, '775662a7-c1fd-4147-9151-283ea24c657b', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 753514.167) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(83, 2, '834fc4fe-5735-429d-a350-a2af53b22dc9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1348933.714) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(84, 4, '95168190-a422-4842-bc5a-bb8d7c18cef7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 14006.513) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(85, 4, '9ef6f35f-da99-4fe3-8b63-2a1824f7e85a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 234680.676) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(86, 3, '53b92bae-86e5-499e-bbb4-dbd6c4d790b8', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3166418.009) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(87, 4, '19b25b32-f08b-499f-a9ad-0a278119e037', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1257782.591) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(88, 3, '023e4cfd-d715-4b84-a653-82ae6ac6ec16', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 37329.895) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(89, 5, 'c43ffcd2-f507-4bc1-a275-b0becc432bb1', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1216909.435) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(90, 1, 'b1976aad-921a-4610-bce1-f9da37169c2a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1862561.851) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(91, 4, '565ea03d-5810-4901-9c7b-48f4d310e43b', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2470341.992) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(92, 3, 'b07fbb7a-6304-49ef-8faf-86aee1c3de2f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3432231.801) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(93, 4, 'b7cc6c9f-81c9-4a25-b999-fa08819cb411', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 872004.042) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(94, 2, 'd0fe5859-2fad-4cc3-90c1-83d0d513fdd3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 700984.593) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(95, 5, '573b38f7-787a-4efa-98bc-be2d3f964fe7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2653271.611) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(96, 3, '02b9b54c-343d-4641-8481-607a661d5c43', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 414404.728) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(97, 5, 'c1f49408-ec91-47bd-ad17-dc9a9fb35b6e', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(98, 4, '5ff249f9-7e1c-45ef-8d3b-64bd8ad6f006', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2192022.790) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(99, 5, 'af490b01-4d9f-4246-92b4-d3fac644f7a3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1528715.345) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(100, 5, 'af90832c-e02e-4988-8ed2-2d1ab47be8ee', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2159658.542) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(101, 1, '81b366b6-0904-4c44-9c15-7bb33559cd47', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 343420.156) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(102, 5, 'e70954f8-ee85-4276-b0ae-48ea032a2ebd', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 198095.707) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(103, 1, '42d02641-a9b5-49f1-aa4c-9f5d5dfc87a8', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2506152.659) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(104, 3, 'aa150f14-fa5f-4923-9f90-a1fe865bdb6a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3046044.331) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(105, 3, 'fa833532-1779-4375-8fe3-6dd65eacb841', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3170940.776) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(106, 5, '7ea3aa44-236a-4285-9735-ef92fe0518bd', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2397833.544) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(107, 2, '6fd11dd1-de6b-4b7e-8c14-c77d140682d1', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1933110.441) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(108, 2, '4e4527ff-7a25-4244-a58a-c62732398ba9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1409228.922) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(109, 2, '7e88f319-1c18-4ecf-98d4-7552f6d174df', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 836608.353) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(110, 1, '85b290ca-13c2-48ef-b816-0c045bf80db7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2331296.557) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(111, 4, '8a6e408f-61e3-4445-91ad-4dcdfbc8cf97', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2322275.794) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(112, 1, 'c87f2493-908f-4436-82a3-1050af6ee64f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 481931.320) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(113, 1, 'c437b1e9-674c-48de-b7e6-5b1d5da2c67d', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1457547.412) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(114, 2, '8188a1c4-8f26-45ca-bf20-fb5d69ee2bf9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1317661.021) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(115, 3, 'b2116279-866b-4866-84cf-6d93fb04533b', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1732929.421) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(116, 1, '4fcac342-e330-4253-8e13-70004235c5a8', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 839173.375) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(117, 3, 'ef0cc770-39eb-47b7-8935-e1c4b261acec', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3240042.394) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(118, 3, 'e619c976-17ec-4346-8178-ba50482c45df', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1707550.850) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(119, 1, '5797bf75-8f07-4e2b-98d8-5654ef7d56c5', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2308684.919) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(120, 5, '8bae36e1-363d-424e-88c6-a109dd8b6e9c', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2018838.284) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(121, 4, '814aab05-aa1f-4a4c-8062-13469b4e336f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2024448.008) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(122, 3, 'ace538db-1edb-4a47-972f-4b83ad49ad89', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(123, 5, 'd76b8d27-6f89-496d-9be9-b57ac8e79c10', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 375732.065) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(124, 5, 'd18c3642-0429-49f1-832b-52d412fa1e00', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2518546.324) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(125, 5, '5866dd3c-2f90-497d-965a-7994fb64bbc4', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(126, 5, '2055d0a1-0da1-4eeb-bc4c-74c0ae8dbf3c', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2022674.940) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(127, 2, 'ee302bb6-04e6-4608-9627-c65c6615a1bc', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2668590.133) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(128, 1, 'a69d8b9d-a6e5-405f-89fa-0b92fbd42ac6', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 419939.020) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(129, 3, '8cc36618-8040-422e-82cf-dc5170b53ce2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 870362.812) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(130, 3, '0c0e5285-9bd0-4e24-8c06-26c59f4b252e', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3071863.261) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(131, 3, '4e06c108-07c7-4706-b38f-0b648fdf1297', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 75229.296) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(132, 1, '33530555-082b-4c14-af41-8edb642e6cdb', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1932111.854) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(133, 5, 'dbc7bd31-41a9-406c-a674-11f199e4caa9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2339090.209) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(134, 2, 'f9460be9-6e6d-48a2-9f85-225b7bad2ad5', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1946185.674) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(135, 4, '2599dd00-ec45-459c-8286-4830e3f58284', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1661311.102) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(136, 3, 'dcd245fd-f498-4bef-ae6f-85fe4a9f515c', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1466878.355) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(137, 3, 'a7ab439a-63b6-4504-94e0-3ce2ffdbf9ad', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3005362.441) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(138, 4, '57d9a6bc-d491-4642-8f7e-36434254bb6f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 555794.018) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(139, 2, 'f346a1ae-b901-4091-8bcb-fd530261ee85', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2456054.248) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(140, 2, 'd34af0d1-2c25-40b0-aa07-635c02b1946a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3296213.071) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(141, 3, '163255b7-1afc-4dee-b22f-ea94d775ea21', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(142, 4, '43e10ddb-d7dc-42a2-a6ef-062f913e6871', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 773183.746) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(143, 2, 'e9b23c8e-d812-4171-9139-eafc742921e0', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1671212.483) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(144, 3, 'ee9ba245-c09b-477c-a16c-737201eada44', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(145, 4, '785d7357-3a54-4e0a-817a-b2d093c6864e', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1867380.351) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(146, 4, '0add0cb7-ba51-4dce-b044-c09437f44f9f', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2720238.251) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(147, 5, '0a55f5a7-9687-4f25-8470-c49d793ddcdc', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1343953.127) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(148, 4, '7494fada-e3a2-4b78-8b4f-7569b6b35b23', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3226511.241) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(149, 4, '4fa5b109-de22-44a2-8a2d-c85a6166a9c0', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3351887.024) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(150, 3, '68a14591-ece8-42e3-96ef-795a13ca68ef', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2504355.708) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(151, 4, '5bfa2e58-d677-463f-ad35-28fc7bed7108', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3223555.056) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(152, 5, '9f1321a1-ae53-48d4-b4e2-38f5e7e8f49b', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(153, 5, '286da3a1-d50c-446f-8b81-6142d52e9de5', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 352612.643) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(154, 2, '06296eaf-7f37-4b2d-986f-d0f88c751030', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1219516.141) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(155, 4, 'b755919c-e967-4c6b-b9de-fe1c3564839c', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1428784.844) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(156, 2, 'd7643b49-714b-4192-8f31-a7d05bfa9d60', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1129868.799) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(157, 4, 'a86dffc3-8d85-4dbd-950c-b000adf5e549', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1975639.351) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(158, 1, '9a2c9d16-8da8-4bc2-8824-f8e9491b38d3', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 381943.040) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(159, 1, 'bf37e960-0750-4391-abeb-7646df9907be', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2230668.579) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(160, 5, 'b70372fa-fa47-4a9d-8dd3-a7566b3c68df', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1662771.755) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(161, 5, '11987516-7d06-4637-accb-bf4b41a353b7', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 223814.806) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(162, 2, '97da53e8-a99d-4138-93ed-27a7710f8df5', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1331583.230) * 1000000000)::bigint, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(163, 4, '19cb90b4-53c1-4339-a294-ea86ae727bd2', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1130072.293) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(164, 3, 'c064b4e3-4180-4450-8891-2948aa9fc10e', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 470324.839) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(165, 1, '776ec21c-a57b-4f04-8c2c-7effa6cf11ba', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 191688.663) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(166, 3, '4261d35f-d050-4ea0-8d75-1e310a40bd57', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1661689.208) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(167, 2, 'ec7cb549-fccd-42e4-990f-827c016aabd8', '{"ref":"refs/heads/main"}', 2, 'push', false, 0, false, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(168, 3, 'e6dc4f49-101d-491a-9ffb-3279bd71bc34', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2351995.793) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(169, 4, '88ad7fc5-1d7d-4f91-a08f-b87a156cf538', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3291658.435) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(170, 2, '92bd9ae9-c27b-4019-b743-2dd44ac93334', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2400415.281) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(171, 3, 'f8e3f82c-4a43-43b5-af97-3f8810355420', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1343252.170) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(172, 3, '2cfc3db3-0ef6-477c-89a0-0a6d96257e58', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 125545.203) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(173, 5, '94c0ec07-b226-44a6-afbe-78b9d743fd45', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 3007705.619) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(174, 1, 'e935cd7d-ea4c-4972-bb91-3873d7b0a637', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2551468.464) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(175, 3, '51d28b97-1017-4ae7-aaa6-811e738aa270', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 732806.891) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(176, 1, 'db312a83-2af1-429e-8819-3470b150e2f4', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 935751.003) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(177, 1, '094b02a2-7c73-4246-b67f-5f9dbe38b77a', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2202439.627) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(178, 3, '9646e42b-6467-4c05-9296-50ae64310bd9', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 2149941.002) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(179, 2, 'fa165500-a9be-4b88-93f5-3b2b57345f94', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 1123919.762) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}'),
(180, 1, '4c17e7fc-a81d-45cf-987b-225c1bac7344', '{"ref":"refs/heads/main"}', 2, 'push', true, ((extract(epoch from now()) - 11258.815) * 1000000000)::bigint, true, '{"url":"https://hooks.example.com","http_method":"POST","headers":{"X-Gitea-Event":"push"}}', '{"status":200,"headers":{},"body":"ok"}');

INSERT INTO public_key (id, owner_id, name, fingerprint, content, mode, type, login_source_id, created_unix, updated_unix, verified) VALUES
(1, 2, 'laptop', 'SHA256:1221a4109210198812a70013a0db63ec', 'ssh-ed25519 AAAAa44f208cafb781ff2aab2c691ef5074f', 2, 1, 0, (extract(epoch from now())::bigint - 41624246), (extract(epoch from now())::bigint - 159416), false),
(2, 4, 'laptop', 'SHA256:eab5d4a5c33ca69efae0d25a1279981a', 'ssh-ed25519 AAAAe8e47d82f127a3ec7ca0eac9b167f8a5', 2, 1, 0, (extract(epoch from now())::bigint - 19878705), (extract(epoch from now())::bigint - 650625), false),
(3, 6, 'laptop', 'SHA256:d86b01d583a08bfae3894a9137ac7f0d', 'ssh-ed25519 AAAA34fcd0f0febff4ccd3768f2b750e56d1', 2, 1, 0, (extract(epoch from now())::bigint - 25598699), (extract(epoch from now())::bigint - 387050), false),
(4, 8, 'laptop', 'SHA256:3227f1b31debf38ec956b4bc7d48b74d', 'ssh-ed25519 AAAA769fca7f7c9d17619bd06c56bd21e906', 2, 1, 0, (extract(epoch from now())::bigint - 27494977), (extract(epoch from now())::bigint - 5002), false),
(5, 10, 'laptop', 'SHA256:b7beee8837bdba155f7e8270d0b73e1b', 'ssh-ed25519 AAAA84bf81a4a18dd017cfb1e81bed67791d', 2, 1, 0, (extract(epoch from now())::bigint - 28630240), (extract(epoch from now())::bigint - 647587), false),
(6, 12, 'laptop', 'SHA256:557cc2d876c567045bf7b3691fa68fc7', 'ssh-ed25519 AAAA5938b004d1e6a18d644be5ce0dd9c0ab', 2, 1, 0, (extract(epoch from now())::bigint - 1714196), (extract(epoch from now())::bigint - 743968), false),
(7, 14, 'laptop', 'SHA256:2f29f44936c257a62a56291551ed0de6', 'ssh-ed25519 AAAAfb488d77a061543ea7f7518d3b88ff45', 2, 1, 0, (extract(epoch from now())::bigint - 27180322), (extract(epoch from now())::bigint - 310905), false),
(8, 16, 'laptop', 'SHA256:32a54bd11a6687ff95dc9f1f3dc6a80c', 'ssh-ed25519 AAAAfac038cea8d4f2d03506c84a30b454b6', 2, 1, 0, (extract(epoch from now())::bigint - 37288934), (extract(epoch from now())::bigint - 710946), false),
(9, 18, 'laptop', 'SHA256:1c666cd5bc48d0c6839a48a360da3147', 'ssh-ed25519 AAAA134ac8e6b7ad9892ed451e8aa2ba3c4e', 2, 1, 0, (extract(epoch from now())::bigint - 27871670), (extract(epoch from now())::bigint - 15166), false),
(10, 20, 'laptop', 'SHA256:539c35bab3ac12b698028ae3311980a2', 'ssh-ed25519 AAAA26d2fecb73ce4093f3e18e24c4930294', 2, 1, 0, (extract(epoch from now())::bigint - 28723634), (extract(epoch from now())::bigint - 775217), false),
(11, 22, 'laptop', 'SHA256:44e915c7221c0c30978859e19f15c485', 'ssh-ed25519 AAAAec475de406610f053effd9bd726981cd', 2, 1, 0, (extract(epoch from now())::bigint - 22810223), (extract(epoch from now())::bigint - 677261), false),
(12, 24, 'laptop', 'SHA256:4365d8710a352192f54d01317de8ff88', 'ssh-ed25519 AAAA55613ef82ed5e168e38ddece13923c70', 2, 1, 0, (extract(epoch from now())::bigint - 35314964), (extract(epoch from now())::bigint - 278107), false);

INSERT INTO gpg_key (id, owner_id, key_id, primary_key_id, content, created_unix, expired_unix, added_unix, emails, verified, can_sign, can_encrypt_comms, can_encrypt_storage, can_certify) VALUES
(1, 3, 'EE70724DB0BB5D10', '', 'xsBNBF...', (extract(epoch from now())::bigint - 17280000), 0, (extract(epoch from now())::bigint - 17280000), '[]', true, true, false, false, true),
(2, 6, 'E2853B4C3D0C86E1', '', 'xsBNBF...', (extract(epoch from now())::bigint - 17280000), 0, (extract(epoch from now())::bigint - 17280000), '[]', true, true, false, false, true),
(3, 9, 'FC26C98A223C3E00', '', 'xsBNBF...', (extract(epoch from now())::bigint - 17280000), 0, (extract(epoch from now())::bigint - 17280000), '[]', true, true, false, false, true),
(4, 12, 'EFA0BDAE7F6B3A3C', '', 'xsBNBF...', (extract(epoch from now())::bigint - 17280000), 0, (extract(epoch from now())::bigint - 17280000), '[]', true, true, false, false, true);

INSERT INTO deploy_key (id, key_id, repo_id, name, fingerprint, mode, created_unix, updated_unix) VALUES (1, 12, 4, 'ci', 'SHA256:abc', 1, (extract(epoch from now())::bigint - 8640000), (extract(epoch from now())::bigint - 864000));

INSERT INTO release (id, repo_id, publisher_id, tag_name, original_author, original_author_id, lower_tag_name, target, title, sha1, num_commits, note, is_draft, is_prerelease, is_tag, created_unix) VALUES
(1, 3, 24, 'v0.1.0', '', 0, 'v0.1.0', 'main', 'Release 1', 'ae57caa6ca26e7b995c919d8d2c12a16cac5b433', 310, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 3139637)),
(2, 13, 29, 'v0.2.0', '', 0, 'v0.2.0', 'main', 'Release 2', '25bf24a7fe4be879ffcd3f111960aa2502376f03', 350, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 23297423)),
(3, 2, 21, 'v0.3.0', '', 0, 'v0.3.0', 'main', 'Release 3', '690d33131b2a7df8d13ceb52bce25bb717198a7c', 79, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1370500)),
(4, 18, 14, 'v0.4.0', '', 0, 'v0.4.0', 'main', 'Release 4', '3943de4df2983c50ee86aa30d25b13c0042d9960', 306, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1972652)),
(5, 21, 2, 'v0.5.0', '', 0, 'v0.5.0', 'main', 'Release 5', '164226e719f2d1420b5307a3a3bf65b218193340', 275, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 8273140)),
(6, 8, 11, 'v0.6.0', '', 0, 'v0.6.0', 'main', 'Release 6', '7033aea58e02e44def5888395dab7f5c637916d1', 190, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 5833971)),
(7, 10, 23, 'v0.7.0', '', 0, 'v0.7.0', 'main', 'Release 7', 'ed93c58c1d34e3b6f21860e4d81e18c4dad662e1', 338, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 61498)),
(8, 5, 7, 'v0.8.0', '', 0, 'v0.8.0', 'main', 'Release 8', '69f65df293f30f31c1d16edfe03d21b34b6c7fcf', 218, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 8035056)),
(9, 21, 23, 'v0.9.0', '', 0, 'v0.9.0', 'main', 'Release 9', '53f46a498012cb22f028faead8ba23f0f889699f', 155, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 7774987)),
(10, 20, 11, 'v0.10.0', '', 0, 'v0.10.0', 'main', 'Release 10', '3ac3444f5e22d9e9c9358bcd9630dde8e0f58e80', 21, 'Changelog', true, false, false, (extract(epoch from now())::bigint - 22752022)),
(11, 2, 2, 'v0.11.0', '', 0, 'v0.11.0', 'main', 'Release 11', '7c470410abda884b089728093ab5f8eea1ea221c', 329, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1491552)),
(12, 8, 13, 'v0.12.0', '', 0, 'v0.12.0', 'main', 'Release 12', 'cc8a7afa66b6b4f4eef5b0816ccae06b7d72868e', 68, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 42182516)),
(13, 14, 12, 'v0.13.0', '', 0, 'v0.13.0', 'main', 'Release 13', 'b550d69087918f36738f81968b5ab58a5bdd3a4e', 234, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 4079429)),
(14, 11, 29, 'v0.14.0', '', 0, 'v0.14.0', 'main', 'Release 14', '582a2495bfd141bfd412217b5f5ab8e6c9b6e18e', 387, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 5496649)),
(15, 9, 4, 'v0.15.0', '', 0, 'v0.15.0', 'main', 'Release 15', 'b105fb83d4a6350ff0bc67a7611ec0403c3eaf32', 361, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1670426)),
(16, 20, 16, 'v0.16.0', '', 0, 'v0.16.0', 'main', 'Release 16', '7ba96d37786160a21241ba213f9a7f9afe70bec3', 310, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 14745129)),
(17, 1, 8, 'v0.17.0', '', 0, 'v0.17.0', 'main', 'Release 17', '562dbff59f9f5b69e0a750325195aab8c0ae8f76', 164, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1851831)),
(18, 19, 27, 'v0.18.0', '', 0, 'v0.18.0', 'main', 'Release 18', 'f5a11cbb62a27543b687bfaa682beb50a823c9cc', 103, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 14091567)),
(19, 21, 11, 'v0.19.0', '', 0, 'v0.19.0', 'main', 'Release 19', 'bfeced2f0f576cebcf0f42c3a9d6fbe1e0e8b58d', 310, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 1021483)),
(20, 1, 24, 'v0.20.0', '', 0, 'v0.20.0', 'main', 'Release 20', '39622636586befb8233d9c04f2d8af2b9c7f1904', 105, 'Changelog', true, false, false, (extract(epoch from now())::bigint - 761788)),
(21, 13, 11, 'v0.21.0', '', 0, 'v0.21.0', 'main', 'Release 21', '914b89abe686d46f25d3de50985a4555faad41e0', 389, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 10411898)),
(22, 16, 15, 'v0.22.0', '', 0, 'v0.22.0', 'main', 'Release 22', '2f0413cb530ecb18fd2e3fd124c32fc050902642', 316, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 3624309)),
(23, 18, 18, 'v0.23.0', '', 0, 'v0.23.0', 'main', 'Release 23', '8d96493e8ae00cda007f73b863b0e55063b450db', 190, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 6737408)),
(24, 19, 21, 'v0.24.0', '', 0, 'v0.24.0', 'main', 'Release 24', 'bc9e134574e720c9847e0da523a33469085c4423', 57, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 8739252)),
(25, 11, 3, 'v0.25.0', '', 0, 'v0.25.0', 'main', 'Release 25', '9c0c5fa0c23cd19349a73e4ccfe6944c31a587c4', 132, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 6487737)),
(26, 8, 3, 'v0.26.0', '', 0, 'v0.26.0', 'main', 'Release 26', '857356122c1a0ffdc77d6c45222f6e5f77cb15ac', 288, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 51127407)),
(27, 12, 5, 'v0.27.0', '', 0, 'v0.27.0', 'main', 'Release 27', 'dfee1d459412e0ff62a8a1568ab41b7ecd4e198f', 264, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 10415441)),
(28, 8, 13, 'v0.28.0', '', 0, 'v0.28.0', 'main', 'Release 28', 'b005e9579ebebe1c458982cb5a8af856b14598a4', 219, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 20202600)),
(29, 4, 18, 'v0.29.0', '', 0, 'v0.29.0', 'main', 'Release 29', '4a7f6c49d339b2659dbf1d9c174178fb9c9d78dd', 334, 'Changelog', false, false, false, (extract(epoch from now())::bigint - 2858195)),
(30, 11, 25, 'v0.30.0', '', 0, 'v0.30.0', 'main', 'Release 30', '3f7ef5fc5e9756c372903021c868157757980191', 291, 'Changelog', true, false, false, (extract(epoch from now())::bigint - 43238818));

INSERT INTO attachment (id, uuid, repo_id, issue_id, release_id, uploader_id, comment_id, name, download_count, size, created_unix) VALUES
(1, '22a6049d-4eb1-452f-a877-39fecf98b606', 21, 10, 0, 15, 0, 'screenshot1.png', 47, 4885702, (extract(epoch from now())::bigint - 4375449)),
(2, '1c3e55c3-0927-4009-8abe-7c30848ec629', 1, 0, 2, 10, 0, 'screenshot2.png', 68, 5827198, (extract(epoch from now())::bigint - 2853725)),
(3, '5408d742-8bac-4d08-a69c-c2f8e56869ab', 13, 2, 0, 26, 0, 'screenshot3.png', 97, 3878984, (extract(epoch from now())::bigint - 1121902)),
(4, 'c07161d0-1953-4485-af69-9003a53be49a', 4, 0, 3, 3, 0, 'screenshot4.png', 80, 3834001, (extract(epoch from now())::bigint - 7257303)),
(5, 'c33ed29d-9fec-48c4-8e0e-85f38264a1be', 7, 15, 0, 29, 0, 'screenshot5.png', 78, 5112594, (extract(epoch from now())::bigint - 19192633)),
(6, '135e61a2-66e5-4298-917d-134ae8a0cb28', 15, 0, 19, 30, 0, 'screenshot6.png', 58, 9203043, (extract(epoch from now())::bigint - 21079162)),
(7, '9247783f-c3c9-47ea-afa9-f40e7e79bb36', 8, 100, 0, 8, 0, 'screenshot7.png', 89, 8696608, (extract(epoch from now())::bigint - 5342020)),
(8, 'bb091eaf-d4c6-4683-832e-cc98c8a591cf', 20, 0, 23, 11, 0, 'screenshot8.png', 14, 1854048, (extract(epoch from now())::bigint - 24106793)),
(9, '81e4214b-f9df-4588-b326-f676cb3b0d02', 14, 11, 0, 28, 0, 'screenshot9.png', 47, 1376698, (extract(epoch from now())::bigint - 22205592)),
(10, '3b843929-4126-4b38-8f9c-e3b67775d4ae', 14, 0, 21, 22, 0, 'screenshot10.png', 48, 4994210, (extract(epoch from now())::bigint - 16303447)),
(11, '20b12b5f-dba2-4c60-887e-3c83211c7346', 2, 94, 0, 23, 0, 'screenshot11.png', 76, 6177131, (extract(epoch from now())::bigint - 18248684)),
(12, '6273a3ba-313d-4157-9aec-8e7553602632', 2, 0, 23, 23, 0, 'screenshot12.png', 88, 8008760, (extract(epoch from now())::bigint - 21563932)),
(13, '8979dde8-f40f-42b0-8ed2-d9f30db726bf', 7, 106, 0, 28, 0, 'screenshot13.png', 30, 7433962, (extract(epoch from now())::bigint - 25244752)),
(14, 'cd4df1f1-41c9-436e-abff-538f2f91cd41', 14, 0, 28, 22, 0, 'screenshot14.png', 24, 9445115, (extract(epoch from now())::bigint - 13039042)),
(15, '1fe8fbc6-59b8-40dd-8af1-3f489b66a530', 1, 12, 0, 18, 0, 'screenshot15.png', 37, 580310, (extract(epoch from now())::bigint - 451429)),
(16, '7efed48b-f5f1-4b16-9277-f64c7bc18b93', 8, 0, 2, 23, 0, 'screenshot16.png', 28, 5531146, (extract(epoch from now())::bigint - 24093889)),
(17, 'aa92748f-3180-4cfd-9281-06f2d04e0354', 13, 4, 0, 15, 0, 'screenshot17.png', 78, 1192317, (extract(epoch from now())::bigint - 10663326)),
(18, 'a886efd8-8dca-49f5-a181-67ca06a80cad', 19, 0, 10, 20, 0, 'screenshot18.png', 75, 7110971, (extract(epoch from now())::bigint - 22777960)),
(19, '35a8195d-04de-434a-a34f-7c5da2f69ad9', 14, 59, 0, 12, 0, 'screenshot19.png', 80, 5086333, (extract(epoch from now())::bigint - 23097769)),
(20, 'cb128a87-030f-48dc-aa02-abafac85b1f7', 10, 0, 23, 5, 0, 'screenshot20.png', 66, 6769250, (extract(epoch from now())::bigint - 363471)),
(21, '237912f3-ce7f-4e41-824f-e439ceac039b', 21, 77, 0, 26, 0, 'screenshot21.png', 41, 1518815, (extract(epoch from now())::bigint - 1656431)),
(22, 'b3cca2a1-3fc5-458a-b4d7-7e44839c2b07', 24, 0, 1, 4, 0, 'screenshot22.png', 21, 7919627, (extract(epoch from now())::bigint - 6431613)),
(23, 'f830e9a4-aacd-427f-afd1-c59c61ed3b78', 11, 12, 0, 30, 0, 'screenshot23.png', 49, 2072401, (extract(epoch from now())::bigint - 1927488)),
(24, '8b5864f8-03d2-47a0-83c1-e72e10536795', 12, 0, 30, 20, 0, 'screenshot24.png', 11, 8074683, (extract(epoch from now())::bigint - 16538756)),
(25, 'f447d163-c9a9-4e2d-a27a-c107ba2f2ed1', 17, 45, 0, 29, 0, 'screenshot25.png', 21, 7660040, (extract(epoch from now())::bigint - 8116826));

INSERT INTO package (id, owner_id, repo_id, type, name, lower_name, semver_compatible, is_internal) VALUES (1, 31, 0, 'container', 'api-server', 'api-server', false, false), (2, 3, 0, 'npm', '@acme/ui', '@acme/ui', true, false), (3, 31, 0, 'generic', 'tools', 'tools', false, false);

INSERT INTO package_version (id, package_id, creator_id, version, lower_version, created_unix, is_internal, metadata_json, download_count) VALUES
(1, 1, 3, '1.0.0', '1.0.0', (extract(epoch from now())::bigint - 4569154), false, '{}', 3),
(2, 1, 3, '1.1.0', '1.1.0', (extract(epoch from now())::bigint - 24112971), false, '{}', 326),
(3, 1, 3, '1.2.0', '1.2.0', (extract(epoch from now())::bigint - 9425018), false, '{}', 400),
(4, 1, 3, '1.3.0', '1.3.0', (extract(epoch from now())::bigint - 12270624), false, '{}', 435),
(5, 1, 3, '1.4.0', '1.4.0', (extract(epoch from now())::bigint - 6448644), false, '{}', 167),
(6, 1, 3, '1.5.0', '1.5.0', (extract(epoch from now())::bigint - 16244765), false, '{}', 244),
(7, 1, 3, '1.6.0', '1.6.0', (extract(epoch from now())::bigint - 23364787), false, '{}', 403),
(8, 1, 3, '1.7.0', '1.7.0', (extract(epoch from now())::bigint - 19550592), false, '{}', 89),
(9, 2, 3, '1.0.0', '1.0.0', (extract(epoch from now())::bigint - 15942332), false, '{}', 79),
(10, 2, 3, '1.1.0', '1.1.0', (extract(epoch from now())::bigint - 9861717), false, '{}', 319),
(11, 2, 3, '1.2.0', '1.2.0', (extract(epoch from now())::bigint - 13549668), false, '{}', 16),
(12, 2, 3, '1.3.0', '1.3.0', (extract(epoch from now())::bigint - 6420157), false, '{}', 88),
(13, 2, 3, '1.4.0', '1.4.0', (extract(epoch from now())::bigint - 12085498), false, '{}', 168),
(14, 2, 3, '1.5.0', '1.5.0', (extract(epoch from now())::bigint - 14972208), false, '{}', 460),
(15, 3, 3, '1.0.0', '1.0.0', (extract(epoch from now())::bigint - 25518922), false, '{}', 296),
(16, 3, 3, '1.1.0', '1.1.0', (extract(epoch from now())::bigint - 11391957), false, '{}', 436),
(17, 3, 3, '1.2.0', '1.2.0', (extract(epoch from now())::bigint - 8688271), false, '{}', 405),
(18, 3, 3, '1.3.0', '1.3.0', (extract(epoch from now())::bigint - 25415020), false, '{}', 181),
(19, 1, 3, '_upload', '_upload', (extract(epoch from now())::bigint - 259200), true, '', 0);

INSERT INTO package_blob (id, size, hash_md5, hash_sha1, hash_sha256, hash_sha512, created_unix) VALUES
(1, 43657330, 'e8e6c292e615a70a3f5ec0df432dcdbf', '0a38a305aafe2cd4c9c30c23fb0544ae26680d1e', '6c9ab1ae4d10297526d3b0f4667590bdc5c09fdacf9073081f70bccf12e40c47', '53774d05fd585381c39451bad3bf574d18b44a040a53f86da8be16e514df3bd0421f4c5e9cf914d052c5aff26ecf80bb635ca490eeb38f5fe247fe9bf4a3ab68', (extract(epoch from now())::bigint - 20182362)),
(2, 28689230, '9041dce9672e587f567a5258b505619c', '7b2458364a022f77d94fc58fedd6c66992b0e4e1', 'a5c3ce88b43f7e52b111da6c8a99977cc13adec4341559da5d002f8cd9a20ed6', '77462968b6d2e02d734ba7fbe46070084855b6e93c4f931759c9a478c910b0c645901f173163cc770eb98263bdef036036d128e4ff0e323cbf785a548c2e39b8', (extract(epoch from now())::bigint - 12880032)),
(3, 22491218, '4d39780798b6f35a25b100d5be93a7f8', 'fbf4ad3b82028509924ae53b6744e83fd6c6b86f', '4043dbc8954c0c32e8175df73b2f014b5828990633f08d8012afc19df00ab124', 'b7f2f8ebdf19ba378b7f1a5aa9889e79b9435e8f925c53531e4493e184da48fe714b6855d3e34f1bce52143ed00317cf53fa72226f98206dd56bab09d7cd1611', (extract(epoch from now())::bigint - 19468980)),
(4, 65319, '291c7f1289d057f1f5d8e02d2e9abc90', '941525da203f9faf0248165ee7bed870f986f33e', 'b32a4e93cc939f0410bea9bd839a4aacc9ac233f66e405ab70ddbb4a469bd017', 'b15d6c1f79b238f36d57233c1261f3eca2c4edf523ee2c24e019ae45cd0773ad5fed48e00eba0fad001c5725cc2faf8be8b81a9884ea49c18a77fd0239f949bf', (extract(epoch from now())::bigint - 2190252)),
(5, 77010620, '0aaaeb4cefff61e01249a78a6ebd26a6', '16332c0959df378a9e022560909eb3001bdf6f32', 'c9fbc98234d03ff324e0aa40c5b1767887897899a308e25a8ae0cb1a9f073453', '6cdccd768702f503b7e84ec27396127e4bf043662b9e09f302294c7266ac8b34f610d14d4b6c73a0a31534100ca8c24dd9a7495553ed900c4a34399a9b784969', (extract(epoch from now())::bigint - 4449269)),
(6, 76461301, 'ac2a8d399f402bea4f4a54fbacb2fe94', 'c8abb7873e066bb6eee867c0413143a45c8ebae9', '9e9d41ab9ceac1e6a149ff2a128c7dd291520f264ad7ca4e785a467e30ffbe33', '156d2ff894251abcaa70afc815da4e66a9b1099dc719855a3d137acee6d325106eb1a8fcff82bc3797ee476dcf1092258d359c68a6f0b66bf2d42267ea0569f4', (extract(epoch from now())::bigint - 11783432)),
(7, 19694601, 'ae2ed9701392321515ed1d150b656c95', '13dfa1688c13a8367a2238fdeaaa76e612fe13eb', '8d6d6990a35f25668568da8d460da2e38d94cccad038395c1831cb2ebc112f39', '30717df05a44ce42cf7d3bd58b2ce19d2db1df2e63e65514c1eeae535341cb0e09739d0ab48b8a42126642241a2d893f058eccddb4dbe911c04e8b59f7782d9d', (extract(epoch from now())::bigint - 18498157)),
(8, 8525079, '41559a79dc9f159602f25e2ef69bf8e7', '53c025576c2ea1b4921a3125d7e77696b8d85c37', '6e52d8249aade23c2a833b8a538edfb01e14251d5efc15a78081bbb5b87c0ca4', 'a6aaf53205584fc1d70719a2f475d6aa6f677f528456519e4fdd712f423d1f174592317a4f4db139f7ad8a0ce4b6948da10878abefdeff4004b423fa49c02c6b', (extract(epoch from now())::bigint - 9907060)),
(9, 38244500, '8f883d66b7a6824d4bd0d56c685caea9', 'a3acc24af3482ce5975cb0fcecfe3acd28a39534', '659c2d7df88f491943a5759539ac318567cfcf53f3f906cf375fac1c3bd87e96', '026076618182fff8a772ea6c4950f2ef64182ac906978a80f528ff559ee016220ecf433dec11d32c4fafc0ee87a3e4fe63fecc02fc1b05b3110bc93e8d67d75c', (extract(epoch from now())::bigint - 11389950)),
(10, 98277288, '9c152b9497a61d17220b3b7211658962', '558764c3881029bec7ea8462f497a4bdb1228997', '5e9e667e2bd52eed89f717c265c152c74e34892c556adc07e9378ea25c745c5e', '315be1f905458584fa0dd4ffe9ad76034f1aea472a06f279977284aa935367b8ebff7add79e47dbf9631dfb3863b4a12d2fed810e789615f5a08c8133a72a5ba', (extract(epoch from now())::bigint - 15661922)),
(11, 99443348, 'c36561055bba8148b72791d150d70047', '5ea704caed026146a9ed5c076ef8c3263c9775b1', 'c5caaa00c48a63d63ce027c8cd401c77c181e4b011d3ef93db6fd5f2d831ae39', '50dfa86799eca49d2043a585f32123822fe8e5e2b1a8d7ea079e31f7a4cae94942a602578e941da5d3f92e93faae6ad112847b14891e4440c9d89b32b2bee0f6', (extract(epoch from now())::bigint - 7335128)),
(12, 19010309, '81d8545945c287e8c5bc2073b2559cf8', '7cac9453431f021ea4c32ea83547354429633a98', 'e3d0bacc104ab12be5fded5d9c9d55ecdef6cccdac7262fbd3f70e0a624ab1cb', 'b2df1f07ac3719b9af3dace2d13d915f132e4d498e479cab307ce6d3f6ef5876d096802ed1f8ca30af2d3763fdeba0d1bb9c68f076b542b2700adcedca3f3ea1', (extract(epoch from now())::bigint - 8000016)),
(13, 57730119, '90e80867080cd064ecc5c9c5a69f817e', '2963678777162d23d2a0eb7a5c09e4959517ccb4', '1352c2b3170f066a7bef5ca16f1c41f5bb374976e602778083a2fa6494c6858d', 'a4716edff5b23bb705b20e438d7fbd73be3c622ede1da1a4611fea870b1c5dde3f8e466d8939426b81136bedbc739e3a7b47a96f944005d3ebe9bb6dea6c2cf6', (extract(epoch from now())::bigint - 15496884)),
(14, 54608347, 'da85a60913dc508397b7d66691dbb9b9', 'b09f1f405e8554df3bb6e05657721cb25964fced', '151887809a95b817bd326906b900ef96578631accfea4aba8ebc9f023d45a630', '7576d5b11aa68a4e7635e5fcc1f15c9cd96c5f511cf5affad689cfac2394481a1d0821663fb24e9ddde6f99c1bf9cfe6cd90964850df7f2269da33348026c709', (extract(epoch from now())::bigint - 23044452)),
(15, 49446858, '1978aada21b852f6a80171e2d3f9ac29', '8127c47b86191a7ed24d3fde403c46ffaae7734b', '918f977476060327947e714a89befa70f8f8cfaca2bda46d0f63920a18e6ff77', 'deaec16c2f7af0cffaa1b57ffb2b980c491bbaa9063b8f5ef3ec8d9855b3316495238020c0f102a92bab51dd5914910fb90538e489d5e05e309c444c14e1d463', (extract(epoch from now())::bigint - 10002202)),
(16, 98948220, '8eb810d38b8da1c159857cf3020b07ad', '9c4c5339c5995e6e7f3fa00372900ae13f31ddfd', 'dd1d8b9e07ef8d66bc75c91e5b90a44c442780595a1237886b1b20a73e79a401', 'feb82037de23d0ae1155eed6fead7b61e4ff6c1c6e4cb5b4fea4e66d0233e9b105bb1147552bffa70508a9dbff5acd8943f8b0026983de19e0b3fd32e0c0d4ac', (extract(epoch from now())::bigint - 24158102)),
(17, 47775820, '3e9da69361c64166b9936840c947fefe', 'faa4f40593cbd61782563be55352442a3a77313c', '466b8effd8a0548c40a62ee932204013754a2311a49ce4503f36aa7c7fc3817b', '192ccc9e1c50d09c9dad950dab519cdff008d0bce37cbc49b43fefda7c7f2e1b3400d0c61a4129d66235aef1584b8cb87d4597899b5caa4e3f9129d1df3bae05', (extract(epoch from now())::bigint - 9822150)),
(18, 24776736, '56eaf744f1c4ed2286957cf942fde888', '47d12285fbd4485541e974c93b87ed3eb71a3100', '45ceaa934df63426686f95199c942a1bbf73f6aaf7a94d0e9e93d6b4e9de580c', '1f443a73e35f5c9e355fd191ac57861a438589a0d9f8922234b9edc805ca767fd1c279f38314ccd4a999de43277772c22bcad5c6be16e3ab744f5b613143063b', (extract(epoch from now())::bigint - 12400054)),
(19, 96707358, '7d2ec4ef14102907d52805cd8b6af882', '26270d45443bc6240b7d885414ebdf8b6cb4a753', '10351553a2875bd95c1c108b859cfab101d76bf1602944f4700d570976b25d03', '25f17339bb731b35f15daf76c015a5c20acc85d86975cc8087677fd4bbb40b4b0faf853560cf8827c95fdf6d4990550cd962adfa98a1850e54d7e713285bbd2c', (extract(epoch from now())::bigint - 19754014)),
(20, 52794283, '19668b4df9981ec8a34d283f719f542d', 'c94e2bbdf5e1747595b2923bf4370836ac0e4795', 'e47e1c7db4da22a5510950bc04ad47d686fc8312e577dc6c4919757d3ca72e85', '87c4c6cb6337233257174f3d74865ba2d2fdfe1e351ded546aa3a501938db8f4e4d3a9a2707e48d94d0593a42c3612e43dbf5eb9918e2c28a610b2dc0c990397', (extract(epoch from now())::bigint - 19445269)),
(21, 49620911, 'c52daf415adfaf937881066c75eae2f7', 'c61509c2ca9f5f28360b91d530404dfa0d268128', 'cd4de69ed03a393607553afc664a5bff53f973992bab6167602b7aed171bd533', '151181f251793589f600022a488f2be479f0502f31e6484122fac6da0abb517cebbad179841453cd10183d6dc7c076e8445969b574dcb111bb955d461e94da50', (extract(epoch from now())::bigint - 21470170)),
(22, 72520026, '93a2e5313fd6958b8d0cc3a7d483d5dc', 'be8426a7b6c1a5386396e438b933e74144ce5dc2', 'a3fc7ad40caa8f1065364720e77c0a5896486f09a9268b669d91c6a18523809f', '8d39958ef0977a062a134dad6dde1cdbb02a5d2d59b230c56a8e3dc19ef7941445ee12d99417888fe3d662ae72d1cddff57781cc0653d82ad6b6f7f28c5e3b39', (extract(epoch from now())::bigint - 23239593)),
(23, 64494501, '3cf7985b247e2d5249e284a04f1b9a0d', 'fd90d8518f70be805a5ac660a776c0a3da0df633', '80bbc8b7817ceed00edcb3a44f2cca4d401a6978e75eccbf7cac9272c1ec403e', '31ae63ea0a7758bb40b74b4f581d32dacf9d7ef4d408943d2aacc353abd7091e7cbbf43396c8c996c53ca2174b334f37a72bf6b1dd7f7e699a941953a2650eb6', (extract(epoch from now())::bigint - 24953816)),
(24, 17111446, '5554624b1f2302578ed82ca9a0b5648d', '9bd25e512741f2ee790790c2ec9fb1d329347542', 'ff23b71d2f43f8e562ba268f7d63b7b572f3a92b78653ec3241a833461050bf9', 'ba2744c1f63e09d383323d9217d212f21f3b19df55e39865bca934f3fea140041c4c849ac3f6cff5825f2efa0fb07d5a25ed74c89031760745b7de2b7a6426ac', (extract(epoch from now())::bigint - 25905435)),
(25, 51858405, '53e57470bef9c9f2cb368293397d89c1', '22311b7d53ca579e03d3bc3766923c3383093261', 'e5e96e334d0965149a27e691c61fd9f5ac3adcf7827a03e92033eee7a33fe096', '21fdc97cbb80ffc0a33b2bc580394d0f2094b27bb89c3717638eb298259793e8917d6ea86428cb9c54c1c34bfc12779ec9fd2957776ae7cd95a09626766f7cfc', (extract(epoch from now())::bigint - 4520504)),
(26, 32349572, '0c72553683cc81b47ff0d1fe383ad291', 'b2d5a397628538a2fe72a10e9cd124d944dbed03', 'd4c22edeb240507a2d75eeda812b50162e2ae2d4113525f3c9222c4452f6ab7b', 'f968d9dd7452f216f9053b02ca9657f4d1984c1bba4b5b18ca80258b6d1a5036078147b1c9f5c258dfb2e97b00f30e1e4681bc3cbe0cbf965fd63d1c55498a68', (extract(epoch from now())::bigint - 25352221)),
(27, 36428654, '192dd1009632962665beb26e1e1ea2cd', '6554ee04eea715d0958465a96b152e2e2b73f844', '2a318bc3a1a1f147ea1d1db17ed94fcf5ceb44fdcd6fca50ebc508ed9dc190f2', 'af54b86b9182ac42bbf01471b01f22a0bd2b87a11b0c263fc38c0ba32526efa90e0726119141afac5c5546bd8974ff8d2fa4929765fe3a4ed7549a4357e4b25f', (extract(epoch from now())::bigint - 25556793)),
(28, 48789681, '0e2cdc90e0b4c2bd2782089602665420', '8d2c81dcac54c90efbf634091b9ea509ba4444d3', '419a809c2840101f556cb86be6f5a188ea4ffa4c084f2b6338d0d5d3ae2eca90', '66b8a725cc5453dd347d867e403e4240601813ebe49b35ebae6461accd68c1016c543a28bcc7cec33d41ff0f96e6605fe3f347e01bfd7214ed3e4ff891883860', (extract(epoch from now())::bigint - 1260513)),
(29, 80910238, '76504776ca38ee30a8163e864b0944c4', '14a396e504bb48986ef32abee3d84119f1c56f46', '4126c4d19686e53ec82896785601c861729812a5651a9d0f4a03df835d381548', 'b435d99604e2403066c5f237bea89a2d41871192f4ccd05270ddab7ed79c8fba8179479559d56fd4de63c87808f46b4f0a97659cb70a9d23ff7c6eacb8a8c6c2', (extract(epoch from now())::bigint - 1472706)),
(30, 19864439, 'd9a51ea661c54d0c6b80ef2c4f027126', 'a634fb5ffc2d5b12aa499d4085154fd871af5d2a', '3f0ab4832bd97a8a043f0350ac00b71da6e320f2fc5e96e3b8e30261e0e09db5', 'cadf0f0f27b1f5981ad97f167dfa175094c71ebd5157eaefff54aee3649123fc565f13bf44ffc93d818d854e9c6a68ec331d5a7697da4f7dae6db4611bd782f0', (extract(epoch from now())::bigint - 9555538));

INSERT INTO package_file (id, version_id, blob_id, name, lower_name, composite_key, is_lead, created_unix) VALUES
(1, 1, 1, 'file1.tgz', 'file1.tgz', '', true, (extract(epoch from now())::bigint - 4569154)),
(2, 2, 2, 'file2.tgz', 'file2.tgz', '', true, (extract(epoch from now())::bigint - 24112971)),
(3, 3, 3, 'file3.tgz', 'file3.tgz', '', true, (extract(epoch from now())::bigint - 9425018)),
(4, 4, 4, 'file4.tgz', 'file4.tgz', '', true, (extract(epoch from now())::bigint - 12270624)),
(5, 5, 5, 'file5.tgz', 'file5.tgz', '', true, (extract(epoch from now())::bigint - 6448644)),
(6, 6, 6, 'file6.tgz', 'file6.tgz', '', true, (extract(epoch from now())::bigint - 16244765)),
(7, 7, 7, 'file7.tgz', 'file7.tgz', '', true, (extract(epoch from now())::bigint - 23364787)),
(8, 8, 8, 'file8.tgz', 'file8.tgz', '', true, (extract(epoch from now())::bigint - 19550592)),
(9, 9, 9, 'file9.tgz', 'file9.tgz', '', true, (extract(epoch from now())::bigint - 15942332)),
(10, 10, 10, 'file10.tgz', 'file10.tgz', '', true, (extract(epoch from now())::bigint - 9861717)),
(11, 11, 11, 'file11.tgz', 'file11.tgz', '', true, (extract(epoch from now())::bigint - 13549668)),
(12, 12, 12, 'file12.tgz', 'file12.tgz', '', true, (extract(epoch from now())::bigint - 6420157)),
(13, 13, 13, 'file13.tgz', 'file13.tgz', '', true, (extract(epoch from now())::bigint - 12085498)),
(14, 14, 14, 'file14.tgz', 'file14.tgz', '', true, (extract(epoch from now())::bigint - 14972208)),
(15, 15, 15, 'file15.tgz', 'file15.tgz', '', true, (extract(epoch from now())::bigint - 25518922)),
(16, 16, 16, 'file16.tgz', 'file16.tgz', '', true, (extract(epoch from now())::bigint - 11391957)),
(17, 17, 17, 'file17.tgz', 'file17.tgz', '', true, (extract(epoch from now())::bigint - 8688271)),
(18, 18, 18, 'file18.tgz', 'file18.tgz', '', true, (extract(epoch from now())::bigint - 25415020)),
(19, 19, 19, 'sha256:b3e561e7993a5b5c', 'sha256:x', '', false, (extract(epoch from now())::bigint - 259200));

INSERT INTO package_property (id, ref_type, ref_id, name, value) VALUES
(1, 0, 1, 'container.manifest.reference', 'sha256:6dc41940116d79af'),
(2, 0, 2, 'container.manifest.reference', 'sha256:0c6d85655d9bf293'),
(3, 0, 3, 'container.manifest.reference', 'sha256:4b26f1c9460adba4'),
(4, 0, 4, 'container.manifest.reference', 'sha256:75af750eaabcde3c'),
(5, 0, 5, 'container.manifest.reference', 'sha256:ed51bcf2257db32a'),
(6, 0, 6, 'container.manifest.reference', 'sha256:d669de7864c194bb'),
(7, 0, 7, 'container.manifest.reference', 'sha256:348fdc5e3291cca5'),
(8, 0, 8, 'container.manifest.reference', 'sha256:efb6b556fdd9e6fe');

INSERT INTO package_blob_upload (id, bytes_received, hash_state_bytes, created_unix, updated_unix) VALUES
('e7b06bf68c5a19ea15d6', 2497109, '\\xa053c1db935972d5a081c223', (extract(epoch from now())::bigint - 192758), (extract(epoch from now())::bigint - 184118)),
('a6dc25a50a683a40b73b', 2719792, '\\xc301f94748ff210e3da56664', (extract(epoch from now())::bigint - 347940), (extract(epoch from now())::bigint - 339300)),
('98699752c56b4837ad3d', 4826855, '\\xccaa0fbbaeab1b7aae5a68a2', (extract(epoch from now())::bigint - 375944), (extract(epoch from now())::bigint - 367304)),
('e599b2c94d018cd199be', 2144908, '\\x1af39c76ed076a59253219a2', (extract(epoch from now())::bigint - 206417), (extract(epoch from now())::bigint - 197777)),
('e32920bbd85549e04366', 9595331, '\\x8f86dd5fa5c134a3ce5bda4a', (extract(epoch from now())::bigint - 309615), (extract(epoch from now())::bigint - 300975)),
('b4a270af863eb36df0a1', 6882765, '\\x490b99528375c4c93092eb06', (extract(epoch from now())::bigint - 263024), (extract(epoch from now())::bigint - 254384)),
('66485a0979b412432c5e', 3655979, '\\x06320c29f98dced48944def1', (extract(epoch from now())::bigint - 24302), (extract(epoch from now())::bigint - 15662)),
('ba4aa90c6b24f406f6df', 8503288, '\\x3b0c9ac39431fb5f92ff0585', (extract(epoch from now())::bigint - 38390), (extract(epoch from now())::bigint - 29750));

INSERT INTO package_cleanup_rule (id, enabled, owner_id, type, keep_count, keep_pattern, remove_days, remove_pattern, match_full_name, created_unix, updated_unix) VALUES (1, true, 31, 'container', 5, 'latest', 90, '', false, (extract(epoch from now())::bigint - 8640000), (extract(epoch from now())::bigint - 8640000));

INSERT INTO action_run (id, title, repo_id, owner_id, workflow_id, "index", trigger_user_id, schedule_id, ref, commit_sha, is_fork_pull_request, need_approval, approved_by, event, event_payload, trigger_event, status, version, raw_concurrency, concurrency_group, concurrency_cancel, started, stopped, previous_duration, created, updated) VALUES
(1, 'CI #1', 21, 0, 'ci.yml', 1, 3, 0, 'refs/heads/main', 'b029b7772b3bb2e4b61f90e32b746d9a494f289e', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230), 0, (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230)),
(2, 'CI #2', 5, 0, 'ci.yml', 2, 16, 0, 'refs/heads/main', '38f2280e5d8bfa6c1a9bf8c8f6463e210351d83d', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647), 0, (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647)),
(3, 'CI #3', 4, 0, 'ci.yml', 3, 5, 0, 'refs/heads/main', '6dc378b7817d5d08e320b1235c199f753c3d4ca6', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602), 0, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602)),
(4, 'CI #4', 12, 0, 'ci.yml', 4, 19, 0, 'refs/heads/main', 'bcd8b770dcf927a180b468281e31b90a6919d05e', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350), 0, (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350)),
(5, 'CI #5', 4, 0, 'ci.yml', 5, 4, 0, 'refs/heads/main', 'a8e0d2e7a30771548d0c2569b5d1773942cbf493', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141), 0, (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141)),
(6, 'CI #6', 3, 0, 'ci.yml', 6, 20, 0, 'refs/heads/main', '9edb640dd022e48d47da33f6bd44e835aeb4d33f', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315), 0, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315)),
(7, 'CI #7', 20, 0, 'ci.yml', 7, 16, 0, 'refs/heads/main', '40400a10f120b3657381d01f71e8d72b9e0654e9', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279), 0, (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279)),
(8, 'CI #8', 16, 0, 'ci.yml', 8, 2, 0, 'refs/heads/main', '72cf98b9d315c5828e5215bb672dee15fb431aaf', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737), 0, (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737)),
(9, 'CI #9', 18, 0, 'ci.yml', 9, 29, 0, 'refs/heads/main', 'fec74074fd82f9539b0f90978d1181cee6b7ac60', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802), 0, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802)),
(10, 'CI #10', 9, 0, 'ci.yml', 10, 23, 0, 'refs/heads/main', 'dad4d9229bc740ef4cc51ff979e247fdbeeeb37d', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353), 0, (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353)),
(11, 'CI #11', 5, 0, 'ci.yml', 11, 25, 0, 'refs/heads/main', 'c812842406652651ebfa5842e25d61b8914e153c', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688), 0, (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688)),
(12, 'CI #12', 5, 0, 'ci.yml', 12, 11, 0, 'refs/heads/main', 'bb95a07fce839079de82b4ed3868a3ff12fb31ac', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337), 0, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337)),
(13, 'CI #13', 18, 0, 'ci.yml', 13, 4, 0, 'refs/heads/main', 'f59f359ed229bbd70ed41d302ec5cb8278170bbb', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086), 0, (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086)),
(14, 'CI #14', 13, 0, 'ci.yml', 14, 24, 0, 'refs/heads/main', '4f80382e8f702f539034d1a7def8adf4852a3f1d', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034), 0, (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034)),
(15, 'CI #15', 1, 0, 'ci.yml', 15, 30, 0, 'refs/heads/main', 'b5b36a38698daa0a76475a71dbc5b9c5f79e5d75', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401), 0, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401)),
(16, 'CI #16', 24, 0, 'ci.yml', 16, 4, 0, 'refs/heads/main', '497fffd629136bc989e63ec5e67d29691b56726b', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190), 0, (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190)),
(17, 'CI #17', 24, 0, 'ci.yml', 17, 30, 0, 'refs/heads/main', '63b904d644c54316d808c2577ebc86c3eb079d45', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934), 0, (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934)),
(18, 'CI #18', 23, 0, 'ci.yml', 18, 4, 0, 'refs/heads/main', '0d3039e9d56fa723796730bad88319b5be7819ed', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998), 0, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998)),
(19, 'CI #19', 5, 0, 'ci.yml', 19, 15, 0, 'refs/heads/main', '96344c4e9a9d7f05dca6d10c9b4b8ae2ff82f13e', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908), 0, (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908)),
(20, 'CI #20', 8, 0, 'ci.yml', 20, 6, 0, 'refs/heads/main', '3463b71a11d9c6ec506c83de29b075f9b8d5e47a', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568), 0, (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568)),
(21, 'CI #21', 23, 0, 'ci.yml', 21, 16, 0, 'refs/heads/main', '1da8a74ac7b2fab100894f01c50d0a68142ce2a1', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237), 0, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237)),
(22, 'CI #22', 9, 0, 'ci.yml', 22, 15, 0, 'refs/heads/main', '5893eb7806721207519845a58380b1b6f86e45de', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455), 0, (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455)),
(23, 'CI #23', 3, 0, 'ci.yml', 23, 16, 0, 'refs/heads/main', '97011c6f300801716afe770660e98647b0c489c9', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615), 0, (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615)),
(24, 'CI #24', 14, 0, 'ci.yml', 24, 16, 0, 'refs/heads/main', '226bf8824db0d0893124d6fe85a77da2faee2612', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785), 0, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785)),
(25, 'CI #25', 22, 0, 'ci.yml', 25, 8, 0, 'refs/heads/main', 'f6c3d351441a7eac3e96264a8c4a279724c520f5', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615), 0, (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615)),
(26, 'CI #26', 23, 0, 'ci.yml', 26, 16, 0, 'refs/heads/main', '3b7e30e2514f0321a76c5c712d5434282d7902b9', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974), 0, (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974)),
(27, 'CI #27', 6, 0, 'ci.yml', 27, 26, 0, 'refs/heads/main', '631b18f03f38e655718d252a141dd6a4f3fd2b7a', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804), 0, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804)),
(28, 'CI #28', 2, 0, 'ci.yml', 28, 9, 0, 'refs/heads/main', '756b69687467fffd04eb86ba8c27b1e334cdecb0', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047), 0, (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047)),
(29, 'CI #29', 7, 0, 'ci.yml', 29, 10, 0, 'refs/heads/main', '57d4d3762feaa6dedf11f30160601cfbd9cbf95f', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983), 0, (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983)),
(30, 'CI #30', 5, 0, 'ci.yml', 30, 5, 0, 'refs/heads/main', '19a0f1bf09a7f2a61bdbe076bbfd2ef8aa8365f9', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130), 0, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130)),
(31, 'CI #31', 12, 0, 'ci.yml', 31, 29, 0, 'refs/heads/main', '21dcb49d0f70753232650bf97b308ab99b86f272', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403), 0, (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403)),
(32, 'CI #32', 18, 0, 'ci.yml', 32, 14, 0, 'refs/heads/main', '6f8fcd9df79f95fbf55f1a847d5ffd555fccf6e0', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748), 0, (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748)),
(33, 'CI #33', 6, 0, 'ci.yml', 33, 11, 0, 'refs/heads/main', '84614b243a073374f0ff3511c456f5d1e7127679', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586), 0, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586)),
(34, 'CI #34', 23, 0, 'ci.yml', 34, 4, 0, 'refs/heads/main', 'bcd60a1d0277f283926c9816cac1d1b424ff0530', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736), 0, (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736)),
(35, 'CI #35', 8, 0, 'ci.yml', 35, 4, 0, 'refs/heads/main', '1d6723dde5c9e09cdbda266ea91423a56efc6ad3', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245), 0, (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245)),
(36, 'CI #36', 5, 0, 'ci.yml', 36, 6, 0, 'refs/heads/main', '97e687ed96ad954026d2ce7396f99371be9fbc6c', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017), 0, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017)),
(37, 'CI #37', 9, 0, 'ci.yml', 37, 6, 0, 'refs/heads/main', '1f222929e21b5d78f88d4138a9357e366d6f93eb', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413), 0, (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413)),
(38, 'CI #38', 15, 0, 'ci.yml', 38, 21, 0, 'refs/heads/main', '58fd12da7a7302dc880e50026af14b9b40f543cf', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405), 0, (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405)),
(39, 'CI #39', 20, 0, 'ci.yml', 39, 17, 0, 'refs/heads/main', '66ceda2b5ece2d333eda6291d712f24c90e491e8', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647), 0, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647)),
(40, 'CI #40', 24, 0, 'ci.yml', 40, 23, 0, 'refs/heads/main', '54edd3e9afd596c3a23df9b930efd3eee04adc4c', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712), 0, (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712)),
(41, 'CI #41', 20, 0, 'ci.yml', 41, 21, 0, 'refs/heads/main', '07c7fa665370fb48b2dc2bfa15b2dd010fe58f28', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534), 0, (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534)),
(42, 'CI #42', 9, 0, 'ci.yml', 42, 7, 0, 'refs/heads/main', 'dc2f9b265ff23f1678bc1a7fb2ab8e50f94129da', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210), 0, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210)),
(43, 'CI #43', 10, 0, 'ci.yml', 43, 21, 0, 'refs/heads/main', 'f442d3238c2fb24a021d7c4ef709a97e70744208', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944), 0, (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944)),
(44, 'CI #44', 9, 0, 'ci.yml', 44, 6, 0, 'refs/heads/main', 'b3787411111a56de571e95e606fbf9d59c8f453a', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662), 0, (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662)),
(45, 'CI #45', 8, 0, 'ci.yml', 45, 30, 0, 'refs/heads/main', '36b644367508934abd421e70d5ada88b0a1976bd', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423), 0, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423)),
(46, 'CI #46', 8, 0, 'ci.yml', 46, 25, 0, 'refs/heads/main', '005b8e0f91bfb4aa64ba154c70829098f594868a', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337), 0, (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337)),
(47, 'CI #47', 4, 0, 'ci.yml', 47, 27, 0, 'refs/heads/main', '30cce4e1c238e8e03562f22c7ebc3f5ecd4aa167', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974), 0, (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974)),
(48, 'CI #48', 23, 0, 'ci.yml', 48, 19, 0, 'refs/heads/main', '0c83adb61547821c7e80754e9f6bcb15255b6a3b', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515), 0, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515)),
(49, 'CI #49', 7, 0, 'ci.yml', 49, 28, 0, 'refs/heads/main', '697b81d8b2981437f95527f81c4b4d27e00d79c0', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321), 0, (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321)),
(50, 'CI #50', 12, 0, 'ci.yml', 50, 26, 0, 'refs/heads/main', '59e4bf188050bb96685eca1c8d1f6b7a1b0582f9', false, false, 0, 'push', '{}', 'push', 6, 1, '', '', false, (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613), 0, (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613)),
(51, 'CI #51', 13, 0, 'ci.yml', 51, 23, 0, 'refs/heads/main', '87ac05fc205d3465ce6fd5de1786320b3c73478c', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524), 0, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524)),
(52, 'CI #52', 19, 0, 'ci.yml', 52, 12, 0, 'refs/heads/main', '8ae2e2e0f880b870674d0b12ea1894af500678c4', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229), 0, (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229)),
(53, 'CI #53', 16, 0, 'ci.yml', 53, 4, 0, 'refs/heads/main', '6c57818dbcd320a186831fdfe9efdfeb84533373', false, false, 0, 'push', '{}', 'push', 2, 1, '', '', false, (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843), 0, (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843)),
(54, 'CI #54', 11, 0, 'ci.yml', 54, 17, 0, 'refs/heads/main', '1d41c8c78a1f8c53d02a1e1c1ca24b10f65dc2c4', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823), 0, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823)),
(55, 'CI #55', 13, 0, 'ci.yml', 55, 27, 0, 'refs/heads/main', 'ffc30c70dfacb8231327a360a8a97d759c13d22a', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937), 0, (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937)),
(56, 'CI #56', 6, 0, 'ci.yml', 56, 5, 0, 'refs/heads/main', '704f75b137de2ceb4a39e6d62b554b449c180477', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875), 0, (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875)),
(57, 'CI #57', 23, 0, 'ci.yml', 57, 27, 0, 'refs/heads/main', '2745a4d28a8184ec81a4a8670c5d0988042b84ac', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462), 0, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462)),
(58, 'CI #58', 22, 0, 'ci.yml', 58, 5, 0, 'refs/heads/main', '4d32750c6e1a77733f0cd04b3ebe0f7e2ef6842d', false, false, 0, 'push', '{}', 'push', 3, 1, '', '', false, (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740), 0, (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740)),
(59, 'CI #59', 2, 0, 'ci.yml', 59, 15, 0, 'refs/heads/main', '1e37da920f1910398f341977495e709b94bc595d', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572), 0, (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572)),
(60, 'CI #60', 12, 0, 'ci.yml', 60, 17, 0, 'refs/heads/main', '0dd6e4d50a1adc024324e2c520b3b14ab832fd37', false, false, 0, 'push', '{}', 'push', 1, 1, '', '', false, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614), 0, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614));

INSERT INTO action_run_job (id, run_id, repo_id, owner_id, commit_sha, is_fork_pull_request, name, attempt, workflow_payload, job_id, needs, runs_on, task_id, status, raw_concurrency, is_concurrency_evaluated, concurrency_group, concurrency_cancel, started, stopped, created, updated) VALUES
(1, 1, 21, 0, '3a85337907868b839fc6bdfdc7b0263d5f51231b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 1, 2, '', false, '', false, (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230), (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230)),
(2, 2, 5, 0, '969359fc37d9ebd7f41e44647b99e1b1e0f6c0db', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 2, 1, '', false, '', false, (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647), (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647)),
(3, 3, 4, 0, '0f45ec0349fdb81c2b6fabeee52a4b7d7304c85f', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 3, 3, '', false, '', false, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602), (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602)),
(4, 4, 12, 0, '7f803288531c46353cbc4385454cd2537aec01c3', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 4, 1, '', false, '', false, (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350), (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350)),
(5, 5, 4, 0, '054379040172b05df225781183c3096813b22f20', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 5, 1, '', false, '', false, (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141), (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141)),
(6, 6, 3, 0, 'e06d4cb8ed7b67a8ff8ee72ee92fe55469d33170', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 6, 1, '', false, '', false, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315), (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315)),
(7, 7, 20, 0, '791ca085fb6ce0a52a88a2e881f3e82d9c918875', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 7, 1, '', false, '', false, (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279), (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279)),
(8, 8, 16, 0, '88b295843a2f3f161b76ccb4460fac2d719ef425', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 8, 1, '', false, '', false, (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737), (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737)),
(9, 9, 18, 0, '7904aa49902acb337edd18ed3c20998cdffc5dfd', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 9, 6, '', false, '', false, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802), (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802)),
(10, 10, 9, 0, '039275b1aa25a480358ec7eedbda51e468abbd0e', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 10, 1, '', false, '', false, (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353), (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353)),
(11, 11, 5, 0, '4f0490060c849fc5ea210cd625c4e4c5b71658dc', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 11, 6, '', false, '', false, (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688), (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688)),
(12, 12, 5, 0, 'cc7c966cc754727e940ce0931ebff0abb84df1e6', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 12, 6, '', false, '', false, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337), (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337)),
(13, 13, 18, 0, '6089f5f89eda09c6a7f126a9a937217d26b6d819', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 13, 1, '', false, '', false, (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086), (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086)),
(14, 14, 13, 0, 'f24871f77567a73a4a2847ff2d47ec428a96df9b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 14, 6, '', false, '', false, (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034), (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034)),
(15, 15, 1, 0, '4aa739d4126b1b76452c510df78e2a557c2c1ff1', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 15, 2, '', false, '', false, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401), (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401)),
(16, 16, 24, 0, 'fa2cea176bd16079f80eea3a8515531a3276610c', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 16, 6, '', false, '', false, (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190), (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190)),
(17, 17, 24, 0, '485d9d5970b5513843924db53e1c90b8b83aaaa7', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 17, 1, '', false, '', false, (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934), (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934)),
(18, 18, 23, 0, 'e857544388938ec11d581870219dc30a06d2a40e', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 18, 3, '', false, '', false, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998), (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998)),
(19, 19, 5, 0, '40c62acccde36490c04cb1e431f17ff926299179', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 19, 1, '', false, '', false, (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908), (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908)),
(20, 20, 8, 0, 'ad2e56219b7ffa70c2a162c9372e5aaab5365d9b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 20, 3, '', false, '', false, (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568), (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568)),
(21, 21, 23, 0, 'f8e3fa82448e0ae0a6d093a5415a5a7ac8a9c895', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 21, 1, '', false, '', false, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237), (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237)),
(22, 22, 9, 0, '7de609518aacb8774da12a59786f295724ae0c21', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 22, 2, '', false, '', false, (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455), (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455)),
(23, 23, 3, 0, '3857f22db8557252a9495e4753d6f9ea37dff0aa', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 23, 2, '', false, '', false, (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615), (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615)),
(24, 24, 14, 0, '6ec03d6719d7d0de0b5f7e1b3629edf5663e41f9', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 24, 1, '', false, '', false, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785), (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785)),
(25, 25, 22, 0, '131630ed1af1cd9052bfbfcf686a430a67835e06', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 25, 2, '', false, '', false, (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615), (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615)),
(26, 26, 23, 0, '02d08e855a1f795d301597e6c9803ffa6987d1ab', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 26, 6, '', false, '', false, (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974), (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974)),
(27, 27, 6, 0, 'd9b4deb9e114a61739ae8a6851131e58757ee3a3', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 27, 1, '', false, '', false, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804), (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804)),
(28, 28, 2, 0, '7b2fd973a7e14a96f9a5ded0434c942f9ce82e3b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 28, 6, '', false, '', false, (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047), (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047)),
(29, 29, 7, 0, '18b55c1d6da991ce5581c3e0221cd7f3276a34c0', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 29, 1, '', false, '', false, (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983), (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983)),
(30, 30, 5, 0, 'ff0c85095fe309ea835951b534ea38f96d5d3c42', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 30, 2, '', false, '', false, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130), (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130)),
(31, 31, 12, 0, 'deb63363e61d5ee89c8457eb41be44c0ea4fbb2e', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 31, 2, '', false, '', false, (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403), (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403)),
(32, 32, 18, 0, '10179767a841965a52ad5837685a98ecbd478629', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 32, 1, '', false, '', false, (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748), (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748)),
(33, 33, 6, 0, 'a36da7665377741468a5cebe3c930fe7feae286c', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 33, 1, '', false, '', false, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586), (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586)),
(34, 34, 23, 0, '44331cee71e0b84967f6bef113d2197368891487', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 34, 1, '', false, '', false, (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736), (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736)),
(35, 35, 8, 0, '64ecc6e5293f8d197794bf72a6acdcd7e8b82ced', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 35, 2, '', false, '', false, (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245), (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245)),
(36, 36, 5, 0, '42b1eb5df2ca0c3cd899b5a763a5322d92a5565a', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 36, 1, '', false, '', false, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017), (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017)),
(37, 37, 9, 0, '6479339d5a45a1a07bf7e5fcb629ca25eed7f70a', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 37, 1, '', false, '', false, (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413), (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413)),
(38, 38, 15, 0, 'cbf9302cffde4155a550b0d71fa0a15bfb086588', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 38, 1, '', false, '', false, (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405), (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405)),
(39, 39, 20, 0, '2e56276d70af477844e328ae06eae5c097a7631c', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 39, 1, '', false, '', false, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647), (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647)),
(40, 40, 24, 0, 'e371f3d5a9e6573d4c0446f4fa04eccbab91e4d2', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 40, 1, '', false, '', false, (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712), (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712)),
(41, 41, 20, 0, 'c30188300d5030e59f3abffe13af59e47f240d49', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 41, 1, '', false, '', false, (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534), (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534)),
(42, 42, 9, 0, '800a6c582591bced001a4f9461159ce77388e96b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 42, 1, '', false, '', false, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210), (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210)),
(43, 43, 10, 0, 'e81b67d27ca922b4f5fc2e247e804d2469dd91d9', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 43, 1, '', false, '', false, (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944), (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944)),
(44, 44, 9, 0, '9b5f7e971ad204f8bdabba91ca1e12fb15636acc', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 44, 6, '', false, '', false, (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662), (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662)),
(45, 45, 8, 0, 'a967b4051895ae1dc674077c529654a28587913b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 45, 6, '', false, '', false, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423), (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423)),
(46, 46, 8, 0, '293098bb4ef6908da5dd8a65139974b8c7c6026e', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 46, 2, '', false, '', false, (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337), (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337)),
(47, 47, 4, 0, 'eddce5479501b57cd9962e9ffca1652c86a9099b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 47, 1, '', false, '', false, (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974), (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974)),
(48, 48, 23, 0, 'dd2274a258fc5757d86b4b9cb64926bed75c6dc2', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 48, 1, '', false, '', false, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515), (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515)),
(49, 49, 7, 0, '202a6454c171d343be3aedd616106c746b261ca8', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 49, 1, '', false, '', false, (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321), (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321)),
(50, 50, 12, 0, '7ccbab24098d501233f42fa4ba7fb6a569196404', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 50, 6, '', false, '', false, (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613), (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613)),
(51, 51, 13, 0, '5a5a79b19507aea4a2b8fad0b199f132c93bd40f', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 51, 1, '', false, '', false, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524), (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524)),
(52, 52, 19, 0, '1ac745ce6003fe921de1912a3abae8b95bd4256b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 52, 2, '', false, '', false, (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229), (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229)),
(53, 53, 16, 0, 'c280530df97e82094624a0815fc5e8372c89b2b2', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 53, 2, '', false, '', false, (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843), (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843)),
(54, 54, 11, 0, '190244231b6bbbcc51eef2ac13471bc8e78eefd9', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 54, 1, '', false, '', false, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823), (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823)),
(55, 55, 13, 0, '56a5e5a8100f6b669e1df54776439a11d01fe11b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 55, 3, '', false, '', false, (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937), (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937)),
(56, 56, 6, 0, '7d905a246b86fff014d6cff79c9eb4aad22f4eab', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 56, 3, '', false, '', false, (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875), (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875)),
(57, 57, 23, 0, '9e15a6d26f03ebf6c407d13066a4257c5b4466cc', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 57, 3, '', false, '', false, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462), (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462)),
(58, 58, 22, 0, '3ac9fed2a0f95e7ef46d20b667830146f724fbdc', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 58, 3, '', false, '', false, (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740), (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740)),
(59, 59, 2, 0, '7d176172e17fef9b61c3b92e5ab0be6d1b093b29', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 59, 1, '', false, '', false, (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572), (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572)),
(60, 60, 12, 0, '6cbcef0666767b526465329e7eaac78cab26d19b', false, 'build', 1, '\\x00', 'build', '[]', '["ubuntu-latest"]', 60, 1, '', false, '', false, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614), (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614));

INSERT INTO action_runner (id, uuid, name, version, owner_id, repo_id, description, base, repo_range, token_hash, token_salt, last_online, last_active, agent_labels, ephemeral, created, updated, deleted) VALUES
(1, 'b1ab4068-33fc-4117-ae19-e3d95c511984', 'runner-1', 'v0.2.11', 0, 0, '', 1, '', 'ffe3978a64acf90b3d5cd087ab3e986c23f863caf529e798b99d4992ed048522', 'cb65a7a918', (extract(epoch from now())::bigint - 864), (extract(epoch from now())::bigint - 4320), '["ubuntu-latest"]', false, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 864), NULL),
(2, '70e4580f-95d2-4fad-a8f3-c56fd0c9f65e', 'runner-2', 'v0.2.11', 0, 0, '', 1, '', '1a28b6870ffeb350685944a10f57858106dda895c083938ac3d3fe8bed9b2ad8', '85f815d942', (extract(epoch from now())::bigint - 864), (extract(epoch from now())::bigint - 4320), '["ubuntu-latest"]', false, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 864), NULL),
(3, '8b446952-a90a-4643-b467-879a6ef36938', 'runner-3', 'v0.2.11', 0, 0, '', 1, '', 'd0f3dfeb9be873a34d18502ce7e2d5487e353b0f16fadae573de4b06c5fcbf13', '40af33d7d4', (extract(epoch from now())::bigint - 864), (extract(epoch from now())::bigint - 4320), '["ubuntu-latest"]', true, (extract(epoch from now())::bigint - 25920000), (extract(epoch from now())::bigint - 864), NULL);

INSERT INTO action_task (id, job_id, attempt, runner_id, status, started, stopped, repo_id, owner_id, commit_sha, is_fork_pull_request, token_hash, token_salt, token_last_eight, log_filename, log_in_storage, log_length, log_size, log_indexes, log_expired, created, updated) VALUES
(1, 1, 1, 3, 2, (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230), 21, 0, '3bb411a2b8fb87a367092f64e86beced5d69d397', false, '7a17d1176c1df3828e562054906fee9552fb2ab0631ea63221b945107bd22e63', 'dbae38ecc6', 'd9807064', '21/1.log.zst', true, 2233, 386984, NULL, false, (extract(epoch from now())::bigint - 868094), (extract(epoch from now())::bigint - 867230)),
(2, 2, 1, 3, 1, (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647), 5, 0, 'dd8653f1f62c94147c343d732ebccfd96c9cddfd', false, '455140eed89c0e2826f5c90ebbf08aa52876edfb023d25b21f8abe74ea0ab5da', '64a7c4e59c', '46273f4f', '5/2.log.zst', true, 1874, 330866, NULL, false, (extract(epoch from now())::bigint - 8952511), (extract(epoch from now())::bigint - 8951647)),
(3, 3, 1, 2, 3, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602), 4, 0, '6b5ef51859cb97843354ac4e116584abfa348269', false, 'b4014e2d8fa44d2d9b87928d63608291cf002971f2d820380d24ca5749fd28c3', 'd550a392a1', '1457fbb7', '4/3.log.zst', true, 601, 298530, NULL, false, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2184602)),
(4, 4, 1, 2, 1, (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350), 12, 0, '863498f7c8697e1440771c3d910f8914416918cb', false, '278ca5aed29c113a19d38124cc05031cba6949df29974fcd3c97436129befa6a', 'e3d1883e1d', 'd271a817', '12/4.log.zst', true, 991, 676365, NULL, false, (extract(epoch from now())::bigint - 5794214), (extract(epoch from now())::bigint - 5793350)),
(5, 5, 1, 1, 1, (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141), 4, 0, 'ce893d01a73558eae25d71f2601af6f7a33362e4', false, '4ecd5c5dd0ed0376f9526cce770b35b554f85a4d1e2c8b36ecbb816f37140d2d', '572e9ad3dc', 'b7aedaef', '4/5.log.zst', true, 3904, 307737, NULL, false, (extract(epoch from now())::bigint - 3180005), (extract(epoch from now())::bigint - 3179141)),
(6, 6, 1, 2, 1, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315), 3, 0, '781475a3d82e3cb6d3039ff34511aae04eeacfc1', false, 'f04bec09dda0645f59aa72d360f9db3b09e91b4374229bc0b8496e85e9e08038', 'd151a07ddb', 'bea73a53', '3/6.log.zst', true, 2074, 206714, NULL, false, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1710315)),
(7, 7, 1, 3, 1, (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279), 20, 0, '77f9a7018355f0ccd0acad37c8e5fa8e4e9f931d', false, '39d4e9f1f6e5d4f18df8494c5ebd7e22599df392046122f77b5d64b60d505dc6', '7775a2d31b', 'eaf84fd1', '20/7.log.zst', true, 3389, 406779, NULL, false, (extract(epoch from now())::bigint - 9748143), (extract(epoch from now())::bigint - 9747279)),
(8, 8, 1, 1, 1, (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737), 16, 0, '2b9463103193f8ea2a28dda9c22d4e140fc062aa', false, '419178611ca52b7be5b50f267ff193de37b816bcd6d287bacab1e5687a7301dc', 'fa67233dc7', 'def5efcd', '16/8.log.zst', true, 1857, 512914, NULL, false, (extract(epoch from now())::bigint - 5426601), (extract(epoch from now())::bigint - 5425737)),
(9, 9, 1, 2, 6, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802), 18, 0, 'fde1edf426e144f880bb5a7012555af95da0ba10', false, 'a100c1e4a9992869f3d399eda41df56c1436aaa880b9354454b5bf2f1aacc969', 'bcf191b529', 'f60bc52d', '18/9.log.zst', true, 191, 583503, NULL, false, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6579802)),
(10, 10, 1, 1, 1, (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353), 9, 0, '04adafbfcd823a470de348f4d93a448e247d96ec', false, '6b636157e25ee415b120395dedc9eb2c5f1dce7c33def51ca0e6ba36e75a9bd8', '8f85f81465', '5c442d09', '9/10.log.zst', true, 1464, 703916, NULL, false, (extract(epoch from now())::bigint - 2370217), (extract(epoch from now())::bigint - 2369353)),
(11, 11, 1, 1, 6, (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688), 5, 0, 'b7171f6f72e902ce7abb55d358b3449728e7ec03', false, '395e6ce0f962caed02ba8744fdb34275dad0bffd028f86a18ef5d65bc0857a17', '9d9bb2ecf8', '5fb39ec6', '5/11.log.zst', true, 1272, 1998, NULL, false, (extract(epoch from now())::bigint - 5626552), (extract(epoch from now())::bigint - 5625688)),
(12, 12, 1, 2, 6, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337), 5, 0, 'f761cbafd2d560a1a759b4ac053bbaa9034c9688', false, '3bad06e414236176302539ae86bde2bdb7840e406ebb05f4b988b429aba66f8f', 'e485760b2c', 'e385763e', '5/12.log.zst', true, 552, 779160, NULL, false, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8048337)),
(13, 13, 1, 2, 1, (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086), 18, 0, '99cbd918bc44d3573af8f8e74af1a7c3614e57ed', false, '339769a70a6877a96e86e02a5dfb849d7a3658a596ade0737219741643e5044a', '6f7b021836', 'bc659101', '18/13.log.zst', true, 1183, 120775, NULL, false, (extract(epoch from now())::bigint - 3817950), (extract(epoch from now())::bigint - 3817086)),
(14, 14, 1, 3, 6, (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034), 13, 0, 'fc960f94bb5342e6d6e4a7bac5cda8095821cdac', false, '2b8d426c21a1fe669714384291c61b6b6ffd441f7dc890c5929b41c836e480ba', '067569dcee', '5f6787a6', '13/14.log.zst', true, 1410, 299731, NULL, false, (extract(epoch from now())::bigint - 9797898), (extract(epoch from now())::bigint - 9797034)),
(15, 15, 1, 2, 2, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401), 1, 0, 'aa550c564790d41def9905acd813457b8d0d3e99', false, '941a65fca18839455877966d129f2e51b5328b257dce3ee6f188d73028653c54', '6b8c4053b5', '3936e691', '1/15.log.zst', true, 3039, 104130, NULL, false, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9149401)),
(16, 16, 1, 2, 6, (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190), 24, 0, '355c51d7d50edb4f1a570d8c8337802ccaa9a560', false, 'd9861ba4a04ac75375312a42b035c5acde111d06ebe9513f46173aea3b052adc', '4c43a74886', '6a58b133', '24/16.log.zst', true, 2711, 613480, NULL, true, (extract(epoch from now())::bigint - 10780054), (extract(epoch from now())::bigint - 10779190)),
(17, 17, 1, 1, 1, (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934), 24, 0, 'e709657a9793d90b7d386a01f3c2c354e29b1539', false, '69ac18656b0ac342486f3d7aee91ceeed2ce0cd86f83c1fa6bd1d165f01450fc', 'f243ec6236', 'bfd289a5', '24/17.log.zst', true, 3422, 834553, NULL, true, (extract(epoch from now())::bigint - 12727798), (extract(epoch from now())::bigint - 12726934)),
(18, 18, 1, 3, 3, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998), 23, 0, '653b26503e3a7ad8cf8da87aca42d73379607bcc', false, '30d987aad75e859db08cee2266af7e52021a1b3dfcd72fb1b41abfc0e321ef25', 'f60f546dfe', '0b95f016', '23/18.log.zst', true, 2111, 140406, NULL, true, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17041998)),
(19, 19, 1, 1, 1, (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908), 5, 0, '56d2ee7d05cfa765896f264db05f78841f9f4689', false, '1d5e5a97a8d7bd022d1f6ce26c70b4d57b382ef1311c86db24dfe2b92a5880ba', '616f4a30e0', 'fe7c26a0', '5/19.log.zst', true, 1580, 66100, NULL, true, (extract(epoch from now())::bigint - 13291772), (extract(epoch from now())::bigint - 13290908)),
(20, 20, 1, 3, 3, (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568), 8, 0, 'ea62c5e6a7335a54b2dadee8c510a5d7a8e76a73', false, 'c87096ba7bc9b98cd75b1aa507045b5f19837cb3cc4545246fde8b3bb8896dee', '0d3764ddb0', '1304021e', '8/20.log.zst', true, 1233, 2657, NULL, false, (extract(epoch from now())::bigint - 4568432), (extract(epoch from now())::bigint - 4567568)),
(21, 21, 1, 1, 1, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237), 23, 0, 'a85e81b295f3c9aa13578dd577129f996c1499e7', false, 'c4dfef558e862b1a56e01904abd7b764e9e75bb0de96e229297d2026cfabf62c', '5b50b8ed70', '2cc5320e', '23/21.log.zst', true, 2414, 288793, NULL, true, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15271237)),
(22, 22, 1, 2, 2, (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455), 9, 0, 'aa2b85be28d63ee8d8ff4caf6b0d26575973a014', false, '892039d5a63891f8c8d3c18eb2198baec20889bfc6d9119a88c6099c42e5b159', 'b5d8e920e9', '0366fd87', '9/22.log.zst', true, 1543, 464736, NULL, false, (extract(epoch from now())::bigint - 4612319), (extract(epoch from now())::bigint - 4611455)),
(23, 23, 1, 3, 2, (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615), 3, 0, '928cec609ba3314911a541043df13379b68acd08', false, '6aa50903aa6e24c1229942319273ea0c8128ebccc3f7c863c40b1963ee4b3413', 'ae913a4165', '5e6b01f3', '3/23.log.zst', true, 955, 777854, NULL, false, (extract(epoch from now())::bigint - 3429479), (extract(epoch from now())::bigint - 3428615)),
(24, 24, 1, 3, 1, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785), 14, 0, 'b60aec2ed77954e2aa0f9579b2e89e42ba539f17', false, '50a5f6e74055d487407c78bc7094ba2ef64a9be0a53182f6b0cdfcc91f1fac39', 'c99a16bee5', 'e5399df5', '14/24.log.zst', true, 904, 48102, NULL, false, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4188785)),
(25, 25, 1, 1, 2, (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615), 22, 0, '50f5ac022d7cd3abde98f6865be934163354d8e4', false, '40dce7a68f63ea9f9f881261a52c132472877c646177ea8057129e54db3a6eb7', 'd9004e5942', 'd3970741', '22/25.log.zst', true, 3352, 313046, NULL, false, (extract(epoch from now())::bigint - 3571479), (extract(epoch from now())::bigint - 3570615)),
(26, 26, 1, 2, 6, (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974), 23, 0, '68b9a0f56ebbd08f75698353f5d8a6ba4c7c0082', false, 'ac6a3370661f70e61eb89c98793cbe2725d973445827363101a2fe97ad8209e6', 'e67e012efd', 'bbded5d0', '23/26.log.zst', true, 3032, 780195, NULL, false, (extract(epoch from now())::bigint - 8578838), (extract(epoch from now())::bigint - 8577974)),
(27, 27, 1, 3, 1, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804), 6, 0, 'e59db67bc89fd90b26cf951167d7f9f3dde806b3', false, 'b72aba1a1dcf0dcd3ecd61f1cc33083923feddd7713a6d8af954daa37f710215', 'fff9bcc4e1', '98b953b5', '6/27.log.zst', true, 821, 871744, NULL, false, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1103804)),
(28, 28, 1, 2, 6, (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047), 2, 0, 'f768f809593928c689515d5b78c2715bd7a1f310', false, 'cf5a4eef7a94b13dd04e5df1d79364fcbf39c5a9a7866092657b33d554db8dd7', '3813f2b3f7', '7d37f42a', '2/28.log.zst', true, 1459, 377257, NULL, false, (extract(epoch from now())::bigint - 3560911), (extract(epoch from now())::bigint - 3560047)),
(29, 29, 1, 2, 1, (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983), 7, 0, '07bbfcb76c2d45b178379eee7e7221bb84938f1a', false, 'ba7cac25ea133f6d86473fcf5d9a493974cb4c7a91548a3e90649359eb67f2a6', '2cb2e52cfc', '9f269595', '7/29.log.zst', true, 392, 698525, NULL, true, (extract(epoch from now())::bigint - 17022847), (extract(epoch from now())::bigint - 17021983)),
(30, 30, 1, 2, 2, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130), 5, 0, '92bf38c1643cdb776861573b15fab35ba3dfcd19', false, '564635293cb4724dbffe46a549efa6391883e76c46459fb482d083f21cdfc9ed', '78c1dcdc82', 'ebe034ce', '5/30.log.zst', true, 3528, 868450, NULL, true, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418130)),
(31, 31, 1, 3, 2, (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403), 12, 0, 'd3ae917cc0d9498945dbdb8c03e48684dabbabbf', false, '102d55079824f2772f49616ffefb20ac1baa6199aa99e7c485a540c59d6e6e11', 'b51cefd611', '4edb6b3f', '12/31.log.zst', true, 2320, 899591, NULL, false, (extract(epoch from now())::bigint - 6880267), (extract(epoch from now())::bigint - 6879403)),
(32, 32, 1, 2, 1, (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748), 18, 0, '9a6bca2fcec27f13836d0271dd8252d3b8227d07', false, '9772c3c20ca3a06e751b2ab83bf3e55a520e19ce51fb4181bbd04d05d54f9df5', '968827240e', '09769753', '18/32.log.zst', true, 2025, 162750, NULL, false, (extract(epoch from now())::bigint - 7345612), (extract(epoch from now())::bigint - 7344748)),
(33, 33, 1, 1, 1, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586), 6, 0, '1414082a2fe1cf04b33623a58f1a5e5c066de744', false, 'c74a37d0938696c44567fa00181a47433183968b11dd1d0ef436ba938239dfa1', '961edc39ca', '9e0fb23b', '6/33.log.zst', true, 2744, 676001, NULL, true, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13470586)),
(34, 34, 1, 2, 1, (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736), 23, 0, 'e5d9dba844f2bde2343506ffb456ed47f01890c0', false, '5941891d6cb5cf17f243436ff593772f152a258c258db70dc754018320e091ee', 'c2cec99acb', 'f826dc6b', '23/34.log.zst', true, 2810, 361620, NULL, true, (extract(epoch from now())::bigint - 10477600), (extract(epoch from now())::bigint - 10476736)),
(35, 35, 1, 1, 2, (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245), 8, 0, '34d9b7cfeb7660f7082efac832f1dc204df6a7c0', false, '6be359397bc9ff7ec5e60cf0f1425987e62abd1ae5999069d37ab4e8d00fe4bd', 'c0ada5ab97', 'b4cf7871', '8/35.log.zst', true, 1452, 429858, NULL, true, (extract(epoch from now())::bigint - 10736109), (extract(epoch from now())::bigint - 10735245)),
(36, 36, 1, 3, 1, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017), 5, 0, '9ed667b505213ea5307d536e5e78cc39308c5d8e', false, 'dc5bb938e15c76d75118d74fbdb148672a59ab5310340d102ccd15ccb1054fb5', '01e13e57d3', 'b9701784', '5/36.log.zst', true, 1169, 415165, NULL, false, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571017)),
(37, 37, 1, 3, 1, (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413), 9, 0, '759dfac6dbe3d3dbeda904149703074985f4b291', false, 'edcfb2b4022af71a606c7d7c3164787ac671d60f99be39910077def5f8a0f284', 'daeac20636', 'e84549ff', '9/37.log.zst', true, 1606, 455055, NULL, false, (extract(epoch from now())::bigint - 4281277), (extract(epoch from now())::bigint - 4280413)),
(38, 38, 1, 1, 1, (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405), 15, 0, '29ac25a3a7b7c8c54304b28a351446e4abf7d3e0', false, 'f79ad34cd305225e710b2b86f2ff8f949ae78c35b2bf99dd0f934ac6a77c438a', 'd6f1ef2001', '3a3452e4', '15/38.log.zst', true, 21, 578707, NULL, false, (extract(epoch from now())::bigint - 6739269), (extract(epoch from now())::bigint - 6738405)),
(39, 39, 1, 1, 1, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647), 20, 0, 'd7447383f639482646fadecf2238080d3c307d4f', false, '178e3e1609208c475097c705d45a8f611eb88d40315104ed10c5d1193778d88c', '7b67edfe2f', '06f614aa', '20/39.log.zst', true, 1461, 288373, NULL, true, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11951647)),
(40, 40, 1, 3, 1, (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712), 24, 0, 'fecd1569cbbab3a6fd1b350c86b83e8437918f52', false, 'c2209583286984f07146451cc770d803c020179f31eed6c6884c57195b7910d7', '55b5e56e77', 'b4bcd3bf', '24/40.log.zst', true, 823, 253192, NULL, true, (extract(epoch from now())::bigint - 14236576), (extract(epoch from now())::bigint - 14235712)),
(41, 41, 1, 2, 1, (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534), 20, 0, 'bcd9a4273fd22fb482c664edd61c65e4da02c0d5', false, '90b843bcff922b63fca17dd324b3b59df8600183d6eb727b1d52442c3a5689ed', '2c1746ea11', 'a2825414', '20/41.log.zst', true, 3668, 367141, NULL, false, (extract(epoch from now())::bigint - 3827398), (extract(epoch from now())::bigint - 3826534)),
(42, 42, 1, 3, 1, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210), 9, 0, '0ca1fd6bbbb4c6a9185ae836221e2542b7de1fd2', false, 'bdf75b0bc06f55fda91a3a18d3de2954151f3507bb7bb156c012dbeac6dd74f0', '73232a721e', 'fb1383cd', '9/42.log.zst', true, 3346, 446919, NULL, false, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5002210)),
(43, 43, 1, 3, 1, (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944), 10, 0, 'e3f1476b889059a826f7f3a5ea6c2ab9286031a9', false, '48c386e194d8cb279efd7074cc0e4ace9f8a10fb6937b8d17282f0e473cff44b', '4f81aecd22', '0043f854', '10/43.log.zst', true, 2850, 146900, NULL, false, (extract(epoch from now())::bigint - 562808), (extract(epoch from now())::bigint - 561944)),
(44, 44, 1, 3, 6, (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662), 9, 0, '83faed4d8a734d9f73e32a4d7b7f0575b15020a5', false, '913109369bfea6271f006ef4df634cb0b28f96170f973157cefa9daed1d5d31d', '6460f2d238', 'd1cd33f3', '9/44.log.zst', true, 1328, 305755, NULL, false, (extract(epoch from now())::bigint - 1608526), (extract(epoch from now())::bigint - 1607662)),
(45, 45, 1, 2, 6, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423), 8, 0, '1100ced6b0961d6e253dc4e5606314d92a93cc9c', false, 'd221c56803144c3f31a73ad6e2a1669f3ca441aba9fed2a9b28e9ac2ed5e648f', 'a0cc81c1a7', '39e62f5a', '8/45.log.zst', true, 3986, 264641, NULL, true, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14872423)),
(46, 46, 1, 3, 2, (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337), 8, 0, 'ec50f1328f729d25fe570d1372244b93c30cc6d3', false, '919225a175062700977a9df8e5738d6633abbee07b6e50702db254593131c71e', 'f388b1da67', '71a31162', '8/46.log.zst', true, 3397, 816510, NULL, false, (extract(epoch from now())::bigint - 7951201), (extract(epoch from now())::bigint - 7950337)),
(47, 47, 1, 2, 1, (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974), 4, 0, '518d84394f32a67c5bc54484fa617e451a6588c5', false, 'c99e19d7aa53c6edbe213d9bd1a01726c6240f896fc7f9df951e68d568c015d9', '56c0baa37f', '34b234e6', '4/47.log.zst', true, 1557, 504549, NULL, false, (extract(epoch from now())::bigint - 2603838), (extract(epoch from now())::bigint - 2602974)),
(48, 48, 1, 3, 1, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515), 23, 0, '07670cae544673bef750330eeaf59be5caef8b62', false, 'e5854603d6c52b365bfe875ef41e88e9989baeb9df0fe782633a2342a7ff206c', '7ff183e44f', '2fea804a', '23/48.log.zst', true, 2787, 637268, NULL, true, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13217515)),
(49, 49, 1, 2, 1, (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321), 7, 0, 'b29bec0c270b74d9ff2adc6b6e2c8d0cc526f296', false, '73e7e84fe3cb4288cb974cbd673184e37efb0937c1438ec8c5d92b0c44a3585e', 'ba41a07040', 'a7c7f79a', '7/49.log.zst', true, 1966, 737143, NULL, false, (extract(epoch from now())::bigint - 6617185), (extract(epoch from now())::bigint - 6616321)),
(50, 50, 1, 2, 6, (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613), 12, 0, '03b2cd07d0c2a00c57e5007ef9e5bc7721f3b072', false, 'ab33cc615d5303f1b377d6eabbc91151e853c9df96633c644f68db59ced6866c', 'a566cfa3ea', '3beb122d', '12/50.log.zst', true, 2497, 654950, NULL, false, (extract(epoch from now())::bigint - 7474477), (extract(epoch from now())::bigint - 7473613)),
(51, 51, 1, 2, 1, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524), 13, 0, 'c117bd8be19c5ffbf16c5afd452bb67d038cd09c', false, 'b298f1662c96519191ed0e9719756d15faa9399c152661643140aaf13482d92b', 'e26a517b69', '522c4cc1', '13/51.log.zst', true, 1537, 114551, NULL, true, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11783524)),
(52, 52, 1, 3, 2, (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229), 19, 0, 'dc7cb5d1f8a22c0c7bff7346aa281b46c58ca99b', false, '194f5c009e88cb13cbe64654ba362c9d8413b645ab4499a085ca06352830348c', '9debcfeb6b', '3da8cf0a', '19/52.log.zst', true, 2769, 741054, NULL, true, (extract(epoch from now())::bigint - 12245093), (extract(epoch from now())::bigint - 12244229)),
(53, 53, 1, 2, 2, (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843), 16, 0, '3128d1c16b33b7c70f2e85975380f2bbe732076e', false, 'f24e4ba6ae140a0f3cdf861adf622b8a7c024cafff836db5795d44ee10d520b4', 'a733b351c4', 'ecc84f41', '16/53.log.zst', true, 597, 767930, NULL, false, (extract(epoch from now())::bigint - 9624707), (extract(epoch from now())::bigint - 9623843)),
(54, 54, 1, 3, 1, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823), 11, 0, '054bd7a93178aff04d48844dd6ba802382f3526c', false, 'a617b261a5faf677aab6478802179f7abe08f5e89ab2f4ff2b844f8619b579ea', '467a092034', '553847e9', '11/54.log.zst', true, 418, 578267, NULL, false, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5748823)),
(55, 55, 1, 3, 3, (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937), 13, 0, '803b24638cb4197abd0c1788ea39c964b157af62', false, '42b62e592c3d16ebf373091c353ed28acef885f2b75b79ebd5d8dd2f6b815cb8', '2a6dc2def6', '5b4b71bc', '13/55.log.zst', true, 630, 413459, NULL, true, (extract(epoch from now())::bigint - 10977801), (extract(epoch from now())::bigint - 10976937)),
(56, 56, 1, 2, 3, (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875), 6, 0, '03a0c47299fbe4f25d291a842b0a468f56bfb75c', false, '6afe7c7b5784e7c2f8e27ca851e79f888e1b6c8d0bbcdf51d944a6e258bf6aca', 'a0269ffaeb', '6e2003b6', '6/56.log.zst', true, 3461, 39787, NULL, false, (extract(epoch from now())::bigint - 6669739), (extract(epoch from now())::bigint - 6668875)),
(57, 57, 1, 3, 3, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462), 23, 0, '981252c9e1698df7a7c66a5bbabdbdee7c84fe06', false, 'e674820929472fc4e4bc340b56deda938ef4029fc6430269ecb5779a71e0414b', '8459d08762', '94d4b634', '23/57.log.zst', true, 487, 880907, NULL, false, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5983462)),
(58, 58, 1, 2, 3, (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740), 22, 0, 'acb1d42bbff502276dfa47b46f6e250b4435b517', false, 'a70f2acb5dfd4cb968562aa82359ceb7b4acfaaed756011c4a8d49a32b6293c4', '48c40de374', 'be941221', '22/58.log.zst', true, 888, 635884, NULL, true, (extract(epoch from now())::bigint - 12756604), (extract(epoch from now())::bigint - 12755740)),
(59, 59, 1, 3, 1, (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572), 2, 0, '043f3e42131c04b420f5f7c468cf60d5313a5e63', false, '317f506a1af955e424af49d584cd4399a37e5190b19e840e2a188aaeb0b09dcf', '2f0e17c30d', 'ed0800e0', '2/59.log.zst', true, 2003, 478815, NULL, false, (extract(epoch from now())::bigint - 817436), (extract(epoch from now())::bigint - 816572)),
(60, 60, 1, 2, 1, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614), 12, 0, '49fed1f1932188a63662ebe16f92dceca49ffc73', false, '2425c0c5fae432f01b4a18284560a8208b4749735f97185428dc54f69e874a10', '85323f8299', '844e2cd9', '12/60.log.zst', true, 1178, 700540, NULL, false, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1056614));

INSERT INTO action_artifact (id, run_id, runner_id, repo_id, owner_id, commit_sha, storage_path, file_size, file_compressed_size, content_encoding, artifact_path, artifact_name, status, created_unix, updated_unix, expired_unix) VALUES
(1, 3, 1, 4, 0, '2b497f2f4178ca098101aa56d33cf3b9f553622b', '4/3/dist.zip', 91236784, 9517281, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - 2185466), (extract(epoch from now())::bigint - -5590533)),
(2, 6, 1, 3, 0, '0d21fed0ab0d3ba07e1f4ae9bb37963a8fa2b5b1', '3/6/dist.zip', 77583687, 2315726, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - 1711179), (extract(epoch from now())::bigint - -6064820)),
(3, 9, 1, 18, 0, 'a5ccd3ddb3c99a4e0b18933a11945e2d0165ee72', '18/9/dist.zip', 34143926, 38536, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - 6580666), (extract(epoch from now())::bigint - -1195333)),
(4, 12, 1, 5, 0, '74a028c4d7bb033d5f3f25ab80f5ebab97620666', '5/12/dist.zip', 13485310, 6588334, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 8049201), (extract(epoch from now())::bigint - 273201)),
(5, 15, 1, 1, 0, 'f65691ad5c5e7cd4e9b7d24b9bcc43d3b20a1c60', '1/15/dist.zip', 15309648, 9843796, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 9150265), (extract(epoch from now())::bigint - 1374265)),
(6, 18, 1, 23, 0, '5292760ab8e508018b8ec2b14e29625c1df8d295', '23/18/dist.zip', 22800107, 590146, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 17042862), (extract(epoch from now())::bigint - 9266862)),
(7, 21, 1, 23, 0, '3a65008674358ecb7cecede5c8d2a2a567eefe39', '23/21/dist.zip', 35095825, 6462718, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 15272101), (extract(epoch from now())::bigint - 7496101)),
(8, 24, 1, 14, 0, 'ce4b8bc0308ad395a9664c5a596f12349af80e4f', '14/24/dist.zip', 59290678, 125683, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - 4189649), (extract(epoch from now())::bigint - -3586350)),
(9, 27, 1, 6, 0, 'c8402788150c196a417e05ab0a64aea3efe76ef6', '6/27/dist.zip', 22371312, 3999021, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - 1104668), (extract(epoch from now())::bigint - -6671331)),
(10, 30, 1, 5, 0, '8b83b6995e39094642ce1a96b88424dc7f1f56c7', '5/30/dist.zip', 10220533, 393516, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 11418994), (extract(epoch from now())::bigint - 3642994)),
(11, 33, 1, 6, 0, '04f9ab8a34a68f121e059fd5f7ac87ce75a0ef89', '6/33/dist.zip', 75140546, 7221504, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 13471450), (extract(epoch from now())::bigint - 5695450)),
(12, 36, 1, 5, 0, '1a47557438ba01b39b6fcca97ecd1adef36f5872', '5/36/dist.zip', 70518226, 3978287, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - 6571881), (extract(epoch from now())::bigint - -1204118)),
(13, 39, 1, 20, 0, 'bae71f5930a6858718c4cf0f86b004f45af0f06b', '20/39/dist.zip', 8465092, 4432570, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 11952511), (extract(epoch from now())::bigint - 4176511)),
(14, 42, 1, 9, 0, 'b1c67872bf6be566a2d60c9296c249fdcdf663ee', '9/42/dist.zip', 34665270, 3000758, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - 5003074), (extract(epoch from now())::bigint - -2772925)),
(15, 45, 1, 8, 0, '4f8f7da2266b5e67c6cd056d9c7dfc90fd7886cf', '8/45/dist.zip', 18491082, 7475550, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 14873287), (extract(epoch from now())::bigint - 7097287)),
(16, 48, 1, 23, 0, '789b6c59ddb04955e4a64f3d939287ad325b2f44', '23/48/dist.zip', 32295962, 6200892, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 13218379), (extract(epoch from now())::bigint - 5442379)),
(17, 51, 1, 13, 0, '76e402c6d6fe2d640d02195417b2463138a80a8a', '13/51/dist.zip', 25700182, 9236644, 'gzip', 'dist.zip', 'dist', 2, (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 11784388), (extract(epoch from now())::bigint - 4008388)),
(18, 54, 1, 11, 0, '575b4348adcb8a8cec28d0e67a8566affb11dbc1', '11/54/dist.zip', 90372232, 5359825, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - 5749687), (extract(epoch from now())::bigint - -2026312)),
(19, 57, 1, 23, 0, 'b957f806e1621e7f61c107044d0d9054de2e8e2a', '23/57/dist.zip', 40542453, 8004101, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - 5984326), (extract(epoch from now())::bigint - -1791673)),
(20, 60, 1, 12, 0, '57920cda461447d3130117eed64fc5669a9a7e5e', '12/60/dist.zip', 31046614, 7849505, 'gzip', 'dist.zip', 'dist', 1, (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - 1057478), (extract(epoch from now())::bigint - -6718521));

INSERT INTO task (id, doer_id, owner_id, repo_id, type, status, start_time, end_time, payload_content, message, created) VALUES
(1, 13, 6, 5, 0, 4, (extract(epoch from now())::bigint - 19795587), (extract(epoch from now())::bigint - 19794723), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 19795587)),
(2, 16, 21, 3, 0, 3, (extract(epoch from now())::bigint - 14705924), (extract(epoch from now())::bigint - 14705060), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 14705924)),
(3, 14, 30, 7, 0, 3, (extract(epoch from now())::bigint - 26986893), (extract(epoch from now())::bigint - 26986029), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 26986893)),
(4, 20, 4, 4, 0, 3, (extract(epoch from now())::bigint - 28153641), (extract(epoch from now())::bigint - 28152777), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 28153641)),
(5, 17, 7, 21, 0, 3, (extract(epoch from now())::bigint - 16276283), (extract(epoch from now())::bigint - 16275419), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 16276283)),
(6, 30, 9, 4, 0, 4, (extract(epoch from now())::bigint - 34492666), (extract(epoch from now())::bigint - 34491802), '{"clone_addr":"https://github.com/x/y"}', '', (extract(epoch from now())::bigint - 34492666));

RESET search_path;
`,
  cleans: [
    {
      table: "gitea.repo_archiver",
      clock: "created_unix",
      retention: "[cron.archive_cleanup] OLDER_THAN, default 24h",
      source: "models/repo/archiver.go:146",
      note: "cron archive_cleanup (services/cron/tasks_basic.go:76-88, enabled, @midnight, run at start); rows deleted one by one with their archive file (services/repository/archiver/archiver.go:267-276); created_unix is Unix seconds",
    },
    {
      table: "gitea.branch",
      clock: "deleted_unix",
      retention: "[cron.deleted_branches_cleanup] OLDER_THAN, default 24h",
      source: "models/git/branch.go:308",
      note: "only rows with is_deleted = true (soft-deleted branches); cron deleted_branches_cleanup (tasks_basic.go:104-116, enabled, @midnight)",
    },
    {
      table: "gitea.hook_task",
      clock: "delivered",
      retention:
        "[cron.cleanup_hook_task_table] OLDER_THAN, default 168h (7d); CLEANUP_TYPE OlderThan by default, PerWebhook keeps NUMBER_TO_KEEP (default 10) per webhook instead",
      source: "models/webhook/hooktask.go:205",
      note: "only is_delivered = true; delivered is Unix NANOseconds (timeutil.TimeStampNano), compared with time.Now().Add(-olderThan).UnixNano() at hooktask.go:203; cron at tasks_basic.go:129-143, enabled, @midnight",
    },
    {
      table: "gitea.package_blob_upload",
      clock: "updated_unix",
      retention: "[cron.cleanup_packages] OLDER_THAN, default 24h",
      source: "models/packages/package_blob_upload.go:77",
      note: "abandoned container blob uploads (services/packages/container/cleanup.go:28-41); cron cleanup_packages at tasks_basic.go:145-157, enabled, @midnight",
    },
    {
      table: "gitea.package_blob",
      clock: "created_unix",
      retention: "[cron.cleanup_packages] OLDER_THAN, default 24h",
      source: "models/packages/package_blob.go:99",
      note: "only blobs no package_file references (LEFT JOIN package_file ... IS NULL); deleted at services/packages/cleanup/cleanup.go:187-194 with their stored content",
    },
    {
      table: "gitea.action",
      clock: "created_unix",
      retention:
        "[cron.delete_old_actions] OLDER_THAN, default 8760h (365d); task disabled by default",
      source: "models/activities/action.go:562",
      note: "cron delete_old_actions (services/cron/tasks_extended.go:128-140): ENABLED = false, @every 168h",
    },
    {
      table: "gitea.notice",
      clock: "created_unix",
      retention:
        "[cron.delete_old_system_notices] OLDER_THAN, default 8760h (365d); task disabled by default",
      source: "models/system/notice.go:124",
      note: "cron delete_old_system_notices (tasks_extended.go:160-171): ENABLED = false, @every 168h",
    },
    {
      table: "gitea.session",
      clock: "expiry",
      retention: "[session] SESSION_LIFE_TIME, default 86400 s (expiry <= now - lifetime)",
      source: "models/auth/session.go:110",
      note: "only when [session] PROVIDER = db (default is memory, modules/setting/session.go:45); called by the provider's GC (modules/session/db.go:168-170) every GC_INTERVAL_TIME (default 86400 s)",
    },
    {
      table: "gitea.auth_token",
      clock: "expires_unix",
      retention: "expires_unix passed",
      source: "models/auth/auth_token.go:63",
      note: "inline: every remember-me auto sign-in first deletes expired tokens (routers/web/auth/auth.go:57)",
    },
  ],
  shouldAsk: [
    {
      table: "gitea.external_login_user",
      why: "per-user OAuth/OpenID profile copied from the identity provider (email, names, location, raw_data JSON) and its access/refresh tokens; kept until the account is unlinked",
    },
    {
      table: "gitea.email_hash",
      why: "maps every e-mail address ever rendered as an avatar (including commit authors who are not users) to its hash; never pruned",
    },
    {
      table: "gitea.notification",
      why: "per-user notification history (what each user was told about and read), never aged out",
    },
  ],
  neverDelete: [
    "gitea.user",
    "gitea.email_address",
    "gitea.follow",
    "gitea.user_setting",
    "gitea.user_redirect",
    "gitea.user_blocking",
    "gitea.login_source",
    "gitea.access_token",
    "gitea.two_factor",
    "gitea.webauthn_credential",
    "gitea.oauth2_application",
    "gitea.oauth2_grant",
    "gitea.org_user",
    "gitea.team",
    "gitea.team_user",
    "gitea.repository",
    "gitea.repo_unit",
    "gitea.star",
    "gitea.watch",
    "gitea.collaboration",
    "gitea.access",
    "gitea.mirror",
    "gitea.push_mirror",
    "gitea.protected_branch",
    "gitea.renamed_branch",
    "gitea.release",
    "gitea.attachment",
    "gitea.lfs_meta_object",
    "gitea.issue",
    "gitea.comment",
    "gitea.pull_request",
    "gitea.label",
    "gitea.issue_label",
    "gitea.milestone",
    "gitea.reaction",
    "gitea.tracked_time",
    "gitea.system_setting",
    "gitea.webhook",
    "gitea.public_key",
    "gitea.gpg_key",
    "gitea.deploy_key",
    "gitea.package",
    "gitea.package_property",
    "gitea.package_cleanup_rule",
    "gitea.action_run",
    "gitea.action_run_job",
    "gitea.action_runner",
    "gitea.version",
  ],
};
