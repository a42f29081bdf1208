// Apache Answer (Go, xorm), from apache/answer@3b9f1370612e690a0b7f230f05e688930db4c6d3
// (2026-07-17, "fix: edit question fails when short links enabled (#1554)", the main branch's HEAD as fetched).
// Schema: a new installation makes its tables with xorm's Sync of the 35 entities listed in
// internal/migrations/init_data.go:46-82 (internal/migrations/init.go:112-114; the numbered migrations only upgrade
// old databases); they are written here from those entity structs (internal/entity/*.go) as xorm 1.3.2's PostgreSQL
// dialect creates them (Go and its modules cannot be fetched here to run it; see the header of schemaSql).
// Cleanup: none by age. Its cron (internal/base/cron/cron.go:62-119, started with the server, cmd/main.go:98) builds
// the sitemap and the hottest questions hourly, lifts expired suspensions every 10 minutes (an update of user), and,
// with service_config.clean_up_uploads (true in configs/config.yaml:35-38), marks file_record rows of uploads unused
// for 48 hours deleted (a status, the row kept: internal/service/file_record/file_record_service.go:94-158,
// internal/repo/file_record/file_record_repo.go:69-70) and empties the deleted uploads' folder on disk every 30 days
// (file_record_service.go:165-177). So its `cleans` is empty, as Umami's and Authelia's are.
// Not counted: what an administrator deletes, not by age: users, questions and answers marked deleted, removed for
// good on request (internal/service/user_admin/user_backyard.go:640-650, internal/repo/user/user_backyard_repo.go:184-190,
// internal/repo/question/question_repo.go:188, internal/repo/answer/answer_repo.go:554), and AI conversations
// (internal/repo/ai_conversation/ai_conversation_repo.go:184-196, from the admin API,
// internal/controller_admin/ai_conversation_admin_controller.go:112). Sessions (access tokens), captchas and email
// codes live in its cache (memory, saved to a file, or Redis), not in the database.
// Neither list: uniqid (its id counters), version (the schema version) and plugin_kv_storage (what plugins keep).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "answer",
  framework: "go",
  source: {
    repo: "apache/answer",
    commit: "3b9f1370612e690a0b7f230f05e688930db4c6d3",
    schemaFrom:
      "its 35 xorm entity structs (internal/entity/*.go, the list of internal/migrations/init_data.go that a new installation's Sync creates) written as xorm 1.3.2's PostgreSQL dialect creates them (Go and its modules could not be fetched to run it); all its 35 tables",
  },
  schemas: ["answer"],
  schemaSql: `
-- Apache Answer: apache/answer@3b9f1370612e690a0b7f230f05e688930db4c6d3
-- Written from its 35 xorm entity structs (internal/entity/*.go), in the order of internal/migrations/init_data.go:46-82
-- that a new installation's Sync creates them in (internal/migrations/init.go:112-114), as xorm 1.3.2 (go.mod:73)
-- renders them for PostgreSQL: BIGINT(20) BIGINT (autoincr BIGSERIAL), INT(n) INTEGER (autoincr SERIAL), TINYINT(n)
-- SMALLINT, VARCHAR(n) as is, TEXT and MEDIUMTEXT TEXT, TIMESTAMP and DATETIME TIMESTAMP (without time zone), BOOL
-- BOOL; a single primary key inline, NULL or NOT NULL on every column, the tag's default as written; "index"
-- IDX_<table>_<column>, "unique" UQE_<table>_<column>, UNIQUE(name) one unique index UQE_<table>_<name> over its
-- columns; every identifier quoted; xorm makes no foreign keys. The column comment of tag.id ('tag_id') is left out.
-- Built in schema answer (Answer uses the connection's default schema, public; it names none).
CREATE SCHEMA answer;
SET search_path TO answer;

CREATE TABLE "activity" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "cancelled_at" TIMESTAMP NULL,
    "user_id" BIGINT NOT NULL,
    "trigger_user_id" BIGINT DEFAULT 0 NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "original_object_id" BIGINT DEFAULT 0 NOT NULL,
    "activity_type" INTEGER NOT NULL,
    "cancelled" SMALLINT DEFAULT 0 NOT NULL,
    "rank" INTEGER DEFAULT 0 NOT NULL,
    "has_rank" SMALLINT DEFAULT 0 NOT NULL,
    "revision_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_activity_user_id" ON "activity" ("user_id");
CREATE INDEX "IDX_activity_trigger_user_id" ON "activity" ("trigger_user_id");
CREATE INDEX "IDX_activity_object_id" ON "activity" ("object_id");

CREATE TABLE "answer" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NULL,
    "question_id" BIGINT DEFAULT 0 NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "last_edit_user_id" BIGINT DEFAULT 0 NOT NULL,
    "original_text" TEXT NOT NULL,
    "parsed_text" TEXT NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "adopted" INTEGER DEFAULT 1 NOT NULL,
    "comment_count" INTEGER DEFAULT 0 NOT NULL,
    "vote_count" INTEGER DEFAULT 0 NOT NULL,
    "revision_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_answer_user_id" ON "answer" ("user_id");

CREATE TABLE "collection" (
    "id" BIGINT PRIMARY KEY DEFAULT 0 NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "user_collection_group_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_collection_user_id" ON "collection" ("user_id");

CREATE TABLE "collection_group" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "name" VARCHAR(50) DEFAULT '' NOT NULL,
    "default_group" INTEGER DEFAULT 1 NOT NULL
);
CREATE INDEX "IDX_collection_group_user_id" ON "collection_group" ("user_id");

CREATE TABLE "comment" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "reply_user_id" BIGINT NULL,
    "reply_comment_id" BIGINT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "question_id" BIGINT DEFAULT 0 NOT NULL,
    "vote_count" INTEGER DEFAULT 0 NOT NULL,
    "status" SMALLINT DEFAULT 0 NOT NULL,
    "original_text" TEXT NOT NULL,
    "parsed_text" TEXT NOT NULL
);
CREATE INDEX "IDX_comment_object_id" ON "comment" ("object_id");

CREATE TABLE "config" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "key" VARCHAR(128) NULL,
    "value" TEXT NULL
);
CREATE UNIQUE INDEX "UQE_config_key" ON "config" ("key");

CREATE TABLE "meta" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "value" TEXT NOT NULL
);
CREATE INDEX "IDX_meta_object_id" ON "meta" ("object_id");

CREATE TABLE "notification" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "content" TEXT NOT NULL,
    "type" INTEGER DEFAULT 0 NOT NULL,
    "msg_type" INTEGER DEFAULT 0 NOT NULL,
    "is_read" INTEGER DEFAULT 1 NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL
);
CREATE INDEX "IDX_notification_user_id" ON "notification" ("user_id");
CREATE INDEX "IDX_notification_object_id" ON "notification" ("object_id");

CREATE TABLE "question" (
    "id" BIGINT PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "invite_user_id" TEXT NULL,
    "last_edit_user_id" BIGINT DEFAULT 0 NOT NULL,
    "title" VARCHAR(150) DEFAULT '' NOT NULL,
    "original_text" TEXT NOT NULL,
    "parsed_text" TEXT NOT NULL,
    "pin" INTEGER DEFAULT 1 NOT NULL,
    "show" INTEGER DEFAULT 1 NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "view_count" INTEGER DEFAULT 0 NOT NULL,
    "unique_view_count" INTEGER DEFAULT 0 NOT NULL,
    "vote_count" INTEGER DEFAULT 0 NOT NULL,
    "answer_count" INTEGER DEFAULT 0 NOT NULL,
    "hot_score" INTEGER DEFAULT 0 NOT NULL,
    "collection_count" INTEGER DEFAULT 0 NOT NULL,
    "follow_count" INTEGER DEFAULT 0 NOT NULL,
    "accepted_answer_id" BIGINT DEFAULT 0 NOT NULL,
    "last_answer_id" BIGINT DEFAULT 0 NOT NULL,
    "post_update_time" TIMESTAMP NULL,
    "revision_id" BIGINT DEFAULT 0 NOT NULL,
    "linked_count" INTEGER DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_question_user_id" ON "question" ("user_id");

CREATE TABLE "question_link" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NULL,
    "from_question_id" BIGINT DEFAULT 0 NOT NULL,
    "from_answer_id" BIGINT NULL,
    "to_question_id" BIGINT DEFAULT 0 NOT NULL,
    "to_answer_id" BIGINT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL
);
CREATE INDEX "IDX_question_link_from_question_id" ON "question_link" ("from_question_id");
CREATE INDEX "IDX_question_link_to_question_id" ON "question_link" ("to_question_id");

CREATE TABLE "report" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT NOT NULL,
    "object_id" BIGINT NOT NULL,
    "reported_user_id" BIGINT DEFAULT 0 NOT NULL,
    "object_type" INTEGER DEFAULT 0 NOT NULL,
    "report_type" INTEGER DEFAULT 0 NOT NULL,
    "content" TEXT NOT NULL,
    "flagged_type" INTEGER DEFAULT 0 NOT NULL,
    "flagged_content" TEXT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL
);

CREATE TABLE "revision" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "object_type" INTEGER DEFAULT 0 NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "title" VARCHAR(255) DEFAULT '' NOT NULL,
    "content" TEXT NOT NULL,
    "log" VARCHAR(255) NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "review_user_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_revision_object_id" ON "revision" ("object_id");

CREATE TABLE "site_info" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "type" VARCHAR(64) NOT NULL,
    "content" TEXT NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL
);

CREATE TABLE "tag" (
    "id" BIGINT PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "main_tag_id" BIGINT DEFAULT 0 NOT NULL,
    "main_tag_slug_name" VARCHAR(35) DEFAULT '' NOT NULL,
    "slug_name" VARCHAR(35) DEFAULT '' NOT NULL,
    "display_name" VARCHAR(35) DEFAULT '' NOT NULL,
    "original_text" TEXT NOT NULL,
    "parsed_text" TEXT NOT NULL,
    "follow_count" INTEGER DEFAULT 0 NOT NULL,
    "question_count" INTEGER DEFAULT 0 NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "recommend" BOOL DEFAULT false NOT NULL,
    "reserved" BOOL DEFAULT false NOT NULL,
    "revision_id" BIGINT DEFAULT 0 NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE UNIQUE INDEX "UQE_tag_slug_name" ON "tag" ("slug_name");

CREATE TABLE "tag_rel" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "object_id" BIGINT NOT NULL,
    "tag_id" BIGINT NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL
);
CREATE UNIQUE INDEX "UQE_tag_rel_s" ON "tag_rel" ("object_id","tag_id");
CREATE INDEX "IDX_tag_rel_object_id" ON "tag_rel" ("object_id");
CREATE INDEX "IDX_tag_rel_tag_id" ON "tag_rel" ("tag_id");

CREATE TABLE "uniqid" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "uniqid_type" INTEGER DEFAULT 0 NOT NULL
);

CREATE TABLE "user" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "suspended_at" TIMESTAMP NULL,
    "suspended_until" TIMESTAMP NULL,
    "deleted_at" TIMESTAMP NULL,
    "last_login_date" TIMESTAMP NULL,
    "username" VARCHAR(50) DEFAULT '' NOT NULL,
    "pass" VARCHAR(255) DEFAULT '' NOT NULL,
    "e_mail" VARCHAR(100) NOT NULL,
    "mail_status" SMALLINT DEFAULT 2 NOT NULL,
    "notice_status" INTEGER DEFAULT 2 NOT NULL,
    "follow_count" INTEGER DEFAULT 0 NOT NULL,
    "answer_count" INTEGER DEFAULT 0 NOT NULL,
    "question_count" INTEGER DEFAULT 0 NOT NULL,
    "rank" INTEGER DEFAULT 0 NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "authority_group" INTEGER DEFAULT 1 NOT NULL,
    "display_name" VARCHAR(30) DEFAULT '' NOT NULL,
    "avatar" TEXT NOT NULL,
    "mobile" VARCHAR(20) NOT NULL,
    "bio" TEXT NOT NULL,
    "bio_html" TEXT NOT NULL,
    "website" VARCHAR(255) DEFAULT '' NOT NULL,
    "location" VARCHAR(100) DEFAULT '' NOT NULL,
    "ip_info" VARCHAR(255) DEFAULT '' NOT NULL,
    "is_admin" BOOL DEFAULT false NOT NULL,
    "language" VARCHAR(100) DEFAULT '' NOT NULL,
    "color_scheme" VARCHAR(100) DEFAULT '' NOT NULL
);
CREATE UNIQUE INDEX "UQE_user_username" ON "user" ("username");

CREATE TABLE "version" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "version_number" INTEGER DEFAULT 0 NOT NULL
);

CREATE TABLE "role" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "name" VARCHAR(50) DEFAULT '' NOT NULL,
    "description" VARCHAR(200) DEFAULT '' NOT NULL
);

CREATE TABLE "role_power_rel" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "role_id" INTEGER DEFAULT 0 NOT NULL,
    "power_type" VARCHAR(200) DEFAULT '' NOT NULL
);

CREATE TABLE "power" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "name" VARCHAR(50) DEFAULT '' NOT NULL,
    "power_type" VARCHAR(100) DEFAULT '' NOT NULL,
    "description" VARCHAR(200) DEFAULT '' NOT NULL
);

CREATE TABLE "user_role_rel" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "role_id" INTEGER DEFAULT 0 NOT NULL
);

CREATE TABLE "plugin_config" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "plugin_slug_name" VARCHAR(128) NULL,
    "value" TEXT NULL
);
CREATE UNIQUE INDEX "UQE_plugin_config_plugin_slug_name" ON "plugin_config" ("plugin_slug_name");

CREATE TABLE "user_external_login" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "provider" VARCHAR(100) DEFAULT '' NOT NULL,
    "external_id" VARCHAR(128) DEFAULT '' NOT NULL,
    "meta_info" TEXT NULL
);

CREATE TABLE "user_notification_config" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "source" VARCHAR(64) DEFAULT '' NOT NULL,
    "channels" TEXT NOT NULL,
    "enabled" BOOL DEFAULT false NOT NULL
);
CREATE UNIQUE INDEX "UQE_user_notification_config_uk_us" ON "user_notification_config" ("user_id","source");
CREATE INDEX "IDX_user_notification_config_user_id" ON "user_notification_config" ("user_id");
CREATE INDEX "IDX_user_notification_config_source" ON "user_notification_config" ("source");

CREATE TABLE "plugin_user_config" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "plugin_slug_name" VARCHAR(128) NULL,
    "value" TEXT NULL
);
CREATE UNIQUE INDEX "UQE_plugin_user_config_uk_up" ON "plugin_user_config" ("user_id","plugin_slug_name");

CREATE TABLE "review" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP NULL,
    "updated_at" TIMESTAMP NULL,
    "user_id" BIGINT NOT NULL,
    "object_id" BIGINT NOT NULL,
    "object_type" INTEGER DEFAULT 0 NOT NULL,
    "reviewer_user_id" BIGINT DEFAULT 0 NOT NULL,
    "submitter" VARCHAR(100) DEFAULT '' NOT NULL,
    "reason" TEXT NOT NULL,
    "status" INTEGER DEFAULT 0 NOT NULL
);

CREATE TABLE "badge" (
    "id" BIGINT PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "name" VARCHAR(256) DEFAULT '' NOT NULL,
    "icon" VARCHAR(1024) DEFAULT '' NOT NULL,
    "award_count" INTEGER DEFAULT 0 NOT NULL,
    "description" TEXT NOT NULL,
    "status" INTEGER DEFAULT 1 NOT NULL,
    "badge_group_id" BIGINT DEFAULT 0 NOT NULL,
    "level" SMALLINT DEFAULT 1 NOT NULL,
    "single" SMALLINT DEFAULT 1 NOT NULL,
    "collect" VARCHAR(128) DEFAULT '' NOT NULL,
    "handler" VARCHAR(128) DEFAULT '' NOT NULL,
    "param" TEXT NOT NULL
);

CREATE TABLE "badge_group" (
    "id" BIGSERIAL PRIMARY KEY NOT NULL,
    "name" VARCHAR(256) DEFAULT '' NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE "badge_award" (
    "id" BIGINT PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "user_id" BIGINT NOT NULL,
    "badge_id" BIGINT NOT NULL,
    "award_key" VARCHAR(64) NOT NULL,
    "badge_group_id" BIGINT NOT NULL,
    "is_badge_deleted" SMALLINT NOT NULL
);
CREATE INDEX "IDX_badge_award_user_id" ON "badge_award" ("user_id");
CREATE INDEX "IDX_badge_award_badge_id" ON "badge_award" ("badge_id");
CREATE INDEX "IDX_badge_award_award_key" ON "badge_award" ("award_key");
CREATE INDEX "IDX_badge_award_badge_group_id" ON "badge_award" ("badge_group_id");

CREATE TABLE "file_record" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "file_path" VARCHAR(256) NOT NULL,
    "file_url" VARCHAR(1024) NOT NULL,
    "object_id" BIGINT DEFAULT 0 NOT NULL,
    "source" VARCHAR(128) NOT NULL,
    "status" SMALLINT DEFAULT 0 NOT NULL
);
CREATE INDEX "IDX_file_record_object_id" ON "file_record" ("object_id");

CREATE TABLE "plugin_kv_storage" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "plugin_slug_name" VARCHAR(128) NOT NULL,
    "group" VARCHAR(128) NOT NULL,
    "key" VARCHAR(128) NOT NULL,
    "value" TEXT NOT NULL
);
CREATE UNIQUE INDEX "UQE_plugin_kv_storage_uk_psg" ON "plugin_kv_storage" ("plugin_slug_name","group","key");

CREATE TABLE "api_key" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "last_used_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "description" TEXT NOT NULL,
    "access_key" VARCHAR(255) NOT NULL,
    "scope" VARCHAR(255) NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL,
    "hidden" INTEGER DEFAULT 0 NOT NULL
);
CREATE UNIQUE INDEX "UQE_api_key_access_key" ON "api_key" ("access_key");

CREATE TABLE "ai_conversation" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "conversation_id" VARCHAR(255) NOT NULL,
    "topic" TEXT NOT NULL,
    "user_id" BIGINT DEFAULT 0 NOT NULL
);
CREATE UNIQUE INDEX "UQE_ai_conversation_conversation_id" ON "ai_conversation" ("conversation_id");

CREATE TABLE "ai_conversation_record" (
    "id" SERIAL PRIMARY KEY NOT NULL,
    "created_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "conversation_id" VARCHAR(255) NOT NULL,
    "chat_completion_id" VARCHAR(255) NOT NULL,
    "role" VARCHAR(128) DEFAULT '' NOT NULL,
    "content" TEXT NOT NULL,
    "reasoning_content" TEXT NULL,
    "helpful" INTEGER DEFAULT 0 NOT NULL,
    "unhelpful" INTEGER DEFAULT 0 NOT NULL
);

`,
  cleans: [],
  shouldAsk: [
    {
      table: "answer.notification",
      why: "every notification of each user (who answered, commented, voted, invited them; content as JSON), with created_at and is_read, kept for ever",
    },
    {
      table: "answer.report",
      why: "flags raised by users against posts and users, with the reporter, the reported user, the reason's text and the flagged content, kept after they are handled",
    },
    {
      table: "answer.review",
      why: "the moderation queue of posts held for review, with the submitter, the reviewer and the reason, kept after review",
    },
    {
      table: "answer.ai_conversation",
      why: "each user's conversations with the AI assistant (topic, user_id, created_at), kept until an administrator deletes one",
    },
    {
      table: "answer.ai_conversation_record",
      why: "the messages of each AI conversation (the user's questions and the answers), kept until an administrator deletes the conversation",
    },
    {
      table: "answer.file_record",
      why: "every upload with its uploader, path and URL; an unused upload's file is removed after 48 hours and 30 days, but its row is only marked deleted (status) and kept",
    },
  ],
  neverDelete: [
    "answer.user",
    "answer.user_role_rel",
    "answer.role",
    "answer.power",
    "answer.role_power_rel",
    "answer.user_external_login",
    "answer.user_notification_config",
    "answer.api_key",
    "answer.question",
    "answer.answer",
    "answer.comment",
    "answer.revision",
    "answer.tag",
    "answer.tag_rel",
    "answer.question_link",
    "answer.collection",
    "answer.collection_group",
    "answer.activity",
    "answer.badge",
    "answer.badge_group",
    "answer.badge_award",
    "answer.meta",
    "answer.site_info",
    "answer.config",
    "answer.plugin_config",
    "answer.plugin_user_config",
  ],
};
