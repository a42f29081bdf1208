// Sentry (Django 1.6, South), from getsentry/sentry@371b3bb25428a74809265973ef89113fcab4537e (January 2018, Sentry 8.22's line), read
// from the snapshot of plocharz-9livesdata/sentry (a copy whose history is Sentry's own; getsentry/sentry
// itself is over the fetch size limit).
// Schema: the frozen ORM of its last South migration (src/sentry/south_migrations/0383, and
// src/sentry/nodestore/south_migrations/0001 for nodestore_node) as Django 1.6's PostgreSQL backend
// creates it; a subset of 56 tables (see the header of schemaSql).
// Cleanup: the `sentry cleanup` command (src/sentry/runner/commands/cleanup.py), which the install
// guide tells operators to run daily (docs/installation/python/index.rst:471, `sentry cleanup
// --days=30`), with the tables the default tagstore adds to it (src/sentry/tagstore/base.py:110);
// and two Celery beat tasks (src/sentry/conf/server.py:541-549): clear_expired_snoozes every 5
// minutes, clear_expired_raw_events every 15.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "sentry",
  framework: "django",
  source: {
    repo: "getsentry/sentry",
    commit: "371b3bb25428a74809265973ef89113fcab4537e",
    schemaFrom:
      "the frozen ORM (models dict) of src/sentry/south_migrations/0383_auto__chg_field_project_team.py and src/sentry/nodestore/south_migrations/0001_initial.py, turned into DDL as Django 1.6's PostgreSQL backend creates it (Python 2 and South were not run); 56 of its tables: those its cleanup touches, the issue tables around them and the account tables they reference",
  },
  schemas: ["sentry"],
  schemaSql: `
-- Sentry: getsentry/sentry@371b3bb25428a74809265973ef89113fcab4537e (snapshot of the copy plocharz-9livesdata/sentry)
-- Written from the frozen ORM of its last South migration (src/sentry/south_migrations/0383, the
-- models as sentry upgrade leaves them; nodestore_node from src/sentry/nodestore/south_migrations/0001)
-- as Django 1.6's PostgreSQL backend creates tables (Python 2 and South were not run here):
-- SENTRY_USE_BIG_INTS is False by default (src/sentry/conf/server.py:1176), so the Bounded* and
-- BoundedBig* fields are integer and serial (src/sentry/db/models/fields/bounded.py); a BitField is
-- bigint as South froze it; GzippedDictField, NodeField, JSONField and the pickled and encrypted
-- fields are text; ArrayField of text is text[]; CIEmailField is citext; PositiveIntegerField and
-- BoundedPositiveIntegerField are integer CHECK (>= 0); DateTimeField is timestamptz (USE_TZ,
-- server.py:198). A ForeignKey is an integer column, NOT NULL unless null=True, with an index and a
-- DEFERRABLE INITIALLY DEFERRED constraint; unique_together and index_together are the models'; no
-- column defaults (Django keeps them in Python); the index names are not Django's hashed ones.
-- A subset: the tables cleanup and the beat tasks touch, the issue (group) tables around them,
-- the tagstore's, files, audit log, and the account and organisation tables they reference.
-- Sentry uses public; here schema sentry.
CREATE SCHEMA sentry;
CREATE EXTENSION IF NOT EXISTS citext;
SET search_path TO sentry, public;

CREATE TABLE sentry.auth_user (
    "id" serial NOT NULL PRIMARY KEY,
    "date_joined" timestamp with time zone NOT NULL,
    "email" varchar(75) NOT NULL,
    "is_active" boolean NOT NULL,
    "is_managed" boolean NOT NULL,
    "is_password_expired" boolean NOT NULL,
    "is_staff" boolean NOT NULL,
    "is_superuser" boolean NOT NULL,
    "last_active" timestamp with time zone NULL,
    "last_login" timestamp with time zone NOT NULL,
    "last_password_change" timestamp with time zone NULL,
    "first_name" varchar(200) NOT NULL,
    "password" varchar(128) NOT NULL,
    "session_nonce" varchar(12) NULL,
    "username" varchar(128) NOT NULL UNIQUE
);
CREATE INDEX auth_user_username_like ON sentry.auth_user ("username" varchar_pattern_ops);

CREATE TABLE sentry.sentry_useremail (
    "id" serial NOT NULL PRIMARY KEY,
    "date_hash_added" timestamp with time zone NOT NULL,
    "email" varchar(75) NOT NULL,
    "is_verified" boolean NOT NULL,
    "user_id" integer NOT NULL,
    "validation_hash" varchar(32) NOT NULL,
    UNIQUE ("user_id", "email")
);
CREATE INDEX sentry_useremail_user_id ON sentry.sentry_useremail ("user_id");

CREATE TABLE sentry.sentry_useroption (
    "id" serial NOT NULL PRIMARY KEY,
    "key" varchar(64) NOT NULL,
    "organization_id" integer NULL,
    "project_id" integer NULL,
    "user_id" integer NOT NULL,
    "value" text NOT NULL,
    UNIQUE ("user_id", "project_id", "key"),
    UNIQUE ("user_id", "organization_id", "key")
);
CREATE INDEX sentry_useroption_organization_id ON sentry.sentry_useroption ("organization_id");
CREATE INDEX sentry_useroption_project_id ON sentry.sentry_useroption ("project_id");
CREATE INDEX sentry_useroption_user_id ON sentry.sentry_useroption ("user_id");

CREATE TABLE sentry.sentry_userip (
    "id" serial NOT NULL PRIMARY KEY,
    "first_seen" timestamp with time zone NOT NULL,
    "ip_address" inet NOT NULL,
    "last_seen" timestamp with time zone NOT NULL,
    "user_id" integer NOT NULL,
    UNIQUE ("user_id", "ip_address")
);
CREATE INDEX sentry_userip_user_id ON sentry.sentry_userip ("user_id");

CREATE TABLE sentry.sentry_useravatar (
    "id" serial NOT NULL PRIMARY KEY,
    "avatar_type" smallint NOT NULL CHECK ("avatar_type" >= 0),
    "file_id" integer NULL UNIQUE,
    "ident" varchar(32) NOT NULL UNIQUE,
    "user_id" integer NOT NULL UNIQUE
);
CREATE INDEX sentry_useravatar_ident_like ON sentry.sentry_useravatar ("ident" varchar_pattern_ops);

CREATE TABLE sentry.auth_authenticator (
    "id" serial NOT NULL PRIMARY KEY,
    "config" text NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "last_used_at" timestamp with time zone NULL,
    "type" integer NOT NULL CHECK ("type" >= 0),
    "user_id" integer NOT NULL,
    UNIQUE ("user_id", "type")
);
CREATE INDEX auth_authenticator_user_id ON sentry.auth_authenticator ("user_id");

CREATE TABLE sentry.sentry_authidentity (
    "id" serial NOT NULL PRIMARY KEY,
    "auth_provider_id" integer NOT NULL,
    "data" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "ident" varchar(128) NOT NULL,
    "last_synced" timestamp with time zone NOT NULL,
    "last_verified" timestamp with time zone NOT NULL,
    "user_id" integer NOT NULL,
    UNIQUE ("auth_provider_id", "ident"),
    UNIQUE ("auth_provider_id", "user_id")
);
CREATE INDEX sentry_authidentity_auth_provider_id ON sentry.sentry_authidentity ("auth_provider_id");
CREATE INDEX sentry_authidentity_user_id ON sentry.sentry_authidentity ("user_id");

CREATE TABLE sentry.sentry_authprovider (
    "id" serial NOT NULL PRIMARY KEY,
    "config" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "default_global_access" boolean NOT NULL,
    "default_role" integer NOT NULL CHECK ("default_role" >= 0),
    "flags" bigint NOT NULL,
    "last_sync" timestamp with time zone NULL,
    "organization_id" integer NOT NULL UNIQUE,
    "provider" varchar(128) NOT NULL,
    "sync_time" integer NULL CHECK ("sync_time" >= 0)
);

CREATE TABLE sentry.sentry_authprovider_default_teams (
    "id" serial NOT NULL PRIMARY KEY,
    "authprovider_id" integer NOT NULL,
    "team_id" integer NOT NULL,
    UNIQUE ("authprovider_id", "team_id")
);
CREATE INDEX sentry_authprovider_default_teams_authprovider_id ON sentry.sentry_authprovider_default_teams ("authprovider_id");
CREATE INDEX sentry_authprovider_default_teams_team_id ON sentry.sentry_authprovider_default_teams ("team_id");
CREATE TABLE sentry.sentry_lostpasswordhash (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "hash" varchar(32) NOT NULL,
    "user_id" integer NOT NULL UNIQUE
);

CREATE TABLE sentry.sentry_apiapplication (
    "id" serial NOT NULL PRIMARY KEY,
    "allowed_origins" text NULL,
    "client_id" varchar(64) NOT NULL UNIQUE,
    "client_secret" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "homepage_url" varchar(200) NULL,
    "name" varchar(64) NOT NULL,
    "owner_id" integer NOT NULL,
    "privacy_url" varchar(200) NULL,
    "redirect_uris" text NOT NULL,
    "status" integer NOT NULL CHECK ("status" >= 0),
    "terms_url" varchar(200) NULL
);
CREATE INDEX sentry_apiapplication_client_id_like ON sentry.sentry_apiapplication ("client_id" varchar_pattern_ops);
CREATE INDEX sentry_apiapplication_owner_id ON sentry.sentry_apiapplication ("owner_id");
CREATE INDEX sentry_apiapplication_status ON sentry.sentry_apiapplication ("status");

CREATE TABLE sentry.sentry_apiauthorization (
    "id" serial NOT NULL PRIMARY KEY,
    "application_id" integer NULL,
    "date_added" timestamp with time zone NOT NULL,
    "scope_list" text[] NOT NULL,
    "scopes" bigint NOT NULL,
    "user_id" integer NOT NULL,
    UNIQUE ("user_id", "application_id")
);
CREATE INDEX sentry_apiauthorization_application_id ON sentry.sentry_apiauthorization ("application_id");
CREATE INDEX sentry_apiauthorization_user_id ON sentry.sentry_apiauthorization ("user_id");

CREATE TABLE sentry.sentry_apigrant (
    "id" serial NOT NULL PRIMARY KEY,
    "application_id" integer NOT NULL,
    "code" varchar(64) NOT NULL,
    "expires_at" timestamp with time zone NOT NULL,
    "redirect_uri" varchar(255) NOT NULL,
    "scope_list" text[] NOT NULL,
    "scopes" bigint NOT NULL,
    "user_id" integer NOT NULL
);
CREATE INDEX sentry_apigrant_application_id ON sentry.sentry_apigrant ("application_id");
CREATE INDEX sentry_apigrant_code ON sentry.sentry_apigrant ("code");
CREATE INDEX sentry_apigrant_code_like ON sentry.sentry_apigrant ("code" varchar_pattern_ops);
CREATE INDEX sentry_apigrant_expires_at ON sentry.sentry_apigrant ("expires_at");
CREATE INDEX sentry_apigrant_user_id ON sentry.sentry_apigrant ("user_id");

CREATE TABLE sentry.sentry_apitoken (
    "id" serial NOT NULL PRIMARY KEY,
    "application_id" integer NULL,
    "date_added" timestamp with time zone NOT NULL,
    "expires_at" timestamp with time zone NULL,
    "refresh_token" varchar(64) NULL UNIQUE,
    "scope_list" text[] NOT NULL,
    "scopes" bigint NOT NULL,
    "token" varchar(64) NOT NULL UNIQUE,
    "user_id" integer NOT NULL
);
CREATE INDEX sentry_apitoken_application_id ON sentry.sentry_apitoken ("application_id");
CREATE INDEX sentry_apitoken_refresh_token_like ON sentry.sentry_apitoken ("refresh_token" varchar_pattern_ops);
CREATE INDEX sentry_apitoken_token_like ON sentry.sentry_apitoken ("token" varchar_pattern_ops);
CREATE INDEX sentry_apitoken_user_id ON sentry.sentry_apitoken ("user_id");

CREATE TABLE sentry.sentry_apikey (
    "id" serial NOT NULL PRIMARY KEY,
    "allowed_origins" text NULL,
    "date_added" timestamp with time zone NOT NULL,
    "key" varchar(32) NOT NULL UNIQUE,
    "label" varchar(64) NOT NULL,
    "organization_id" integer NOT NULL,
    "scope_list" text[] NOT NULL,
    "scopes" bigint NOT NULL,
    "status" integer NOT NULL CHECK ("status" >= 0)
);
CREATE INDEX sentry_apikey_key_like ON sentry.sentry_apikey ("key" varchar_pattern_ops);
CREATE INDEX sentry_apikey_organization_id ON sentry.sentry_apikey ("organization_id");
CREATE INDEX sentry_apikey_status ON sentry.sentry_apikey ("status");

CREATE TABLE sentry.sentry_organization (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "default_role" varchar(32) NOT NULL,
    "flags" bigint NOT NULL,
    "name" varchar(64) NOT NULL,
    "slug" varchar(50) NOT NULL UNIQUE,
    "status" integer NOT NULL CHECK ("status" >= 0)
);
CREATE INDEX sentry_organization_slug_like ON sentry.sentry_organization ("slug" varchar_pattern_ops);

CREATE TABLE sentry.sentry_organizationmember (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "email" varchar(75) NULL,
    "flags" bigint NOT NULL,
    "has_global_access" boolean NOT NULL,
    "organization_id" integer NOT NULL,
    "role" varchar(32) NOT NULL,
    "token" varchar(64) NULL UNIQUE,
    "type" integer NOT NULL CHECK ("type" >= 0),
    "user_id" integer NULL,
    UNIQUE ("organization_id", "user_id"),
    UNIQUE ("organization_id", "email")
);
CREATE INDEX sentry_organizationmember_organization_id ON sentry.sentry_organizationmember ("organization_id");
CREATE INDEX sentry_organizationmember_token_like ON sentry.sentry_organizationmember ("token" varchar_pattern_ops);
CREATE INDEX sentry_organizationmember_user_id ON sentry.sentry_organizationmember ("user_id");

CREATE TABLE sentry.sentry_organizationmember_teams (
    "id" serial NOT NULL PRIMARY KEY,
    "is_active" boolean NOT NULL,
    "organizationmember_id" integer NOT NULL,
    "team_id" integer NOT NULL,
    UNIQUE ("team_id", "organizationmember_id")
);
CREATE INDEX sentry_organizationmember_teams_organizationmember_id ON sentry.sentry_organizationmember_teams ("organizationmember_id");
CREATE INDEX sentry_organizationmember_teams_team_id ON sentry.sentry_organizationmember_teams ("team_id");

CREATE TABLE sentry.sentry_team (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NULL,
    "name" varchar(64) NOT NULL,
    "organization_id" integer NOT NULL,
    "slug" varchar(50) NOT NULL,
    "status" integer NOT NULL CHECK ("status" >= 0),
    UNIQUE ("organization_id", "slug")
);
CREATE INDEX sentry_team_organization_id ON sentry.sentry_team ("organization_id");
CREATE INDEX sentry_team_slug ON sentry.sentry_team ("slug");
CREATE INDEX sentry_team_slug_like ON sentry.sentry_team ("slug" varchar_pattern_ops);

CREATE TABLE sentry.sentry_project (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "first_event" timestamp with time zone NULL,
    "flags" bigint NULL,
    "forced_color" varchar(6) NULL,
    "name" varchar(200) NOT NULL,
    "organization_id" integer NOT NULL,
    "platform" varchar(64) NULL,
    "public" boolean NOT NULL,
    "slug" varchar(50) NULL,
    "status" integer NOT NULL CHECK ("status" >= 0),
    "team_id" integer NULL,
    UNIQUE ("team_id", "slug"),
    UNIQUE ("organization_id", "slug")
);
CREATE INDEX sentry_project_organization_id ON sentry.sentry_project ("organization_id");
CREATE INDEX sentry_project_slug ON sentry.sentry_project ("slug");
CREATE INDEX sentry_project_slug_like ON sentry.sentry_project ("slug" varchar_pattern_ops);
CREATE INDEX sentry_project_status ON sentry.sentry_project ("status");
CREATE INDEX sentry_project_team_id ON sentry.sentry_project ("team_id");

CREATE TABLE sentry.sentry_projectteam (
    "id" serial NOT NULL PRIMARY KEY,
    "project_id" integer NOT NULL UNIQUE,
    "team_id" integer NOT NULL,
    UNIQUE ("project_id", "team_id")
);
CREATE INDEX sentry_projectteam_team_id ON sentry.sentry_projectteam ("team_id");

CREATE TABLE sentry.sentry_projectkey (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NULL,
    "label" varchar(64) NULL,
    "project_id" integer NOT NULL,
    "public_key" varchar(32) NULL UNIQUE,
    "rate_limit_count" integer NULL CHECK ("rate_limit_count" >= 0),
    "rate_limit_window" integer NULL CHECK ("rate_limit_window" >= 0),
    "roles" bigint NOT NULL,
    "secret_key" varchar(32) NULL UNIQUE,
    "status" integer NOT NULL CHECK ("status" >= 0)
);
CREATE INDEX sentry_projectkey_project_id ON sentry.sentry_projectkey ("project_id");
CREATE INDEX sentry_projectkey_public_key_like ON sentry.sentry_projectkey ("public_key" varchar_pattern_ops);
CREATE INDEX sentry_projectkey_secret_key_like ON sentry.sentry_projectkey ("secret_key" varchar_pattern_ops);
CREATE INDEX sentry_projectkey_status ON sentry.sentry_projectkey ("status");

CREATE TABLE sentry.sentry_environment (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "name" varchar(64) NOT NULL,
    "organization_id" integer NOT NULL CHECK ("organization_id" >= 0),
    "project_id" integer NULL CHECK ("project_id" >= 0),
    UNIQUE ("project_id", "name"),
    UNIQUE ("organization_id", "name")
);

CREATE TABLE sentry.sentry_release (
    "id" serial NOT NULL PRIMARY KEY,
    "authors" text[] NOT NULL,
    "commit_count" integer NULL CHECK ("commit_count" >= 0),
    "data" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "date_released" timestamp with time zone NULL,
    "date_started" timestamp with time zone NULL,
    "last_commit_id" integer NULL CHECK ("last_commit_id" >= 0),
    "last_deploy_id" integer NULL CHECK ("last_deploy_id" >= 0),
    "new_groups" integer NOT NULL CHECK ("new_groups" >= 0),
    "organization_id" integer NOT NULL,
    "owner_id" integer NULL,
    "project_id" integer NULL CHECK ("project_id" >= 0),
    "ref" varchar(250) NULL,
    "total_deploys" integer NULL CHECK ("total_deploys" >= 0),
    "url" varchar(200) NULL,
    "version" varchar(250) NOT NULL,
    UNIQUE ("organization_id", "version")
);
CREATE INDEX sentry_release_organization_id ON sentry.sentry_release ("organization_id");
CREATE INDEX sentry_release_owner_id ON sentry.sentry_release ("owner_id");

CREATE TABLE sentry.sentry_rule (
    "id" serial NOT NULL PRIMARY KEY,
    "data" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "label" varchar(64) NOT NULL,
    "project_id" integer NOT NULL,
    "status" integer NOT NULL CHECK ("status" >= 0)
);
CREATE INDEX sentry_rule_project_id ON sentry.sentry_rule ("project_id");
CREATE INDEX sentry_rule_status ON sentry.sentry_rule ("status");

CREATE TABLE sentry.sentry_message (
    "id" serial NOT NULL PRIMARY KEY,
    "data" text NULL,
    "datetime" timestamp with time zone NOT NULL,
    "message_id" varchar(32) NULL,
    "group_id" integer NULL,
    "message" text NOT NULL,
    "platform" varchar(64) NULL,
    "project_id" integer NULL,
    "time_spent" integer NULL,
    UNIQUE ("project_id", "message_id")
);
CREATE INDEX sentry_message_datetime ON sentry.sentry_message ("datetime");
CREATE INDEX sentry_message_together_1 ON sentry.sentry_message ("group_id", "datetime");

CREATE TABLE sentry.sentry_eventmapping (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "event_id" varchar(32) NOT NULL,
    "group_id" integer NOT NULL,
    "project_id" integer NOT NULL,
    UNIQUE ("project_id", "event_id")
);

CREATE TABLE sentry.sentry_eventuser (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "email" varchar(75) NULL,
    "hash" varchar(32) NOT NULL,
    "ident" varchar(128) NULL,
    "ip_address" inet NULL,
    "name" varchar(128) NULL,
    "project_id" integer NOT NULL CHECK ("project_id" >= 0),
    "username" varchar(128) NULL,
    UNIQUE ("project_id", "ident"),
    UNIQUE ("project_id", "hash")
);
CREATE INDEX sentry_eventuser_date_added ON sentry.sentry_eventuser ("date_added");
CREATE INDEX sentry_eventuser_project_id ON sentry.sentry_eventuser ("project_id");
CREATE INDEX sentry_eventuser_together_1 ON sentry.sentry_eventuser ("project_id", "email");
CREATE INDEX sentry_eventuser_together_2 ON sentry.sentry_eventuser ("project_id", "username");
CREATE INDEX sentry_eventuser_together_3 ON sentry.sentry_eventuser ("project_id", "ip_address");

CREATE TABLE sentry.sentry_eventtag (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "event_id" integer NOT NULL,
    "group_id" integer NULL,
    "key_id" integer NOT NULL,
    "project_id" integer NOT NULL,
    "value_id" integer NOT NULL,
    UNIQUE ("event_id", "key_id", "value_id")
);
CREATE INDEX sentry_eventtag_date_added ON sentry.sentry_eventtag ("date_added");
CREATE INDEX sentry_eventtag_together_1 ON sentry.sentry_eventtag ("group_id", "key_id", "value_id");

CREATE TABLE sentry.sentry_groupedmessage (
    "id" serial NOT NULL PRIMARY KEY,
    "active_at" timestamp with time zone NULL,
    "view" varchar(200) NULL,
    "data" text NULL,
    "first_release_id" integer NULL,
    "first_seen" timestamp with time zone NOT NULL,
    "is_public" boolean NULL,
    "last_seen" timestamp with time zone NOT NULL,
    "level" integer NOT NULL CHECK ("level" >= 0),
    "logger" varchar(64) NOT NULL,
    "message" text NOT NULL,
    "num_comments" integer NULL CHECK ("num_comments" >= 0),
    "platform" varchar(64) NULL,
    "project_id" integer NULL,
    "resolved_at" timestamp with time zone NULL,
    "score" integer NOT NULL,
    "short_id" integer NULL,
    "status" integer NOT NULL CHECK ("status" >= 0),
    "time_spent_count" integer NOT NULL,
    "time_spent_total" integer NOT NULL,
    "times_seen" integer NOT NULL CHECK ("times_seen" >= 0),
    UNIQUE ("project_id", "short_id")
);
CREATE INDEX sentry_groupedmessage_active_at ON sentry.sentry_groupedmessage ("active_at");
CREATE INDEX sentry_groupedmessage_first_release_id ON sentry.sentry_groupedmessage ("first_release_id");
CREATE INDEX sentry_groupedmessage_first_seen ON sentry.sentry_groupedmessage ("first_seen");
CREATE INDEX sentry_groupedmessage_last_seen ON sentry.sentry_groupedmessage ("last_seen");
CREATE INDEX sentry_groupedmessage_level ON sentry.sentry_groupedmessage ("level");
CREATE INDEX sentry_groupedmessage_logger ON sentry.sentry_groupedmessage ("logger");
CREATE INDEX sentry_groupedmessage_logger_like ON sentry.sentry_groupedmessage ("logger" varchar_pattern_ops);
CREATE INDEX sentry_groupedmessage_project_id ON sentry.sentry_groupedmessage ("project_id");
CREATE INDEX sentry_groupedmessage_resolved_at ON sentry.sentry_groupedmessage ("resolved_at");
CREATE INDEX sentry_groupedmessage_status ON sentry.sentry_groupedmessage ("status");
CREATE INDEX sentry_groupedmessage_times_seen ON sentry.sentry_groupedmessage ("times_seen");
CREATE INDEX sentry_groupedmessage_together_1 ON sentry.sentry_groupedmessage ("project_id", "first_release_id");

CREATE TABLE sentry.sentry_groupemailthread (
    "id" serial NOT NULL PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "email" varchar(75) NOT NULL,
    "group_id" integer NOT NULL,
    "msgid" varchar(100) NOT NULL,
    "project_id" integer NOT NULL,
    UNIQUE ("email", "group_id"),
    UNIQUE ("email", "msgid")
);
CREATE INDEX sentry_groupemailthread_date ON sentry.sentry_groupemailthread ("date");
CREATE INDEX sentry_groupemailthread_group_id ON sentry.sentry_groupemailthread ("group_id");
CREATE INDEX sentry_groupemailthread_project_id ON sentry.sentry_groupemailthread ("project_id");

CREATE TABLE sentry.sentry_grouprulestatus (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "group_id" integer NOT NULL,
    "last_active" timestamp with time zone NULL,
    "project_id" integer NOT NULL,
    "rule_id" integer NOT NULL,
    "status" smallint NOT NULL CHECK ("status" >= 0),
    UNIQUE ("rule_id", "group_id")
);
CREATE INDEX sentry_grouprulestatus_group_id ON sentry.sentry_grouprulestatus ("group_id");
CREATE INDEX sentry_grouprulestatus_project_id ON sentry.sentry_grouprulestatus ("project_id");
CREATE INDEX sentry_grouprulestatus_rule_id ON sentry.sentry_grouprulestatus ("rule_id");

CREATE TABLE sentry.sentry_groupsnooze (
    "id" serial NOT NULL PRIMARY KEY,
    "actor_id" integer NULL CHECK ("actor_id" >= 0),
    "count" integer NULL CHECK ("count" >= 0),
    "group_id" integer NOT NULL UNIQUE,
    "state" text NULL,
    "until" timestamp with time zone NULL,
    "user_count" integer NULL CHECK ("user_count" >= 0),
    "user_window" integer NULL CHECK ("user_window" >= 0),
    "window" integer NULL CHECK ("window" >= 0)
);

CREATE TABLE sentry.sentry_groupresolution (
    "id" serial NOT NULL PRIMARY KEY,
    "actor_id" integer NULL CHECK ("actor_id" >= 0),
    "datetime" timestamp with time zone NOT NULL,
    "group_id" integer NOT NULL UNIQUE,
    "release_id" integer NOT NULL,
    "status" integer NOT NULL CHECK ("status" >= 0),
    "type" integer NULL CHECK ("type" >= 0)
);
CREATE INDEX sentry_groupresolution_datetime ON sentry.sentry_groupresolution ("datetime");
CREATE INDEX sentry_groupresolution_release_id ON sentry.sentry_groupresolution ("release_id");

CREATE TABLE sentry.sentry_groupasignee (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NOT NULL,
    "group_id" integer NOT NULL UNIQUE,
    "project_id" integer NOT NULL,
    "user_id" integer NOT NULL
);
CREATE INDEX sentry_groupasignee_project_id ON sentry.sentry_groupasignee ("project_id");
CREATE INDEX sentry_groupasignee_user_id ON sentry.sentry_groupasignee ("user_id");

CREATE TABLE sentry.sentry_groupbookmark (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NULL,
    "group_id" integer NOT NULL,
    "project_id" integer NOT NULL,
    "user_id" integer NOT NULL,
    UNIQUE ("project_id", "user_id", "group_id")
);
CREATE INDEX sentry_groupbookmark_group_id ON sentry.sentry_groupbookmark ("group_id");
CREATE INDEX sentry_groupbookmark_project_id ON sentry.sentry_groupbookmark ("project_id");
CREATE INDEX sentry_groupbookmark_user_id ON sentry.sentry_groupbookmark ("user_id");

CREATE TABLE sentry.sentry_groupseen (
    "id" serial NOT NULL PRIMARY KEY,
    "group_id" integer NOT NULL,
    "last_seen" timestamp with time zone NOT NULL,
    "project_id" integer NOT NULL,
    "user_id" integer NOT NULL,
    UNIQUE ("user_id", "group_id")
);
CREATE INDEX sentry_groupseen_group_id ON sentry.sentry_groupseen ("group_id");
CREATE INDEX sentry_groupseen_project_id ON sentry.sentry_groupseen ("project_id");
CREATE INDEX sentry_groupseen_user_id ON sentry.sentry_groupseen ("user_id");

CREATE TABLE sentry.sentry_groupsubscription (
    "id" serial NOT NULL PRIMARY KEY,
    "date_added" timestamp with time zone NULL,
    "group_id" integer NOT NULL,
    "is_active" boolean NOT NULL,
    "project_id" integer NOT NULL,
    "reason" integer NOT NULL CHECK ("reason" >= 0),
    "user_id" integer NOT NULL,
    UNIQUE ("group_id", "user_id")
);
CREATE INDEX sentry_groupsubscription_group_id ON sentry.sentry_groupsubscription ("group_id");
CREATE INDEX sentry_groupsubscription_project_id ON sentry.sentry_groupsubscription ("project_id");
CREATE INDEX sentry_groupsubscription_user_id ON sentry.sentry_groupsubscription ("user_id");

CREATE TABLE sentry.sentry_grouphash (
    "id" serial NOT NULL PRIMARY KEY,
    "group_id" integer NULL,
    "group_tombstone_id" integer NULL CHECK ("group_tombstone_id" >= 0),
    "hash" varchar(32) NOT NULL,
    "project_id" integer NULL,
    "state" integer NULL CHECK ("state" >= 0),
    UNIQUE ("project_id", "hash")
);
CREATE INDEX sentry_grouphash_group_id ON sentry.sentry_grouphash ("group_id");
CREATE INDEX sentry_grouphash_group_tombstone_id ON sentry.sentry_grouphash ("group_tombstone_id");
CREATE INDEX sentry_grouphash_project_id ON sentry.sentry_grouphash ("project_id");

CREATE TABLE sentry.sentry_groupmeta (
    "id" serial NOT NULL PRIMARY KEY,
    "group_id" integer NOT NULL,
    "key" varchar(64) NOT NULL,
    "value" text NOT NULL,
    UNIQUE ("group_id", "key")
);
CREATE INDEX sentry_groupmeta_group_id ON sentry.sentry_groupmeta ("group_id");

CREATE TABLE sentry.sentry_activity (
    "id" serial NOT NULL PRIMARY KEY,
    "data" text NULL,
    "datetime" timestamp with time zone NOT NULL,
    "group_id" integer NULL,
    "ident" varchar(64) NULL,
    "project_id" integer NOT NULL,
    "type" integer NOT NULL CHECK ("type" >= 0),
    "user_id" integer NULL
);
CREATE INDEX sentry_activity_group_id ON sentry.sentry_activity ("group_id");
CREATE INDEX sentry_activity_project_id ON sentry.sentry_activity ("project_id");
CREATE INDEX sentry_activity_user_id ON sentry.sentry_activity ("user_id");

CREATE TABLE sentry.sentry_userreport (
    "id" serial NOT NULL PRIMARY KEY,
    "comments" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "email" varchar(75) NOT NULL,
    "event_id" varchar(32) NOT NULL,
    "event_user_id" integer NULL,
    "group_id" integer NULL,
    "name" varchar(128) NOT NULL,
    "project_id" integer NOT NULL,
    UNIQUE ("project_id", "event_id")
);
CREATE INDEX sentry_userreport_group_id ON sentry.sentry_userreport ("group_id");
CREATE INDEX sentry_userreport_project_id ON sentry.sentry_userreport ("project_id");
CREATE INDEX sentry_userreport_together_1 ON sentry.sentry_userreport ("project_id", "event_id");
CREATE INDEX sentry_userreport_together_2 ON sentry.sentry_userreport ("project_id", "date_added");

CREATE TABLE sentry.sentry_filterkey (
    "id" serial NOT NULL PRIMARY KEY,
    "key" varchar(32) NOT NULL,
    "label" varchar(64) NULL,
    "project_id" integer NOT NULL CHECK ("project_id" >= 0),
    "status" integer NOT NULL CHECK ("status" >= 0),
    "values_seen" integer NOT NULL CHECK ("values_seen" >= 0),
    UNIQUE ("project_id", "key")
);
CREATE INDEX sentry_filterkey_project_id ON sentry.sentry_filterkey ("project_id");

CREATE TABLE sentry.sentry_filtervalue (
    "id" serial NOT NULL PRIMARY KEY,
    "data" text NULL,
    "first_seen" timestamp with time zone NULL,
    "key" varchar(32) NOT NULL,
    "last_seen" timestamp with time zone NULL,
    "project_id" integer NULL CHECK ("project_id" >= 0),
    "times_seen" integer NOT NULL CHECK ("times_seen" >= 0),
    "value" varchar(200) NOT NULL,
    UNIQUE ("project_id", "key", "value")
);
CREATE INDEX sentry_filtervalue_first_seen ON sentry.sentry_filtervalue ("first_seen");
CREATE INDEX sentry_filtervalue_last_seen ON sentry.sentry_filtervalue ("last_seen");
CREATE INDEX sentry_filtervalue_project_id ON sentry.sentry_filtervalue ("project_id");
CREATE INDEX sentry_filtervalue_together_1 ON sentry.sentry_filtervalue ("project_id", "key", "last_seen");

CREATE TABLE sentry.sentry_grouptagkey (
    "id" serial NOT NULL PRIMARY KEY,
    "group_id" integer NOT NULL CHECK ("group_id" >= 0),
    "key" varchar(32) NOT NULL,
    "project_id" integer NULL CHECK ("project_id" >= 0),
    "values_seen" integer NOT NULL CHECK ("values_seen" >= 0),
    UNIQUE ("project_id", "group_id", "key")
);
CREATE INDEX sentry_grouptagkey_group_id ON sentry.sentry_grouptagkey ("group_id");
CREATE INDEX sentry_grouptagkey_project_id ON sentry.sentry_grouptagkey ("project_id");

CREATE TABLE sentry.sentry_messagefiltervalue (
    "id" serial NOT NULL PRIMARY KEY,
    "first_seen" timestamp with time zone NULL,
    "group_id" integer NOT NULL CHECK ("group_id" >= 0),
    "key" varchar(32) NOT NULL,
    "last_seen" timestamp with time zone NULL,
    "project_id" integer NULL CHECK ("project_id" >= 0),
    "times_seen" integer NOT NULL CHECK ("times_seen" >= 0),
    "value" varchar(200) NOT NULL,
    UNIQUE ("group_id", "key", "value")
);
CREATE INDEX sentry_messagefiltervalue_first_seen ON sentry.sentry_messagefiltervalue ("first_seen");
CREATE INDEX sentry_messagefiltervalue_group_id ON sentry.sentry_messagefiltervalue ("group_id");
CREATE INDEX sentry_messagefiltervalue_last_seen ON sentry.sentry_messagefiltervalue ("last_seen");
CREATE INDEX sentry_messagefiltervalue_project_id ON sentry.sentry_messagefiltervalue ("project_id");
CREATE INDEX sentry_messagefiltervalue_together_1 ON sentry.sentry_messagefiltervalue ("project_id", "key", "value", "last_seen");

CREATE TABLE sentry.sentry_rawevent (
    "id" serial NOT NULL PRIMARY KEY,
    "data" text NULL,
    "datetime" timestamp with time zone NOT NULL,
    "event_id" varchar(32) NULL,
    "project_id" integer NOT NULL,
    UNIQUE ("project_id", "event_id")
);
CREATE INDEX sentry_rawevent_project_id ON sentry.sentry_rawevent ("project_id");

CREATE TABLE sentry.sentry_reprocessingreport (
    "id" serial NOT NULL PRIMARY KEY,
    "datetime" timestamp with time zone NOT NULL,
    "event_id" varchar(32) NULL,
    "project_id" integer NOT NULL,
    UNIQUE ("project_id", "event_id")
);
CREATE INDEX sentry_reprocessingreport_project_id ON sentry.sentry_reprocessingreport ("project_id");

CREATE TABLE sentry.sentry_processingissue (
    "id" serial NOT NULL PRIMARY KEY,
    "checksum" varchar(40) NOT NULL,
    "data" text NOT NULL,
    "datetime" timestamp with time zone NOT NULL,
    "project_id" integer NOT NULL,
    "type" varchar(30) NOT NULL,
    UNIQUE ("project_id", "checksum", "type")
);
CREATE INDEX sentry_processingissue_checksum ON sentry.sentry_processingissue ("checksum");
CREATE INDEX sentry_processingissue_checksum_like ON sentry.sentry_processingissue ("checksum" varchar_pattern_ops);
CREATE INDEX sentry_processingissue_project_id ON sentry.sentry_processingissue ("project_id");

CREATE TABLE sentry.sentry_eventprocessingissue (
    "id" serial NOT NULL PRIMARY KEY,
    "processing_issue_id" integer NOT NULL,
    "raw_event_id" integer NOT NULL,
    UNIQUE ("raw_event_id", "processing_issue_id")
);
CREATE INDEX sentry_eventprocessingissue_processing_issue_id ON sentry.sentry_eventprocessingissue ("processing_issue_id");
CREATE INDEX sentry_eventprocessingissue_raw_event_id ON sentry.sentry_eventprocessingissue ("raw_event_id");

CREATE TABLE sentry.sentry_file (
    "id" serial NOT NULL PRIMARY KEY,
    "blob_id" integer NULL,
    "checksum" varchar(40) NULL,
    "headers" text NOT NULL,
    "name" varchar(128) NOT NULL,
    "path" text NULL,
    "size" integer NULL CHECK ("size" >= 0),
    "timestamp" timestamp with time zone NOT NULL,
    "type" varchar(64) NOT NULL
);
CREATE INDEX sentry_file_blob_id ON sentry.sentry_file ("blob_id");
CREATE INDEX sentry_file_timestamp ON sentry.sentry_file ("timestamp");

CREATE TABLE sentry.sentry_fileblob (
    "id" serial NOT NULL PRIMARY KEY,
    "checksum" varchar(40) NOT NULL UNIQUE,
    "path" text NULL,
    "size" integer NULL CHECK ("size" >= 0),
    "timestamp" timestamp with time zone NOT NULL
);
CREATE INDEX sentry_fileblob_checksum_like ON sentry.sentry_fileblob ("checksum" varchar_pattern_ops);
CREATE INDEX sentry_fileblob_timestamp ON sentry.sentry_fileblob ("timestamp");

CREATE TABLE sentry.sentry_fileblobindex (
    "id" serial NOT NULL PRIMARY KEY,
    "blob_id" integer NOT NULL,
    "file_id" integer NOT NULL,
    "offset" integer NOT NULL CHECK ("offset" >= 0),
    UNIQUE ("file_id", "blob_id", "offset")
);
CREATE INDEX sentry_fileblobindex_blob_id ON sentry.sentry_fileblobindex ("blob_id");
CREATE INDEX sentry_fileblobindex_file_id ON sentry.sentry_fileblobindex ("file_id");

CREATE TABLE sentry.sentry_auditlogentry (
    "id" serial NOT NULL PRIMARY KEY,
    "actor_id" integer NULL,
    "actor_key_id" integer NULL,
    "actor_label" varchar(64) NULL,
    "data" text NOT NULL,
    "datetime" timestamp with time zone NOT NULL,
    "event" integer NOT NULL CHECK ("event" >= 0),
    "ip_address" inet NULL,
    "organization_id" integer NOT NULL,
    "target_object" integer NULL CHECK ("target_object" >= 0),
    "target_user_id" integer NULL
);
CREATE INDEX sentry_auditlogentry_actor_id ON sentry.sentry_auditlogentry ("actor_id");
CREATE INDEX sentry_auditlogentry_actor_key_id ON sentry.sentry_auditlogentry ("actor_key_id");
CREATE INDEX sentry_auditlogentry_organization_id ON sentry.sentry_auditlogentry ("organization_id");
CREATE INDEX sentry_auditlogentry_target_user_id ON sentry.sentry_auditlogentry ("target_user_id");

CREATE TABLE sentry.sentry_scheduleddeletion (
    "id" serial NOT NULL PRIMARY KEY,
    "aborted" boolean NOT NULL,
    "actor_id" integer NULL,
    "app_label" varchar(64) NOT NULL,
    "data" text NOT NULL,
    "date_added" timestamp with time zone NOT NULL,
    "date_scheduled" timestamp with time zone NOT NULL,
    "guid" varchar(32) NOT NULL UNIQUE,
    "in_progress" boolean NOT NULL,
    "model_name" varchar(64) NOT NULL,
    "object_id" integer NOT NULL,
    UNIQUE ("app_label", "model_name", "object_id")
);
CREATE INDEX sentry_scheduleddeletion_guid_like ON sentry.sentry_scheduleddeletion ("guid" varchar_pattern_ops);

CREATE TABLE sentry.nodestore_node (
    "id" varchar(40) NOT NULL PRIMARY KEY,
    "data" text NOT NULL,
    "timestamp" timestamp with time zone NOT NULL
);
CREATE INDEX nodestore_node_id_like ON sentry.nodestore_node ("id" varchar_pattern_ops);
CREATE INDEX nodestore_node_timestamp ON sentry.nodestore_node ("timestamp");

ALTER TABLE sentry.sentry_useremail ADD CONSTRAINT sentry_useremail_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_useroption ADD CONSTRAINT sentry_useroption_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_useroption ADD CONSTRAINT sentry_useroption_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_useroption ADD CONSTRAINT sentry_useroption_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_userip ADD CONSTRAINT sentry_userip_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_useravatar ADD CONSTRAINT sentry_useravatar_file_id_fkey FOREIGN KEY ("file_id") REFERENCES sentry.sentry_file ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_useravatar ADD CONSTRAINT sentry_useravatar_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.auth_authenticator ADD CONSTRAINT auth_authenticator_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_authidentity ADD CONSTRAINT sentry_authidentity_auth_provider_id_fkey FOREIGN KEY ("auth_provider_id") REFERENCES sentry.sentry_authprovider ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_authidentity ADD CONSTRAINT sentry_authidentity_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_authprovider_default_teams ADD CONSTRAINT sentry_authprovider_default_teams_authprovider_id_fkey FOREIGN KEY ("authprovider_id") REFERENCES sentry.sentry_authprovider ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_authprovider_default_teams ADD CONSTRAINT sentry_authprovider_default_teams_team_id_fkey FOREIGN KEY ("team_id") REFERENCES sentry.sentry_team ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_authprovider ADD CONSTRAINT sentry_authprovider_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_lostpasswordhash ADD CONSTRAINT sentry_lostpasswordhash_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apiapplication ADD CONSTRAINT sentry_apiapplication_owner_id_fkey FOREIGN KEY ("owner_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apiauthorization ADD CONSTRAINT sentry_apiauthorization_application_id_fkey FOREIGN KEY ("application_id") REFERENCES sentry.sentry_apiapplication ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apiauthorization ADD CONSTRAINT sentry_apiauthorization_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apigrant ADD CONSTRAINT sentry_apigrant_application_id_fkey FOREIGN KEY ("application_id") REFERENCES sentry.sentry_apiapplication ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apigrant ADD CONSTRAINT sentry_apigrant_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apitoken ADD CONSTRAINT sentry_apitoken_application_id_fkey FOREIGN KEY ("application_id") REFERENCES sentry.sentry_apiapplication ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apitoken ADD CONSTRAINT sentry_apitoken_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_apikey ADD CONSTRAINT sentry_apikey_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_organizationmember ADD CONSTRAINT sentry_organizationmember_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_organizationmember ADD CONSTRAINT sentry_organizationmember_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_organizationmember_teams ADD CONSTRAINT sentry_organizationmember_teams_organizationmember_id_fkey FOREIGN KEY ("organizationmember_id") REFERENCES sentry.sentry_organizationmember ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_organizationmember_teams ADD CONSTRAINT sentry_organizationmember_teams_team_id_fkey FOREIGN KEY ("team_id") REFERENCES sentry.sentry_team ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_team ADD CONSTRAINT sentry_team_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_project ADD CONSTRAINT sentry_project_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_project ADD CONSTRAINT sentry_project_team_id_fkey FOREIGN KEY ("team_id") REFERENCES sentry.sentry_team ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_projectteam ADD CONSTRAINT sentry_projectteam_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_projectteam ADD CONSTRAINT sentry_projectteam_team_id_fkey FOREIGN KEY ("team_id") REFERENCES sentry.sentry_team ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_projectkey ADD CONSTRAINT sentry_projectkey_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_release ADD CONSTRAINT sentry_release_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_release ADD CONSTRAINT sentry_release_owner_id_fkey FOREIGN KEY ("owner_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_rule ADD CONSTRAINT sentry_rule_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupedmessage ADD CONSTRAINT sentry_groupedmessage_first_release_id_fkey FOREIGN KEY ("first_release_id") REFERENCES sentry.sentry_release ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupedmessage ADD CONSTRAINT sentry_groupedmessage_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupemailthread ADD CONSTRAINT sentry_groupemailthread_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupemailthread ADD CONSTRAINT sentry_groupemailthread_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_grouprulestatus ADD CONSTRAINT sentry_grouprulestatus_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_grouprulestatus ADD CONSTRAINT sentry_grouprulestatus_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_grouprulestatus ADD CONSTRAINT sentry_grouprulestatus_rule_id_fkey FOREIGN KEY ("rule_id") REFERENCES sentry.sentry_rule ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupsnooze ADD CONSTRAINT sentry_groupsnooze_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupresolution ADD CONSTRAINT sentry_groupresolution_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupresolution ADD CONSTRAINT sentry_groupresolution_release_id_fkey FOREIGN KEY ("release_id") REFERENCES sentry.sentry_release ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupasignee ADD CONSTRAINT sentry_groupasignee_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupasignee ADD CONSTRAINT sentry_groupasignee_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupasignee ADD CONSTRAINT sentry_groupasignee_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupbookmark ADD CONSTRAINT sentry_groupbookmark_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupbookmark ADD CONSTRAINT sentry_groupbookmark_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupbookmark ADD CONSTRAINT sentry_groupbookmark_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupseen ADD CONSTRAINT sentry_groupseen_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupseen ADD CONSTRAINT sentry_groupseen_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupseen ADD CONSTRAINT sentry_groupseen_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupsubscription ADD CONSTRAINT sentry_groupsubscription_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupsubscription ADD CONSTRAINT sentry_groupsubscription_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupsubscription ADD CONSTRAINT sentry_groupsubscription_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_grouphash ADD CONSTRAINT sentry_grouphash_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_grouphash ADD CONSTRAINT sentry_grouphash_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_groupmeta ADD CONSTRAINT sentry_groupmeta_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_activity ADD CONSTRAINT sentry_activity_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_activity ADD CONSTRAINT sentry_activity_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_activity ADD CONSTRAINT sentry_activity_user_id_fkey FOREIGN KEY ("user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_userreport ADD CONSTRAINT sentry_userreport_group_id_fkey FOREIGN KEY ("group_id") REFERENCES sentry.sentry_groupedmessage ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_userreport ADD CONSTRAINT sentry_userreport_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_rawevent ADD CONSTRAINT sentry_rawevent_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_reprocessingreport ADD CONSTRAINT sentry_reprocessingreport_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_processingissue ADD CONSTRAINT sentry_processingissue_project_id_fkey FOREIGN KEY ("project_id") REFERENCES sentry.sentry_project ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_eventprocessingissue ADD CONSTRAINT sentry_eventprocessingissue_processing_issue_id_fkey FOREIGN KEY ("processing_issue_id") REFERENCES sentry.sentry_processingissue ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_eventprocessingissue ADD CONSTRAINT sentry_eventprocessingissue_raw_event_id_fkey FOREIGN KEY ("raw_event_id") REFERENCES sentry.sentry_rawevent ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_file ADD CONSTRAINT sentry_file_blob_id_fkey FOREIGN KEY ("blob_id") REFERENCES sentry.sentry_fileblob ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_fileblobindex ADD CONSTRAINT sentry_fileblobindex_blob_id_fkey FOREIGN KEY ("blob_id") REFERENCES sentry.sentry_fileblob ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_fileblobindex ADD CONSTRAINT sentry_fileblobindex_file_id_fkey FOREIGN KEY ("file_id") REFERENCES sentry.sentry_file ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_auditlogentry ADD CONSTRAINT sentry_auditlogentry_actor_id_fkey FOREIGN KEY ("actor_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_auditlogentry ADD CONSTRAINT sentry_auditlogentry_actor_key_id_fkey FOREIGN KEY ("actor_key_id") REFERENCES sentry.sentry_apikey ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_auditlogentry ADD CONSTRAINT sentry_auditlogentry_organization_id_fkey FOREIGN KEY ("organization_id") REFERENCES sentry.sentry_organization ("id") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE sentry.sentry_auditlogentry ADD CONSTRAINT sentry_auditlogentry_target_user_id_fkey FOREIGN KEY ("target_user_id") REFERENCES sentry.auth_user ("id") DEFERRABLE INITIALLY DEFERRED;
`,
  cleans: [
    {
      table: "sentry.sentry_lostpasswordhash",
      clock: "date_added",
      retention: "48h",
      source: "src/sentry/runner/commands/cleanup.py:219",
    },
    {
      table: "sentry.sentry_apigrant",
      clock: "expires_at",
      retention: "expires_at passed (10 minutes after the grant, src/sentry/models/apigrant.py:13)",
      source: "src/sentry/runner/commands/cleanup.py:231",
    },
    {
      table: "sentry.sentry_apitoken",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "src/sentry/runner/commands/cleanup.py:231",
    },
    {
      table: "sentry.nodestore_node",
      clock: "timestamp",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:247",
      note: "through nodestore.cleanup (src/sentry/nodestore/django/backend.py:53, the default SENTRY_NODESTORE, server.py:933); at this commit it runs only with --silent/-q (the else of cleanup.py:242-247), so not with the documented cron line",
    },
    {
      table: "sentry.sentry_eventmapping",
      clock: "date_added",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:200",
    },
    {
      table: "sentry.sentry_groupemailthread",
      clock: "date",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:201",
    },
    {
      table: "sentry.sentry_grouprulestatus",
      clock: "date_added",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:202",
    },
    {
      table: "sentry.sentry_messagefiltervalue",
      clock: "last_seen",
      retention: "--days, default 30",
      source: "src/sentry/tagstore/base.py:111",
      note: "GroupTagValue of the default legacy tagstore (SENTRY_TAGSTORE, server.py:944), added to cleanup's bulk deletes",
    },
    {
      table: "sentry.sentry_filtervalue",
      clock: "last_seen",
      retention: "--days, default 30",
      source: "src/sentry/tagstore/base.py:112",
      note: "TagValue of the legacy tagstore",
    },
    {
      table: "sentry.sentry_eventtag",
      clock: "date_added",
      retention: "--days, default 30",
      source: "src/sentry/tagstore/base.py:113",
      note: "EventTag of the legacy tagstore",
    },
    {
      table: "sentry.sentry_message",
      clock: "datetime",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:208",
      note: "Event, through the deletions code path (its tags with it)",
    },
    {
      table: "sentry.sentry_groupedmessage",
      clock: "last_seen",
      retention: "--days, default 30",
      source: "src/sentry/runner/commands/cleanup.py:209",
      note: "Group (an issue), with its child rows (src/sentry/deletions/defaults/group.py:12-34: hashes, assignees, bookmarks, meta, resolutions, seen, snoozes, subscriptions, user reports, events)",
    },
    {
      table: "sentry.sentry_fileblob",
      clock: "timestamp",
      retention: "1d, and no File or FileBlobIndex refers to it",
      source: "src/sentry/runner/commands/cleanup.py:357",
    },
    {
      table: "sentry.sentry_groupsnooze",
      clock: "until",
      retention: "until passed",
      source: "src/sentry/tasks/clear_expired_snoozes.py:12",
      note: "Celery beat every 5 minutes (src/sentry/conf/server.py:541-542); the snoozed issue goes back to unresolved",
    },
    {
      table: "sentry.sentry_rawevent",
      clock: "datetime",
      retention: "SENTRY_RAW_EVENT_MAX_AGE_DAYS, default 10d (server.py:1209)",
      source: "src/sentry/tasks/reprocessing.py:59",
      note: "Celery beat every 15 minutes (server.py:548-549)",
    },
    {
      table: "sentry.sentry_reprocessingreport",
      clock: "datetime",
      retention: "SENTRY_RAW_EVENT_MAX_AGE_DAYS, default 10d",
      source: "src/sentry/tasks/reprocessing.py:60",
    },
    {
      table: "sentry.sentry_processingissue",
      clock: "datetime",
      retention: "1.3 x SENTRY_RAW_EVENT_MAX_AGE_DAYS, 13d by default",
      source: "src/sentry/tasks/reprocessing.py:64",
    },
  ],
  shouldAsk: [
    {
      table: "sentry.sentry_eventuser",
      why: "the end users of the monitored applications (ident, username, email, name, IP address), per project, never cleaned",
    },
    {
      table: "sentry.sentry_userreport",
      why: "user feedback (name, email, comments), removed only with its issue (src/sentry/deletions/defaults/group.py:31); reports with no issue stay",
    },
    {
      table: "sentry.sentry_userip",
      why: "the IP addresses each Sentry user signed in from, with first and last seen, never cleaned",
    },
    {
      table: "sentry.sentry_auditlogentry",
      why: "the organisation audit log (actor, IP address, what was done), never cleaned",
    },
  ],
  neverDelete: [
    "sentry.auth_user",
    "sentry.sentry_useremail",
    "sentry.sentry_useroption",
    "sentry.sentry_useravatar",
    "sentry.auth_authenticator",
    "sentry.sentry_authidentity",
    "sentry.sentry_authprovider",
    "sentry.sentry_organization",
    "sentry.sentry_organizationmember",
    "sentry.sentry_organizationmember_teams",
    "sentry.sentry_team",
    "sentry.sentry_project",
    "sentry.sentry_projectteam",
    "sentry.sentry_projectkey",
    "sentry.sentry_apiapplication",
    "sentry.sentry_apikey",
    "sentry.sentry_rule",
    "sentry.sentry_release",
    "sentry.sentry_environment",
    "sentry.sentry_file",
  ],
};
