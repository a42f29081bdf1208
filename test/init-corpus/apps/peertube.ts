// PeerTube, the federated video platform (TypeScript, Sequelize through sequelize-typescript), from
// Chocobozzz/PeerTube@25639d01db0311da34f2e0acca1bcf7449b7a5b8 ("Update translations", develop, 2024-09-19, version
// 6.3.0). Chocobozzz/PeerTube itself is over the fetch size limit: it was read from a copy, mediafish-agency/peertube,
// whose newest commit (7fa01896, "final", 2024-09-22) adds only node_modules/, dist/ (the compiled server) and the
// packages' dist/ on top of that upstream commit (git diff: no file under server/ changed); the sources cited below
// are the upstream commit's.
// Schema: what a fresh install makes. On an empty database PeerTube runs no migration (server/core/initializers/
// migrator.ts:10-14: no tables, "The installer will do that"): initDatabaseModels registers its 63 models
// (server/core/initializers/database.ts:125-190), makes sure pg_trgm and unaccent exist (database.ts:204-233) and
// creates the function immutable_unaccent (database.ts:235-243), then installApplication calls
// sequelizeTypescript.sync() (server/core/initializers/installer.ts:23). That was run as it is: the copy's compiled
// dist/core/initializers/database.js (tsc output, so sequelize-typescript's decorator metadata is the real one) with its
// node_modules (sequelize, sequelize-typescript, pg as PeerTube's yarn.lock installs them), initDatabaseModels then
// sync() on PostgreSQL 15, search_path set to peertube, public; sync() creates its four enum types explicitly in
// "public" (sequelize's postgres dialect), so they were moved into schema peertube (ALTER TYPE ... SET SCHEMA) as the
// tables' schema stands for PeerTube's public here; pg_dump --schema-only --no-owner --no-privileges -n peertube
// (its \restrict lines and "-- Name:" comments removed). All 63 tables, 165 indexes (GIN trigram indexes on
// immutable_unaccent(name) included), 102 foreign keys with their ON DELETE. The extensions pg_trgm and unaccent are
// created in public first, as PeerTube asks the administrator to (or creates them itself).
// Cleanups by age (the schedulers started in server/server.ts:323-337; intervals in
// server/core/initializers/constants.ts:337-346):
// - videoView: RemoveOldViewsScheduler, daily, deletes the hourly view buckets of REMOTE videos whose startDate is
//   older than views.videos.remote.max_age (default '30 days', config/default.yaml:390; -1 turns it off)
//   (server/core/lib/schedulers/remove-old-views-scheduler.ts:25 -> server/core/models/view/video-view.ts:53-64).
//   Local videos' view buckets are kept (they feed the statistics).
// - userVideoHistory: RemoveOldHistoryScheduler, daily, updatedAt older than history.videos.max_age (default -1,
//   i.e. OFF, config/default.yaml:380) (remove-old-history-scheduler.ts:18-25 -> models/user/user-video-history.ts:124-133).
// - userExport: RemoveExpiredUserExportsScheduler, hourly, createdAt compared with export.users.export_expiration
//   (default '2 days', config/default.yaml:865), each destroyed with its archive (remove-expired-user-exports-
//   scheduler.ts:18-23 -> models/user/user-export.ts:108-117). At this commit listExpired compares createdAt with
//   now PLUS the expiration (user-export.ts:112), so every export is listed at each run; upstream later changed it
//   to now minus the expiration. The retention is written as the setting states it.
// - videoRedundancy: VideosRedundancyScheduler (every redundancy.videos.check_interval, default 1 hour,
//   config/default.yaml:323) purges other servers' redundancies whose expiresOn has passed
//   (videos-redundancy-scheduler.ts:105,161-166 -> models/redundancy/video-redundancy.ts:429-444 ->
//   lib/redundancy.ts:19); our own expired ones are extended, or removed only when their strategy was disabled or the
//   cache shrank (videos-redundancy-scheduler.ts:112-139), and the oldest are evicted when the cache is full
//   (:312-327, size-based).
// - scheduleVideoUpdate: UpdateVideosScheduler, every minute, applies the scheduled privacy change of each row whose
//   updateAt has passed and destroys the row (update-videos-scheduler.ts:32,73; models/video/schedule-video-update.ts:
//   65-76). Counted, though it is a queue of scheduled actions rather than a retention.
// No table is deleted only as the child of a cleaned row (no foreign key points at these five tables).
// Not counted: RemoveDanglingResumableUploadsScheduler purges uploadx's files on disk, not a table
// (remove-dangling-resumable-uploads-scheduler.ts:28); RemoveOldJobs and the view buffers are BullMQ/Redis;
// ActorFollowScheduler deletes follows whose score fell to 0 (score-based, models/actor/actor-follow.ts:215-218,718);
// RunnerJobWatchDogScheduler aborts stalled runner jobs (updatedAt older than 2 minutes / 30 seconds) without deleting
// them; VideoShareModel.cleanOldSharesOf / VideoCommentModel.cleanOldCommentsOf (video-share.ts:200, video-comment.ts:608)
// delete a remote video's shares and comments not seen again during a refresh crawl (a sync, on a fetch of that video,
// not a retention); the activitypub-cleaner job deletes remote rates, shares and comments that no longer resolve
// remotely (HTTP checks, not age). Deletes on a person's request or by id on the way of a request are not cleans:
// a user's own history deletion (removeUserHistoryBefore, user-video-history.ts:107), logout and password change
// (oAuthToken), an export replaced or deleted by its owner, notifications of a blocked account
// (user-notification.ts:368), runner jobs an administrator deletes (controllers/api/runners/jobs.ts:405).
// Data: a few hundred rows written as PeerTube writes them (a local server actor and account, 12 local users with
// accounts, channels and notification settings, 10 remote accounts on 4 remote servers, 45 videos with their files),
// timestamps spread over the past year.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "peertube",
  framework: "sequelize",
  source: {
    repo: "Chocobozzz/PeerTube",
    commit: "25639d01db0311da34f2e0acca1bcf7449b7a5b8",
    schemaFrom:
      "its 63 Sequelize models created by sequelizeTypescript.sync() as the installer runs it on an empty database (no migration runs on a fresh install), from the compiled server of a copy (mediafish-agency/peertube) holding the upstream commit, on PostgreSQL 15; enums moved from public to schema peertube; every table",
  },
  schemas: ["peertube"],
  schemaSql: `-- PeerTube (Chocobozzz/PeerTube @ 25639d01db0311da34f2e0acca1bcf7449b7a5b8), PostgreSQL 15.
-- Built by initDatabaseModels + sequelizeTypescript.sync() (server/core/initializers/database.ts, installer.ts:23)
-- on an empty database with search_path peertube, public; pg_dump --schema-only -n peertube. PeerTube uses public.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

CREATE SCHEMA peertube;

CREATE TYPE peertube."enum_accountVideoRate_type" AS ENUM (
    'like',
    'dislike'
);

CREATE TYPE peertube."enum_actorFollow_state" AS ENUM (
    'pending',
    'accepted',
    'rejected'
);

CREATE TYPE peertube.enum_actor_type AS ENUM (
    'Group',
    'Person',
    'Application',
    'Organization',
    'Service'
);

CREATE TYPE peertube."enum_user_nsfwPolicy" AS ENUM (
    'do_not_list',
    'blur',
    'display'
);

CREATE FUNCTION peertube.immutable_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $_$
SELECT public.unaccent('public.unaccent', $1::text)
$_$;

SET default_tablespace = '';

SET default_table_access_method = heap;

CREATE TABLE peertube.abuse (
    id integer NOT NULL,
    reason character varying(3000) DEFAULT NULL::character varying NOT NULL,
    state integer NOT NULL,
    "moderationComment" character varying(3000) DEFAULT NULL::character varying,
    "predefinedReasons" integer[],
    "processedAt" timestamp with time zone,
    "reporterAccountId" integer,
    "flaggedAccountId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."abuseMessage" (
    id integer NOT NULL,
    message text NOT NULL,
    "byModerator" boolean NOT NULL,
    "accountId" integer,
    "abuseId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."abuseMessage_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."abuseMessage_id_seq" OWNED BY peertube."abuseMessage".id;

CREATE SEQUENCE peertube.abuse_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.abuse_id_seq OWNED BY peertube.abuse.id;

CREATE TABLE peertube.account (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(1000) DEFAULT NULL::character varying,
    "actorId" integer,
    "userId" integer,
    "applicationId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."accountAutomaticTagPolicy" (
    id integer NOT NULL,
    policy integer,
    "accountId" integer NOT NULL,
    "automaticTagId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."accountAutomaticTagPolicy_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."accountAutomaticTagPolicy_id_seq" OWNED BY peertube."accountAutomaticTagPolicy".id;

CREATE TABLE peertube."accountBlocklist" (
    id integer NOT NULL,
    "accountId" integer NOT NULL,
    "targetAccountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."accountBlocklist_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."accountBlocklist_id_seq" OWNED BY peertube."accountBlocklist".id;

CREATE TABLE peertube."accountVideoRate" (
    id integer NOT NULL,
    type peertube."enum_accountVideoRate_type" NOT NULL,
    url character varying(2000) NOT NULL,
    "videoId" integer NOT NULL,
    "accountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."accountVideoRate_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."accountVideoRate_id_seq" OWNED BY peertube."accountVideoRate".id;

CREATE SEQUENCE peertube.account_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.account_id_seq OWNED BY peertube.account.id;

CREATE TABLE peertube.actor (
    id integer NOT NULL,
    type peertube.enum_actor_type NOT NULL,
    "preferredUsername" character varying(255) NOT NULL,
    url character varying(2000) NOT NULL,
    "publicKey" character varying(5000),
    "privateKey" character varying(5000),
    "followersCount" integer NOT NULL,
    "followingCount" integer NOT NULL,
    "inboxUrl" character varying(2000) NOT NULL,
    "outboxUrl" character varying(2000),
    "sharedInboxUrl" character varying(2000),
    "followersUrl" character varying(2000),
    "followingUrl" character varying(2000),
    "remoteCreatedAt" timestamp with time zone,
    "serverId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."actorCustomPage" (
    id integer NOT NULL,
    content text,
    type character varying(255) NOT NULL,
    "actorId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."actorCustomPage_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."actorCustomPage_id_seq" OWNED BY peertube."actorCustomPage".id;

CREATE TABLE peertube."actorFollow" (
    id integer NOT NULL,
    state peertube."enum_actorFollow_state" NOT NULL,
    score integer DEFAULT 1000 NOT NULL,
    url character varying(2000),
    "actorId" integer NOT NULL,
    "targetActorId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."actorFollow_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."actorFollow_id_seq" OWNED BY peertube."actorFollow".id;

CREATE TABLE peertube."actorImage" (
    id integer NOT NULL,
    filename character varying(255) NOT NULL,
    height integer,
    width integer,
    "fileUrl" character varying(255),
    "onDisk" boolean NOT NULL,
    type integer NOT NULL,
    "actorId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."actorImage_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."actorImage_id_seq" OWNED BY peertube."actorImage".id;

CREATE SEQUENCE peertube.actor_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.actor_id_seq OWNED BY peertube.actor.id;

CREATE TABLE peertube.application (
    id integer NOT NULL,
    "migrationVersion" integer DEFAULT 0 NOT NULL,
    "latestPeerTubeVersion" character varying(255),
    "nodeVersion" character varying(255) NOT NULL,
    "nodeABIVersion" integer NOT NULL
);

CREATE SEQUENCE peertube.application_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.application_id_seq OWNED BY peertube.application.id;

CREATE TABLE peertube."automaticTag" (
    id integer NOT NULL,
    name character varying(255) NOT NULL
);

CREATE SEQUENCE peertube."automaticTag_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."automaticTag_id_seq" OWNED BY peertube."automaticTag".id;

CREATE TABLE peertube."commentAbuse" (
    id integer NOT NULL,
    "abuseId" integer NOT NULL,
    "videoCommentId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."commentAbuse_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."commentAbuse_id_seq" OWNED BY peertube."commentAbuse".id;

CREATE TABLE peertube."commentAutomaticTag" (
    "commentId" integer NOT NULL,
    "automaticTagId" integer NOT NULL,
    "accountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."localVideoViewer" (
    id integer NOT NULL,
    "startDate" timestamp with time zone NOT NULL,
    "endDate" timestamp with time zone NOT NULL,
    "watchTime" integer NOT NULL,
    country character varying(255),
    "subdivisionName" character varying(255),
    uuid uuid NOT NULL,
    url character varying(255) NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."localVideoViewerWatchSection" (
    id integer NOT NULL,
    "watchStart" integer NOT NULL,
    "watchEnd" integer NOT NULL,
    "localVideoViewerId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."localVideoViewerWatchSection_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."localVideoViewerWatchSection_id_seq" OWNED BY peertube."localVideoViewerWatchSection".id;

CREATE SEQUENCE peertube."localVideoViewer_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."localVideoViewer_id_seq" OWNED BY peertube."localVideoViewer".id;

CREATE TABLE peertube."oAuthClient" (
    id integer NOT NULL,
    "clientId" character varying(255) NOT NULL,
    "clientSecret" character varying(255) NOT NULL,
    grants character varying(255)[],
    "redirectUris" character varying(255)[],
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."oAuthClient_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."oAuthClient_id_seq" OWNED BY peertube."oAuthClient".id;

CREATE TABLE peertube."oAuthToken" (
    id integer NOT NULL,
    "accessToken" character varying(255) NOT NULL,
    "accessTokenExpiresAt" timestamp with time zone NOT NULL,
    "refreshToken" character varying(255) NOT NULL,
    "refreshTokenExpiresAt" timestamp with time zone NOT NULL,
    "authName" character varying(255),
    "userId" integer NOT NULL,
    "oAuthClientId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."oAuthToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."oAuthToken_id_seq" OWNED BY peertube."oAuthToken".id;

CREATE TABLE peertube.plugin (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    type integer NOT NULL,
    version character varying(255) NOT NULL,
    "latestVersion" character varying(255),
    enabled boolean NOT NULL,
    uninstalled boolean NOT NULL,
    "peertubeEngine" character varying(255) NOT NULL,
    description character varying(255),
    homepage character varying(255) NOT NULL,
    settings jsonb,
    storage jsonb,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube.plugin_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.plugin_id_seq OWNED BY peertube.plugin.id;

CREATE TABLE peertube.runner (
    id integer NOT NULL,
    "runnerToken" character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(1000),
    "lastContact" timestamp with time zone NOT NULL,
    ip character varying(255) NOT NULL,
    "runnerRegistrationTokenId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."runnerJob" (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    type character varying(255) NOT NULL,
    payload jsonb NOT NULL,
    "privatePayload" jsonb NOT NULL,
    state integer NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    error character varying(5000),
    priority integer NOT NULL,
    "processingJobToken" character varying(255),
    progress integer,
    "startedAt" timestamp with time zone,
    "finishedAt" timestamp with time zone,
    "dependsOnRunnerJobId" integer,
    "runnerId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."runnerJob_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."runnerJob_id_seq" OWNED BY peertube."runnerJob".id;

CREATE TABLE peertube."runnerRegistrationToken" (
    id integer NOT NULL,
    "registrationToken" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."runnerRegistrationToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."runnerRegistrationToken_id_seq" OWNED BY peertube."runnerRegistrationToken".id;

CREATE SEQUENCE peertube.runner_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.runner_id_seq OWNED BY peertube.runner.id;

CREATE TABLE peertube."scheduleVideoUpdate" (
    id integer NOT NULL,
    "updateAt" timestamp with time zone NOT NULL,
    privacy integer,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."scheduleVideoUpdate_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."scheduleVideoUpdate_id_seq" OWNED BY peertube."scheduleVideoUpdate".id;

CREATE TABLE peertube.server (
    id integer NOT NULL,
    host character varying(255) NOT NULL,
    "redundancyAllowed" boolean DEFAULT false NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."serverBlocklist" (
    id integer NOT NULL,
    "accountId" integer NOT NULL,
    "targetServerId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."serverBlocklist_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."serverBlocklist_id_seq" OWNED BY peertube."serverBlocklist".id;

CREATE SEQUENCE peertube.server_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.server_id_seq OWNED BY peertube.server.id;

CREATE TABLE peertube.storyboard (
    id integer NOT NULL,
    filename character varying(255) NOT NULL,
    "totalHeight" integer NOT NULL,
    "totalWidth" integer NOT NULL,
    "spriteHeight" integer NOT NULL,
    "spriteWidth" integer NOT NULL,
    "spriteDuration" integer NOT NULL,
    "fileUrl" character varying(2000),
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube.storyboard_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.storyboard_id_seq OWNED BY peertube.storyboard.id;

CREATE TABLE peertube.tag (
    id integer NOT NULL,
    name character varying(255) NOT NULL
);

CREATE SEQUENCE peertube.tag_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.tag_id_seq OWNED BY peertube.tag.id;

CREATE TABLE peertube.thumbnail (
    id integer NOT NULL,
    filename character varying(255) NOT NULL,
    height integer,
    width integer,
    type integer NOT NULL,
    "fileUrl" character varying(2000),
    "automaticallyGenerated" boolean,
    "onDisk" boolean NOT NULL,
    "videoId" integer,
    "videoPlaylistId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube.thumbnail_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.thumbnail_id_seq OWNED BY peertube.thumbnail.id;

CREATE TABLE peertube.tracker (
    id integer NOT NULL,
    url character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube.tracker_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.tracker_id_seq OWNED BY peertube.tracker.id;

CREATE TABLE peertube."user" (
    id integer NOT NULL,
    password character varying(255),
    username character varying(255) NOT NULL,
    email character varying(400) NOT NULL,
    "pendingEmail" character varying(400),
    "emailVerified" boolean,
    "nsfwPolicy" peertube."enum_user_nsfwPolicy" NOT NULL,
    "p2pEnabled" boolean NOT NULL,
    "videosHistoryEnabled" boolean DEFAULT true NOT NULL,
    "autoPlayVideo" boolean DEFAULT true NOT NULL,
    "autoPlayNextVideo" boolean DEFAULT false NOT NULL,
    "autoPlayNextVideoPlaylist" boolean DEFAULT true NOT NULL,
    "videoLanguages" character varying(255)[] DEFAULT NULL::character varying[],
    "adminFlags" integer DEFAULT 0 NOT NULL,
    blocked boolean DEFAULT false NOT NULL,
    "blockedReason" character varying(255) DEFAULT NULL::character varying,
    role integer NOT NULL,
    "videoQuota" bigint NOT NULL,
    "videoQuotaDaily" bigint NOT NULL,
    theme character varying(255) DEFAULT 'instance-default'::character varying NOT NULL,
    "noInstanceConfigWarningModal" boolean DEFAULT false NOT NULL,
    "noWelcomeModal" boolean DEFAULT false NOT NULL,
    "noAccountSetupWarningModal" boolean DEFAULT false NOT NULL,
    "pluginAuth" character varying(255) DEFAULT NULL::character varying,
    "feedToken" uuid NOT NULL,
    "lastLoginDate" timestamp with time zone,
    "emailPublic" boolean DEFAULT false NOT NULL,
    "otpSecret" character varying(255) DEFAULT NULL::character varying,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."userExport" (
    id integer NOT NULL,
    filename character varying(255),
    "withVideoFiles" boolean NOT NULL,
    state integer NOT NULL,
    error text,
    size bigint,
    storage integer NOT NULL,
    "fileUrl" character varying(255),
    "userId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."userExport_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userExport_id_seq" OWNED BY peertube."userExport".id;

CREATE TABLE peertube."userImport" (
    id integer NOT NULL,
    filename character varying(255),
    state integer NOT NULL,
    error text,
    "resultSummary" jsonb,
    "userId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."userImport_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userImport_id_seq" OWNED BY peertube."userImport".id;

CREATE TABLE peertube."userNotification" (
    id integer NOT NULL,
    type integer NOT NULL,
    read boolean DEFAULT false NOT NULL,
    "userId" integer NOT NULL,
    "videoId" integer,
    "commentId" integer,
    "abuseId" integer,
    "videoBlacklistId" integer,
    "videoImportId" integer,
    "accountId" integer,
    "actorFollowId" integer,
    "pluginId" integer,
    "applicationId" integer,
    "userRegistrationId" integer,
    "videoCaptionId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."userNotificationSetting" (
    id integer NOT NULL,
    "newVideoFromSubscription" integer NOT NULL,
    "newCommentOnMyVideo" integer NOT NULL,
    "abuseAsModerator" integer NOT NULL,
    "videoAutoBlacklistAsModerator" integer NOT NULL,
    "blacklistOnMyVideo" integer NOT NULL,
    "myVideoPublished" integer NOT NULL,
    "myVideoImportFinished" integer NOT NULL,
    "newUserRegistration" integer NOT NULL,
    "newInstanceFollower" integer NOT NULL,
    "autoInstanceFollowing" integer NOT NULL,
    "newFollow" integer NOT NULL,
    "commentMention" integer NOT NULL,
    "abuseStateChange" integer NOT NULL,
    "abuseNewMessage" integer NOT NULL,
    "newPeerTubeVersion" integer NOT NULL,
    "newPluginVersion" integer NOT NULL,
    "myVideoStudioEditionFinished" integer NOT NULL,
    "myVideoTranscriptionGenerated" integer NOT NULL,
    "userId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."userNotificationSetting_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userNotificationSetting_id_seq" OWNED BY peertube."userNotificationSetting".id;

CREATE SEQUENCE peertube."userNotification_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userNotification_id_seq" OWNED BY peertube."userNotification".id;

CREATE TABLE peertube."userRegistration" (
    id integer NOT NULL,
    state integer NOT NULL,
    "registrationReason" text NOT NULL,
    "moderationResponse" text,
    password character varying(255),
    username character varying(255) NOT NULL,
    email character varying(400) NOT NULL,
    "emailVerified" boolean,
    "accountDisplayName" character varying(255),
    "channelHandle" character varying(255),
    "channelDisplayName" character varying(255),
    "processedAt" timestamp with time zone,
    "userId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."userRegistration_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userRegistration_id_seq" OWNED BY peertube."userRegistration".id;

CREATE TABLE peertube."userVideoHistory" (
    id integer NOT NULL,
    "currentTime" integer NOT NULL,
    "videoId" integer NOT NULL,
    "userId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."userVideoHistory_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."userVideoHistory_id_seq" OWNED BY peertube."userVideoHistory".id;

CREATE SEQUENCE peertube.user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.user_id_seq OWNED BY peertube."user".id;

CREATE TABLE peertube.video (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    name character varying(255) NOT NULL,
    category integer,
    licence integer,
    language character varying(10) DEFAULT NULL::character varying,
    privacy integer NOT NULL,
    nsfw boolean NOT NULL,
    description character varying(10000) DEFAULT NULL::character varying,
    support character varying(1000) DEFAULT NULL::character varying,
    duration integer NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    likes integer DEFAULT 0 NOT NULL,
    dislikes integer DEFAULT 0 NOT NULL,
    remote boolean NOT NULL,
    "isLive" boolean DEFAULT false NOT NULL,
    url character varying(2000) NOT NULL,
    "commentsPolicy" integer NOT NULL,
    "downloadEnabled" boolean NOT NULL,
    "waitTranscoding" boolean NOT NULL,
    state integer NOT NULL,
    "aspectRatio" double precision,
    "inputFileUpdatedAt" timestamp with time zone,
    "publishedAt" timestamp with time zone NOT NULL,
    "originallyPublishedAt" timestamp with time zone,
    "channelId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoAbuse" (
    id integer NOT NULL,
    "startAt" integer,
    "endAt" integer,
    "deletedVideo" jsonb,
    "abuseId" integer NOT NULL,
    "videoId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoAbuse_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoAbuse_id_seq" OWNED BY peertube."videoAbuse".id;

CREATE TABLE peertube."videoAutomaticTag" (
    "videoId" integer NOT NULL,
    "automaticTagId" integer NOT NULL,
    "accountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoBlacklist" (
    id integer NOT NULL,
    reason character varying(300),
    unfederated boolean NOT NULL,
    type integer NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoBlacklist_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoBlacklist_id_seq" OWNED BY peertube."videoBlacklist".id;

CREATE TABLE peertube."videoCaption" (
    id integer NOT NULL,
    language character varying(255) NOT NULL,
    filename character varying(255) NOT NULL,
    "fileUrl" character varying(2000),
    "automaticallyGenerated" boolean NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoCaption_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoCaption_id_seq" OWNED BY peertube."videoCaption".id;

CREATE TABLE peertube."videoChangeOwnership" (
    id integer NOT NULL,
    status character varying(255) NOT NULL,
    "initiatorAccountId" integer NOT NULL,
    "nextOwnerAccountId" integer NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoChangeOwnership_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoChangeOwnership_id_seq" OWNED BY peertube."videoChangeOwnership".id;

CREATE TABLE peertube."videoChannel" (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(1000) DEFAULT NULL::character varying,
    support character varying(1000) DEFAULT NULL::character varying,
    "actorId" integer,
    "accountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoChannelSync" (
    id integer NOT NULL,
    "externalChannelUrl" character varying(2000) DEFAULT NULL::character varying NOT NULL,
    state integer DEFAULT 1 NOT NULL,
    "lastSyncAt" timestamp with time zone,
    "videoChannelId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoChannelSync_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoChannelSync_id_seq" OWNED BY peertube."videoChannelSync".id;

CREATE SEQUENCE peertube."videoChannel_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoChannel_id_seq" OWNED BY peertube."videoChannel".id;

CREATE TABLE peertube."videoChapter" (
    id integer NOT NULL,
    timecode integer NOT NULL,
    title character varying(255) NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoChapter_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoChapter_id_seq" OWNED BY peertube."videoChapter".id;

CREATE TABLE peertube."videoComment" (
    id integer NOT NULL,
    "deletedAt" timestamp with time zone,
    url character varying(2000) NOT NULL,
    text text NOT NULL,
    "heldForReview" boolean NOT NULL,
    "replyApproval" character varying(255),
    "originCommentId" integer,
    "inReplyToCommentId" integer,
    "videoId" integer NOT NULL,
    "accountId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoComment_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoComment_id_seq" OWNED BY peertube."videoComment".id;

CREATE TABLE peertube."videoFile" (
    id integer NOT NULL,
    resolution integer NOT NULL,
    width integer,
    height integer,
    size bigint NOT NULL,
    extname character varying(255) NOT NULL,
    "infoHash" character varying(255),
    fps integer DEFAULT '-1'::integer NOT NULL,
    "formatFlags" integer NOT NULL,
    streams integer NOT NULL,
    metadata jsonb,
    "metadataUrl" character varying(255),
    "fileUrl" character varying(255),
    filename character varying(255),
    "torrentUrl" character varying(255),
    "torrentFilename" character varying(255),
    "videoId" integer,
    storage integer DEFAULT 0 NOT NULL,
    "videoStreamingPlaylistId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoFile_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoFile_id_seq" OWNED BY peertube."videoFile".id;

CREATE TABLE peertube."videoImport" (
    id integer NOT NULL,
    "targetUrl" character varying(2000) DEFAULT NULL::character varying,
    "magnetUri" character varying(2000) DEFAULT NULL::character varying,
    "torrentName" character varying(255) DEFAULT NULL::character varying,
    state integer NOT NULL,
    error text,
    "userId" integer,
    "videoId" integer,
    "videoChannelSyncId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoImport_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoImport_id_seq" OWNED BY peertube."videoImport".id;

CREATE TABLE peertube."videoJobInfo" (
    id integer NOT NULL,
    "pendingMove" integer DEFAULT 0 NOT NULL,
    "pendingTranscode" integer DEFAULT 0 NOT NULL,
    "pendingTranscription" integer DEFAULT 0 NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoJobInfo_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoJobInfo_id_seq" OWNED BY peertube."videoJobInfo".id;

CREATE TABLE peertube."videoLive" (
    id integer NOT NULL,
    "streamKey" character varying(255),
    "saveReplay" boolean NOT NULL,
    "permanentLive" boolean NOT NULL,
    "latencyMode" integer NOT NULL,
    "videoId" integer NOT NULL,
    "replaySettingId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoLiveReplaySetting" (
    id integer NOT NULL,
    privacy integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoLiveReplaySetting_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoLiveReplaySetting_id_seq" OWNED BY peertube."videoLiveReplaySetting".id;

CREATE TABLE peertube."videoLiveSession" (
    id integer NOT NULL,
    "startDate" timestamp with time zone NOT NULL,
    "endDate" timestamp with time zone,
    error integer,
    "saveReplay" boolean NOT NULL,
    "endingProcessed" boolean NOT NULL,
    "replayVideoId" integer,
    "liveVideoId" integer,
    "replaySettingId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoLiveSession_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoLiveSession_id_seq" OWNED BY peertube."videoLiveSession".id;

CREATE SEQUENCE peertube."videoLive_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoLive_id_seq" OWNED BY peertube."videoLive".id;

CREATE TABLE peertube."videoPassword" (
    id integer NOT NULL,
    password character varying(255) NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoPassword_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoPassword_id_seq" OWNED BY peertube."videoPassword".id;

CREATE TABLE peertube."videoPlaylist" (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(1000),
    privacy integer NOT NULL,
    url character varying(2000) NOT NULL,
    uuid uuid NOT NULL,
    type integer DEFAULT 1 NOT NULL,
    "ownerAccountId" integer NOT NULL,
    "videoChannelId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoPlaylistElement" (
    id integer NOT NULL,
    url character varying(2000),
    "position" integer DEFAULT 1 NOT NULL,
    "startTimestamp" integer,
    "stopTimestamp" integer,
    "videoPlaylistId" integer NOT NULL,
    "videoId" integer,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoPlaylistElement_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoPlaylistElement_id_seq" OWNED BY peertube."videoPlaylistElement".id;

CREATE SEQUENCE peertube."videoPlaylist_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoPlaylist_id_seq" OWNED BY peertube."videoPlaylist".id;

CREATE TABLE peertube."videoRedundancy" (
    id integer NOT NULL,
    "expiresOn" timestamp with time zone,
    "fileUrl" character varying(2000) NOT NULL,
    url character varying(2000) NOT NULL,
    strategy character varying(255),
    "videoFileId" integer,
    "videoStreamingPlaylistId" integer,
    "actorId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoRedundancy_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoRedundancy_id_seq" OWNED BY peertube."videoRedundancy".id;

CREATE TABLE peertube."videoShare" (
    id integer NOT NULL,
    url character varying(2000) NOT NULL,
    "actorId" integer NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoShare_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoShare_id_seq" OWNED BY peertube."videoShare".id;

CREATE TABLE peertube."videoSource" (
    id integer NOT NULL,
    "inputFilename" character varying(255) NOT NULL,
    "keptOriginalFilename" character varying(255),
    resolution integer,
    width integer,
    height integer,
    fps integer,
    size bigint,
    metadata jsonb,
    storage integer,
    "fileUrl" character varying(255),
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoSource_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoSource_id_seq" OWNED BY peertube."videoSource".id;

CREATE TABLE peertube."videoStreamingPlaylist" (
    id integer NOT NULL,
    type integer NOT NULL,
    "playlistFilename" character varying(255) NOT NULL,
    "playlistUrl" character varying(2000),
    "p2pMediaLoaderInfohashes" character varying(255)[] NOT NULL,
    "p2pMediaLoaderPeerVersion" integer NOT NULL,
    "segmentsSha256Filename" character varying(255),
    "segmentsSha256Url" character varying(255),
    "videoId" integer NOT NULL,
    storage integer DEFAULT 0 NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoStreamingPlaylist_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoStreamingPlaylist_id_seq" OWNED BY peertube."videoStreamingPlaylist".id;

CREATE TABLE peertube."videoTag" (
    "videoId" integer NOT NULL,
    "tagId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoTracker" (
    "videoId" integer NOT NULL,
    "trackerId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE peertube."videoView" (
    id integer NOT NULL,
    "startDate" timestamp with time zone NOT NULL,
    "endDate" timestamp with time zone NOT NULL,
    views integer NOT NULL,
    "videoId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."videoView_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."videoView_id_seq" OWNED BY peertube."videoView".id;

CREATE SEQUENCE peertube.video_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube.video_id_seq OWNED BY peertube.video.id;

CREATE TABLE peertube."watchedWordsList" (
    id integer NOT NULL,
    "listName" character varying(255) NOT NULL,
    words character varying(255)[] NOT NULL,
    "accountId" integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE SEQUENCE peertube."watchedWordsList_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE peertube."watchedWordsList_id_seq" OWNED BY peertube."watchedWordsList".id;

ALTER TABLE ONLY peertube.abuse ALTER COLUMN id SET DEFAULT nextval('peertube.abuse_id_seq'::regclass);

ALTER TABLE ONLY peertube."abuseMessage" ALTER COLUMN id SET DEFAULT nextval('peertube."abuseMessage_id_seq"'::regclass);

ALTER TABLE ONLY peertube.account ALTER COLUMN id SET DEFAULT nextval('peertube.account_id_seq'::regclass);

ALTER TABLE ONLY peertube."accountAutomaticTagPolicy" ALTER COLUMN id SET DEFAULT nextval('peertube."accountAutomaticTagPolicy_id_seq"'::regclass);

ALTER TABLE ONLY peertube."accountBlocklist" ALTER COLUMN id SET DEFAULT nextval('peertube."accountBlocklist_id_seq"'::regclass);

ALTER TABLE ONLY peertube."accountVideoRate" ALTER COLUMN id SET DEFAULT nextval('peertube."accountVideoRate_id_seq"'::regclass);

ALTER TABLE ONLY peertube.actor ALTER COLUMN id SET DEFAULT nextval('peertube.actor_id_seq'::regclass);

ALTER TABLE ONLY peertube."actorCustomPage" ALTER COLUMN id SET DEFAULT nextval('peertube."actorCustomPage_id_seq"'::regclass);

ALTER TABLE ONLY peertube."actorFollow" ALTER COLUMN id SET DEFAULT nextval('peertube."actorFollow_id_seq"'::regclass);

ALTER TABLE ONLY peertube."actorImage" ALTER COLUMN id SET DEFAULT nextval('peertube."actorImage_id_seq"'::regclass);

ALTER TABLE ONLY peertube.application ALTER COLUMN id SET DEFAULT nextval('peertube.application_id_seq'::regclass);

ALTER TABLE ONLY peertube."automaticTag" ALTER COLUMN id SET DEFAULT nextval('peertube."automaticTag_id_seq"'::regclass);

ALTER TABLE ONLY peertube."commentAbuse" ALTER COLUMN id SET DEFAULT nextval('peertube."commentAbuse_id_seq"'::regclass);

ALTER TABLE ONLY peertube."localVideoViewer" ALTER COLUMN id SET DEFAULT nextval('peertube."localVideoViewer_id_seq"'::regclass);

ALTER TABLE ONLY peertube."localVideoViewerWatchSection" ALTER COLUMN id SET DEFAULT nextval('peertube."localVideoViewerWatchSection_id_seq"'::regclass);

ALTER TABLE ONLY peertube."oAuthClient" ALTER COLUMN id SET DEFAULT nextval('peertube."oAuthClient_id_seq"'::regclass);

ALTER TABLE ONLY peertube."oAuthToken" ALTER COLUMN id SET DEFAULT nextval('peertube."oAuthToken_id_seq"'::regclass);

ALTER TABLE ONLY peertube.plugin ALTER COLUMN id SET DEFAULT nextval('peertube.plugin_id_seq'::regclass);

ALTER TABLE ONLY peertube.runner ALTER COLUMN id SET DEFAULT nextval('peertube.runner_id_seq'::regclass);

ALTER TABLE ONLY peertube."runnerJob" ALTER COLUMN id SET DEFAULT nextval('peertube."runnerJob_id_seq"'::regclass);

ALTER TABLE ONLY peertube."runnerRegistrationToken" ALTER COLUMN id SET DEFAULT nextval('peertube."runnerRegistrationToken_id_seq"'::regclass);

ALTER TABLE ONLY peertube."scheduleVideoUpdate" ALTER COLUMN id SET DEFAULT nextval('peertube."scheduleVideoUpdate_id_seq"'::regclass);

ALTER TABLE ONLY peertube.server ALTER COLUMN id SET DEFAULT nextval('peertube.server_id_seq'::regclass);

ALTER TABLE ONLY peertube."serverBlocklist" ALTER COLUMN id SET DEFAULT nextval('peertube."serverBlocklist_id_seq"'::regclass);

ALTER TABLE ONLY peertube.storyboard ALTER COLUMN id SET DEFAULT nextval('peertube.storyboard_id_seq'::regclass);

ALTER TABLE ONLY peertube.tag ALTER COLUMN id SET DEFAULT nextval('peertube.tag_id_seq'::regclass);

ALTER TABLE ONLY peertube.thumbnail ALTER COLUMN id SET DEFAULT nextval('peertube.thumbnail_id_seq'::regclass);

ALTER TABLE ONLY peertube.tracker ALTER COLUMN id SET DEFAULT nextval('peertube.tracker_id_seq'::regclass);

ALTER TABLE ONLY peertube."user" ALTER COLUMN id SET DEFAULT nextval('peertube.user_id_seq'::regclass);

ALTER TABLE ONLY peertube."userExport" ALTER COLUMN id SET DEFAULT nextval('peertube."userExport_id_seq"'::regclass);

ALTER TABLE ONLY peertube."userImport" ALTER COLUMN id SET DEFAULT nextval('peertube."userImport_id_seq"'::regclass);

ALTER TABLE ONLY peertube."userNotification" ALTER COLUMN id SET DEFAULT nextval('peertube."userNotification_id_seq"'::regclass);

ALTER TABLE ONLY peertube."userNotificationSetting" ALTER COLUMN id SET DEFAULT nextval('peertube."userNotificationSetting_id_seq"'::regclass);

ALTER TABLE ONLY peertube."userRegistration" ALTER COLUMN id SET DEFAULT nextval('peertube."userRegistration_id_seq"'::regclass);

ALTER TABLE ONLY peertube."userVideoHistory" ALTER COLUMN id SET DEFAULT nextval('peertube."userVideoHistory_id_seq"'::regclass);

ALTER TABLE ONLY peertube.video ALTER COLUMN id SET DEFAULT nextval('peertube.video_id_seq'::regclass);

ALTER TABLE ONLY peertube."videoAbuse" ALTER COLUMN id SET DEFAULT nextval('peertube."videoAbuse_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoBlacklist" ALTER COLUMN id SET DEFAULT nextval('peertube."videoBlacklist_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoCaption" ALTER COLUMN id SET DEFAULT nextval('peertube."videoCaption_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoChangeOwnership" ALTER COLUMN id SET DEFAULT nextval('peertube."videoChangeOwnership_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoChannel" ALTER COLUMN id SET DEFAULT nextval('peertube."videoChannel_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoChannelSync" ALTER COLUMN id SET DEFAULT nextval('peertube."videoChannelSync_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoChapter" ALTER COLUMN id SET DEFAULT nextval('peertube."videoChapter_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoComment" ALTER COLUMN id SET DEFAULT nextval('peertube."videoComment_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoFile" ALTER COLUMN id SET DEFAULT nextval('peertube."videoFile_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoImport" ALTER COLUMN id SET DEFAULT nextval('peertube."videoImport_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoJobInfo" ALTER COLUMN id SET DEFAULT nextval('peertube."videoJobInfo_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoLive" ALTER COLUMN id SET DEFAULT nextval('peertube."videoLive_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoLiveReplaySetting" ALTER COLUMN id SET DEFAULT nextval('peertube."videoLiveReplaySetting_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoLiveSession" ALTER COLUMN id SET DEFAULT nextval('peertube."videoLiveSession_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoPassword" ALTER COLUMN id SET DEFAULT nextval('peertube."videoPassword_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoPlaylist" ALTER COLUMN id SET DEFAULT nextval('peertube."videoPlaylist_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoPlaylistElement" ALTER COLUMN id SET DEFAULT nextval('peertube."videoPlaylistElement_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoRedundancy" ALTER COLUMN id SET DEFAULT nextval('peertube."videoRedundancy_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoShare" ALTER COLUMN id SET DEFAULT nextval('peertube."videoShare_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoSource" ALTER COLUMN id SET DEFAULT nextval('peertube."videoSource_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoStreamingPlaylist" ALTER COLUMN id SET DEFAULT nextval('peertube."videoStreamingPlaylist_id_seq"'::regclass);

ALTER TABLE ONLY peertube."videoView" ALTER COLUMN id SET DEFAULT nextval('peertube."videoView_id_seq"'::regclass);

ALTER TABLE ONLY peertube."watchedWordsList" ALTER COLUMN id SET DEFAULT nextval('peertube."watchedWordsList_id_seq"'::regclass);

ALTER TABLE ONLY peertube."abuseMessage"
    ADD CONSTRAINT "abuseMessage_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.abuse
    ADD CONSTRAINT abuse_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."accountAutomaticTagPolicy"
    ADD CONSTRAINT "accountAutomaticTagPolicy_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."accountBlocklist"
    ADD CONSTRAINT "accountBlocklist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."accountVideoRate"
    ADD CONSTRAINT "accountVideoRate_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.account
    ADD CONSTRAINT account_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."actorCustomPage"
    ADD CONSTRAINT "actorCustomPage_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."actorFollow"
    ADD CONSTRAINT "actorFollow_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."actorImage"
    ADD CONSTRAINT "actorImage_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.actor
    ADD CONSTRAINT actor_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube.application
    ADD CONSTRAINT application_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."automaticTag"
    ADD CONSTRAINT "automaticTag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."commentAbuse"
    ADD CONSTRAINT "commentAbuse_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."commentAutomaticTag"
    ADD CONSTRAINT "commentAutomaticTag_pkey" PRIMARY KEY ("commentId", "automaticTagId", "accountId");

ALTER TABLE ONLY peertube."localVideoViewerWatchSection"
    ADD CONSTRAINT "localVideoViewerWatchSection_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."localVideoViewer"
    ADD CONSTRAINT "localVideoViewer_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."oAuthClient"
    ADD CONSTRAINT "oAuthClient_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."oAuthToken"
    ADD CONSTRAINT "oAuthToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.plugin
    ADD CONSTRAINT plugin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."runnerJob"
    ADD CONSTRAINT "runnerJob_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."runnerRegistrationToken"
    ADD CONSTRAINT "runnerRegistrationToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.runner
    ADD CONSTRAINT runner_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."scheduleVideoUpdate"
    ADD CONSTRAINT "scheduleVideoUpdate_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."serverBlocklist"
    ADD CONSTRAINT "serverBlocklist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.server
    ADD CONSTRAINT server_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube.storyboard
    ADD CONSTRAINT storyboard_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube.tag
    ADD CONSTRAINT tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube.thumbnail
    ADD CONSTRAINT thumbnail_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube.tracker
    ADD CONSTRAINT tracker_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userExport"
    ADD CONSTRAINT "userExport_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userImport"
    ADD CONSTRAINT "userImport_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userNotificationSetting"
    ADD CONSTRAINT "userNotificationSetting_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userRegistration"
    ADD CONSTRAINT "userRegistration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."userVideoHistory"
    ADD CONSTRAINT "userVideoHistory_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."user"
    ADD CONSTRAINT user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoAbuse"
    ADD CONSTRAINT "videoAbuse_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoAutomaticTag"
    ADD CONSTRAINT "videoAutomaticTag_pkey" PRIMARY KEY ("videoId", "automaticTagId", "accountId");

ALTER TABLE ONLY peertube."videoBlacklist"
    ADD CONSTRAINT "videoBlacklist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoCaption"
    ADD CONSTRAINT "videoCaption_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoChangeOwnership"
    ADD CONSTRAINT "videoChangeOwnership_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoChannelSync"
    ADD CONSTRAINT "videoChannelSync_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoChannel"
    ADD CONSTRAINT "videoChannel_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoChapter"
    ADD CONSTRAINT "videoChapter_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoComment"
    ADD CONSTRAINT "videoComment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoFile"
    ADD CONSTRAINT "videoFile_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoImport"
    ADD CONSTRAINT "videoImport_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoJobInfo"
    ADD CONSTRAINT "videoJobInfo_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoJobInfo"
    ADD CONSTRAINT "videoJobInfo_videoId_key" UNIQUE ("videoId");

ALTER TABLE ONLY peertube."videoLiveReplaySetting"
    ADD CONSTRAINT "videoLiveReplaySetting_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoLiveSession"
    ADD CONSTRAINT "videoLiveSession_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoLive"
    ADD CONSTRAINT "videoLive_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoPassword"
    ADD CONSTRAINT "videoPassword_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoPlaylistElement"
    ADD CONSTRAINT "videoPlaylistElement_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoPlaylist"
    ADD CONSTRAINT "videoPlaylist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoRedundancy"
    ADD CONSTRAINT "videoRedundancy_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoShare"
    ADD CONSTRAINT "videoShare_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoSource"
    ADD CONSTRAINT "videoSource_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoStreamingPlaylist"
    ADD CONSTRAINT "videoStreamingPlaylist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube."videoTag"
    ADD CONSTRAINT "videoTag_pkey" PRIMARY KEY ("videoId", "tagId");

ALTER TABLE ONLY peertube."videoTracker"
    ADD CONSTRAINT "videoTracker_pkey" PRIMARY KEY ("videoId", "trackerId");

ALTER TABLE ONLY peertube."videoView"
    ADD CONSTRAINT "videoView_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY peertube.video
    ADD CONSTRAINT video_pkey PRIMARY KEY (id);

ALTER TABLE ONLY peertube."watchedWordsList"
    ADD CONSTRAINT "watchedWordsList_pkey" PRIMARY KEY (id);

CREATE INDEX abuse_flagged_account_id ON peertube.abuse USING btree ("flaggedAccountId");

CREATE INDEX abuse_message_abuse_id ON peertube."abuseMessage" USING btree ("abuseId");

CREATE INDEX abuse_message_account_id ON peertube."abuseMessage" USING btree ("accountId");

CREATE INDEX abuse_reporter_account_id ON peertube.abuse USING btree ("reporterAccountId");

CREATE UNIQUE INDEX account_actor_id ON peertube.account USING btree ("actorId");

CREATE INDEX account_application_id ON peertube.account USING btree ("applicationId");

CREATE UNIQUE INDEX account_automatic_tag_policy_account_id_policy_automatic_tag_id ON peertube."accountAutomaticTagPolicy" USING btree ("accountId", policy, "automaticTagId");

CREATE UNIQUE INDEX account_blocklist_account_id_target_account_id ON peertube."accountBlocklist" USING btree ("accountId", "targetAccountId");

CREATE INDEX account_blocklist_target_account_id ON peertube."accountBlocklist" USING btree ("targetAccountId");

CREATE INDEX account_user_id ON peertube.account USING btree ("userId");

CREATE INDEX account_video_rate_account_id ON peertube."accountVideoRate" USING btree ("accountId");

CREATE UNIQUE INDEX account_video_rate_url ON peertube."accountVideoRate" USING btree (url);

CREATE INDEX account_video_rate_video_id ON peertube."accountVideoRate" USING btree ("videoId");

CREATE UNIQUE INDEX account_video_rate_video_id_account_id ON peertube."accountVideoRate" USING btree ("videoId", "accountId");

CREATE INDEX account_video_rate_video_id_type ON peertube."accountVideoRate" USING btree ("videoId", type);

CREATE UNIQUE INDEX actor_custom_page_actor_id_type ON peertube."actorCustomPage" USING btree ("actorId", type);

CREATE INDEX actor_follow_actor_id ON peertube."actorFollow" USING btree ("actorId");

CREATE UNIQUE INDEX actor_follow_actor_id_target_actor_id ON peertube."actorFollow" USING btree ("actorId", "targetActorId");

CREATE INDEX actor_follow_score ON peertube."actorFollow" USING btree (score);

CREATE INDEX actor_follow_target_actor_id ON peertube."actorFollow" USING btree ("targetActorId");

CREATE UNIQUE INDEX actor_follow_url ON peertube."actorFollow" USING btree (url);

CREATE INDEX actor_followers_url ON peertube.actor USING btree ("followersUrl");

CREATE UNIQUE INDEX actor_image_actor_id_type_width ON peertube."actorImage" USING btree ("actorId", type, width);

CREATE UNIQUE INDEX actor_image_filename ON peertube."actorImage" USING btree (filename);

CREATE INDEX actor_inbox_url_shared_inbox_url ON peertube.actor USING btree ("inboxUrl", "sharedInboxUrl");

CREATE UNIQUE INDEX actor_preferred_username_lower ON peertube.actor USING btree (lower(("preferredUsername")::text)) WHERE ("serverId" IS NULL);

CREATE UNIQUE INDEX actor_preferred_username_lower_server_id ON peertube.actor USING btree (lower(("preferredUsername")::text), "serverId") WHERE ("serverId" IS NOT NULL);

CREATE INDEX actor_server_id ON peertube.actor USING btree ("serverId");

CREATE INDEX actor_shared_inbox_url ON peertube.actor USING btree ("sharedInboxUrl");

CREATE UNIQUE INDEX actor_url ON peertube.actor USING btree (url);

CREATE INDEX automatic_tag_lower_name ON peertube."automaticTag" USING btree (lower((name)::text));

CREATE UNIQUE INDEX automatic_tag_name ON peertube."automaticTag" USING btree (name);

CREATE INDEX comment_abuse_abuse_id ON peertube."commentAbuse" USING btree ("abuseId");

CREATE INDEX comment_abuse_video_comment_id ON peertube."commentAbuse" USING btree ("videoCommentId");

CREATE UNIQUE INDEX local_video_viewer_url ON peertube."localVideoViewer" USING btree (url);

CREATE INDEX local_video_viewer_video_id ON peertube."localVideoViewer" USING btree ("videoId");

CREATE INDEX local_video_viewer_watch_section_local_video_viewer_id ON peertube."localVideoViewerWatchSection" USING btree ("localVideoViewerId");

CREATE UNIQUE INDEX o_auth_client_client_id ON peertube."oAuthClient" USING btree ("clientId");

CREATE UNIQUE INDEX o_auth_client_client_id_client_secret ON peertube."oAuthClient" USING btree ("clientId", "clientSecret");

CREATE UNIQUE INDEX o_auth_token_access_token ON peertube."oAuthToken" USING btree ("accessToken");

CREATE INDEX o_auth_token_o_auth_client_id ON peertube."oAuthToken" USING btree ("oAuthClientId");

CREATE UNIQUE INDEX o_auth_token_refresh_token ON peertube."oAuthToken" USING btree ("refreshToken");

CREATE INDEX o_auth_token_user_id ON peertube."oAuthToken" USING btree ("userId");

CREATE UNIQUE INDEX plugin_name_type ON peertube.plugin USING btree (name, type);

CREATE UNIQUE INDEX runner_job_processing_job_token ON peertube."runnerJob" USING btree ("processingJobToken");

CREATE INDEX runner_job_runner_id ON peertube."runnerJob" USING btree ("runnerId");

CREATE UNIQUE INDEX runner_job_uuid ON peertube."runnerJob" USING btree (uuid);

CREATE UNIQUE INDEX runner_name ON peertube.runner USING btree (name);

CREATE UNIQUE INDEX runner_registration_token_registration_token ON peertube."runnerRegistrationToken" USING btree ("registrationToken");

CREATE INDEX runner_runner_registration_token_id ON peertube.runner USING btree ("runnerRegistrationTokenId");

CREATE UNIQUE INDEX runner_runner_token ON peertube.runner USING btree ("runnerToken");

CREATE INDEX schedule_video_update_update_at ON peertube."scheduleVideoUpdate" USING btree ("updateAt");

CREATE UNIQUE INDEX schedule_video_update_video_id ON peertube."scheduleVideoUpdate" USING btree ("videoId");

CREATE UNIQUE INDEX server_blocklist_account_id_target_server_id ON peertube."serverBlocklist" USING btree ("accountId", "targetServerId");

CREATE INDEX server_blocklist_target_server_id ON peertube."serverBlocklist" USING btree ("targetServerId");

CREATE UNIQUE INDEX server_host ON peertube.server USING btree (host);

CREATE UNIQUE INDEX storyboard_filename ON peertube.storyboard USING btree (filename);

CREATE UNIQUE INDEX storyboard_video_id ON peertube.storyboard USING btree ("videoId");

CREATE INDEX tag_lower_name ON peertube.tag USING btree (lower((name)::text));

CREATE UNIQUE INDEX tag_name ON peertube.tag USING btree (name);

CREATE UNIQUE INDEX thumbnail_filename_type ON peertube.thumbnail USING btree (filename, type);

CREATE INDEX thumbnail_video_id ON peertube.thumbnail USING btree ("videoId");

CREATE UNIQUE INDEX thumbnail_video_playlist_id ON peertube.thumbnail USING btree ("videoPlaylistId");

CREATE UNIQUE INDEX tracker_url ON peertube.tracker USING btree (url);

CREATE UNIQUE INDEX user_email ON peertube."user" USING btree (email);

CREATE UNIQUE INDEX user_export_filename ON peertube."userExport" USING btree (filename);

CREATE INDEX user_export_user_id ON peertube."userExport" USING btree ("userId");

CREATE UNIQUE INDEX user_import_filename ON peertube."userImport" USING btree (filename);

CREATE INDEX user_import_user_id ON peertube."userImport" USING btree ("userId");

CREATE INDEX user_notification_abuse_id ON peertube."userNotification" USING btree ("abuseId") WHERE ("abuseId" IS NOT NULL);

CREATE INDEX user_notification_account_id ON peertube."userNotification" USING btree ("accountId") WHERE ("accountId" IS NOT NULL);

CREATE INDEX user_notification_actor_follow_id ON peertube."userNotification" USING btree ("actorFollowId") WHERE ("actorFollowId" IS NOT NULL);

CREATE INDEX user_notification_application_id ON peertube."userNotification" USING btree ("applicationId") WHERE ("applicationId" IS NOT NULL);

CREATE INDEX user_notification_comment_id ON peertube."userNotification" USING btree ("commentId") WHERE ("commentId" IS NOT NULL);

CREATE INDEX user_notification_plugin_id ON peertube."userNotification" USING btree ("pluginId") WHERE ("pluginId" IS NOT NULL);

CREATE UNIQUE INDEX user_notification_setting_user_id ON peertube."userNotificationSetting" USING btree ("userId");

CREATE INDEX user_notification_user_id ON peertube."userNotification" USING btree ("userId");

CREATE INDEX user_notification_user_registration_id ON peertube."userNotification" USING btree ("userRegistrationId") WHERE ("userRegistrationId" IS NOT NULL);

CREATE INDEX user_notification_video_blacklist_id ON peertube."userNotification" USING btree ("videoBlacklistId") WHERE ("videoBlacklistId" IS NOT NULL);

CREATE INDEX user_notification_video_id ON peertube."userNotification" USING btree ("videoId") WHERE ("videoId" IS NOT NULL);

CREATE INDEX user_notification_video_import_id ON peertube."userNotification" USING btree ("videoImportId") WHERE ("videoImportId" IS NOT NULL);

CREATE UNIQUE INDEX user_registration_channel_handle ON peertube."userRegistration" USING btree ("channelHandle");

CREATE UNIQUE INDEX user_registration_email ON peertube."userRegistration" USING btree (email);

CREATE UNIQUE INDEX user_registration_user_id ON peertube."userRegistration" USING btree ("userId");

CREATE UNIQUE INDEX user_registration_username ON peertube."userRegistration" USING btree (username);

CREATE UNIQUE INDEX user_username ON peertube."user" USING btree (username);

CREATE INDEX user_video_history_user_id ON peertube."userVideoHistory" USING btree ("userId");

CREATE UNIQUE INDEX user_video_history_user_id_video_id ON peertube."userVideoHistory" USING btree ("userId", "videoId");

CREATE INDEX user_video_history_video_id ON peertube."userVideoHistory" USING btree ("videoId");

CREATE INDEX video_abuse_abuse_id ON peertube."videoAbuse" USING btree ("abuseId");

CREATE INDEX video_abuse_video_id ON peertube."videoAbuse" USING btree ("videoId");

CREATE UNIQUE INDEX video_blacklist_video_id ON peertube."videoBlacklist" USING btree ("videoId");

CREATE UNIQUE INDEX video_caption_filename ON peertube."videoCaption" USING btree (filename);

CREATE INDEX video_caption_video_id ON peertube."videoCaption" USING btree ("videoId");

CREATE UNIQUE INDEX video_caption_video_id_language ON peertube."videoCaption" USING btree ("videoId", language);

CREATE INDEX video_category ON peertube.video USING btree (category) WHERE (category IS NOT NULL);

CREATE INDEX video_change_ownership_initiator_account_id ON peertube."videoChangeOwnership" USING btree ("initiatorAccountId");

CREATE INDEX video_change_ownership_next_owner_account_id ON peertube."videoChangeOwnership" USING btree ("nextOwnerAccountId");

CREATE INDEX video_change_ownership_video_id ON peertube."videoChangeOwnership" USING btree ("videoId");

CREATE INDEX video_channel_account_id ON peertube."videoChannel" USING btree ("accountId");

CREATE INDEX video_channel_actor_id ON peertube."videoChannel" USING btree ("actorId");

CREATE INDEX video_channel_id ON peertube.video USING btree ("channelId");

CREATE INDEX video_channel_name_trigram ON peertube."videoChannel" USING gin (lower(peertube.immutable_unaccent((name)::text)) public.gin_trgm_ops);

CREATE INDEX video_channel_sync_video_channel_id ON peertube."videoChannelSync" USING btree ("videoChannelId");

CREATE UNIQUE INDEX video_chapter_video_id_timecode ON peertube."videoChapter" USING btree ("videoId", timecode);

CREATE INDEX video_comment_account_id ON peertube."videoComment" USING btree ("accountId");

CREATE INDEX video_comment_created_at ON peertube."videoComment" USING btree ("createdAt" DESC);

CREATE UNIQUE INDEX video_comment_url ON peertube."videoComment" USING btree (url);

CREATE INDEX video_comment_video_id ON peertube."videoComment" USING btree ("videoId");

CREATE INDEX video_comment_video_id_origin_comment_id ON peertube."videoComment" USING btree ("videoId", "originCommentId");

CREATE INDEX video_created_at ON peertube.video USING btree ("createdAt");

CREATE INDEX video_duration ON peertube.video USING btree (duration);

CREATE UNIQUE INDEX video_file_filename ON peertube."videoFile" USING btree (filename);

CREATE INDEX video_file_info_hash ON peertube."videoFile" USING btree ("infoHash");

CREATE UNIQUE INDEX video_file_torrent_filename ON peertube."videoFile" USING btree ("torrentFilename");

CREATE UNIQUE INDEX video_file_video_id_resolution_fps ON peertube."videoFile" USING btree ("videoId", resolution, fps) WHERE ("videoId" IS NOT NULL);

CREATE UNIQUE INDEX video_file_video_streaming_playlist_id_resolution_fps ON peertube."videoFile" USING btree ("videoStreamingPlaylistId", resolution, fps) WHERE ("videoStreamingPlaylistId" IS NOT NULL);

CREATE INDEX video_import_user_id ON peertube."videoImport" USING btree ("userId");

CREATE UNIQUE INDEX video_import_video_id ON peertube."videoImport" USING btree ("videoId");

CREATE INDEX video_is_live ON peertube.video USING btree ("isLive") WHERE ("isLive" = true);

CREATE INDEX video_job_info_video_id ON peertube."videoJobInfo" USING btree ("videoId") WHERE ("videoId" IS NOT NULL);

CREATE INDEX video_language ON peertube.video USING btree (language) WHERE (language IS NOT NULL);

CREATE INDEX video_licence ON peertube.video USING btree (licence) WHERE (licence IS NOT NULL);

CREATE UNIQUE INDEX video_live_replay_setting_id ON peertube."videoLive" USING btree ("replaySettingId");

CREATE INDEX video_live_session_live_video_id ON peertube."videoLiveSession" USING btree ("liveVideoId");

CREATE UNIQUE INDEX video_live_session_replay_setting_id ON peertube."videoLiveSession" USING btree ("replaySettingId");

CREATE UNIQUE INDEX video_live_session_replay_video_id ON peertube."videoLiveSession" USING btree ("replayVideoId");

CREATE UNIQUE INDEX video_live_video_id ON peertube."videoLive" USING btree ("videoId");

CREATE INDEX video_name_trigram ON peertube.video USING gin (lower(peertube.immutable_unaccent((name)::text)) public.gin_trgm_ops);

CREATE INDEX video_nsfw ON peertube.video USING btree (nsfw) WHERE (nsfw = true);

CREATE INDEX video_originally_published_at ON peertube.video USING btree ("originallyPublishedAt") WHERE ("originallyPublishedAt" IS NOT NULL);

CREATE UNIQUE INDEX video_password_video_id_password ON peertube."videoPassword" USING btree ("videoId", password);

CREATE UNIQUE INDEX video_playlist_element_url ON peertube."videoPlaylistElement" USING btree (url);

CREATE INDEX video_playlist_element_video_id ON peertube."videoPlaylistElement" USING btree ("videoId");

CREATE INDEX video_playlist_element_video_playlist_id ON peertube."videoPlaylistElement" USING btree ("videoPlaylistId");

CREATE INDEX video_playlist_name_trigram ON peertube."videoPlaylist" USING gin (lower(peertube.immutable_unaccent((name)::text)) public.gin_trgm_ops);

CREATE INDEX video_playlist_owner_account_id ON peertube."videoPlaylist" USING btree ("ownerAccountId");

CREATE UNIQUE INDEX video_playlist_url ON peertube."videoPlaylist" USING btree (url);

CREATE INDEX video_playlist_video_channel_id ON peertube."videoPlaylist" USING btree ("videoChannelId");

CREATE INDEX video_published_at_id ON peertube.video USING btree ("publishedAt" DESC, id);

CREATE INDEX video_redundancy_actor_id ON peertube."videoRedundancy" USING btree ("actorId");

CREATE INDEX video_redundancy_expires_on ON peertube."videoRedundancy" USING btree ("expiresOn");

CREATE UNIQUE INDEX video_redundancy_url ON peertube."videoRedundancy" USING btree (url);

CREATE INDEX video_redundancy_video_file_id ON peertube."videoRedundancy" USING btree ("videoFileId");

CREATE INDEX video_remote ON peertube.video USING btree (remote) WHERE (remote = false);

CREATE INDEX video_share_actor_id ON peertube."videoShare" USING btree ("actorId");

CREATE UNIQUE INDEX video_share_url ON peertube."videoShare" USING btree (url);

CREATE INDEX video_share_video_id ON peertube."videoShare" USING btree ("videoId");

CREATE INDEX video_source_created_at ON peertube."videoSource" USING btree ("createdAt" DESC);

CREATE UNIQUE INDEX video_source_kept_original_filename ON peertube."videoSource" USING btree ("keptOriginalFilename");

CREATE INDEX video_source_video_id ON peertube."videoSource" USING btree ("videoId");

CREATE INDEX video_streaming_playlist_p2p_media_loader_infohashes ON peertube."videoStreamingPlaylist" USING gin ("p2pMediaLoaderInfohashes");

CREATE INDEX video_streaming_playlist_video_id ON peertube."videoStreamingPlaylist" USING btree ("videoId");

CREATE UNIQUE INDEX video_streaming_playlist_video_id_type ON peertube."videoStreamingPlaylist" USING btree ("videoId", type);

CREATE INDEX video_tag_tag_id ON peertube."videoTag" USING btree ("tagId");

CREATE INDEX video_tag_video_id ON peertube."videoTag" USING btree ("videoId");

CREATE INDEX video_tracker_tracker_id ON peertube."videoTracker" USING btree ("trackerId");

CREATE INDEX video_tracker_video_id ON peertube."videoTracker" USING btree ("videoId");

CREATE UNIQUE INDEX video_url ON peertube.video USING btree (url);

CREATE UNIQUE INDEX video_uuid ON peertube.video USING btree (uuid);

CREATE INDEX video_view_start_date ON peertube."videoView" USING btree ("startDate");

CREATE INDEX video_view_video_id ON peertube."videoView" USING btree ("videoId");

CREATE INDEX video_views_id ON peertube.video USING btree (views DESC, id);

CREATE INDEX watched_words_list_account_id ON peertube."watchedWordsList" USING btree ("accountId");

CREATE UNIQUE INDEX watched_words_list_list_name_account_id ON peertube."watchedWordsList" USING btree ("listName", "accountId");

ALTER TABLE ONLY peertube."abuseMessage"
    ADD CONSTRAINT "abuseMessage_abuseId_fkey" FOREIGN KEY ("abuseId") REFERENCES peertube.abuse(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."abuseMessage"
    ADD CONSTRAINT "abuseMessage_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube.abuse
    ADD CONSTRAINT "abuse_flaggedAccountId_fkey" FOREIGN KEY ("flaggedAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube.abuse
    ADD CONSTRAINT "abuse_reporterAccountId_fkey" FOREIGN KEY ("reporterAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."accountAutomaticTagPolicy"
    ADD CONSTRAINT "accountAutomaticTagPolicy_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."accountAutomaticTagPolicy"
    ADD CONSTRAINT "accountAutomaticTagPolicy_automaticTagId_fkey" FOREIGN KEY ("automaticTagId") REFERENCES peertube."automaticTag"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."accountBlocklist"
    ADD CONSTRAINT "accountBlocklist_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."accountBlocklist"
    ADD CONSTRAINT "accountBlocklist_targetAccountId_fkey" FOREIGN KEY ("targetAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."accountVideoRate"
    ADD CONSTRAINT "accountVideoRate_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."accountVideoRate"
    ADD CONSTRAINT "accountVideoRate_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.account
    ADD CONSTRAINT "account_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.account
    ADD CONSTRAINT "account_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES peertube.application(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.account
    ADD CONSTRAINT "account_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."actorCustomPage"
    ADD CONSTRAINT "actorCustomPage_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."actorFollow"
    ADD CONSTRAINT "actorFollow_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."actorFollow"
    ADD CONSTRAINT "actorFollow_targetActorId_fkey" FOREIGN KEY ("targetActorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."actorImage"
    ADD CONSTRAINT "actorImage_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.actor
    ADD CONSTRAINT "actor_serverId_fkey" FOREIGN KEY ("serverId") REFERENCES peertube.server(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."commentAbuse"
    ADD CONSTRAINT "commentAbuse_abuseId_fkey" FOREIGN KEY ("abuseId") REFERENCES peertube.abuse(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."commentAbuse"
    ADD CONSTRAINT "commentAbuse_videoCommentId_fkey" FOREIGN KEY ("videoCommentId") REFERENCES peertube."videoComment"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."commentAutomaticTag"
    ADD CONSTRAINT "commentAutomaticTag_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."commentAutomaticTag"
    ADD CONSTRAINT "commentAutomaticTag_automaticTagId_fkey" FOREIGN KEY ("automaticTagId") REFERENCES peertube."automaticTag"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."commentAutomaticTag"
    ADD CONSTRAINT "commentAutomaticTag_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES peertube."videoComment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."localVideoViewerWatchSection"
    ADD CONSTRAINT "localVideoViewerWatchSection_localVideoViewerId_fkey" FOREIGN KEY ("localVideoViewerId") REFERENCES peertube."localVideoViewer"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."localVideoViewer"
    ADD CONSTRAINT "localVideoViewer_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."oAuthToken"
    ADD CONSTRAINT "oAuthToken_oAuthClientId_fkey" FOREIGN KEY ("oAuthClientId") REFERENCES peertube."oAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."oAuthToken"
    ADD CONSTRAINT "oAuthToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."runnerJob"
    ADD CONSTRAINT "runnerJob_dependsOnRunnerJobId_fkey" FOREIGN KEY ("dependsOnRunnerJobId") REFERENCES peertube."runnerJob"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."runnerJob"
    ADD CONSTRAINT "runnerJob_runnerId_fkey" FOREIGN KEY ("runnerId") REFERENCES peertube.runner(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube.runner
    ADD CONSTRAINT "runner_runnerRegistrationTokenId_fkey" FOREIGN KEY ("runnerRegistrationTokenId") REFERENCES peertube."runnerRegistrationToken"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."scheduleVideoUpdate"
    ADD CONSTRAINT "scheduleVideoUpdate_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."serverBlocklist"
    ADD CONSTRAINT "serverBlocklist_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."serverBlocklist"
    ADD CONSTRAINT "serverBlocklist_targetServerId_fkey" FOREIGN KEY ("targetServerId") REFERENCES peertube.server(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.storyboard
    ADD CONSTRAINT "storyboard_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.thumbnail
    ADD CONSTRAINT "thumbnail_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.thumbnail
    ADD CONSTRAINT "thumbnail_videoPlaylistId_fkey" FOREIGN KEY ("videoPlaylistId") REFERENCES peertube."videoPlaylist"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userExport"
    ADD CONSTRAINT "userExport_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userImport"
    ADD CONSTRAINT "userImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotificationSetting"
    ADD CONSTRAINT "userNotificationSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_abuseId_fkey" FOREIGN KEY ("abuseId") REFERENCES peertube.abuse(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_actorFollowId_fkey" FOREIGN KEY ("actorFollowId") REFERENCES peertube."actorFollow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES peertube.application(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES peertube."videoComment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_pluginId_fkey" FOREIGN KEY ("pluginId") REFERENCES peertube.plugin(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_userRegistrationId_fkey" FOREIGN KEY ("userRegistrationId") REFERENCES peertube."userRegistration"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_videoBlacklistId_fkey" FOREIGN KEY ("videoBlacklistId") REFERENCES peertube."videoBlacklist"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_videoCaptionId_fkey" FOREIGN KEY ("videoCaptionId") REFERENCES peertube."videoCaption"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userNotification"
    ADD CONSTRAINT "userNotification_videoImportId_fkey" FOREIGN KEY ("videoImportId") REFERENCES peertube."videoImport"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userRegistration"
    ADD CONSTRAINT "userRegistration_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."userVideoHistory"
    ADD CONSTRAINT "userVideoHistory_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."userVideoHistory"
    ADD CONSTRAINT "userVideoHistory_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoAbuse"
    ADD CONSTRAINT "videoAbuse_abuseId_fkey" FOREIGN KEY ("abuseId") REFERENCES peertube.abuse(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoAbuse"
    ADD CONSTRAINT "videoAbuse_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoAutomaticTag"
    ADD CONSTRAINT "videoAutomaticTag_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoAutomaticTag"
    ADD CONSTRAINT "videoAutomaticTag_automaticTagId_fkey" FOREIGN KEY ("automaticTagId") REFERENCES peertube."automaticTag"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoAutomaticTag"
    ADD CONSTRAINT "videoAutomaticTag_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoBlacklist"
    ADD CONSTRAINT "videoBlacklist_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoCaption"
    ADD CONSTRAINT "videoCaption_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChangeOwnership"
    ADD CONSTRAINT "videoChangeOwnership_initiatorAccountId_fkey" FOREIGN KEY ("initiatorAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChangeOwnership"
    ADD CONSTRAINT "videoChangeOwnership_nextOwnerAccountId_fkey" FOREIGN KEY ("nextOwnerAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChangeOwnership"
    ADD CONSTRAINT "videoChangeOwnership_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChannelSync"
    ADD CONSTRAINT "videoChannelSync_videoChannelId_fkey" FOREIGN KEY ("videoChannelId") REFERENCES peertube."videoChannel"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChannel"
    ADD CONSTRAINT "videoChannel_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChannel"
    ADD CONSTRAINT "videoChannel_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoChapter"
    ADD CONSTRAINT "videoChapter_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoComment"
    ADD CONSTRAINT "videoComment_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoComment"
    ADD CONSTRAINT "videoComment_inReplyToCommentId_fkey" FOREIGN KEY ("inReplyToCommentId") REFERENCES peertube."videoComment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoComment"
    ADD CONSTRAINT "videoComment_originCommentId_fkey" FOREIGN KEY ("originCommentId") REFERENCES peertube."videoComment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoComment"
    ADD CONSTRAINT "videoComment_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoFile"
    ADD CONSTRAINT "videoFile_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoFile"
    ADD CONSTRAINT "videoFile_videoStreamingPlaylistId_fkey" FOREIGN KEY ("videoStreamingPlaylistId") REFERENCES peertube."videoStreamingPlaylist"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoImport"
    ADD CONSTRAINT "videoImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES peertube."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoImport"
    ADD CONSTRAINT "videoImport_videoChannelSyncId_fkey" FOREIGN KEY ("videoChannelSyncId") REFERENCES peertube."videoChannelSync"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoImport"
    ADD CONSTRAINT "videoImport_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoJobInfo"
    ADD CONSTRAINT "videoJobInfo_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoLiveSession"
    ADD CONSTRAINT "videoLiveSession_liveVideoId_fkey" FOREIGN KEY ("liveVideoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoLiveSession"
    ADD CONSTRAINT "videoLiveSession_replaySettingId_fkey" FOREIGN KEY ("replaySettingId") REFERENCES peertube."videoLiveReplaySetting"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoLiveSession"
    ADD CONSTRAINT "videoLiveSession_replayVideoId_fkey" FOREIGN KEY ("replayVideoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoLive"
    ADD CONSTRAINT "videoLive_replaySettingId_fkey" FOREIGN KEY ("replaySettingId") REFERENCES peertube."videoLiveReplaySetting"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoLive"
    ADD CONSTRAINT "videoLive_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoPassword"
    ADD CONSTRAINT "videoPassword_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoPlaylistElement"
    ADD CONSTRAINT "videoPlaylistElement_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY peertube."videoPlaylistElement"
    ADD CONSTRAINT "videoPlaylistElement_videoPlaylistId_fkey" FOREIGN KEY ("videoPlaylistId") REFERENCES peertube."videoPlaylist"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoPlaylist"
    ADD CONSTRAINT "videoPlaylist_ownerAccountId_fkey" FOREIGN KEY ("ownerAccountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoPlaylist"
    ADD CONSTRAINT "videoPlaylist_videoChannelId_fkey" FOREIGN KEY ("videoChannelId") REFERENCES peertube."videoChannel"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoRedundancy"
    ADD CONSTRAINT "videoRedundancy_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoRedundancy"
    ADD CONSTRAINT "videoRedundancy_videoFileId_fkey" FOREIGN KEY ("videoFileId") REFERENCES peertube."videoFile"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoRedundancy"
    ADD CONSTRAINT "videoRedundancy_videoStreamingPlaylistId_fkey" FOREIGN KEY ("videoStreamingPlaylistId") REFERENCES peertube."videoStreamingPlaylist"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoShare"
    ADD CONSTRAINT "videoShare_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES peertube.actor(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoShare"
    ADD CONSTRAINT "videoShare_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoSource"
    ADD CONSTRAINT "videoSource_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoStreamingPlaylist"
    ADD CONSTRAINT "videoStreamingPlaylist_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoTag"
    ADD CONSTRAINT "videoTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES peertube.tag(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoTag"
    ADD CONSTRAINT "videoTag_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoTracker"
    ADD CONSTRAINT "videoTracker_trackerId_fkey" FOREIGN KEY ("trackerId") REFERENCES peertube.tracker(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoTracker"
    ADD CONSTRAINT "videoTracker_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."videoView"
    ADD CONSTRAINT "videoView_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES peertube.video(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube.video
    ADD CONSTRAINT "video_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES peertube."videoChannel"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY peertube."watchedWordsList"
    ADD CONSTRAINT "watchedWordsList_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES peertube.account(id) ON UPDATE CASCADE ON DELETE CASCADE;

`,
  dataSql: `INSERT INTO peertube."application" ("id", "migrationVersion", "latestPeerTubeVersion", "nodeVersion", "nodeABIVersion") VALUES
  (1, 845, '6.3.0', 'v20.17.0', 115);
INSERT INTO peertube."server" ("id", "host", "redundancyAllowed", "createdAt", "updatedAt") VALUES
  (1, 'tube.example.net', true, now() - interval '31104000 seconds', now() - interval '1814400 seconds'),
  (2, 'peertube.example.com', true, now() - interval '29376000 seconds', now() - interval '345600 seconds'),
  (3, 'videos.example.fr', false, now() - interval '27648000 seconds', now() - interval '86400 seconds'),
  (4, 'media.example.de', false, now() - interval '25920000 seconds', now() - interval '2073600 seconds');
INSERT INTO peertube."actor" ("id", "type", "preferredUsername", "url", "publicKey", "privateKey", "followersCount", "followingCount", "inboxUrl", "outboxUrl", "sharedInboxUrl", "followersUrl", "followingUrl", "remoteCreatedAt", "serverId", "createdAt", "updatedAt") VALUES
  (1, 'Application', 'peertube', 'https://video.example.org/accounts/peertube', NULL, NULL, 4, 3, 'https://video.example.org/accounts/peertube/inbox', NULL, 'https://video.example.org/inbox', NULL, NULL, NULL, NULL, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (2, 'Person', 'root', 'https://video.example.org/accounts/root', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 8, 3, 'https://video.example.org/accounts/root/inbox', 'https://video.example.org/accounts/root/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/root/followers', 'https://video.example.org/accounts/root/following', NULL, NULL, now() - interval '31536000 seconds', now() - interval '31449600 seconds'),
  (3, 'Person', 'user1', 'https://video.example.org/accounts/user1', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 18, 6, 'https://video.example.org/accounts/user1/inbox', 'https://video.example.org/accounts/user1/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user1/followers', 'https://video.example.org/accounts/user1/following', NULL, NULL, now() - interval '29376000 seconds', now() - interval '29289600 seconds'),
  (4, 'Person', 'user2', 'https://video.example.org/accounts/user2', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 0, 8, 'https://video.example.org/accounts/user2/inbox', 'https://video.example.org/accounts/user2/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user2/followers', 'https://video.example.org/accounts/user2/following', NULL, NULL, now() - interval '27216000 seconds', now() - interval '27129600 seconds'),
  (5, 'Person', 'user3', 'https://video.example.org/accounts/user3', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 14, 9, 'https://video.example.org/accounts/user3/inbox', 'https://video.example.org/accounts/user3/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user3/followers', 'https://video.example.org/accounts/user3/following', NULL, NULL, now() - interval '25056000 seconds', now() - interval '24969600 seconds'),
  (6, 'Person', 'user4', 'https://video.example.org/accounts/user4', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 13, 5, 'https://video.example.org/accounts/user4/inbox', 'https://video.example.org/accounts/user4/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user4/followers', 'https://video.example.org/accounts/user4/following', NULL, NULL, now() - interval '22896000 seconds', now() - interval '22809600 seconds'),
  (7, 'Person', 'user5', 'https://video.example.org/accounts/user5', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 2, 6, 'https://video.example.org/accounts/user5/inbox', 'https://video.example.org/accounts/user5/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user5/followers', 'https://video.example.org/accounts/user5/following', NULL, NULL, now() - interval '20736000 seconds', now() - interval '20649600 seconds'),
  (8, 'Person', 'user6', 'https://video.example.org/accounts/user6', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 1, 7, 'https://video.example.org/accounts/user6/inbox', 'https://video.example.org/accounts/user6/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user6/followers', 'https://video.example.org/accounts/user6/following', NULL, NULL, now() - interval '18576000 seconds', now() - interval '18489600 seconds'),
  (9, 'Person', 'user7', 'https://video.example.org/accounts/user7', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 9, 10, 'https://video.example.org/accounts/user7/inbox', 'https://video.example.org/accounts/user7/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user7/followers', 'https://video.example.org/accounts/user7/following', NULL, NULL, now() - interval '16416000 seconds', now() - interval '16329600 seconds'),
  (10, 'Person', 'user8', 'https://video.example.org/accounts/user8', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 2, 0, 'https://video.example.org/accounts/user8/inbox', 'https://video.example.org/accounts/user8/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user8/followers', 'https://video.example.org/accounts/user8/following', NULL, NULL, now() - interval '14256000 seconds', now() - interval '14169600 seconds'),
  (11, 'Person', 'user9', 'https://video.example.org/accounts/user9', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 3, 6, 'https://video.example.org/accounts/user9/inbox', 'https://video.example.org/accounts/user9/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user9/followers', 'https://video.example.org/accounts/user9/following', NULL, NULL, now() - interval '12096000 seconds', now() - interval '12009600 seconds'),
  (12, 'Person', 'user10', 'https://video.example.org/accounts/user10', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 11, 3, 'https://video.example.org/accounts/user10/inbox', 'https://video.example.org/accounts/user10/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user10/followers', 'https://video.example.org/accounts/user10/following', NULL, NULL, now() - interval '9936000 seconds', now() - interval '9849600 seconds'),
  (13, 'Person', 'user11', 'https://video.example.org/accounts/user11', '-----BEGIN PUBLIC KEY-----x', '-----BEGIN PRIVATE KEY-----x', 19, 10, 'https://video.example.org/accounts/user11/inbox', 'https://video.example.org/accounts/user11/outbox', 'https://video.example.org/inbox', 'https://video.example.org/accounts/user11/followers', 'https://video.example.org/accounts/user11/following', NULL, NULL, now() - interval '7776000 seconds', now() - interval '7689600 seconds'),
  (14, 'Person', 'alice0', 'https://tube.example.net/accounts/alice0', '-----BEGIN PUBLIC KEY-----y', NULL, 17, 10, 'https://tube.example.net/accounts/alice0/inbox', 'https://tube.example.net/accounts/alice0/outbox', 'https://tube.example.net/inbox', 'https://tube.example.net/accounts/alice0/followers', 'https://tube.example.net/accounts/alice0/following', now() - interval '28512000 seconds', 1, now() - interval '25920000 seconds', now() - interval '1555200 seconds'),
  (15, 'Person', 'alice1', 'https://peertube.example.com/accounts/alice1', '-----BEGIN PUBLIC KEY-----y', NULL, 14, 10, 'https://peertube.example.com/accounts/alice1/inbox', 'https://peertube.example.com/accounts/alice1/outbox', 'https://peertube.example.com/inbox', 'https://peertube.example.com/accounts/alice1/followers', 'https://peertube.example.com/accounts/alice1/following', now() - interval '26784000 seconds', 2, now() - interval '24192000 seconds', now() - interval '950400 seconds'),
  (16, 'Person', 'alice2', 'https://videos.example.fr/accounts/alice2', '-----BEGIN PUBLIC KEY-----y', NULL, 49, 0, 'https://videos.example.fr/accounts/alice2/inbox', 'https://videos.example.fr/accounts/alice2/outbox', 'https://videos.example.fr/inbox', 'https://videos.example.fr/accounts/alice2/followers', 'https://videos.example.fr/accounts/alice2/following', now() - interval '25056000 seconds', 3, now() - interval '22464000 seconds', now() - interval '691200 seconds'),
  (17, 'Person', 'alice3', 'https://media.example.de/accounts/alice3', '-----BEGIN PUBLIC KEY-----y', NULL, 2, 5, 'https://media.example.de/accounts/alice3/inbox', 'https://media.example.de/accounts/alice3/outbox', 'https://media.example.de/inbox', 'https://media.example.de/accounts/alice3/followers', 'https://media.example.de/accounts/alice3/following', now() - interval '23328000 seconds', 4, now() - interval '20736000 seconds', now() - interval '1123200 seconds'),
  (18, 'Person', 'alice4', 'https://tube.example.net/accounts/alice4', '-----BEGIN PUBLIC KEY-----y', NULL, 17, 1, 'https://tube.example.net/accounts/alice4/inbox', 'https://tube.example.net/accounts/alice4/outbox', 'https://tube.example.net/inbox', 'https://tube.example.net/accounts/alice4/followers', 'https://tube.example.net/accounts/alice4/following', now() - interval '21600000 seconds', 1, now() - interval '19008000 seconds', now() - interval '604800 seconds'),
  (19, 'Person', 'alice5', 'https://peertube.example.com/accounts/alice5', '-----BEGIN PUBLIC KEY-----y', NULL, 36, 5, 'https://peertube.example.com/accounts/alice5/inbox', 'https://peertube.example.com/accounts/alice5/outbox', 'https://peertube.example.com/inbox', 'https://peertube.example.com/accounts/alice5/followers', 'https://peertube.example.com/accounts/alice5/following', now() - interval '19872000 seconds', 2, now() - interval '17280000 seconds', now() - interval '604800 seconds'),
  (20, 'Person', 'alice6', 'https://videos.example.fr/accounts/alice6', '-----BEGIN PUBLIC KEY-----y', NULL, 41, 7, 'https://videos.example.fr/accounts/alice6/inbox', 'https://videos.example.fr/accounts/alice6/outbox', 'https://videos.example.fr/inbox', 'https://videos.example.fr/accounts/alice6/followers', 'https://videos.example.fr/accounts/alice6/following', now() - interval '18144000 seconds', 3, now() - interval '15552000 seconds', now() - interval '1123200 seconds'),
  (21, 'Person', 'alice7', 'https://media.example.de/accounts/alice7', '-----BEGIN PUBLIC KEY-----y', NULL, 41, 7, 'https://media.example.de/accounts/alice7/inbox', 'https://media.example.de/accounts/alice7/outbox', 'https://media.example.de/inbox', 'https://media.example.de/accounts/alice7/followers', 'https://media.example.de/accounts/alice7/following', now() - interval '16416000 seconds', 4, now() - interval '13824000 seconds', now() - interval '432000 seconds'),
  (22, 'Person', 'alice8', 'https://tube.example.net/accounts/alice8', '-----BEGIN PUBLIC KEY-----y', NULL, 16, 2, 'https://tube.example.net/accounts/alice8/inbox', 'https://tube.example.net/accounts/alice8/outbox', 'https://tube.example.net/inbox', 'https://tube.example.net/accounts/alice8/followers', 'https://tube.example.net/accounts/alice8/following', now() - interval '14688000 seconds', 1, now() - interval '12096000 seconds', now() - interval '691200 seconds'),
  (23, 'Person', 'alice9', 'https://peertube.example.com/accounts/alice9', '-----BEGIN PUBLIC KEY-----y', NULL, 47, 8, 'https://peertube.example.com/accounts/alice9/inbox', 'https://peertube.example.com/accounts/alice9/outbox', 'https://peertube.example.com/inbox', 'https://peertube.example.com/accounts/alice9/followers', 'https://peertube.example.com/accounts/alice9/following', now() - interval '12960000 seconds', 2, now() - interval '10368000 seconds', now() - interval '1555200 seconds'),
  (24, 'Group', 'chan_2', 'https://video.example.org/video-channels/chan_2', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 8, 0, 'https://video.example.org/video-channels/chan_2/inbox', 'https://video.example.org/video-channels/chan_2/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_2/followers', 'https://video.example.org/video-channels/chan_2/following', NULL, NULL, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (25, 'Group', 'chan_3', 'https://video.example.org/video-channels/chan_3', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 23, 0, 'https://video.example.org/video-channels/chan_3/inbox', 'https://video.example.org/video-channels/chan_3/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_3/followers', 'https://video.example.org/video-channels/chan_3/following', NULL, NULL, now() - interval '29376000 seconds', now() - interval '29376000 seconds'),
  (26, 'Group', 'chan_4', 'https://video.example.org/video-channels/chan_4', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 18, 0, 'https://video.example.org/video-channels/chan_4/inbox', 'https://video.example.org/video-channels/chan_4/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_4/followers', 'https://video.example.org/video-channels/chan_4/following', NULL, NULL, now() - interval '27216000 seconds', now() - interval '27216000 seconds'),
  (27, 'Group', 'chan_5', 'https://video.example.org/video-channels/chan_5', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 13, 0, 'https://video.example.org/video-channels/chan_5/inbox', 'https://video.example.org/video-channels/chan_5/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_5/followers', 'https://video.example.org/video-channels/chan_5/following', NULL, NULL, now() - interval '25056000 seconds', now() - interval '25056000 seconds'),
  (28, 'Group', 'chan_6', 'https://video.example.org/video-channels/chan_6', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 28, 0, 'https://video.example.org/video-channels/chan_6/inbox', 'https://video.example.org/video-channels/chan_6/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_6/followers', 'https://video.example.org/video-channels/chan_6/following', NULL, NULL, now() - interval '22896000 seconds', now() - interval '22896000 seconds'),
  (29, 'Group', 'chan_7', 'https://video.example.org/video-channels/chan_7', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 18, 0, 'https://video.example.org/video-channels/chan_7/inbox', 'https://video.example.org/video-channels/chan_7/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_7/followers', 'https://video.example.org/video-channels/chan_7/following', NULL, NULL, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (30, 'Group', 'chan_8', 'https://video.example.org/video-channels/chan_8', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 12, 0, 'https://video.example.org/video-channels/chan_8/inbox', 'https://video.example.org/video-channels/chan_8/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_8/followers', 'https://video.example.org/video-channels/chan_8/following', NULL, NULL, now() - interval '18576000 seconds', now() - interval '18576000 seconds'),
  (31, 'Group', 'chan_9', 'https://video.example.org/video-channels/chan_9', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 11, 0, 'https://video.example.org/video-channels/chan_9/inbox', 'https://video.example.org/video-channels/chan_9/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_9/followers', 'https://video.example.org/video-channels/chan_9/following', NULL, NULL, now() - interval '16416000 seconds', now() - interval '16416000 seconds'),
  (32, 'Group', 'chan_10', 'https://video.example.org/video-channels/chan_10', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 7, 0, 'https://video.example.org/video-channels/chan_10/inbox', 'https://video.example.org/video-channels/chan_10/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_10/followers', 'https://video.example.org/video-channels/chan_10/following', NULL, NULL, now() - interval '14256000 seconds', now() - interval '14256000 seconds'),
  (33, 'Group', 'chan_11', 'https://video.example.org/video-channels/chan_11', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 4, 0, 'https://video.example.org/video-channels/chan_11/inbox', 'https://video.example.org/video-channels/chan_11/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_11/followers', 'https://video.example.org/video-channels/chan_11/following', NULL, NULL, now() - interval '12096000 seconds', now() - interval '12096000 seconds'),
  (34, 'Group', 'chan_12', 'https://video.example.org/video-channels/chan_12', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 16, 0, 'https://video.example.org/video-channels/chan_12/inbox', 'https://video.example.org/video-channels/chan_12/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_12/followers', 'https://video.example.org/video-channels/chan_12/following', NULL, NULL, now() - interval '9936000 seconds', now() - interval '9936000 seconds'),
  (35, 'Group', 'chan_13', 'https://video.example.org/video-channels/chan_13', '-----BEGIN PUBLIC KEY-----z', '-----BEGIN PRIVATE KEY-----z', 15, 0, 'https://video.example.org/video-channels/chan_13/inbox', 'https://video.example.org/video-channels/chan_13/outbox', 'https://video.example.org/inbox', 'https://video.example.org/video-channels/chan_13/followers', 'https://video.example.org/video-channels/chan_13/following', NULL, NULL, now() - interval '7776000 seconds', now() - interval '7776000 seconds'),
  (36, 'Group', 'rchan_14', 'https://tube.example.net/video-channels/rchan_14', '-----BEGIN PUBLIC KEY-----w', NULL, 2, 0, 'https://tube.example.net/video-channels/rchan_14/inbox', 'https://tube.example.net/video-channels/rchan_14/outbox', 'https://tube.example.net/inbox', 'https://tube.example.net/video-channels/rchan_14/followers', 'https://tube.example.net/video-channels/rchan_14/following', now() - interval '25920000 seconds', 1, now() - interval '25920000 seconds', now() - interval '25920000 seconds'),
  (37, 'Group', 'rchan_15', 'https://peertube.example.com/video-channels/rchan_15', '-----BEGIN PUBLIC KEY-----w', NULL, 24, 0, 'https://peertube.example.com/video-channels/rchan_15/inbox', 'https://peertube.example.com/video-channels/rchan_15/outbox', 'https://peertube.example.com/inbox', 'https://peertube.example.com/video-channels/rchan_15/followers', 'https://peertube.example.com/video-channels/rchan_15/following', now() - interval '24192000 seconds', 2, now() - interval '24192000 seconds', now() - interval '24192000 seconds'),
  (38, 'Group', 'rchan_16', 'https://videos.example.fr/video-channels/rchan_16', '-----BEGIN PUBLIC KEY-----w', NULL, 1, 0, 'https://videos.example.fr/video-channels/rchan_16/inbox', 'https://videos.example.fr/video-channels/rchan_16/outbox', 'https://videos.example.fr/inbox', 'https://videos.example.fr/video-channels/rchan_16/followers', 'https://videos.example.fr/video-channels/rchan_16/following', now() - interval '22464000 seconds', 3, now() - interval '22464000 seconds', now() - interval '22464000 seconds'),
  (39, 'Group', 'rchan_17', 'https://media.example.de/video-channels/rchan_17', '-----BEGIN PUBLIC KEY-----w', NULL, 27, 0, 'https://media.example.de/video-channels/rchan_17/inbox', 'https://media.example.de/video-channels/rchan_17/outbox', 'https://media.example.de/inbox', 'https://media.example.de/video-channels/rchan_17/followers', 'https://media.example.de/video-channels/rchan_17/following', now() - interval '20736000 seconds', 4, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (40, 'Group', 'rchan_18', 'https://tube.example.net/video-channels/rchan_18', '-----BEGIN PUBLIC KEY-----w', NULL, 3, 0, 'https://tube.example.net/video-channels/rchan_18/inbox', 'https://tube.example.net/video-channels/rchan_18/outbox', 'https://tube.example.net/inbox', 'https://tube.example.net/video-channels/rchan_18/followers', 'https://tube.example.net/video-channels/rchan_18/following', now() - interval '19008000 seconds', 1, now() - interval '19008000 seconds', now() - interval '19008000 seconds');
INSERT INTO peertube."user" ("id", "password", "username", "email", "pendingEmail", "emailVerified", "nsfwPolicy", "p2pEnabled", "videosHistoryEnabled", "autoPlayVideo", "autoPlayNextVideo", "autoPlayNextVideoPlaylist", "videoLanguages", "adminFlags", "blocked", "blockedReason", "role", "videoQuota", "videoQuotaDaily", "theme", "noInstanceConfigWarningModal", "noWelcomeModal", "noAccountSetupWarningModal", "pluginAuth", "feedToken", "lastLoginDate", "emailPublic", "otpSecret", "createdAt", "updatedAt") VALUES
  (1, '$2a$10$abcdefghijklmnopqrstuv', 'root', 'root@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 0, -1, -1, 'instance-default', false, false, false, NULL, '1a3d1fa7-bc89-40a9-a3b8-c1e9392456de', now() - interval '3786682 seconds', false, NULL, now() - interval '31536000 seconds', now() - interval '259200 seconds'),
  (2, '$2a$10$abcdefghijklmnopqrstuv', 'user1', 'user1@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '37f8a88b-17fc-495a-87a0-ca6e0822e8f3', now() - interval '1275837 seconds', false, NULL, now() - interval '29376000 seconds', now() - interval '1728000 seconds'),
  (3, '$2a$10$abcdefghijklmnopqrstuv', 'user2', 'user2@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, 'b38a088c-a65e-4389-b74d-0fb132e70629', now() - interval '2992587 seconds', false, NULL, now() - interval '27216000 seconds', now() - interval '691200 seconds'),
  (4, '$2a$10$abcdefghijklmnopqrstuv', 'user3', 'user3@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '01a9e71f-de8a-474b-8f36-d58b47378190', now() - interval '4168126 seconds', false, NULL, now() - interval '25056000 seconds', now() - interval '1987200 seconds'),
  (5, '$2a$10$abcdefghijklmnopqrstuv', 'user4', 'user4@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, 'f50bea63-371e-4d7b-a7cd-813047229389', now() - interval '4191318 seconds', false, NULL, now() - interval '22896000 seconds', now() - interval '345600 seconds'),
  (6, '$2a$10$abcdefghijklmnopqrstuv', 'user5', 'user5@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '580d7b71-d8f5-4413-9be6-128e18c26797', now() - interval '3317871 seconds', false, NULL, now() - interval '20736000 seconds', now() - interval '2246400 seconds'),
  (7, '$2a$10$abcdefghijklmnopqrstuv', 'user6', 'user6@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, 'ec1b8ca1-f91e-4d4c-9ff4-9b7889463e85', now() - interval '2083928 seconds', false, NULL, now() - interval '18576000 seconds', now() - interval '1555200 seconds'),
  (8, '$2a$10$abcdefghijklmnopqrstuv', 'user7', 'user7@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '5c941cf0-dc98-42c1-a2ac-f72f9e574f7a', now() - interval '3135603 seconds', false, NULL, now() - interval '16416000 seconds', now() - interval '1987200 seconds'),
  (9, '$2a$10$abcdefghijklmnopqrstuv', 'user8', 'user8@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '4a15544d-c5e7-4e8a-ba57-8a8ea9488d99', now() - interval '462512 seconds', false, NULL, now() - interval '14256000 seconds', now() - interval '2419200 seconds'),
  (10, '$2a$10$abcdefghijklmnopqrstuv', 'user9', 'user9@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, 'd58842de-a2bc-472f-b412-b29347294739', now() - interval '2008519 seconds', false, NULL, now() - interval '12096000 seconds', now() - interval '1036800 seconds'),
  (11, '$2a$10$abcdefghijklmnopqrstuv', 'user10', 'user10@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, 'efc89849-b3aa-4efe-8458-a885ab9099a4', now() - interval '3800139 seconds', false, NULL, now() - interval '9936000 seconds', now() - interval '259200 seconds'),
  (12, '$2a$10$abcdefghijklmnopqrstuv', 'user11', 'user11@example.org', NULL, true, 'do_not_list', true, true, true, false, true, NULL, 0, false, NULL, 2, 10737418240, -1, 'instance-default', false, false, false, NULL, '3eabedcb-baa8-4dd4-88bd-64072bcfbe01', now() - interval '924589 seconds', false, NULL, now() - interval '7776000 seconds', now() - interval '1123200 seconds');
INSERT INTO peertube."account" ("id", "name", "description", "actorId", "userId", "applicationId", "createdAt", "updatedAt") VALUES
  (1, 'peertube', NULL, 1, NULL, 1, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (2, 'root', NULL, 2, 1, NULL, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (3, 'user1', NULL, 3, 2, NULL, now() - interval '29376000 seconds', now() - interval '29376000 seconds'),
  (4, 'user2', NULL, 4, 3, NULL, now() - interval '27216000 seconds', now() - interval '27216000 seconds'),
  (5, 'user3', NULL, 5, 4, NULL, now() - interval '25056000 seconds', now() - interval '25056000 seconds'),
  (6, 'user4', NULL, 6, 5, NULL, now() - interval '22896000 seconds', now() - interval '22896000 seconds'),
  (7, 'user5', NULL, 7, 6, NULL, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (8, 'user6', NULL, 8, 7, NULL, now() - interval '18576000 seconds', now() - interval '18576000 seconds'),
  (9, 'user7', NULL, 9, 8, NULL, now() - interval '16416000 seconds', now() - interval '16416000 seconds'),
  (10, 'user8', NULL, 10, 9, NULL, now() - interval '14256000 seconds', now() - interval '14256000 seconds'),
  (11, 'user9', NULL, 11, 10, NULL, now() - interval '12096000 seconds', now() - interval '12096000 seconds'),
  (12, 'user10', NULL, 12, 11, NULL, now() - interval '9936000 seconds', now() - interval '9936000 seconds'),
  (13, 'user11', NULL, 13, 12, NULL, now() - interval '7776000 seconds', now() - interval '7776000 seconds'),
  (14, 'alice0', NULL, 14, NULL, NULL, now() - interval '25920000 seconds', now() - interval '25920000 seconds'),
  (15, 'alice1', NULL, 15, NULL, NULL, now() - interval '24192000 seconds', now() - interval '24192000 seconds'),
  (16, 'alice2', NULL, 16, NULL, NULL, now() - interval '22464000 seconds', now() - interval '22464000 seconds'),
  (17, 'alice3', NULL, 17, NULL, NULL, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (18, 'alice4', NULL, 18, NULL, NULL, now() - interval '19008000 seconds', now() - interval '19008000 seconds'),
  (19, 'alice5', NULL, 19, NULL, NULL, now() - interval '17280000 seconds', now() - interval '17280000 seconds'),
  (20, 'alice6', NULL, 20, NULL, NULL, now() - interval '15552000 seconds', now() - interval '15552000 seconds'),
  (21, 'alice7', NULL, 21, NULL, NULL, now() - interval '13824000 seconds', now() - interval '13824000 seconds'),
  (22, 'alice8', NULL, 22, NULL, NULL, now() - interval '12096000 seconds', now() - interval '12096000 seconds'),
  (23, 'alice9', NULL, 23, NULL, NULL, now() - interval '10368000 seconds', now() - interval '10368000 seconds');
INSERT INTO peertube."userNotificationSetting" ("id", "newVideoFromSubscription", "newCommentOnMyVideo", "abuseAsModerator", "videoAutoBlacklistAsModerator", "blacklistOnMyVideo", "myVideoPublished", "myVideoImportFinished", "newUserRegistration", "newInstanceFollower", "autoInstanceFollowing", "newFollow", "commentMention", "abuseStateChange", "abuseNewMessage", "newPeerTubeVersion", "newPluginVersion", "myVideoStudioEditionFinished", "myVideoTranscriptionGenerated", "userId", "createdAt", "updatedAt") VALUES
  (1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 1, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (2, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 2, now() - interval '29376000 seconds', now() - interval '29376000 seconds'),
  (3, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 3, now() - interval '27216000 seconds', now() - interval '27216000 seconds'),
  (4, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 4, now() - interval '25056000 seconds', now() - interval '25056000 seconds'),
  (5, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 5, now() - interval '22896000 seconds', now() - interval '22896000 seconds'),
  (6, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 6, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (7, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 7, now() - interval '18576000 seconds', now() - interval '18576000 seconds'),
  (8, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 8, now() - interval '16416000 seconds', now() - interval '16416000 seconds'),
  (9, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 9, now() - interval '14256000 seconds', now() - interval '14256000 seconds'),
  (10, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 10, now() - interval '12096000 seconds', now() - interval '12096000 seconds'),
  (11, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 11, now() - interval '9936000 seconds', now() - interval '9936000 seconds'),
  (12, 1, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, 12, now() - interval '7776000 seconds', now() - interval '7776000 seconds');
INSERT INTO peertube."videoChannel" ("id", "name", "description", "support", "actorId", "accountId", "createdAt", "updatedAt") VALUES
  (1, 'Channel of account 2', NULL, NULL, 24, 2, now() - interval '31536000 seconds', now() - interval '31536000 seconds'),
  (2, 'Channel of account 3', NULL, NULL, 25, 3, now() - interval '29376000 seconds', now() - interval '29376000 seconds'),
  (3, 'Channel of account 4', NULL, NULL, 26, 4, now() - interval '27216000 seconds', now() - interval '27216000 seconds'),
  (4, 'Channel of account 5', NULL, NULL, 27, 5, now() - interval '25056000 seconds', now() - interval '25056000 seconds'),
  (5, 'Channel of account 6', NULL, NULL, 28, 6, now() - interval '22896000 seconds', now() - interval '22896000 seconds'),
  (6, 'Channel of account 7', NULL, NULL, 29, 7, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (7, 'Channel of account 8', NULL, NULL, 30, 8, now() - interval '18576000 seconds', now() - interval '18576000 seconds'),
  (8, 'Channel of account 9', NULL, NULL, 31, 9, now() - interval '16416000 seconds', now() - interval '16416000 seconds'),
  (9, 'Channel of account 10', NULL, NULL, 32, 10, now() - interval '14256000 seconds', now() - interval '14256000 seconds'),
  (10, 'Channel of account 11', NULL, NULL, 33, 11, now() - interval '12096000 seconds', now() - interval '12096000 seconds'),
  (11, 'Channel of account 12', NULL, NULL, 34, 12, now() - interval '9936000 seconds', now() - interval '9936000 seconds'),
  (12, 'Channel of account 13', NULL, NULL, 35, 13, now() - interval '7776000 seconds', now() - interval '7776000 seconds'),
  (13, 'Remote channel 14', NULL, NULL, 36, 14, now() - interval '25920000 seconds', now() - interval '25920000 seconds'),
  (14, 'Remote channel 15', NULL, NULL, 37, 15, now() - interval '24192000 seconds', now() - interval '24192000 seconds'),
  (15, 'Remote channel 16', NULL, NULL, 38, 16, now() - interval '22464000 seconds', now() - interval '22464000 seconds'),
  (16, 'Remote channel 17', NULL, NULL, 39, 17, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (17, 'Remote channel 18', NULL, NULL, 40, 18, now() - interval '19008000 seconds', now() - interval '19008000 seconds');
INSERT INTO peertube."video" ("id", "uuid", "name", "category", "licence", "language", "privacy", "nsfw", "description", "support", "duration", "views", "likes", "dislikes", "remote", "isLive", "url", "commentsPolicy", "downloadEnabled", "waitTranscoding", "state", "aspectRatio", "inputFileUpdatedAt", "publishedAt", "originallyPublishedAt", "channelId", "createdAt", "updatedAt") VALUES
  (1, 'ae340454-cac5-468c-a8f4-9481a0a04dc4', 'Video 1', NULL, 1, 'en', 2, false, 'A video', NULL, 2472, 520, 24, 3, false, false, 'https://video.example.org/videos/watch/ae340454-cac5-468c-a8f4-9481a0a04dc4', 1, true, true, 1, 1.7778, now() - interval '6825600 seconds', now() - interval '6825600 seconds', NULL, 1, now() - interval '6825600 seconds', now() - interval '6566400 seconds'),
  (2, '8da0365b-f898-47b9-805c-acec877409a9', 'Video 2', 1, 1, 'en', 1, false, 'A video', NULL, 2816, 938, 43, 4, false, false, 'https://video.example.org/videos/watch/8da0365b-f898-47b9-805c-acec877409a9', 1, true, true, 1, 1.7778, now() - interval '20736000 seconds', now() - interval '20736000 seconds', NULL, 2, now() - interval '20736000 seconds', now() - interval '16588800 seconds'),
  (3, '1c8eaee9-5715-4d6f-a416-1293c4c2e2e3', 'Video 3', 15, 1, 'en', 1, false, 'A video', NULL, 1810, 1295, 29, 0, false, false, 'https://video.example.org/videos/watch/1c8eaee9-5715-4d6f-a416-1293c4c2e2e3', 1, true, true, 1, 1.7778, now() - interval '11836800 seconds', now() - interval '11836800 seconds', NULL, 3, now() - interval '11836800 seconds', now() - interval '5788800 seconds'),
  (4, 'e9a1fa6f-81f7-4d1c-adbc-2134c30ff46e', 'Video 4', 1, 1, 'en', 1, false, 'A video', NULL, 3595, 2444, 40, 4, false, false, 'https://video.example.org/videos/watch/e9a1fa6f-81f7-4d1c-adbc-2134c30ff46e', 1, true, true, 1, 1.7778, now() - interval '22204800 seconds', now() - interval '22204800 seconds', NULL, 4, now() - interval '22204800 seconds', now() - interval '8726400 seconds'),
  (5, '8a14be62-295b-4715-8333-e8615fb8d16c', 'Video 5', 1, 1, 'en', 1, false, 'A video', NULL, 2483, 2655, 31, 0, false, false, 'https://video.example.org/videos/watch/8a14be62-295b-4715-8333-e8615fb8d16c', 1, true, true, 1, 1.7778, now() - interval '6825600 seconds', now() - interval '6825600 seconds', NULL, 5, now() - interval '6825600 seconds', now() - interval '1209600 seconds'),
  (6, 'd4e80839-fc3e-458b-a0f3-eab05cec4eb5', 'Video 6', 15, 1, 'en', 1, false, 'A video', NULL, 1010, 474, 15, 4, false, false, 'https://video.example.org/videos/watch/d4e80839-fc3e-458b-a0f3-eab05cec4eb5', 1, true, true, 1, 1.7778, now() - interval '20563200 seconds', now() - interval '20563200 seconds', NULL, 6, now() - interval '20563200 seconds', now() - interval '1728000 seconds'),
  (7, '11b7e948-d0e6-4660-bc69-dee1bb5e4bcf', 'Video 7', 2, 1, 'en', 1, false, 'A video', NULL, 555, 3893, 35, 1, false, false, 'https://video.example.org/videos/watch/11b7e948-d0e6-4660-bc69-dee1bb5e4bcf', 1, true, true, 1, 1.7778, now() - interval '1900800 seconds', now() - interval '1900800 seconds', NULL, 7, now() - interval '1900800 seconds', now() - interval '691200 seconds'),
  (8, 'f6e07cc0-6c52-449f-9b49-bd26df57c59a', 'Video 8', 2, 1, 'en', 2, false, 'A video', NULL, 2238, 1647, 45, 2, false, false, 'https://video.example.org/videos/watch/f6e07cc0-6c52-449f-9b49-bd26df57c59a', 1, true, true, 1, 1.7778, now() - interval '11750400 seconds', now() - interval '11750400 seconds', NULL, 8, now() - interval '11750400 seconds', now() - interval '8812800 seconds'),
  (9, '7394988f-847f-49b4-a64d-1bcb702753a1', 'Video 9', 1, 1, 'en', 1, false, 'A video', NULL, 1045, 1840, 4, 2, false, false, 'https://video.example.org/videos/watch/7394988f-847f-49b4-a64d-1bcb702753a1', 1, true, true, 1, 1.7778, now() - interval '8294400 seconds', now() - interval '8294400 seconds', NULL, 9, now() - interval '8294400 seconds', now() - interval '172800 seconds'),
  (10, '122c9a56-01d7-4256-b860-2ab696a402f2', 'Video 10', 1, 1, 'en', 1, false, 'A video', NULL, 967, 552, 2, 2, false, false, 'https://video.example.org/videos/watch/122c9a56-01d7-4256-b860-2ab696a402f2', 1, true, true, 1, 1.7778, now() - interval '5097600 seconds', now() - interval '5097600 seconds', NULL, 10, now() - interval '5097600 seconds', now() - interval '345600 seconds'),
  (11, '7c441fe7-ab42-40a7-874a-493b3ceddf2d', 'Video 11', 2, 1, 'en', 1, false, 'A video', NULL, 2238, 1083, 46, 4, false, false, 'https://video.example.org/videos/watch/7c441fe7-ab42-40a7-874a-493b3ceddf2d', 1, true, true, 1, 1.7778, now() - interval '5702400 seconds', now() - interval '5702400 seconds', NULL, 11, now() - interval '5702400 seconds', now() - interval '5184000 seconds'),
  (12, '683514f2-ceb8-4f9d-b914-c120c8dcd19f', 'Video 12', 2, 1, 'en', 1, false, 'A video', NULL, 416, 794, 42, 3, false, false, 'https://video.example.org/videos/watch/683514f2-ceb8-4f9d-b914-c120c8dcd19f', 1, true, true, 1, 1.7778, now() - interval '2764800 seconds', now() - interval '2764800 seconds', NULL, 12, now() - interval '2764800 seconds', now() - interval '1900800 seconds'),
  (13, 'baa4b71a-dd24-47ac-b78e-edb3693dffbc', 'Video 13', 1, 1, 'en', 1, false, 'A video', NULL, 2788, 806, 3, 3, true, false, 'https://video.example.org/videos/watch/baa4b71a-dd24-47ac-b78e-edb3693dffbc', 1, true, true, 1, 1.7778, now() - interval '18748800 seconds', now() - interval '18748800 seconds', NULL, 13, now() - interval '18748800 seconds', now() - interval '16070400 seconds'),
  (14, '3fa7f104-1bf9-4e27-9c96-925eccf3a171', 'Video 14', 2, 1, 'en', 1, false, 'A video', NULL, 809, 4393, 28, 1, true, false, 'https://video.example.org/videos/watch/3fa7f104-1bf9-4e27-9c96-925eccf3a171', 1, true, true, 1, 1.7778, now() - interval '15033600 seconds', now() - interval '15033600 seconds', NULL, 14, now() - interval '15033600 seconds', now() - interval '9331200 seconds'),
  (15, 'dfde4fbf-3ff3-40bf-b66e-cb15474ebc19', 'Video 15', 1, 1, 'en', 2, false, 'A video', NULL, 1845, 4508, 6, 0, true, false, 'https://video.example.org/videos/watch/dfde4fbf-3ff3-40bf-b66e-cb15474ebc19', 1, true, true, 1, 1.7778, now() - interval '8121600 seconds', now() - interval '8121600 seconds', NULL, 15, now() - interval '8121600 seconds', now() - interval '7171200 seconds'),
  (16, '17e011b7-f810-4383-83c7-2ba8d605e770', 'Video 16', 2, 1, 'en', 1, false, 'A video', NULL, 711, 3329, 31, 3, true, false, 'https://video.example.org/videos/watch/17e011b7-f810-4383-83c7-2ba8d605e770', 1, true, true, 1, 1.7778, now() - interval '12009600 seconds', now() - interval '12009600 seconds', NULL, 16, now() - interval '12009600 seconds', now() - interval '4665600 seconds'),
  (17, '610461e3-2a25-4888-8f02-bad0e7067ef4', 'Video 17', 1, 1, 'en', 1, false, 'A video', NULL, 1629, 2172, 50, 3, true, false, 'https://video.example.org/videos/watch/610461e3-2a25-4888-8f02-bad0e7067ef4', 1, true, true, 1, 1.7778, now() - interval '8899200 seconds', now() - interval '8899200 seconds', NULL, 17, now() - interval '8899200 seconds', now() - interval '3110400 seconds'),
  (18, 'fed4057d-bb02-4576-b512-c4c3b253d218', 'Video 18', NULL, 1, 'en', 1, false, 'A video', NULL, 664, 1555, 18, 1, false, false, 'https://video.example.org/videos/watch/fed4057d-bb02-4576-b512-c4c3b253d218', 1, true, true, 1, 1.7778, now() - interval '18748800 seconds', now() - interval '18748800 seconds', NULL, 1, now() - interval '18748800 seconds', now() - interval '1209600 seconds'),
  (19, 'bf7b539b-0f9a-4a4b-8acd-4e10bc594585', 'Video 19', 15, 1, 'en', 1, false, 'A video', NULL, 264, 410, 37, 3, false, false, 'https://video.example.org/videos/watch/bf7b539b-0f9a-4a4b-8acd-4e10bc594585', 1, true, true, 1, 1.7778, now() - interval '25660800 seconds', now() - interval '25660800 seconds', NULL, 2, now() - interval '25660800 seconds', now() - interval '22204800 seconds'),
  (20, '82010c62-f5f5-4b22-8e8f-a8e0284d82e5', 'Video 20', 1, 1, 'en', 1, false, 'A video', NULL, 3517, 1522, 4, 4, false, false, 'https://video.example.org/videos/watch/82010c62-f5f5-4b22-8e8f-a8e0284d82e5', 1, true, true, 1, 1.7778, now() - interval '23500800 seconds', now() - interval '23500800 seconds', NULL, 3, now() - interval '23500800 seconds', now() - interval '2937600 seconds'),
  (21, 'e3e9de99-f10c-418b-9eb0-e38a675dd5af', 'Video 21', 2, 1, 'en', 1, false, 'A video', NULL, 2401, 4870, 2, 4, false, false, 'https://video.example.org/videos/watch/e3e9de99-f10c-418b-9eb0-e38a675dd5af', 1, true, true, 1, 1.7778, now() - interval '10454400 seconds', now() - interval '10454400 seconds', NULL, 4, now() - interval '10454400 seconds', now() - interval '864000 seconds'),
  (22, '85d51695-90b2-4633-956b-8c0ca8499b92', 'Video 22', 15, 1, 'en', 2, false, 'A video', NULL, 1098, 1673, 42, 5, false, false, 'https://video.example.org/videos/watch/85d51695-90b2-4633-956b-8c0ca8499b92', 1, true, true, 1, 1.7778, now() - interval '18576000 seconds', now() - interval '18576000 seconds', NULL, 5, now() - interval '18576000 seconds', now() - interval '6912000 seconds'),
  (23, 'abf3e3fc-2181-4d25-a552-38a643ff5011', 'Video 23', 15, 1, 'en', 1, false, 'A video', NULL, 1902, 2590, 48, 0, false, false, 'https://video.example.org/videos/watch/abf3e3fc-2181-4d25-a552-38a643ff5011', 1, true, true, 1, 1.7778, now() - interval '5356800 seconds', now() - interval '5356800 seconds', NULL, 6, now() - interval '5356800 seconds', now() - interval '0 seconds'),
  (24, 'ff002d4d-9020-49e4-bf9a-b5c29f044aed', 'Video 24', 1, 1, 'en', 1, false, 'A video', NULL, 330, 4404, 13, 4, false, false, 'https://video.example.org/videos/watch/ff002d4d-9020-49e4-bf9a-b5c29f044aed', 1, true, true, 1, 1.7778, now() - interval '10195200 seconds', now() - interval '10195200 seconds', NULL, 7, now() - interval '10195200 seconds', now() - interval '2851200 seconds'),
  (25, '119c4ea3-e180-4081-9958-a499eeea163e', 'Video 25', 2, 1, 'en', 1, false, 'A video', NULL, 1543, 2334, 10, 3, false, false, 'https://video.example.org/videos/watch/119c4ea3-e180-4081-9958-a499eeea163e', 1, true, true, 1, 1.7778, now() - interval '2937600 seconds', now() - interval '2937600 seconds', NULL, 8, now() - interval '2937600 seconds', now() - interval '2937600 seconds'),
  (26, 'ce9e1a11-fcbb-4e59-bbdd-cf7c9c96e9ec', 'Video 26', 1, 1, 'en', 1, false, 'A video', NULL, 2765, 4543, 19, 5, false, false, 'https://video.example.org/videos/watch/ce9e1a11-fcbb-4e59-bbdd-cf7c9c96e9ec', 1, true, true, 1, 1.7778, now() - interval '6739200 seconds', now() - interval '6739200 seconds', NULL, 9, now() - interval '6739200 seconds', now() - interval '1123200 seconds'),
  (27, '1b66b5a9-e3c4-4657-9d8c-bbac43b409ef', 'Video 27', 2, 1, 'en', 1, false, 'A video', NULL, 1145, 2308, 38, 1, false, false, 'https://video.example.org/videos/watch/1b66b5a9-e3c4-4657-9d8c-bbac43b409ef', 1, true, true, 1, 1.7778, now() - interval '3024000 seconds', now() - interval '3024000 seconds', NULL, 10, now() - interval '3024000 seconds', now() - interval '1814400 seconds'),
  (28, '439472e6-da58-4e8a-a25d-6b29afffcfd2', 'Video 28', NULL, 1, 'en', 1, false, 'A video', NULL, 1058, 416, 5, 5, false, false, 'https://video.example.org/videos/watch/439472e6-da58-4e8a-a25d-6b29afffcfd2', 1, true, true, 1, 1.7778, now() - interval '2332800 seconds', now() - interval '2332800 seconds', NULL, 11, now() - interval '2332800 seconds', now() - interval '1123200 seconds'),
  (29, 'c56811cd-5563-4616-80e8-5ece0b49452d', 'Video 29', 2, 1, 'en', 2, false, 'A video', NULL, 2639, 2145, 10, 5, false, false, 'https://video.example.org/videos/watch/c56811cd-5563-4616-80e8-5ece0b49452d', 1, true, true, 1, 1.7778, now() - interval '3110400 seconds', now() - interval '3110400 seconds', NULL, 12, now() - interval '3110400 seconds', now() - interval '2419200 seconds'),
  (30, '0279b6a6-8f97-47b0-ad7c-e3c9b4a69f3c', 'Video 30', 1, 1, 'en', 1, false, 'A video', NULL, 338, 1221, 34, 0, true, false, 'https://video.example.org/videos/watch/0279b6a6-8f97-47b0-ad7c-e3c9b4a69f3c', 1, true, true, 1, 1.7778, now() - interval '24451200 seconds', now() - interval '24451200 seconds', NULL, 13, now() - interval '24451200 seconds', now() - interval '16329600 seconds'),
  (31, '4eea04e7-0ab5-4bde-a0a0-45026e068097', 'Video 31', 15, 1, 'en', 1, false, 'A video', NULL, 3290, 326, 22, 1, true, false, 'https://video.example.org/videos/watch/4eea04e7-0ab5-4bde-a0a0-45026e068097', 1, true, true, 1, 1.7778, now() - interval '6566400 seconds', now() - interval '6566400 seconds', NULL, 14, now() - interval '6566400 seconds', now() - interval '2678400 seconds'),
  (32, 'e256a6dc-8f54-46b7-87b5-b2bc5a8aaeca', 'Video 32', NULL, 1, 'en', 1, false, 'A video', NULL, 2572, 1266, 15, 1, true, false, 'https://video.example.org/videos/watch/e256a6dc-8f54-46b7-87b5-b2bc5a8aaeca', 1, true, true, 1, 1.7778, now() - interval '4579200 seconds', now() - interval '4579200 seconds', NULL, 15, now() - interval '4579200 seconds', now() - interval '4406400 seconds'),
  (33, '0658663a-698c-406f-a1a4-7e102d534dd0', 'Video 33', 2, 1, 'en', 1, false, 'A video', NULL, 3046, 2721, 50, 3, true, false, 'https://video.example.org/videos/watch/0658663a-698c-406f-a1a4-7e102d534dd0', 1, true, true, 1, 1.7778, now() - interval '17971200 seconds', now() - interval '17971200 seconds', NULL, 16, now() - interval '17971200 seconds', now() - interval '17712000 seconds'),
  (34, '3f87e362-cf8d-446a-bc2c-bb0ddd334cc7', 'Video 34', 15, 1, 'en', 1, false, 'A video', NULL, 682, 885, 24, 0, true, false, 'https://video.example.org/videos/watch/3f87e362-cf8d-446a-bc2c-bb0ddd334cc7', 1, true, true, 1, 1.7778, now() - interval '14860800 seconds', now() - interval '14860800 seconds', NULL, 17, now() - interval '14860800 seconds', now() - interval '10368000 seconds'),
  (35, '75d66ed4-eb1f-49f2-910b-d1d033173470', 'Video 35', 15, 1, 'en', 1, false, 'A video', NULL, 1280, 1864, 14, 0, false, false, 'https://video.example.org/videos/watch/75d66ed4-eb1f-49f2-910b-d1d033173470', 1, true, true, 1, 1.7778, now() - interval '9849600 seconds', now() - interval '9849600 seconds', NULL, 1, now() - interval '9849600 seconds', now() - interval '7257600 seconds'),
  (36, 'dd463c09-4752-47aa-9408-f9ac6601ddd0', 'Video 36', 1, 1, 'en', 2, false, 'A video', NULL, 3197, 2286, 22, 5, false, false, 'https://video.example.org/videos/watch/dd463c09-4752-47aa-9408-f9ac6601ddd0', 1, true, true, 1, 1.7778, now() - interval '8553600 seconds', now() - interval '8553600 seconds', NULL, 2, now() - interval '8553600 seconds', now() - interval '5616000 seconds'),
  (37, '89456f27-d7fa-4d8d-bb2c-a025adf4e62d', 'Video 37', 15, 1, 'en', 1, false, 'A video', NULL, 143, 944, 16, 1, false, false, 'https://video.example.org/videos/watch/89456f27-d7fa-4d8d-bb2c-a025adf4e62d', 1, true, true, 1, 1.7778, now() - interval '17712000 seconds', now() - interval '17712000 seconds', NULL, 3, now() - interval '17712000 seconds', now() - interval '12787200 seconds'),
  (38, '6f3f920c-98b8-44cc-9bc0-44fc09cb3942', 'Video 38', 15, 1, 'en', 1, false, 'A video', NULL, 3014, 2569, 27, 4, false, false, 'https://video.example.org/videos/watch/6f3f920c-98b8-44cc-9bc0-44fc09cb3942', 1, true, true, 1, 1.7778, now() - interval '11750400 seconds', now() - interval '11750400 seconds', NULL, 4, now() - interval '11750400 seconds', now() - interval '11232000 seconds'),
  (39, '30a900ad-939b-462d-a645-f129629c2ae3', 'Video 39', 15, 1, 'en', 1, false, 'A video', NULL, 211, 3572, 0, 4, false, false, 'https://video.example.org/videos/watch/30a900ad-939b-462d-a645-f129629c2ae3', 1, true, true, 1, 1.7778, now() - interval '5184000 seconds', now() - interval '5184000 seconds', NULL, 5, now() - interval '5184000 seconds', now() - interval '5097600 seconds'),
  (40, 'f0b5156b-b82c-4074-afd5-dea589d7fd6c', 'Video 40', 2, 1, 'en', 1, false, 'A video', NULL, 1521, 3533, 4, 5, false, false, 'https://video.example.org/videos/watch/f0b5156b-b82c-4074-afd5-dea589d7fd6c', 1, true, true, 1, 1.7778, now() - interval '17884800 seconds', now() - interval '17884800 seconds', NULL, 6, now() - interval '17884800 seconds', now() - interval '7257600 seconds'),
  (41, '1fe771d6-d917-4793-a9d3-c2e6505cc686', 'Video 41', 15, 1, 'en', 1, false, 'A video', NULL, 2107, 2533, 42, 3, false, false, 'https://video.example.org/videos/watch/1fe771d6-d917-4793-a9d3-c2e6505cc686', 1, true, true, 1, 1.7778, now() - interval '13824000 seconds', now() - interval '13824000 seconds', NULL, 7, now() - interval '13824000 seconds', now() - interval '7171200 seconds'),
  (42, '2095eef6-8ded-49fb-8bb0-0f20b27c4026', 'Video 42', 2, 1, 'en', 1, false, 'A video', NULL, 1752, 3105, 43, 5, false, false, 'https://video.example.org/videos/watch/2095eef6-8ded-49fb-8bb0-0f20b27c4026', 1, true, true, 1, 1.7778, now() - interval '8985600 seconds', now() - interval '8985600 seconds', NULL, 8, now() - interval '8985600 seconds', now() - interval '1900800 seconds'),
  (43, '8c459ce2-67f4-4ad5-8d0b-0d1a91b0e1d9', 'Video 43', 1, 1, 'en', 2, false, 'A video', NULL, 1274, 2350, 13, 3, false, false, 'https://video.example.org/videos/watch/8c459ce2-67f4-4ad5-8d0b-0d1a91b0e1d9', 1, true, true, 1, 1.7778, now() - interval '13651200 seconds', now() - interval '13651200 seconds', NULL, 9, now() - interval '13651200 seconds', now() - interval '12787200 seconds'),
  (44, 'acf5e81e-7131-4269-b118-e36477097749', 'Video 44', 2, 1, 'en', 1, false, 'A video', NULL, 2123, 3876, 50, 5, false, false, 'https://video.example.org/videos/watch/acf5e81e-7131-4269-b118-e36477097749', 1, true, true, 1, 1.7778, now() - interval '7171200 seconds', now() - interval '7171200 seconds', NULL, 10, now() - interval '7171200 seconds', now() - interval '1814400 seconds'),
  (45, 'a9f25336-83f4-49a9-88a6-39d015b52908', 'Video 45', 15, 1, 'en', 1, false, 'A video', NULL, 412, 1924, 43, 2, false, false, 'https://video.example.org/videos/watch/a9f25336-83f4-49a9-88a6-39d015b52908', 1, true, true, 1, 1.7778, now() - interval '7344000 seconds', now() - interval '7344000 seconds', NULL, 11, now() - interval '7344000 seconds', now() - interval '2419200 seconds');
INSERT INTO peertube."videoFile" ("id", "resolution", "width", "height", "size", "extname", "infoHash", "fps", "formatFlags", "streams", "metadata", "metadataUrl", "fileUrl", "filename", "torrentUrl", "torrentFilename", "videoId", "storage", "videoStreamingPlaylistId", "createdAt", "updatedAt") VALUES
  (1, 720, 1280, 720, 876040317, '.mp4', '3eae00320bd4a9900640be0f25b8fd4b32fa2de8', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/1-720.mp4', '1-720.mp4', NULL, '1-720.torrent', 1, 0, NULL, now() - interval '6825600 seconds', now() - interval '6825600 seconds'),
  (2, 720, 1280, 720, 520173760, '.mp4', '7496276412a4def0c4bbb7a9d98868dd9c7c7377', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/2-720.mp4', '2-720.mp4', NULL, '2-720.torrent', 2, 0, NULL, now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  (3, 720, 1280, 720, 455002643, '.mp4', 'b7e5848131c681ec935f2b0aa1384ddce2d9de5d', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/3-720.mp4', '3-720.mp4', NULL, '3-720.torrent', 3, 0, NULL, now() - interval '11836800 seconds', now() - interval '11836800 seconds'),
  (4, 720, 1280, 720, 757704681, '.mp4', '25c73c443e75c3b4664fa6637e8f8095624c69b6', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/4-720.mp4', '4-720.mp4', NULL, '4-720.torrent', 4, 0, NULL, now() - interval '22204800 seconds', now() - interval '22204800 seconds'),
  (5, 720, 1280, 720, 714436922, '.mp4', 'dc45d539c03f3538e4855aa1016b6287b00805cc', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/5-720.mp4', '5-720.mp4', NULL, '5-720.torrent', 5, 0, NULL, now() - interval '6825600 seconds', now() - interval '6825600 seconds'),
  (6, 720, 1280, 720, 836830795, '.mp4', '3805f9076cd66193c7468f591b494e15e2add909', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/6-720.mp4', '6-720.mp4', NULL, '6-720.torrent', 6, 0, NULL, now() - interval '20563200 seconds', now() - interval '20563200 seconds'),
  (7, 720, 1280, 720, 198856883, '.mp4', '76ecbdd68498e113b227462cf53d4330cdda24ba', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/7-720.mp4', '7-720.mp4', NULL, '7-720.torrent', 7, 0, NULL, now() - interval '1900800 seconds', now() - interval '1900800 seconds'),
  (8, 720, 1280, 720, 63921577, '.mp4', '1f115b76d92c9227eadf50853fcb75468eb22579', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/8-720.mp4', '8-720.mp4', NULL, '8-720.torrent', 8, 0, NULL, now() - interval '11750400 seconds', now() - interval '11750400 seconds'),
  (9, 720, 1280, 720, 500122159, '.mp4', '87f8424daae65fc176f2dbfecd29a36f222282e1', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/9-720.mp4', '9-720.mp4', NULL, '9-720.torrent', 9, 0, NULL, now() - interval '8294400 seconds', now() - interval '8294400 seconds'),
  (10, 720, 1280, 720, 610141462, '.mp4', 'e4347d51c1581092f335cba3513a7052986f9025', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/10-720.mp4', '10-720.mp4', NULL, '10-720.torrent', 10, 0, NULL, now() - interval '5097600 seconds', now() - interval '5097600 seconds'),
  (11, 720, 1280, 720, 485209597, '.mp4', '81392443e45b712eb8225688d0a444329cd6c852', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/11-720.mp4', '11-720.mp4', NULL, '11-720.torrent', 11, 0, NULL, now() - interval '5702400 seconds', now() - interval '5702400 seconds'),
  (12, 720, 1280, 720, 468209399, '.mp4', 'e5af6e39722764e68c41561be827a1b9d4a02e53', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/12-720.mp4', '12-720.mp4', NULL, '12-720.torrent', 12, 0, NULL, now() - interval '2764800 seconds', now() - interval '2764800 seconds'),
  (13, 720, 1280, 720, 180894498, '.mp4', '425a609f7337c59979844388dc8aee30be6033f7', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/13-720.mp4', '13-720.mp4', NULL, '13-720.torrent', 13, 0, NULL, now() - interval '18748800 seconds', now() - interval '18748800 seconds'),
  (14, 720, 1280, 720, 817214179, '.mp4', 'c40c5d9146fde062a33dc7afd701410d3f4b1a70', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/14-720.mp4', '14-720.mp4', NULL, '14-720.torrent', 14, 0, NULL, now() - interval '15033600 seconds', now() - interval '15033600 seconds'),
  (15, 720, 1280, 720, 845021998, '.mp4', '464c04af3d3f3799a07295e97c0e8cd88573e793', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/15-720.mp4', '15-720.mp4', NULL, '15-720.torrent', 15, 0, NULL, now() - interval '8121600 seconds', now() - interval '8121600 seconds'),
  (16, 720, 1280, 720, 482309605, '.mp4', '458f1f193c07c57449257af1b6aae05b13d5f2f7', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/16-720.mp4', '16-720.mp4', NULL, '16-720.torrent', 16, 0, NULL, now() - interval '12009600 seconds', now() - interval '12009600 seconds'),
  (17, 720, 1280, 720, 370613550, '.mp4', '236c7b8714a0bccb8a476a87e49d681d51d87c64', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/17-720.mp4', '17-720.mp4', NULL, '17-720.torrent', 17, 0, NULL, now() - interval '8899200 seconds', now() - interval '8899200 seconds'),
  (18, 720, 1280, 720, 171953189, '.mp4', 'b4d7e28e271e3ee2b1a6b1f1620e99d33b33f3d8', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/18-720.mp4', '18-720.mp4', NULL, '18-720.torrent', 18, 0, NULL, now() - interval '18748800 seconds', now() - interval '18748800 seconds'),
  (19, 720, 1280, 720, 239730155, '.mp4', '8ae8905b54b4a48268586eba6a34c85410714d51', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/19-720.mp4', '19-720.mp4', NULL, '19-720.torrent', 19, 0, NULL, now() - interval '25660800 seconds', now() - interval '25660800 seconds'),
  (20, 720, 1280, 720, 510282414, '.mp4', '6b8e869fd5385b0e34f3193c0ff0a55c6a702e2f', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/20-720.mp4', '20-720.mp4', NULL, '20-720.torrent', 20, 0, NULL, now() - interval '23500800 seconds', now() - interval '23500800 seconds'),
  (21, 720, 1280, 720, 428197538, '.mp4', 'b20dcb6ef2311f1795863a76c51155ffe7a37e81', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/21-720.mp4', '21-720.mp4', NULL, '21-720.torrent', 21, 0, NULL, now() - interval '10454400 seconds', now() - interval '10454400 seconds'),
  (22, 720, 1280, 720, 30972273, '.mp4', '6160a6b49360715fc3fe0183e172b725db52ca58', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/22-720.mp4', '22-720.mp4', NULL, '22-720.torrent', 22, 0, NULL, now() - interval '18576000 seconds', now() - interval '18576000 seconds'),
  (23, 720, 1280, 720, 522153089, '.mp4', 'c0e3befd4c71e0fe5a0cdd7cf1578470018267c4', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/23-720.mp4', '23-720.mp4', NULL, '23-720.torrent', 23, 0, NULL, now() - interval '5356800 seconds', now() - interval '5356800 seconds'),
  (24, 720, 1280, 720, 428744974, '.mp4', '6b44fa8dd5f25073f41402b1e4429ebbda7b9095', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/24-720.mp4', '24-720.mp4', NULL, '24-720.torrent', 24, 0, NULL, now() - interval '10195200 seconds', now() - interval '10195200 seconds'),
  (25, 720, 1280, 720, 587909930, '.mp4', '9a6ec2f5ccc429038bcf53a1bc10fa52bf5d2fdf', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/25-720.mp4', '25-720.mp4', NULL, '25-720.torrent', 25, 0, NULL, now() - interval '2937600 seconds', now() - interval '2937600 seconds'),
  (26, 720, 1280, 720, 974017593, '.mp4', '6f92f25e45df16b6382c043f7cfc9b793875394c', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/26-720.mp4', '26-720.mp4', NULL, '26-720.torrent', 26, 0, NULL, now() - interval '6739200 seconds', now() - interval '6739200 seconds'),
  (27, 720, 1280, 720, 531454127, '.mp4', 'addc3e13ab3b4d37560c95ee638c254c076e2bba', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/27-720.mp4', '27-720.mp4', NULL, '27-720.torrent', 27, 0, NULL, now() - interval '3024000 seconds', now() - interval '3024000 seconds'),
  (28, 720, 1280, 720, 866998797, '.mp4', '77a6e17cd72b61082a405f12b963f37f67814c1f', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/28-720.mp4', '28-720.mp4', NULL, '28-720.torrent', 28, 0, NULL, now() - interval '2332800 seconds', now() - interval '2332800 seconds'),
  (29, 720, 1280, 720, 997350298, '.mp4', '06e745f988bc539c9f4c3b79fb10987f20ac3703', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/29-720.mp4', '29-720.mp4', NULL, '29-720.torrent', 29, 0, NULL, now() - interval '3110400 seconds', now() - interval '3110400 seconds'),
  (30, 720, 1280, 720, 983807454, '.mp4', '06f028ffa9ba5a27907bfe36978648f864de82e6', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/30-720.mp4', '30-720.mp4', NULL, '30-720.torrent', 30, 0, NULL, now() - interval '24451200 seconds', now() - interval '24451200 seconds'),
  (31, 720, 1280, 720, 100137896, '.mp4', '7631de9ddde9f86322bd33886db99102a48b3dbe', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/31-720.mp4', '31-720.mp4', NULL, '31-720.torrent', 31, 0, NULL, now() - interval '6566400 seconds', now() - interval '6566400 seconds'),
  (32, 720, 1280, 720, 205130056, '.mp4', '362f5e5c53cd6268610cf37342999aa40cdf742b', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/32-720.mp4', '32-720.mp4', NULL, '32-720.torrent', 32, 0, NULL, now() - interval '4579200 seconds', now() - interval '4579200 seconds'),
  (33, 720, 1280, 720, 498229686, '.mp4', '610e6a64e1301617c2dff33556666f9f53ac2ab9', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/33-720.mp4', '33-720.mp4', NULL, '33-720.torrent', 33, 0, NULL, now() - interval '17971200 seconds', now() - interval '17971200 seconds'),
  (34, 720, 1280, 720, 308775766, '.mp4', '4094dded6bebac31d4f8fd72f3821cfdc083b73a', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/34-720.mp4', '34-720.mp4', NULL, '34-720.torrent', 34, 0, NULL, now() - interval '14860800 seconds', now() - interval '14860800 seconds'),
  (35, 720, 1280, 720, 906478772, '.mp4', '8a175dfebfc00dc804f64d867866076514f7ce8d', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/35-720.mp4', '35-720.mp4', NULL, '35-720.torrent', 35, 0, NULL, now() - interval '9849600 seconds', now() - interval '9849600 seconds'),
  (36, 720, 1280, 720, 65926488, '.mp4', 'a66fd7f739669fa759970043f3b1025bfff9f585', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/36-720.mp4', '36-720.mp4', NULL, '36-720.torrent', 36, 0, NULL, now() - interval '8553600 seconds', now() - interval '8553600 seconds'),
  (37, 720, 1280, 720, 83678414, '.mp4', 'c1156d6d0a4e5b70a6d964a3f510ab53c7fee39f', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/37-720.mp4', '37-720.mp4', NULL, '37-720.torrent', 37, 0, NULL, now() - interval '17712000 seconds', now() - interval '17712000 seconds'),
  (38, 720, 1280, 720, 43318206, '.mp4', '05379ff6d6d7b3b833094d353f4df561f319c125', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/38-720.mp4', '38-720.mp4', NULL, '38-720.torrent', 38, 0, NULL, now() - interval '11750400 seconds', now() - interval '11750400 seconds'),
  (39, 720, 1280, 720, 677154083, '.mp4', 'ab61a7b1793b4c32205004943d1148022702878b', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/39-720.mp4', '39-720.mp4', NULL, '39-720.torrent', 39, 0, NULL, now() - interval '5184000 seconds', now() - interval '5184000 seconds'),
  (40, 720, 1280, 720, 132824732, '.mp4', 'b31022f0770c779837cc863bf2a0345990604f62', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/40-720.mp4', '40-720.mp4', NULL, '40-720.torrent', 40, 0, NULL, now() - interval '17884800 seconds', now() - interval '17884800 seconds'),
  (41, 720, 1280, 720, 285139575, '.mp4', '9b7492459b1bc8952af43ab75e6fea07c4536f1d', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/41-720.mp4', '41-720.mp4', NULL, '41-720.torrent', 41, 0, NULL, now() - interval '13824000 seconds', now() - interval '13824000 seconds'),
  (42, 720, 1280, 720, 813079055, '.mp4', '29ec8e49d1bdb8c0c71d5e601d5206abb7e6427c', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/42-720.mp4', '42-720.mp4', NULL, '42-720.torrent', 42, 0, NULL, now() - interval '8985600 seconds', now() - interval '8985600 seconds'),
  (43, 720, 1280, 720, 343975497, '.mp4', '4fdc6e1bedcb8cb60692dc639424aed51bac5c15', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/43-720.mp4', '43-720.mp4', NULL, '43-720.torrent', 43, 0, NULL, now() - interval '13651200 seconds', now() - interval '13651200 seconds'),
  (44, 720, 1280, 720, 628257024, '.mp4', '658b252360141de9f54ad0a2e87466d7ad66a1bd', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/44-720.mp4', '44-720.mp4', NULL, '44-720.torrent', 44, 0, NULL, now() - interval '7171200 seconds', now() - interval '7171200 seconds'),
  (45, 720, 1280, 720, 777741192, '.mp4', 'd4a057a7b0cc1b3b9793b9b41374814632c5bd89', 30, 1, 3, NULL, NULL, 'https://video.example.org/static/web-videos/45-720.mp4', '45-720.mp4', NULL, '45-720.torrent', 45, 0, NULL, now() - interval '7344000 seconds', now() - interval '7344000 seconds');
INSERT INTO peertube."videoView" ("id", "startDate", "endDate", "views", "videoId", "createdAt") VALUES
  (1, now() - interval '4071600 seconds', now() - interval '4068000 seconds', 7, 41, now() - interval '4068000 seconds'),
  (2, now() - interval '6480000 seconds', now() - interval '6476400 seconds', 20, 45, now() - interval '6476400 seconds'),
  (3, now() - interval '5036400 seconds', now() - interval '5032800 seconds', 8, 44, now() - interval '5032800 seconds'),
  (4, now() - interval '1375200 seconds', now() - interval '1371600 seconds', 23, 37, now() - interval '1371600 seconds'),
  (5, now() - interval '7185600 seconds', now() - interval '7182000 seconds', 24, 35, now() - interval '7182000 seconds'),
  (6, now() - interval '4240800 seconds', now() - interval '4237200 seconds', 22, 5, now() - interval '4237200 seconds'),
  (7, now() - interval '3520800 seconds', now() - interval '3517200 seconds', 32, 1, now() - interval '3517200 seconds'),
  (8, now() - interval '907200 seconds', now() - interval '903600 seconds', 24, 7, now() - interval '903600 seconds'),
  (9, now() - interval '7711200 seconds', now() - interval '7707600 seconds', 10, 41, now() - interval '7707600 seconds'),
  (10, now() - interval '738000 seconds', now() - interval '734400 seconds', 34, 28, now() - interval '734400 seconds'),
  (11, now() - interval '4528800 seconds', now() - interval '4525200 seconds', 40, 42, now() - interval '4525200 seconds'),
  (12, now() - interval '8110800 seconds', now() - interval '8107200 seconds', 30, 35, now() - interval '8107200 seconds'),
  (13, now() - interval '1123200 seconds', now() - interval '1119600 seconds', 21, 28, now() - interval '1119600 seconds'),
  (14, now() - interval '1450800 seconds', now() - interval '1447200 seconds', 18, 16, now() - interval '1447200 seconds'),
  (15, now() - interval '1022400 seconds', now() - interval '1018800 seconds', 30, 29, now() - interval '1018800 seconds'),
  (16, now() - interval '12715200 seconds', now() - interval '12711600 seconds', 22, 37, now() - interval '12711600 seconds'),
  (17, now() - interval '16585200 seconds', now() - interval '16581600 seconds', 21, 2, now() - interval '16581600 seconds'),
  (18, now() - interval '2044800 seconds', now() - interval '2041200 seconds', 14, 12, now() - interval '2041200 seconds'),
  (19, now() - interval '2167200 seconds', now() - interval '2163600 seconds', 22, 23, now() - interval '2163600 seconds'),
  (20, now() - interval '9270000 seconds', now() - interval '9266400 seconds', 36, 18, now() - interval '9266400 seconds'),
  (21, now() - interval '4330800 seconds', now() - interval '4327200 seconds', 13, 1, now() - interval '4327200 seconds'),
  (22, now() - interval '8096400 seconds', now() - interval '8092800 seconds', 27, 6, now() - interval '8092800 seconds'),
  (23, now() - interval '2012400 seconds', now() - interval '2008800 seconds', 31, 32, now() - interval '2008800 seconds'),
  (24, now() - interval '8233200 seconds', now() - interval '8229600 seconds', 29, 42, now() - interval '8229600 seconds'),
  (25, now() - interval '3121200 seconds', now() - interval '3117600 seconds', 19, 2, now() - interval '3117600 seconds'),
  (26, now() - interval '3391200 seconds', now() - interval '3387600 seconds', 16, 15, now() - interval '3387600 seconds'),
  (27, now() - interval '22276800 seconds', now() - interval '22273200 seconds', 38, 20, now() - interval '22273200 seconds'),
  (28, now() - interval '7938000 seconds', now() - interval '7934400 seconds', 36, 24, now() - interval '7934400 seconds'),
  (29, now() - interval '5767200 seconds', now() - interval '5763600 seconds', 28, 34, now() - interval '5763600 seconds'),
  (30, now() - interval '5547600 seconds', now() - interval '5544000 seconds', 23, 36, now() - interval '5544000 seconds'),
  (31, now() - interval '3805200 seconds', now() - interval '3801600 seconds', 18, 45, now() - interval '3801600 seconds'),
  (32, now() - interval '8434800 seconds', now() - interval '8431200 seconds', 15, 20, now() - interval '8431200 seconds'),
  (33, now() - interval '3229200 seconds', now() - interval '3225600 seconds', 21, 8, now() - interval '3225600 seconds'),
  (34, now() - interval '8989200 seconds', now() - interval '8985600 seconds', 12, 8, now() - interval '8985600 seconds'),
  (35, now() - interval '7257600 seconds', now() - interval '7254000 seconds', 31, 13, now() - interval '7254000 seconds'),
  (36, now() - interval '17600400 seconds', now() - interval '17596800 seconds', 39, 18, now() - interval '17596800 seconds'),
  (37, now() - interval '3369600 seconds', now() - interval '3366000 seconds', 13, 19, now() - interval '3366000 seconds'),
  (38, now() - interval '7632000 seconds', now() - interval '7628400 seconds', 24, 19, now() - interval '7628400 seconds'),
  (39, now() - interval '1267200 seconds', now() - interval '1263600 seconds', 1, 12, now() - interval '1263600 seconds'),
  (40, now() - interval '2120400 seconds', now() - interval '2116800 seconds', 18, 35, now() - interval '2116800 seconds'),
  (41, now() - interval '914400 seconds', now() - interval '910800 seconds', 36, 3, now() - interval '910800 seconds'),
  (42, now() - interval '23400000 seconds', now() - interval '23396400 seconds', 9, 19, now() - interval '23396400 seconds'),
  (43, now() - interval '12628800 seconds', now() - interval '12625200 seconds', 32, 41, now() - interval '12625200 seconds'),
  (44, now() - interval '1828800 seconds', now() - interval '1825200 seconds', 1, 7, now() - interval '1825200 seconds'),
  (45, now() - interval '9540000 seconds', now() - interval '9536400 seconds', 31, 37, now() - interval '9536400 seconds'),
  (46, now() - interval '3693600 seconds', now() - interval '3690000 seconds', 22, 31, now() - interval '3690000 seconds'),
  (47, now() - interval '212400 seconds', now() - interval '208800 seconds', 17, 12, now() - interval '208800 seconds'),
  (48, now() - interval '954000 seconds', now() - interval '950400 seconds', 5, 31, now() - interval '950400 seconds'),
  (49, now() - interval '4122000 seconds', now() - interval '4118400 seconds', 5, 26, now() - interval '4118400 seconds'),
  (50, now() - interval '1796400 seconds', now() - interval '1792800 seconds', 10, 37, now() - interval '1792800 seconds'),
  (51, now() - interval '4719600 seconds', now() - interval '4716000 seconds', 20, 10, now() - interval '4716000 seconds'),
  (52, now() - interval '8326800 seconds', now() - interval '8323200 seconds', 8, 6, now() - interval '8323200 seconds'),
  (53, now() - interval '6980400 seconds', now() - interval '6976800 seconds', 39, 36, now() - interval '6976800 seconds'),
  (54, now() - interval '1890000 seconds', now() - interval '1886400 seconds', 34, 39, now() - interval '1886400 seconds'),
  (55, now() - interval '1886400 seconds', now() - interval '1882800 seconds', 29, 25, now() - interval '1882800 seconds'),
  (56, now() - interval '19746000 seconds', now() - interval '19742400 seconds', 28, 20, now() - interval '19742400 seconds'),
  (57, now() - interval '19080000 seconds', now() - interval '19076400 seconds', 40, 20, now() - interval '19076400 seconds'),
  (58, now() - interval '20455200 seconds', now() - interval '20451600 seconds', 7, 4, now() - interval '20451600 seconds'),
  (59, now() - interval '10494000 seconds', now() - interval '10490400 seconds', 14, 14, now() - interval '10490400 seconds'),
  (60, now() - interval '1360800 seconds', now() - interval '1357200 seconds', 11, 17, now() - interval '1357200 seconds'),
  (61, now() - interval '2916000 seconds', now() - interval '2912400 seconds', 36, 16, now() - interval '2912400 seconds'),
  (62, now() - interval '1310400 seconds', now() - interval '1306800 seconds', 1, 5, now() - interval '1306800 seconds'),
  (63, now() - interval '1886400 seconds', now() - interval '1882800 seconds', 39, 27, now() - interval '1882800 seconds'),
  (64, now() - interval '2440800 seconds', now() - interval '2437200 seconds', 3, 31, now() - interval '2437200 seconds'),
  (65, now() - interval '2415600 seconds', now() - interval '2412000 seconds', 19, 15, now() - interval '2412000 seconds'),
  (66, now() - interval '7210800 seconds', now() - interval '7207200 seconds', 30, 45, now() - interval '7207200 seconds'),
  (67, now() - interval '5763600 seconds', now() - interval '5760000 seconds', 15, 5, now() - interval '5760000 seconds'),
  (68, now() - interval '3315600 seconds', now() - interval '3312000 seconds', 28, 17, now() - interval '3312000 seconds'),
  (69, now() - interval '9133200 seconds', now() - interval '9129600 seconds', 15, 8, now() - interval '9129600 seconds'),
  (70, now() - interval '2498400 seconds', now() - interval '2494800 seconds', 18, 42, now() - interval '2494800 seconds'),
  (71, now() - interval '597600 seconds', now() - interval '594000 seconds', 4, 10, now() - interval '594000 seconds'),
  (72, now() - interval '2577600 seconds', now() - interval '2574000 seconds', 39, 11, now() - interval '2574000 seconds'),
  (73, now() - interval '9684000 seconds', now() - interval '9680400 seconds', 29, 37, now() - interval '9680400 seconds'),
  (74, now() - interval '7862400 seconds', now() - interval '7858800 seconds', 20, 8, now() - interval '7858800 seconds'),
  (75, now() - interval '3373200 seconds', now() - interval '3369600 seconds', 18, 45, now() - interval '3369600 seconds'),
  (76, now() - interval '16567200 seconds', now() - interval '16563600 seconds', 29, 33, now() - interval '16563600 seconds'),
  (77, now() - interval '20066400 seconds', now() - interval '20062800 seconds', 3, 6, now() - interval '20062800 seconds'),
  (78, now() - interval '1350000 seconds', now() - interval '1346400 seconds', 39, 28, now() - interval '1346400 seconds'),
  (79, now() - interval '432000 seconds', now() - interval '428400 seconds', 6, 17, now() - interval '428400 seconds'),
  (80, now() - interval '8067600 seconds', now() - interval '8064000 seconds', 37, 15, now() - interval '8064000 seconds'),
  (81, now() - interval '345600 seconds', now() - interval '342000 seconds', 18, 38, now() - interval '342000 seconds'),
  (82, now() - interval '1346400 seconds', now() - interval '1342800 seconds', 12, 37, now() - interval '1342800 seconds'),
  (83, now() - interval '4352400 seconds', now() - interval '4348800 seconds', 29, 31, now() - interval '4348800 seconds'),
  (84, now() - interval '6087600 seconds', now() - interval '6084000 seconds', 38, 18, now() - interval '6084000 seconds'),
  (85, now() - interval '2059200 seconds', now() - interval '2055600 seconds', 6, 28, now() - interval '2055600 seconds'),
  (86, now() - interval '2916000 seconds', now() - interval '2912400 seconds', 27, 31, now() - interval '2912400 seconds'),
  (87, now() - interval '10771200 seconds', now() - interval '10767600 seconds', 7, 22, now() - interval '10767600 seconds'),
  (88, now() - interval '2764800 seconds', now() - interval '2761200 seconds', 27, 11, now() - interval '2761200 seconds'),
  (89, now() - interval '4154400 seconds', now() - interval '4150800 seconds', 19, 45, now() - interval '4150800 seconds'),
  (90, now() - interval '6717600 seconds', now() - interval '6714000 seconds', 36, 43, now() - interval '6714000 seconds'),
  (91, now() - interval '7628400 seconds', now() - interval '7624800 seconds', 6, 3, now() - interval '7624800 seconds'),
  (92, now() - interval '4233600 seconds', now() - interval '4230000 seconds', 21, 21, now() - interval '4230000 seconds'),
  (93, now() - interval '6778800 seconds', now() - interval '6775200 seconds', 33, 8, now() - interval '6775200 seconds'),
  (94, now() - interval '5515200 seconds', now() - interval '5511600 seconds', 35, 1, now() - interval '5511600 seconds'),
  (95, now() - interval '13863600 seconds', now() - interval '13860000 seconds', 4, 30, now() - interval '13860000 seconds'),
  (96, now() - interval '17395200 seconds', now() - interval '17391600 seconds', 24, 13, now() - interval '17391600 seconds'),
  (97, now() - interval '16725600 seconds', now() - interval '16722000 seconds', 29, 40, now() - interval '16722000 seconds'),
  (98, now() - interval '6829200 seconds', now() - interval '6825600 seconds', 18, 4, now() - interval '6825600 seconds'),
  (99, now() - interval '2196000 seconds', now() - interval '2192400 seconds', 19, 36, now() - interval '2192400 seconds'),
  (100, now() - interval '2926800 seconds', now() - interval '2923200 seconds', 32, 29, now() - interval '2923200 seconds'),
  (101, now() - interval '482400 seconds', now() - interval '478800 seconds', 39, 8, now() - interval '478800 seconds'),
  (102, now() - interval '11905200 seconds', now() - interval '11901600 seconds', 11, 16, now() - interval '11901600 seconds'),
  (103, now() - interval '18482400 seconds', now() - interval '18478800 seconds', 1, 20, now() - interval '18478800 seconds'),
  (104, now() - interval '6843600 seconds', now() - interval '6840000 seconds', 6, 36, now() - interval '6840000 seconds'),
  (105, now() - interval '7056000 seconds', now() - interval '7052400 seconds', 8, 15, now() - interval '7052400 seconds'),
  (106, now() - interval '3938400 seconds', now() - interval '3934800 seconds', 10, 30, now() - interval '3934800 seconds'),
  (107, now() - interval '2448000 seconds', now() - interval '2444400 seconds', 33, 32, now() - interval '2444400 seconds'),
  (108, now() - interval '13939200 seconds', now() - interval '13935600 seconds', 31, 18, now() - interval '13935600 seconds'),
  (109, now() - interval '2041200 seconds', now() - interval '2037600 seconds', 30, 31, now() - interval '2037600 seconds'),
  (110, now() - interval '2426400 seconds', now() - interval '2422800 seconds', 25, 36, now() - interval '2422800 seconds'),
  (111, now() - interval '17053200 seconds', now() - interval '17049600 seconds', 9, 13, now() - interval '17049600 seconds'),
  (112, now() - interval '2314800 seconds', now() - interval '2311200 seconds', 27, 5, now() - interval '2311200 seconds'),
  (113, now() - interval '17035200 seconds', now() - interval '17031600 seconds', 18, 22, now() - interval '17031600 seconds'),
  (114, now() - interval '2372400 seconds', now() - interval '2368800 seconds', 20, 1, now() - interval '2368800 seconds'),
  (115, now() - interval '9727200 seconds', now() - interval '9723600 seconds', 32, 38, now() - interval '9723600 seconds'),
  (116, now() - interval '3744000 seconds', now() - interval '3740400 seconds', 35, 10, now() - interval '3740400 seconds'),
  (117, now() - interval '2894400 seconds', now() - interval '2890800 seconds', 22, 31, now() - interval '2890800 seconds'),
  (118, now() - interval '6325200 seconds', now() - interval '6321600 seconds', 30, 36, now() - interval '6321600 seconds'),
  (119, now() - interval '3164400 seconds', now() - interval '3160800 seconds', 16, 21, now() - interval '3160800 seconds'),
  (120, now() - interval '12848400 seconds', now() - interval '12844800 seconds', 15, 37, now() - interval '12844800 seconds'),
  (121, now() - interval '180000 seconds', now() - interval '176400 seconds', 21, 27, now() - interval '176400 seconds'),
  (122, now() - interval '5914800 seconds', now() - interval '5911200 seconds', 25, 31, now() - interval '5911200 seconds'),
  (123, now() - interval '2782800 seconds', now() - interval '2779200 seconds', 10, 25, now() - interval '2779200 seconds'),
  (124, now() - interval '309600 seconds', now() - interval '306000 seconds', 9, 32, now() - interval '306000 seconds'),
  (125, now() - interval '11138400 seconds', now() - interval '11134800 seconds', 7, 33, now() - interval '11134800 seconds'),
  (126, now() - interval '417600 seconds', now() - interval '414000 seconds', 34, 29, now() - interval '414000 seconds'),
  (127, now() - interval '514800 seconds', now() - interval '511200 seconds', 10, 30, now() - interval '511200 seconds'),
  (128, now() - interval '2743200 seconds', now() - interval '2739600 seconds', 10, 27, now() - interval '2739600 seconds'),
  (129, now() - interval '3934800 seconds', now() - interval '3931200 seconds', 17, 5, now() - interval '3931200 seconds'),
  (130, now() - interval '13334400 seconds', now() - interval '13330800 seconds', 6, 22, now() - interval '13330800 seconds'),
  (131, now() - interval '17902800 seconds', now() - interval '17899200 seconds', 25, 22, now() - interval '17899200 seconds'),
  (132, now() - interval '8186400 seconds', now() - interval '8182800 seconds', 35, 21, now() - interval '8182800 seconds'),
  (133, now() - interval '10357200 seconds', now() - interval '10353600 seconds', 5, 3, now() - interval '10353600 seconds'),
  (134, now() - interval '10587600 seconds', now() - interval '10584000 seconds', 19, 16, now() - interval '10584000 seconds'),
  (135, now() - interval '6264000 seconds', now() - interval '6260400 seconds', 6, 15, now() - interval '6260400 seconds'),
  (136, now() - interval '410400 seconds', now() - interval '406800 seconds', 7, 28, now() - interval '406800 seconds'),
  (137, now() - interval '694800 seconds', now() - interval '691200 seconds', 20, 29, now() - interval '691200 seconds'),
  (138, now() - interval '1540800 seconds', now() - interval '1537200 seconds', 21, 2, now() - interval '1537200 seconds'),
  (139, now() - interval '9842400 seconds', now() - interval '9838800 seconds', 23, 4, now() - interval '9838800 seconds'),
  (140, now() - interval '7225200 seconds', now() - interval '7221600 seconds', 10, 24, now() - interval '7221600 seconds'),
  (141, now() - interval '8910000 seconds', now() - interval '8906400 seconds', 27, 16, now() - interval '8906400 seconds'),
  (142, now() - interval '6040800 seconds', now() - interval '6037200 seconds', 11, 37, now() - interval '6037200 seconds'),
  (143, now() - interval '331200 seconds', now() - interval '327600 seconds', 40, 12, now() - interval '327600 seconds'),
  (144, now() - interval '2599200 seconds', now() - interval '2595600 seconds', 16, 25, now() - interval '2595600 seconds'),
  (145, now() - interval '1198800 seconds', now() - interval '1195200 seconds', 15, 32, now() - interval '1195200 seconds'),
  (146, now() - interval '21402000 seconds', now() - interval '21398400 seconds', 17, 30, now() - interval '21398400 seconds'),
  (147, now() - interval '8564400 seconds', now() - interval '8560800 seconds', 1, 30, now() - interval '8560800 seconds'),
  (148, now() - interval '9648000 seconds', now() - interval '9644400 seconds', 35, 30, now() - interval '9644400 seconds'),
  (149, now() - interval '619200 seconds', now() - interval '615600 seconds', 29, 11, now() - interval '615600 seconds'),
  (150, now() - interval '4928400 seconds', now() - interval '4924800 seconds', 20, 23, now() - interval '4924800 seconds'),
  (151, now() - interval '7117200 seconds', now() - interval '7113600 seconds', 17, 41, now() - interval '7113600 seconds'),
  (152, now() - interval '10134000 seconds', now() - interval '10130400 seconds', 13, 30, now() - interval '10130400 seconds'),
  (153, now() - interval '2023200 seconds', now() - interval '2019600 seconds', 7, 25, now() - interval '2019600 seconds'),
  (154, now() - interval '6397200 seconds', now() - interval '6393600 seconds', 37, 16, now() - interval '6393600 seconds'),
  (155, now() - interval '4820400 seconds', now() - interval '4816800 seconds', 19, 23, now() - interval '4816800 seconds'),
  (156, now() - interval '2473200 seconds', now() - interval '2469600 seconds', 2, 45, now() - interval '2469600 seconds'),
  (157, now() - interval '6638400 seconds', now() - interval '6634800 seconds', 18, 43, now() - interval '6634800 seconds'),
  (158, now() - interval '4744800 seconds', now() - interval '4741200 seconds', 4, 1, now() - interval '4741200 seconds'),
  (159, now() - interval '4165200 seconds', now() - interval '4161600 seconds', 19, 39, now() - interval '4161600 seconds'),
  (160, now() - interval '5090400 seconds', now() - interval '5086800 seconds', 23, 15, now() - interval '5086800 seconds');
INSERT INTO peertube."userVideoHistory" ("id", "currentTime", "videoId", "userId", "createdAt", "updatedAt") VALUES
  (1, 1026, 41, 4, now() - interval '3189885 seconds', now() - interval '2604206 seconds'),
  (2, 2573, 43, 11, now() - interval '11422852 seconds', now() - interval '2294774 seconds'),
  (3, 1265, 41, 2, now() - interval '10843796 seconds', now() - interval '661401 seconds'),
  (4, 2999, 3, 8, now() - interval '9723634 seconds', now() - interval '6121355 seconds'),
  (5, 1701, 6, 3, now() - interval '9902263 seconds', now() - interval '5481437 seconds'),
  (6, 2174, 13, 3, now() - interval '4434546 seconds', now() - interval '3069035 seconds'),
  (7, 1973, 18, 9, now() - interval '5521194 seconds', now() - interval '2155621 seconds'),
  (8, 308, 22, 5, now() - interval '3864454 seconds', now() - interval '1964324 seconds'),
  (9, 2966, 15, 3, now() - interval '7215382 seconds', now() - interval '5673414 seconds'),
  (10, 369, 26, 11, now() - interval '4675077 seconds', now() - interval '3068343 seconds'),
  (11, 1862, 1, 7, now() - interval '2218439 seconds', now() - interval '518368 seconds'),
  (12, 1073, 44, 6, now() - interval '6283164 seconds', now() - interval '5640003 seconds'),
  (13, 443, 25, 10, now() - interval '2678269 seconds', now() - interval '1558073 seconds'),
  (14, 2537, 15, 11, now() - interval '3955034 seconds', now() - interval '104960 seconds'),
  (15, 2652, 21, 9, now() - interval '10235480 seconds', now() - interval '3713925 seconds'),
  (16, 477, 45, 8, now() - interval '2534954 seconds', now() - interval '1712516 seconds'),
  (17, 2017, 3, 3, now() - interval '624315 seconds', now() - interval '319149 seconds'),
  (18, 2201, 7, 2, now() - interval '492411 seconds', now() - interval '465179 seconds'),
  (19, 2746, 25, 3, now() - interval '1902719 seconds', now() - interval '778067 seconds'),
  (20, 2405, 45, 12, now() - interval '4531463 seconds', now() - interval '3515890 seconds'),
  (21, 405, 10, 12, now() - interval '3480303 seconds', now() - interval '2746941 seconds'),
  (22, 134, 40, 8, now() - interval '13694096 seconds', now() - interval '4693260 seconds'),
  (23, 1821, 24, 12, now() - interval '3645180 seconds', now() - interval '1859683 seconds'),
  (24, 1504, 24, 4, now() - interval '1666893 seconds', now() - interval '1437975 seconds'),
  (25, 1630, 42, 9, now() - interval '6017548 seconds', now() - interval '507930 seconds'),
  (26, 1862, 13, 5, now() - interval '4098999 seconds', now() - interval '3980439 seconds'),
  (27, 2619, 43, 2, now() - interval '3558545 seconds', now() - interval '2691503 seconds'),
  (28, 1366, 2, 10, now() - interval '1697133 seconds', now() - interval '1650027 seconds'),
  (29, 840, 9, 4, now() - interval '6601650 seconds', now() - interval '4736023 seconds'),
  (30, 884, 36, 2, now() - interval '3475523 seconds', now() - interval '2459468 seconds'),
  (31, 1135, 22, 4, now() - interval '4951096 seconds', now() - interval '23786 seconds'),
  (32, 714, 9, 3, now() - interval '4531655 seconds', now() - interval '2102639 seconds'),
  (33, 974, 9, 1, now() - interval '124657 seconds', now() - interval '46955 seconds'),
  (34, 1086, 21, 10, now() - interval '264762 seconds', now() - interval '91355 seconds'),
  (35, 260, 27, 12, now() - interval '2206562 seconds', now() - interval '476679 seconds'),
  (36, 2431, 29, 8, now() - interval '1518501 seconds', now() - interval '1076338 seconds'),
  (37, 2519, 29, 2, now() - interval '2113252 seconds', now() - interval '929247 seconds'),
  (38, 1876, 43, 1, now() - interval '8748499 seconds', now() - interval '5060517 seconds'),
  (39, 1645, 2, 11, now() - interval '2040961 seconds', now() - interval '1004497 seconds'),
  (40, 2917, 44, 7, now() - interval '905649 seconds', now() - interval '514084 seconds'),
  (41, 2491, 5, 8, now() - interval '677719 seconds', now() - interval '337758 seconds'),
  (42, 2557, 5, 3, now() - interval '1058571 seconds', now() - interval '576750 seconds'),
  (43, 1560, 38, 11, now() - interval '9199894 seconds', now() - interval '5455706 seconds'),
  (44, 2070, 34, 10, now() - interval '4947563 seconds', now() - interval '3806040 seconds'),
  (45, 2874, 28, 10, now() - interval '415984 seconds', now() - interval '415810 seconds'),
  (46, 1849, 42, 2, now() - interval '3607488 seconds', now() - interval '1803844 seconds'),
  (47, 1633, 27, 4, now() - interval '1421582 seconds', now() - interval '951056 seconds'),
  (48, 1280, 7, 7, now() - interval '655461 seconds', now() - interval '447494 seconds'),
  (49, 2813, 17, 11, now() - interval '6279729 seconds', now() - interval '1280428 seconds'),
  (50, 395, 6, 2, now() - interval '3128283 seconds', now() - interval '1811421 seconds'),
  (51, 2300, 36, 3, now() - interval '1006313 seconds', now() - interval '614953 seconds'),
  (52, 1448, 22, 9, now() - interval '4101401 seconds', now() - interval '1723056 seconds'),
  (53, 2459, 28, 11, now() - interval '215780 seconds', now() - interval '75400 seconds'),
  (54, 2078, 23, 5, now() - interval '869064 seconds', now() - interval '605991 seconds'),
  (55, 443, 10, 4, now() - interval '4044897 seconds', now() - interval '940551 seconds'),
  (56, 1141, 36, 6, now() - interval '6166651 seconds', now() - interval '963727 seconds'),
  (57, 2297, 15, 10, now() - interval '6771463 seconds', now() - interval '3599655 seconds'),
  (58, 2694, 40, 10, now() - interval '880932 seconds', now() - interval '638577 seconds'),
  (59, 1119, 18, 12, now() - interval '971507 seconds', now() - interval '189179 seconds'),
  (60, 25, 20, 12, now() - interval '11402623 seconds', now() - interval '5889195 seconds'),
  (61, 285, 10, 3, now() - interval '4750645 seconds', now() - interval '3362022 seconds'),
  (62, 2172, 41, 3, now() - interval '514340 seconds', now() - interval '48107 seconds'),
  (63, 1396, 25, 4, now() - interval '1760905 seconds', now() - interval '951364 seconds'),
  (64, 2324, 24, 3, now() - interval '5228407 seconds', now() - interval '2721120 seconds'),
  (65, 644, 6, 10, now() - interval '1765259 seconds', now() - interval '326274 seconds'),
  (66, 1814, 4, 10, now() - interval '2737421 seconds', now() - interval '1141282 seconds'),
  (67, 1118, 39, 8, now() - interval '3708135 seconds', now() - interval '1737212 seconds'),
  (68, 1760, 33, 4, now() - interval '3819081 seconds', now() - interval '1447759 seconds'),
  (69, 1993, 19, 2, now() - interval '22757216 seconds', now() - interval '19902282 seconds'),
  (70, 903, 43, 9, now() - interval '5174418 seconds', now() - interval '380988 seconds');
INSERT INTO peertube."userExport" ("id", "filename", "withVideoFiles", "state", "error", "size", "storage", "fileUrl", "userId", "createdAt", "updatedAt") VALUES
  (1, 'user-export-1-01f7c7ec0e0630cd996d5c50fc04a168.zip', false, 2, NULL, 27537207, 0, NULL, 5, now() - interval '828927 seconds', now() - interval '828327 seconds'),
  (2, 'user-export-2-4169b9fcc3a00c6f2321d1e1c47104c0.zip', false, 2, NULL, 38948936, 0, NULL, 6, now() - interval '442989 seconds', now() - interval '442389 seconds'),
  (3, 'user-export-3-6e3f683abf3c51407f54a51101fa964e.zip', false, 2, NULL, 23681357, 0, NULL, 3, now() - interval '251625 seconds', now() - interval '251025 seconds'),
  (4, 'user-export-4-8011316b3ae88926b423ccde88575117.zip', false, 2, NULL, 75090607, 0, NULL, 11, now() - interval '797352 seconds', now() - interval '796752 seconds'),
  (5, 'user-export-5-dc9c96de65a674c212738a235aaab32f.zip', false, 2, NULL, 99695101, 0, NULL, 1, now() - interval '1690724 seconds', now() - interval '1690124 seconds'),
  (6, 'user-export-6-13eecdc6ebd14d2c75b2745504cc3ede.zip', false, 2, NULL, 42118286, 0, NULL, 10, now() - interval '914818 seconds', now() - interval '914218 seconds'),
  (7, 'user-export-7-a3e05309b5a1b9496788420992ca525a.zip', false, 2, NULL, 56161934, 0, NULL, 5, now() - interval '900274 seconds', now() - interval '899674 seconds'),
  (8, 'user-export-8-532401fcf758dce20556daea67b03283.zip', false, 2, NULL, 23168427, 0, NULL, 10, now() - interval '241536 seconds', now() - interval '240936 seconds');
INSERT INTO peertube."videoRedundancy" ("id", "expiresOn", "fileUrl", "url", "strategy", "videoFileId", "videoStreamingPlaylistId", "actorId", "createdAt", "updatedAt") VALUES
  (1, now() - interval '10945490 seconds', 'https://video.example.org/static/redundancy/2-720.mp4', 'https://video.example.org/redundancy/files/1', NULL, 2, NULL, 15, now() - interval '15611090 seconds', now() - interval '11031890 seconds'),
  (2, now() - interval '11796161 seconds', 'https://video.example.org/static/redundancy/3-720.mp4', 'https://video.example.org/redundancy/files/2', NULL, 3, NULL, 16, now() - interval '12314561 seconds', now() - interval '11882561 seconds'),
  (3, now() - interval '10074415 seconds', 'https://video.example.org/static/redundancy/4-720.mp4', 'https://video.example.org/redundancy/files/3', 'most-views', 4, NULL, 1, now() - interval '14826415 seconds', now() - interval '10160815 seconds'),
  (4, now() - interval '2342577 seconds', 'https://video.example.org/static/redundancy/5-720.mp4', 'https://video.example.org/redundancy/files/4', NULL, 5, NULL, 18, now() - interval '3724977 seconds', now() - interval '2428977 seconds'),
  (5, now() - interval '11508478 seconds', 'https://video.example.org/static/redundancy/6-720.mp4', 'https://video.example.org/redundancy/files/5', NULL, 6, NULL, 19, now() - interval '14791678 seconds', now() - interval '11594878 seconds'),
  (6, now() - interval '10672066 seconds', 'https://video.example.org/static/redundancy/7-720.mp4', 'https://video.example.org/redundancy/files/6', 'most-views', 7, NULL, 1, now() - interval '13609666 seconds', now() - interval '10758466 seconds'),
  (7, now() - interval '565358 seconds', 'https://video.example.org/static/redundancy/8-720.mp4', 'https://video.example.org/redundancy/files/7', NULL, 8, NULL, 21, now() - interval '2811758 seconds', now() - interval '651758 seconds'),
  (8, now() - interval '6436686 seconds', 'https://video.example.org/static/redundancy/9-720.mp4', 'https://video.example.org/redundancy/files/8', NULL, 9, NULL, 22, now() - interval '10583886 seconds', now() - interval '6523086 seconds'),
  (9, now() - interval '10268975 seconds', 'https://video.example.org/static/redundancy/10-720.mp4', 'https://video.example.org/redundancy/files/9', 'most-views', 10, NULL, 1, now() - interval '11564975 seconds', now() - interval '10355375 seconds'),
  (10, now() - interval '7028728 seconds', 'https://video.example.org/static/redundancy/11-720.mp4', 'https://video.example.org/redundancy/files/10', NULL, 11, NULL, 14, now() - interval '11348728 seconds', now() - interval '7115128 seconds'),
  (11, now() - interval '5382397 seconds', 'https://video.example.org/static/redundancy/12-720.mp4', 'https://video.example.org/redundancy/files/11', NULL, 12, NULL, 15, now() - interval '5814397 seconds', now() - interval '5468797 seconds'),
  (12, now() - interval '1061299 seconds', 'https://video.example.org/static/redundancy/13-720.mp4', 'https://video.example.org/redundancy/files/12', 'most-views', 13, NULL, 1, now() - interval '3998899 seconds', now() - interval '1147699 seconds'),
  (13, now() - interval '1667928 seconds', 'https://video.example.org/static/redundancy/14-720.mp4', 'https://video.example.org/redundancy/files/13', NULL, 14, NULL, 17, now() - interval '6679128 seconds', now() - interval '1754328 seconds'),
  (14, now() - interval '9908688 seconds', 'https://video.example.org/static/redundancy/15-720.mp4', 'https://video.example.org/redundancy/files/14', NULL, 15, NULL, 18, now() - interval '11895888 seconds', now() - interval '9995088 seconds'),
  (15, now() - interval '3746048 seconds', 'https://video.example.org/static/redundancy/16-720.mp4', 'https://video.example.org/redundancy/files/15', 'most-views', 16, NULL, 1, now() - interval '5128448 seconds', now() - interval '3832448 seconds'),
  (16, now() - interval '2758347 seconds', 'https://video.example.org/static/redundancy/17-720.mp4', 'https://video.example.org/redundancy/files/16', NULL, 17, NULL, 20, now() - interval '3622347 seconds', now() - interval '2844747 seconds'),
  (17, now() - interval '7638468 seconds', 'https://video.example.org/static/redundancy/18-720.mp4', 'https://video.example.org/redundancy/files/17', NULL, 18, NULL, 21, now() - interval '8761668 seconds', now() - interval '7724868 seconds'),
  (18, now() - interval '2624861 seconds', 'https://video.example.org/static/redundancy/19-720.mp4', 'https://video.example.org/redundancy/files/18', 'most-views', 19, NULL, 1, now() - interval '5994461 seconds', now() - interval '2711261 seconds');
INSERT INTO peertube."scheduleVideoUpdate" ("id", "updateAt", "privacy", "videoId", "createdAt", "updatedAt") VALUES
  (1, now() + interval '432000 seconds', 1, 7, now() - interval '86400 seconds', now() - interval '86400 seconds'),
  (2, now() + interval '2160000 seconds', 1, 14, now() - interval '172800 seconds', now() - interval '172800 seconds'),
  (3, now() + interval '2160000 seconds', 1, 21, now() - interval '259200 seconds', now() - interval '259200 seconds'),
  (4, now() + interval '1814400 seconds', 1, 28, now() - interval '345600 seconds', now() - interval '345600 seconds'),
  (5, now() + interval '259200 seconds', 1, 35, now() - interval '432000 seconds', now() - interval '432000 seconds');
INSERT INTO peertube."oAuthClient" ("id", "clientId", "clientSecret", "grants", "redirectUris", "createdAt", "updatedAt") VALUES
  (1, '8rpa0h2ltzlgnxyn7xv1ppv6gvh40ked', 'a7sxYnOKnNVW4ix4Oi0xTN5chmBHNqpf', ARRAY['password','refresh_token']::varchar[], NULL, now() - interval '31536000 seconds', now() - interval '31536000 seconds');
INSERT INTO peertube."oAuthToken" ("id", "accessToken", "accessTokenExpiresAt", "refreshToken", "refreshTokenExpiresAt", "authName", "userId", "oAuthClientId", "createdAt", "updatedAt") VALUES
  (1, '76c5a0dc7e7e7419a0c14035c5d95f51f387e1bd', now() - interval '5857637 seconds', '72eb74749458054ec2874f069050f7efc1235c91', now() - interval '4734437 seconds', NULL, 11, 1, now() - interval '5944037 seconds', now() - interval '5944037 seconds'),
  (2, 'fc8d5b93a2a2e91fa49b1cd99082889be1cde87f', now() - interval '30923071 seconds', 'a09151e0f891b0c3dd3f487e52bdc6619fe0a8c7', now() - interval '29799871 seconds', NULL, 6, 1, now() - interval '31009471 seconds', now() - interval '31009471 seconds'),
  (3, 'a1a2748571348c2a780b3657117b355b70944bdb', now() - interval '4978889 seconds', '0e614bcd9767490046510367cbdc43184d85a3d2', now() - interval '3855689 seconds', NULL, 6, 1, now() - interval '5065289 seconds', now() - interval '5065289 seconds'),
  (4, '09a0a0f673b0a0917634c1694f76e38812fe28bf', now() - interval '16937001 seconds', '13a4a492497de16dd4ea120a5e6596540e9058b6', now() - interval '15813801 seconds', NULL, 11, 1, now() - interval '17023401 seconds', now() - interval '17023401 seconds'),
  (5, '98159d6c9d713084171dabf9daf481a7fa34d2e8', now() - interval '28913018 seconds', '8de7ad6c949077c27674456f626d719d81cf3252', now() - interval '27789818 seconds', NULL, 12, 1, now() - interval '28999418 seconds', now() - interval '28999418 seconds'),
  (6, '925817b7cf501889e8b77f7b7321bf6b0a8076ec', now() - interval '29974236 seconds', '79c2d2e49ae1a991524f93ff30307633a6ded1d8', now() - interval '28851036 seconds', NULL, 9, 1, now() - interval '30060636 seconds', now() - interval '30060636 seconds'),
  (7, 'cf9b85581a7f195b73557b9d0fd6f47ef52d4af2', now() - interval '4975657 seconds', 'b6dd6257fb7d9f1c57eb89b1d65e59dde62d2d06', now() - interval '3852457 seconds', NULL, 2, 1, now() - interval '5062057 seconds', now() - interval '5062057 seconds'),
  (8, 'b526b22d3f6c21f70a0537f02c2cd22ba56895c6', now() - interval '16843455 seconds', '85d2d0a686295b5d707df251fdb1429e7010ed13', now() - interval '15720255 seconds', NULL, 10, 1, now() - interval '16929855 seconds', now() - interval '16929855 seconds'),
  (9, '632dbb5e486bb6bfeafde7d95f733a3e5d286aa4', now() - interval '5240238 seconds', '990f0c5badcc3daf569f3ab3c643530068a51c68', now() - interval '4117038 seconds', NULL, 1, 1, now() - interval '5326638 seconds', now() - interval '5326638 seconds'),
  (10, '54669d1910df997455ab946da5b5cdc2a181c85e', now() - interval '26395661 seconds', '48bddb3e62f5df2badaa44ca8ed6ad5e18318aa3', now() - interval '25272461 seconds', NULL, 5, 1, now() - interval '26482061 seconds', now() - interval '26482061 seconds'),
  (11, '9a4a99b2e806133cf6e39356a8149562da003f16', now() - interval '24198071 seconds', '952e6abb14dd5061555736f8267eddcedf8f4197', now() - interval '23074871 seconds', NULL, 11, 1, now() - interval '24284471 seconds', now() - interval '24284471 seconds'),
  (12, 'a7f333b3f7baf55e4f6b58c8598ddaeceaafe543', now() - interval '4659148 seconds', '98549f222102f9c964575bc4a981b098b2cf952d', now() - interval '3535948 seconds', NULL, 12, 1, now() - interval '4745548 seconds', now() - interval '4745548 seconds'),
  (13, 'caaa5bbea4bbf962606e0e1c8f1584494f40c22f', now() - interval '2756298 seconds', 'b3ecb951ab8cbf9720b71785d02ce0c154170a17', now() - interval '1633098 seconds', NULL, 12, 1, now() - interval '2842698 seconds', now() - interval '2842698 seconds'),
  (14, 'aba301cba561e1e917ec889c86c1b6cbe99630f7', now() - interval '22912292 seconds', '5cd3336904aac1b75ca0c428822c4d326c645c15', now() - interval '21789092 seconds', NULL, 5, 1, now() - interval '22998692 seconds', now() - interval '22998692 seconds'),
  (15, 'c422d03ef29a6339577bc55a36d55494f37fd50d', now() - interval '5962219 seconds', '23377bbcfffe77c839feb99c312741487c7c404e', now() - interval '4839019 seconds', NULL, 3, 1, now() - interval '6048619 seconds', now() - interval '6048619 seconds'),
  (16, '81f7f3fb19e45c6ac9c23e69d82c75654bb907ec', now() - interval '2502830 seconds', 'e238fe93bd17c5e8d5ca69ab8a2e6a93c5580bb2', now() - interval '1379630 seconds', NULL, 9, 1, now() - interval '2589230 seconds', now() - interval '2589230 seconds'),
  (17, '9e374f7ac42cbc39e05b46c556363094a97431db', now() - interval '1180195 seconds', '29890880277d1be96070b6a198e52499218c6e1c', now() - interval '56995 seconds', NULL, 3, 1, now() - interval '1266595 seconds', now() - interval '1266595 seconds'),
  (18, 'e7147668cf1d7d3a9feefdffc566aa81b15e54f6', now() - interval '27808911 seconds', '692e07b60b2f6d5c700b5d5fb89f72f32a60c652', now() - interval '26685711 seconds', NULL, 6, 1, now() - interval '27895311 seconds', now() - interval '27895311 seconds'),
  (19, '9c4ffb4671b701aaf836f5713ccec76cb836c448', now() - interval '22608573 seconds', '72ecf16ec8a723e9bfa016c2c09cb50648f1096d', now() - interval '21485373 seconds', NULL, 4, 1, now() - interval '22694973 seconds', now() - interval '22694973 seconds'),
  (20, 'c8cc7cfecf01f944f73157494f3949a83d3a2582', now() - interval '17832040 seconds', '5e2ad32d31ab0b56d5c9fdc7e76adca978116802', now() - interval '16708840 seconds', NULL, 11, 1, now() - interval '17918440 seconds', now() - interval '17918440 seconds'),
  (21, '48223120c4f9eccd7630a8a770cafdd8fc043f08', now() - interval '19053698 seconds', '6b2d5b0987079ad480be7e3561c2645ac7332304', now() - interval '17930498 seconds', NULL, 3, 1, now() - interval '19140098 seconds', now() - interval '19140098 seconds'),
  (22, 'df7d0dd7236e16089acb394acd1f5318331f63fb', now() - interval '27323921 seconds', 'dfc620ce7b07fd31a4244f230d5ba7cd400035f0', now() - interval '26200721 seconds', NULL, 6, 1, now() - interval '27410321 seconds', now() - interval '27410321 seconds'),
  (23, '8412a335d88c656db61e5fdb1a435206ef2ddcc4', now() - interval '18520899 seconds', 'c35b9fea1578d70948f9e3d01feae1e0d9e604b3', now() - interval '17397699 seconds', NULL, 3, 1, now() - interval '18607299 seconds', now() - interval '18607299 seconds'),
  (24, 'd4bf7a4b25b8a42f836b15c7e7c225da73069588', now() - interval '9066957 seconds', '38d77b9ae916da57f24823ab177a8a5f6ffe33b3', now() - interval '7943757 seconds', NULL, 8, 1, now() - interval '9153357 seconds', now() - interval '9153357 seconds'),
  (25, '0da23e5c6a36af1806d3db93ee33688d597e6845', now() - interval '29596849 seconds', '62dbc8503c5bf3a75fbbf0b1808389c8657e01c9', now() - interval '28473649 seconds', NULL, 2, 1, now() - interval '29683249 seconds', now() - interval '29683249 seconds'),
  (26, '195d82f8ee4a9b5d519554e307374c86397b5f51', now() - interval '12493581 seconds', 'ca97ebf555d596afa663d2cdb6f6dbf1d6d441cc', now() - interval '11370381 seconds', NULL, 3, 1, now() - interval '12579981 seconds', now() - interval '12579981 seconds'),
  (27, '78f2ce6bd46b415deada79a34970ed9a09ce3cfb', now() - interval '4530676 seconds', 'b49e04ccc24369e72387eaf6d4c3a832b231c60b', now() - interval '3407476 seconds', NULL, 8, 1, now() - interval '4617076 seconds', now() - interval '4617076 seconds'),
  (28, '04dd7054144823f7e7e646c7015824639d8776a0', now() - interval '14966167 seconds', '8c7e6f422646eaf9d5c0244d3735262d41843b03', now() - interval '13842967 seconds', NULL, 12, 1, now() - interval '15052567 seconds', now() - interval '15052567 seconds'),
  (29, '49c10669c6b33fe61c76bdf66c5a6c93871c0884', now() - interval '20344225 seconds', '3d0a5f0c0c394ec71f3174054d183eba3cd5fd7f', now() - interval '19221025 seconds', NULL, 7, 1, now() - interval '20430625 seconds', now() - interval '20430625 seconds'),
  (30, '1c612ec210142131750565f59f708368cb3cf8ca', now() - interval '21353262 seconds', '893ad23298c3e3ca7ff4cec6e7b7b4c6d6312a80', now() - interval '20230062 seconds', NULL, 1, 1, now() - interval '21439662 seconds', now() - interval '21439662 seconds'),
  (31, '24c173b9b7f285723defa84993364f7e83efa9f3', now() - interval '21118489 seconds', '5a5226e69d6429320066853d6de299a14a90cd0c', now() - interval '19995289 seconds', NULL, 4, 1, now() - interval '21204889 seconds', now() - interval '21204889 seconds'),
  (32, '15eacbcfab1021ceaa143cd82ff3cde46aa42c9f', now() - interval '19061896 seconds', 'f412436011536e995c508720f982f4e08603156a', now() - interval '17938696 seconds', NULL, 9, 1, now() - interval '19148296 seconds', now() - interval '19148296 seconds'),
  (33, '8ddce71981f38dd4fd034adac952518581e03a5e', now() - interval '18169961 seconds', '0b251279785ac5d0df92a62163f4c69d0534a101', now() - interval '17046761 seconds', NULL, 11, 1, now() - interval '18256361 seconds', now() - interval '18256361 seconds'),
  (34, '04287378bf5023f440ef39355f90bed6fb25664d', now() - interval '12895182 seconds', '3dba6da85844f9fc114b9547c9dc72b85b6a8102', now() - interval '11771982 seconds', NULL, 12, 1, now() - interval '12981582 seconds', now() - interval '12981582 seconds'),
  (35, 'bc3536df94f79dbac5811d2d1a89b71ea0d572c8', now() - interval '21962364 seconds', '5a3045280b5995622227219f551ff086c1b5b5ca', now() - interval '20839164 seconds', NULL, 9, 1, now() - interval '22048764 seconds', now() - interval '22048764 seconds'),
  (36, 'c775e395d49405f02cd2a404a48e40f1d0421dfa', now() - interval '11273360 seconds', '7a8104deb20507bbfb16f75776f186abaf475b49', now() - interval '10150160 seconds', NULL, 11, 1, now() - interval '11359760 seconds', now() - interval '11359760 seconds'),
  (37, 'c6b469efb74eba9310275b532285b2efcfbe4fe9', now() - interval '6029834 seconds', '339b77a84b1f0d7b0977c513752a7d25f1901b7e', now() - interval '4906634 seconds', NULL, 1, 1, now() - interval '6116234 seconds', now() - interval '6116234 seconds'),
  (38, 'eef1669450cae32d0aba590ee2c328aa33107475', now() - interval '26458820 seconds', 'd0be73eefd37253965f202f983f02dc74f612217', now() - interval '25335620 seconds', NULL, 9, 1, now() - interval '26545220 seconds', now() - interval '26545220 seconds'),
  (39, '30ec2796a59b457fc0d7ac73095ffa8140d92bce', now() - interval '15798260 seconds', '0c3ce284c7e53bbbdcb51c535b62a8df493e904d', now() - interval '14675060 seconds', NULL, 11, 1, now() - interval '15884660 seconds', now() - interval '15884660 seconds'),
  (40, '6fdc0bad5e368127cca1b45c1fdd980a45f18619', now() - interval '11051144 seconds', 'e506f6707092947dbe4969ec6667d3bbe3b56360', now() - interval '9927944 seconds', NULL, 7, 1, now() - interval '11137544 seconds', now() - interval '11137544 seconds');
INSERT INTO peertube."localVideoViewer" ("id", "startDate", "endDate", "watchTime", "country", "subdivisionName", "uuid", "url", "videoId", "createdAt") VALUES
  (1, now() - interval '783568 seconds', now() - interval '782547 seconds', 1021, NULL, 'Bayern', '4447ceab-84ef-4324-8c1b-4157ec9f9c54', 'https://video.example.org/videos/local-viewer/1', 27, now() - interval '782547 seconds'),
  (2, now() - interval '1324175 seconds', now() - interval '1323289 seconds', 886, 'DE', NULL, '147f6570-1a43-4b54-923a-e9934b3446bc', 'https://video.example.org/videos/local-viewer/2', 38, now() - interval '1323289 seconds'),
  (3, now() - interval '5142147 seconds', now() - interval '5141229 seconds', 918, NULL, 'Bretagne', '727716ec-59fe-4bbc-b1a3-fad2b0946d2a', 'https://video.example.org/videos/local-viewer/3', 24, now() - interval '5141229 seconds'),
  (4, now() - interval '1824272 seconds', now() - interval '1823705 seconds', 567, 'FR', 'Bretagne', '5d01f55f-67fd-44c4-a334-058aabd2b512', 'https://video.example.org/videos/local-viewer/4', 28, now() - interval '1823705 seconds'),
  (5, now() - interval '4790883 seconds', now() - interval '4789140 seconds', 1743, NULL, 'Bretagne', 'c74cc890-3c6a-4174-9136-34a520509c62', 'https://video.example.org/videos/local-viewer/5', 2, now() - interval '4789140 seconds'),
  (6, now() - interval '1605807 seconds', now() - interval '1604641 seconds', 1166, 'FR', NULL, 'f2e6195f-732e-4016-add7-02c92747b93c', 'https://video.example.org/videos/local-viewer/6', 29, now() - interval '1604641 seconds'),
  (7, now() - interval '1862016 seconds', now() - interval '1860449 seconds', 1567, 'FR', NULL, '65e58f34-5df0-4e8c-878a-aed9233ffc82', 'https://video.example.org/videos/local-viewer/7', 29, now() - interval '1860449 seconds'),
  (8, now() - interval '2093894 seconds', now() - interval '2093657 seconds', 237, 'FR', NULL, '63119aca-848a-4440-bfc1-58582fa0d842', 'https://video.example.org/videos/local-viewer/8', 23, now() - interval '2093657 seconds'),
  (9, now() - interval '8733875 seconds', now() - interval '8732429 seconds', 1446, NULL, 'Bretagne', 'b1a8b71f-491b-40e9-9ca3-fbb3ff11c8ba', 'https://video.example.org/videos/local-viewer/9', 22, now() - interval '8732429 seconds'),
  (10, now() - interval '4115029 seconds', now() - interval '4114747 seconds', 282, 'FR', 'Bayern', '71f2ce8f-b69f-48c3-a60f-d4202c33350c', 'https://video.example.org/videos/local-viewer/10', 18, now() - interval '4114747 seconds'),
  (11, now() - interval '5602246 seconds', now() - interval '5601530 seconds', 716, 'FR', NULL, '4cc9f5f2-e42e-4037-8a55-2ea08acbbe09', 'https://video.example.org/videos/local-viewer/11', 26, now() - interval '5601530 seconds'),
  (12, now() - interval '1516208 seconds', now() - interval '1515162 seconds', 1046, 'DE', 'Bretagne', '238d6f44-cac4-40eb-b373-730efc31a597', 'https://video.example.org/videos/local-viewer/12', 12, now() - interval '1515162 seconds'),
  (13, now() - interval '440972 seconds', now() - interval '440228 seconds', 744, 'US', 'Bayern', '2138afe0-8d38-4bd8-bba6-abf7cdbcc653', 'https://video.example.org/videos/local-viewer/13', 42, now() - interval '440228 seconds'),
  (14, now() - interval '2594518 seconds', now() - interval '2593698 seconds', 820, NULL, NULL, 'd2c65ee4-68d0-42a8-84e7-f7dd6929de73', 'https://video.example.org/videos/local-viewer/14', 5, now() - interval '2593698 seconds'),
  (15, now() - interval '8156912 seconds', now() - interval '8156258 seconds', 654, 'FR', 'Bayern', '58321ee4-8471-44b0-ae1b-9f697740d831', 'https://video.example.org/videos/local-viewer/15', 9, now() - interval '8156258 seconds'),
  (16, now() - interval '541203 seconds', now() - interval '540312 seconds', 891, 'FR', 'Bretagne', '2a26f770-4ddb-4b36-a72c-058884a2576c', 'https://video.example.org/videos/local-viewer/16', 12, now() - interval '540312 seconds'),
  (17, now() - interval '5950309 seconds', now() - interval '5949843 seconds', 466, 'US', NULL, '143029a9-d88f-4c94-88b7-63d5e519dd7e', 'https://video.example.org/videos/local-viewer/17', 26, now() - interval '5949843 seconds'),
  (18, now() - interval '18483170 seconds', now() - interval '18482603 seconds', 567, 'DE', NULL, '17eaec83-8892-442f-9d4b-2bf94d85e9c7', 'https://video.example.org/videos/local-viewer/18', 18, now() - interval '18482603 seconds'),
  (19, now() - interval '1436134 seconds', now() - interval '1434780 seconds', 1354, 'US', NULL, '07437c3b-dd20-43bf-9342-af080a8bb5b4', 'https://video.example.org/videos/local-viewer/19', 10, now() - interval '1434780 seconds'),
  (20, now() - interval '10761807 seconds', now() - interval '10760223 seconds', 1584, 'US', NULL, '6aa56e6d-9277-4574-8457-6cc335f789bc', 'https://video.example.org/videos/local-viewer/20', 3, now() - interval '10760223 seconds'),
  (21, now() - interval '4859883 seconds', now() - interval '4858564 seconds', 1319, 'US', 'Bayern', 'af5b8f47-ceae-41cf-8e00-0af03eb05181', 'https://video.example.org/videos/local-viewer/21', 42, now() - interval '4858564 seconds'),
  (22, now() - interval '1902301 seconds', now() - interval '1902147 seconds', 154, 'FR', 'Bretagne', '76e5ae78-7bf7-41d3-aa66-2fce7089fc6d', 'https://video.example.org/videos/local-viewer/22', 25, now() - interval '1902147 seconds'),
  (23, now() - interval '2544517 seconds', now() - interval '2544218 seconds', 299, 'US', NULL, 'dc5be7d1-fcef-4972-bbf4-83ce51beb80e', 'https://video.example.org/videos/local-viewer/23', 27, now() - interval '2544218 seconds'),
  (24, now() - interval '2193891 seconds', now() - interval '2192329 seconds', 1562, 'US', NULL, '3de28859-51b1-443c-9b2e-dedb8fc85fc0', 'https://video.example.org/videos/local-viewer/24', 36, now() - interval '2192329 seconds'),
  (25, now() - interval '4487430 seconds', now() - interval '4486505 seconds', 925, 'DE', 'Bretagne', 'f204be89-4a4b-4563-8cf4-77ef18c8a616', 'https://video.example.org/videos/local-viewer/25', 8, now() - interval '4486505 seconds'),
  (26, now() - interval '8330568 seconds', now() - interval '8328791 seconds', 1777, 'DE', 'Bayern', '500e15c0-b89b-4f7f-93e3-4c35ef0a573d', 'https://video.example.org/videos/local-viewer/26', 37, now() - interval '8328791 seconds'),
  (27, now() - interval '4179754 seconds', now() - interval '4178695 seconds', 1059, NULL, 'Bayern', '05eee1d4-7f53-488e-8efc-8248e10b1a47', 'https://video.example.org/videos/local-viewer/27', 11, now() - interval '4178695 seconds'),
  (28, now() - interval '8479950 seconds', now() - interval '8479009 seconds', 941, 'DE', 'Bretagne', '0cf0374c-0c74-4c0f-9a57-553995560a2d', 'https://video.example.org/videos/local-viewer/28', 36, now() - interval '8479009 seconds'),
  (29, now() - interval '7895137 seconds', now() - interval '7894547 seconds', 590, 'FR', 'Bretagne', '43b47ee5-e1e8-4e7e-a249-8f666e51484d', 'https://video.example.org/videos/local-viewer/29', 42, now() - interval '7894547 seconds'),
  (30, now() - interval '6139410 seconds', now() - interval '6139313 seconds', 97, NULL, 'Bretagne', '5cce5ba9-31d4-4e09-8fd3-3afc91fdfa4f', 'https://video.example.org/videos/local-viewer/30', 36, now() - interval '6139313 seconds'),
  (31, now() - interval '3240928 seconds', now() - interval '3239891 seconds', 1037, NULL, NULL, '9f8cc29f-fd35-4c5f-9347-9a3b479bc637', 'https://video.example.org/videos/local-viewer/31', 5, now() - interval '3239891 seconds'),
  (32, now() - interval '8179587 seconds', now() - interval '8179384 seconds', 203, NULL, 'Bayern', '8ece1128-56ce-4b42-bc9e-1dcbcb7e6268', 'https://video.example.org/videos/local-viewer/32', 9, now() - interval '8179384 seconds'),
  (33, now() - interval '1669818 seconds', now() - interval '1668580 seconds', 1238, NULL, NULL, '2314d0c8-09f6-4405-8b99-00340a4e2552', 'https://video.example.org/videos/local-viewer/33', 10, now() - interval '1668580 seconds'),
  (34, now() - interval '8712957 seconds', now() - interval '8712017 seconds', 940, 'DE', NULL, '53f591dc-23c8-4fdb-83f8-2f16e4a4474c', 'https://video.example.org/videos/local-viewer/34', 41, now() - interval '8712017 seconds'),
  (35, now() - interval '3296341 seconds', now() - interval '3295074 seconds', 1267, 'US', NULL, '827c9f8c-d40a-45e9-81df-6517561c9210', 'https://video.example.org/videos/local-viewer/35', 11, now() - interval '3295074 seconds'),
  (36, now() - interval '1991843 seconds', now() - interval '1990168 seconds', 1675, 'FR', 'Bayern', 'fada98f5-1c0f-4bdc-ac7e-937c54cc1e2a', 'https://video.example.org/videos/local-viewer/36', 25, now() - interval '1990168 seconds'),
  (37, now() - interval '2885864 seconds', now() - interval '2884571 seconds', 1293, 'FR', NULL, 'a7d4cf50-f791-41e5-83f9-cd6b797ebe87', 'https://video.example.org/videos/local-viewer/37', 25, now() - interval '2884571 seconds'),
  (38, now() - interval '19579792 seconds', now() - interval '19578804 seconds', 988, 'DE', NULL, 'c64c9647-9ea7-417c-b89f-7039a107cc46', 'https://video.example.org/videos/local-viewer/38', 4, now() - interval '19578804 seconds'),
  (39, now() - interval '2031692 seconds', now() - interval '2031623 seconds', 69, 'FR', 'Bretagne', '6b352f85-504e-4687-b0e7-e75604d9145e', 'https://video.example.org/videos/local-viewer/39', 10, now() - interval '2031623 seconds'),
  (40, now() - interval '6841469 seconds', now() - interval '6840624 seconds', 845, NULL, NULL, '23595fa4-b4ad-4f89-8ff1-aa9fba370623', 'https://video.example.org/videos/local-viewer/40', 37, now() - interval '6840624 seconds'),
  (41, now() - interval '5555161 seconds', now() - interval '5554177 seconds', 984, NULL, 'Bayern', 'e980f808-75ac-424c-ac55-aef7f4e95734', 'https://video.example.org/videos/local-viewer/41', 26, now() - interval '5554177 seconds'),
  (42, now() - interval '2971974 seconds', now() - interval '2970585 seconds', 1389, 'US', NULL, '3f1be0d0-f514-4058-b138-39757bf33a34', 'https://video.example.org/videos/local-viewer/42', 45, now() - interval '2970585 seconds'),
  (43, now() - interval '943160 seconds', now() - interval '942546 seconds', 614, 'US', NULL, '7d2f4e58-b47a-4c5b-b0b3-901535102852', 'https://video.example.org/videos/local-viewer/43', 25, now() - interval '942546 seconds'),
  (44, now() - interval '5851946 seconds', now() - interval '5850794 seconds', 1152, 'US', 'Bayern', '8b0e8eb1-ad37-4d9e-92cf-60211f33242d', 'https://video.example.org/videos/local-viewer/44', 41, now() - interval '5850794 seconds'),
  (45, now() - interval '5790398 seconds', now() - interval '5788810 seconds', 1588, 'DE', 'Bayern', 'b6d1f6bb-f48f-409c-89a2-24410ac4de85', 'https://video.example.org/videos/local-viewer/45', 36, now() - interval '5788810 seconds'),
  (46, now() - interval '1855459 seconds', now() - interval '1854111 seconds', 1348, 'US', NULL, 'd3f4a49b-33ba-4a88-b6c7-d6fa7aa4f052', 'https://video.example.org/videos/local-viewer/46', 28, now() - interval '1854111 seconds'),
  (47, now() - interval '1151529 seconds', now() - interval '1151301 seconds', 228, 'DE', 'Bretagne', '87f255d6-e7ba-46ac-ab7a-3d1c0cfef683', 'https://video.example.org/videos/local-viewer/47', 23, now() - interval '1151301 seconds'),
  (48, now() - interval '1761309 seconds', now() - interval '1761099 seconds', 210, NULL, 'Bayern', 'ae62990c-19bd-4f93-b8ef-7666b7a4c719', 'https://video.example.org/videos/local-viewer/48', 20, now() - interval '1761099 seconds'),
  (49, now() - interval '4616691 seconds', now() - interval '4616363 seconds', 328, NULL, NULL, '79c773a0-e0de-4c3d-a172-1c83ef5e4376', 'https://video.example.org/videos/local-viewer/49', 1, now() - interval '4616363 seconds'),
  (50, now() - interval '9638344 seconds', now() - interval '9637682 seconds', 662, 'US', NULL, '16e6e5c0-c4cb-494f-a86e-8e630f25477d', 'https://video.example.org/videos/local-viewer/50', 18, now() - interval '9637682 seconds'),
  (51, now() - interval '6196551 seconds', now() - interval '6195066 seconds', 1485, 'FR', 'Bretagne', '2d007d05-d66d-4627-a1da-ce6a6afa828c', 'https://video.example.org/videos/local-viewer/51', 45, now() - interval '6195066 seconds'),
  (52, now() - interval '8311162 seconds', now() - interval '8310776 seconds', 386, 'US', 'Bretagne', '9a4ffc0c-9165-42ed-8c63-6e95025f5543', 'https://video.example.org/videos/local-viewer/52', 36, now() - interval '8310776 seconds'),
  (53, now() - interval '1193538 seconds', now() - interval '1192603 seconds', 935, NULL, 'Bretagne', '45d8a6ad-77d0-459e-8114-14f8d9df0d0e', 'https://video.example.org/videos/local-viewer/53', 27, now() - interval '1192603 seconds'),
  (54, now() - interval '5547958 seconds', now() - interval '5547621 seconds', 337, NULL, NULL, '039b058c-2faa-4e0b-b7f6-0cdf41dc1c60', 'https://video.example.org/videos/local-viewer/54', 8, now() - interval '5547621 seconds'),
  (55, now() - interval '9525788 seconds', now() - interval '9524402 seconds', 1386, 'DE', 'Bretagne', 'e5a4983b-a383-489a-9b2c-6ac89c678393', 'https://video.example.org/videos/local-viewer/55', 24, now() - interval '9524402 seconds'),
  (56, now() - interval '8644974 seconds', now() - interval '8644298 seconds', 676, 'FR', 'Bayern', 'fb4fb88a-2f4d-4219-986b-2880ab545a15', 'https://video.example.org/videos/local-viewer/56', 38, now() - interval '8644298 seconds'),
  (57, now() - interval '5429135 seconds', now() - interval '5428622 seconds', 513, 'FR', 'Bayern', 'c0f63229-725d-4259-bc4b-1eec6231ee73', 'https://video.example.org/videos/local-viewer/57', 41, now() - interval '5428622 seconds'),
  (58, now() - interval '1266452 seconds', now() - interval '1265255 seconds', 1197, 'FR', 'Bayern', '3c7e5368-b159-4847-9c0b-9b10a757cb10', 'https://video.example.org/videos/local-viewer/58', 27, now() - interval '1265255 seconds'),
  (59, now() - interval '7808032 seconds', now() - interval '7807399 seconds', 633, 'DE', 'Bayern', 'e5267a2b-ec50-4ce4-80a5-2e65afa28559', 'https://video.example.org/videos/local-viewer/59', 8, now() - interval '7807399 seconds'),
  (60, now() - interval '10715797 seconds', now() - interval '10715188 seconds', 609, 'US', NULL, '22319050-f515-4494-b818-cfd33889936a', 'https://video.example.org/videos/local-viewer/60', 8, now() - interval '10715188 seconds'),
  (61, now() - interval '3816637 seconds', now() - interval '3815101 seconds', 1536, 'US', 'Bayern', '78883058-e9ad-4e9b-8c9a-a1e9b3b26337', 'https://video.example.org/videos/local-viewer/61', 10, now() - interval '3815101 seconds'),
  (62, now() - interval '9996107 seconds', now() - interval '9994314 seconds', 1793, 'FR', NULL, '5c9deee0-b42a-4456-8736-5a84725e134d', 'https://video.example.org/videos/local-viewer/62', 21, now() - interval '9994314 seconds'),
  (63, now() - interval '1036128 seconds', now() - interval '1034426 seconds', 1702, 'DE', NULL, '53ff8461-2a1f-4b61-a65c-b9d989628f6e', 'https://video.example.org/videos/local-viewer/63', 8, now() - interval '1034426 seconds'),
  (64, now() - interval '11413460 seconds', now() - interval '11413035 seconds', 425, NULL, 'Bretagne', 'cf0671c7-720b-474b-82a7-f586e61d9cde', 'https://video.example.org/videos/local-viewer/64', 8, now() - interval '11413035 seconds'),
  (65, now() - interval '4427317 seconds', now() - interval '4426261 seconds', 1056, NULL, 'Bayern', '765e6cb5-8f0d-4540-8ec7-d662905c7bdd', 'https://video.example.org/videos/local-viewer/65', 40, now() - interval '4426261 seconds'),
  (66, now() - interval '13285834 seconds', now() - interval '13285308 seconds', 526, 'FR', NULL, '0b981ccd-12b2-402d-940c-350337c86152', 'https://video.example.org/videos/local-viewer/66', 2, now() - interval '13285308 seconds'),
  (67, now() - interval '267428 seconds', now() - interval '266315 seconds', 1113, 'FR', 'Bretagne', '081fc6dc-78d9-488a-af0b-ea4ffc737d92', 'https://video.example.org/videos/local-viewer/67', 28, now() - interval '266315 seconds'),
  (68, now() - interval '6039171 seconds', now() - interval '6037592 seconds', 1579, 'DE', NULL, 'f6ba745b-a558-41e3-bab2-b77dfa740cc8', 'https://video.example.org/videos/local-viewer/68', 37, now() - interval '6037592 seconds'),
  (69, now() - interval '1604235 seconds', now() - interval '1603312 seconds', 923, NULL, 'Bayern', 'a96b3c42-f6d2-4a7b-aec7-6a82148b4376', 'https://video.example.org/videos/local-viewer/69', 29, now() - interval '1603312 seconds'),
  (70, now() - interval '497583 seconds', now() - interval '497213 seconds', 370, NULL, NULL, '390239d9-fa8d-4e42-ba54-e9202099d180', 'https://video.example.org/videos/local-viewer/70', 28, now() - interval '497213 seconds');
INSERT INTO peertube."localVideoViewerWatchSection" ("id", "watchStart", "watchEnd", "localVideoViewerId", "createdAt") VALUES
  (1, 0, 510, 1, now() - interval '782547 seconds'),
  (2, 0, 443, 2, now() - interval '1323289 seconds'),
  (3, 10, 453, 2, now() - interval '1323289 seconds'),
  (4, 0, 459, 3, now() - interval '5141229 seconds'),
  (5, 0, 283, 4, now() - interval '1823705 seconds'),
  (6, 0, 871, 5, now() - interval '4789140 seconds'),
  (7, 10, 881, 5, now() - interval '4789140 seconds'),
  (8, 0, 583, 6, now() - interval '1604641 seconds'),
  (9, 10, 593, 6, now() - interval '1604641 seconds'),
  (10, 0, 783, 7, now() - interval '1860449 seconds'),
  (11, 10, 793, 7, now() - interval '1860449 seconds'),
  (12, 0, 118, 8, now() - interval '2093657 seconds'),
  (13, 0, 723, 9, now() - interval '8732429 seconds'),
  (14, 10, 733, 9, now() - interval '8732429 seconds'),
  (15, 0, 141, 10, now() - interval '4114747 seconds'),
  (16, 0, 358, 11, now() - interval '5601530 seconds'),
  (17, 0, 523, 12, now() - interval '1515162 seconds'),
  (18, 0, 372, 13, now() - interval '440228 seconds'),
  (19, 0, 410, 14, now() - interval '2593698 seconds'),
  (20, 0, 327, 15, now() - interval '8156258 seconds'),
  (21, 0, 445, 16, now() - interval '540312 seconds'),
  (22, 0, 233, 17, now() - interval '5949843 seconds'),
  (23, 10, 243, 17, now() - interval '5949843 seconds'),
  (24, 0, 283, 18, now() - interval '18482603 seconds'),
  (25, 0, 677, 19, now() - interval '1434780 seconds'),
  (26, 0, 792, 20, now() - interval '10760223 seconds'),
  (27, 0, 659, 21, now() - interval '4858564 seconds'),
  (28, 10, 669, 21, now() - interval '4858564 seconds'),
  (29, 0, 77, 22, now() - interval '1902147 seconds'),
  (30, 0, 149, 23, now() - interval '2544218 seconds'),
  (31, 10, 159, 23, now() - interval '2544218 seconds'),
  (32, 0, 781, 24, now() - interval '2192329 seconds'),
  (33, 10, 791, 24, now() - interval '2192329 seconds'),
  (34, 0, 462, 25, now() - interval '4486505 seconds'),
  (35, 10, 472, 25, now() - interval '4486505 seconds'),
  (36, 0, 888, 26, now() - interval '8328791 seconds'),
  (37, 0, 529, 27, now() - interval '4178695 seconds'),
  (38, 0, 470, 28, now() - interval '8479009 seconds'),
  (39, 10, 480, 28, now() - interval '8479009 seconds'),
  (40, 0, 295, 29, now() - interval '7894547 seconds'),
  (41, 10, 305, 29, now() - interval '7894547 seconds'),
  (42, 0, 48, 30, now() - interval '6139313 seconds'),
  (43, 10, 58, 30, now() - interval '6139313 seconds'),
  (44, 0, 518, 31, now() - interval '3239891 seconds'),
  (45, 0, 101, 32, now() - interval '8179384 seconds'),
  (46, 10, 111, 32, now() - interval '8179384 seconds'),
  (47, 0, 619, 33, now() - interval '1668580 seconds'),
  (48, 10, 629, 33, now() - interval '1668580 seconds'),
  (49, 0, 470, 34, now() - interval '8712017 seconds'),
  (50, 10, 480, 34, now() - interval '8712017 seconds'),
  (51, 0, 633, 35, now() - interval '3295074 seconds'),
  (52, 10, 643, 35, now() - interval '3295074 seconds'),
  (53, 0, 837, 36, now() - interval '1990168 seconds'),
  (54, 10, 847, 36, now() - interval '1990168 seconds'),
  (55, 0, 646, 37, now() - interval '2884571 seconds'),
  (56, 0, 494, 38, now() - interval '19578804 seconds'),
  (57, 10, 504, 38, now() - interval '19578804 seconds'),
  (58, 0, 34, 39, now() - interval '2031623 seconds'),
  (59, 0, 422, 40, now() - interval '6840624 seconds'),
  (60, 0, 492, 41, now() - interval '5554177 seconds'),
  (61, 10, 502, 41, now() - interval '5554177 seconds'),
  (62, 0, 694, 42, now() - interval '2970585 seconds'),
  (63, 10, 704, 42, now() - interval '2970585 seconds'),
  (64, 0, 307, 43, now() - interval '942546 seconds'),
  (65, 10, 317, 43, now() - interval '942546 seconds'),
  (66, 0, 576, 44, now() - interval '5850794 seconds'),
  (67, 10, 586, 44, now() - interval '5850794 seconds'),
  (68, 0, 794, 45, now() - interval '5788810 seconds'),
  (69, 0, 674, 46, now() - interval '1854111 seconds'),
  (70, 10, 684, 46, now() - interval '1854111 seconds'),
  (71, 0, 114, 47, now() - interval '1151301 seconds'),
  (72, 0, 105, 48, now() - interval '1761099 seconds'),
  (73, 0, 164, 49, now() - interval '4616363 seconds'),
  (74, 10, 174, 49, now() - interval '4616363 seconds'),
  (75, 0, 331, 50, now() - interval '9637682 seconds'),
  (76, 0, 742, 51, now() - interval '6195066 seconds'),
  (77, 0, 193, 52, now() - interval '8310776 seconds'),
  (78, 0, 467, 53, now() - interval '1192603 seconds'),
  (79, 0, 168, 54, now() - interval '5547621 seconds'),
  (80, 10, 178, 54, now() - interval '5547621 seconds'),
  (81, 0, 693, 55, now() - interval '9524402 seconds'),
  (82, 10, 703, 55, now() - interval '9524402 seconds'),
  (83, 0, 338, 56, now() - interval '8644298 seconds'),
  (84, 0, 256, 57, now() - interval '5428622 seconds'),
  (85, 10, 266, 57, now() - interval '5428622 seconds'),
  (86, 0, 598, 58, now() - interval '1265255 seconds'),
  (87, 0, 316, 59, now() - interval '7807399 seconds'),
  (88, 10, 326, 59, now() - interval '7807399 seconds'),
  (89, 0, 304, 60, now() - interval '10715188 seconds'),
  (90, 10, 314, 60, now() - interval '10715188 seconds'),
  (91, 0, 768, 61, now() - interval '3815101 seconds'),
  (92, 0, 896, 62, now() - interval '9994314 seconds'),
  (93, 0, 851, 63, now() - interval '1034426 seconds'),
  (94, 10, 861, 63, now() - interval '1034426 seconds'),
  (95, 0, 212, 64, now() - interval '11413035 seconds'),
  (96, 0, 528, 65, now() - interval '4426261 seconds'),
  (97, 10, 538, 65, now() - interval '4426261 seconds'),
  (98, 0, 263, 66, now() - interval '13285308 seconds'),
  (99, 10, 273, 66, now() - interval '13285308 seconds'),
  (100, 0, 556, 67, now() - interval '266315 seconds'),
  (101, 10, 566, 67, now() - interval '266315 seconds'),
  (102, 0, 789, 68, now() - interval '6037592 seconds'),
  (103, 10, 799, 68, now() - interval '6037592 seconds'),
  (104, 0, 461, 69, now() - interval '1603312 seconds'),
  (105, 0, 185, 70, now() - interval '497213 seconds');
INSERT INTO peertube."userRegistration" ("id", "state", "registrationReason", "moderationResponse", "password", "username", "email", "emailVerified", "accountDisplayName", "channelHandle", "channelDisplayName", "processedAt", "userId", "createdAt", "updatedAt") VALUES
  (1, 2, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant1', 'applicant1@mail.example', true, 'Applicant 1', NULL, NULL, now() - interval '25286770 seconds', NULL, now() - interval '25373170 seconds', now() - interval '25373170 seconds'),
  (2, 3, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant2', 'applicant2@mail.example', true, 'Applicant 2', NULL, NULL, now() - interval '676470 seconds', NULL, now() - interval '762870 seconds', now() - interval '762870 seconds'),
  (3, 1, 'I would like to upload my videos', NULL, '$2a$10$regpasswordhash', 'applicant3', 'applicant3@mail.example', true, 'Applicant 3', NULL, NULL, NULL, NULL, now() - interval '10011400 seconds', now() - interval '10011400 seconds'),
  (4, 2, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant4', 'applicant4@mail.example', true, 'Applicant 4', NULL, NULL, now() - interval '15449432 seconds', NULL, now() - interval '15535832 seconds', now() - interval '15535832 seconds'),
  (5, 3, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant5', 'applicant5@mail.example', true, 'Applicant 5', NULL, NULL, now() - interval '22512505 seconds', NULL, now() - interval '22598905 seconds', now() - interval '22598905 seconds'),
  (6, 1, 'I would like to upload my videos', NULL, '$2a$10$regpasswordhash', 'applicant6', 'applicant6@mail.example', true, 'Applicant 6', NULL, NULL, NULL, NULL, now() - interval '24128789 seconds', now() - interval '24128789 seconds'),
  (7, 2, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant7', 'applicant7@mail.example', true, 'Applicant 7', NULL, NULL, now() - interval '18182154 seconds', NULL, now() - interval '18268554 seconds', now() - interval '18268554 seconds'),
  (8, 3, 'I would like to upload my videos', 'ok', '$2a$10$regpasswordhash', 'applicant8', 'applicant8@mail.example', true, 'Applicant 8', NULL, NULL, now() - interval '14144975 seconds', NULL, now() - interval '14231375 seconds', now() - interval '14231375 seconds');
INSERT INTO peertube."userNotification" ("id", "type", "read", "userId", "videoId", "userRegistrationId", "createdAt", "updatedAt") VALUES
  (1, 1, true, 8, 25, NULL, now() - interval '17848730 seconds', now() - interval '17848730 seconds'),
  (2, 6, true, 1, 10, NULL, now() - interval '11615193 seconds', now() - interval '11615193 seconds'),
  (3, 1, false, 10, 8, NULL, now() - interval '29367113 seconds', now() - interval '29367113 seconds'),
  (4, 1, true, 2, 2, NULL, now() - interval '25704488 seconds', now() - interval '25704488 seconds'),
  (5, 1, false, 10, 39, NULL, now() - interval '3385531 seconds', now() - interval '3385531 seconds'),
  (6, 1, true, 7, 4, NULL, now() - interval '22549371 seconds', now() - interval '22549371 seconds'),
  (7, 1, true, 3, 15, NULL, now() - interval '14729147 seconds', now() - interval '14729147 seconds'),
  (8, 1, false, 10, 19, NULL, now() - interval '16907938 seconds', now() - interval '16907938 seconds'),
  (9, 6, true, 1, 44, NULL, now() - interval '20062787 seconds', now() - interval '20062787 seconds'),
  (10, 1, false, 5, 10, NULL, now() - interval '10125534 seconds', now() - interval '10125534 seconds'),
  (11, 1, false, 9, 4, NULL, now() - interval '9232633 seconds', now() - interval '9232633 seconds'),
  (12, 6, false, 1, 4, NULL, now() - interval '16630274 seconds', now() - interval '16630274 seconds'),
  (13, 6, false, 1, 34, NULL, now() - interval '26367226 seconds', now() - interval '26367226 seconds'),
  (14, 6, false, 1, 10, NULL, now() - interval '13698904 seconds', now() - interval '13698904 seconds'),
  (15, 6, true, 1, 35, NULL, now() - interval '6169954 seconds', now() - interval '6169954 seconds'),
  (16, 6, true, 1, 15, NULL, now() - interval '28499152 seconds', now() - interval '28499152 seconds'),
  (17, 1, false, 7, 30, NULL, now() - interval '27037361 seconds', now() - interval '27037361 seconds'),
  (18, 1, false, 4, 34, NULL, now() - interval '18699440 seconds', now() - interval '18699440 seconds'),
  (19, 6, true, 1, 14, NULL, now() - interval '8556234 seconds', now() - interval '8556234 seconds'),
  (20, 6, true, 1, 29, NULL, now() - interval '30944773 seconds', now() - interval '30944773 seconds'),
  (21, 1, false, 7, 13, NULL, now() - interval '17972946 seconds', now() - interval '17972946 seconds'),
  (22, 1, true, 4, 39, NULL, now() - interval '22604678 seconds', now() - interval '22604678 seconds'),
  (23, 1, false, 4, 38, NULL, now() - interval '26999594 seconds', now() - interval '26999594 seconds'),
  (24, 6, true, 1, 22, NULL, now() - interval '29174701 seconds', now() - interval '29174701 seconds'),
  (25, 1, false, 4, 13, NULL, now() - interval '7107089 seconds', now() - interval '7107089 seconds'),
  (26, 1, false, 4, 39, NULL, now() - interval '23341344 seconds', now() - interval '23341344 seconds'),
  (27, 6, false, 1, 21, NULL, now() - interval '18524707 seconds', now() - interval '18524707 seconds'),
  (28, 6, false, 1, 35, NULL, now() - interval '15644769 seconds', now() - interval '15644769 seconds'),
  (29, 6, false, 1, 24, NULL, now() - interval '8776551 seconds', now() - interval '8776551 seconds'),
  (30, 6, true, 1, 31, NULL, now() - interval '3308743 seconds', now() - interval '3308743 seconds'),
  (31, 6, true, 1, 21, NULL, now() - interval '12438793 seconds', now() - interval '12438793 seconds'),
  (32, 1, true, 5, 15, NULL, now() - interval '18875197 seconds', now() - interval '18875197 seconds'),
  (33, 6, false, 1, 38, NULL, now() - interval '18566055 seconds', now() - interval '18566055 seconds'),
  (34, 6, true, 1, 13, NULL, now() - interval '5114078 seconds', now() - interval '5114078 seconds'),
  (35, 1, false, 9, 37, NULL, now() - interval '12745307 seconds', now() - interval '12745307 seconds'),
  (36, 6, false, 1, 44, NULL, now() - interval '21964998 seconds', now() - interval '21964998 seconds'),
  (37, 6, false, 1, 32, NULL, now() - interval '25614132 seconds', now() - interval '25614132 seconds'),
  (38, 1, true, 12, 23, NULL, now() - interval '5644984 seconds', now() - interval '5644984 seconds'),
  (39, 1, true, 9, 32, NULL, now() - interval '18339051 seconds', now() - interval '18339051 seconds'),
  (40, 1, true, 7, 5, NULL, now() - interval '1134936 seconds', now() - interval '1134936 seconds'),
  (41, 1, true, 12, 41, NULL, now() - interval '4613450 seconds', now() - interval '4613450 seconds'),
  (42, 1, false, 6, 1, NULL, now() - interval '5067714 seconds', now() - interval '5067714 seconds'),
  (43, 6, false, 1, 40, NULL, now() - interval '2028369 seconds', now() - interval '2028369 seconds'),
  (44, 6, true, 1, 1, NULL, now() - interval '527870 seconds', now() - interval '527870 seconds'),
  (45, 6, false, 1, 34, NULL, now() - interval '561236 seconds', now() - interval '561236 seconds'),
  (46, 6, true, 1, 33, NULL, now() - interval '575210 seconds', now() - interval '575210 seconds'),
  (47, 1, true, 4, 7, NULL, now() - interval '3590875 seconds', now() - interval '3590875 seconds'),
  (48, 6, false, 1, 34, NULL, now() - interval '20796394 seconds', now() - interval '20796394 seconds'),
  (49, 1, false, 7, 26, NULL, now() - interval '8969929 seconds', now() - interval '8969929 seconds'),
  (50, 1, true, 5, 37, NULL, now() - interval '15401408 seconds', now() - interval '15401408 seconds'),
  (51, 1, true, 7, 6, NULL, now() - interval '22952628 seconds', now() - interval '22952628 seconds'),
  (52, 6, true, 1, 25, NULL, now() - interval '12725988 seconds', now() - interval '12725988 seconds'),
  (53, 1, true, 8, 1, NULL, now() - interval '21365720 seconds', now() - interval '21365720 seconds'),
  (54, 6, true, 1, 28, NULL, now() - interval '28364561 seconds', now() - interval '28364561 seconds'),
  (55, 1, true, 4, 34, NULL, now() - interval '30024210 seconds', now() - interval '30024210 seconds'),
  (56, 6, false, 1, 45, NULL, now() - interval '30241702 seconds', now() - interval '30241702 seconds'),
  (57, 6, true, 1, 5, NULL, now() - interval '1562360 seconds', now() - interval '1562360 seconds'),
  (58, 1, true, 10, 21, NULL, now() - interval '6018138 seconds', now() - interval '6018138 seconds'),
  (59, 1, false, 3, 26, NULL, now() - interval '4838265 seconds', now() - interval '4838265 seconds'),
  (60, 6, false, 1, 16, NULL, now() - interval '18923297 seconds', now() - interval '18923297 seconds'),
  (61, 1, false, 1, 9, NULL, now() - interval '12879741 seconds', now() - interval '12879741 seconds'),
  (62, 1, true, 6, 28, NULL, now() - interval '3277791 seconds', now() - interval '3277791 seconds'),
  (63, 6, false, 1, 40, NULL, now() - interval '20306093 seconds', now() - interval '20306093 seconds'),
  (64, 6, false, 1, 41, NULL, now() - interval '994072 seconds', now() - interval '994072 seconds'),
  (65, 6, false, 1, 15, NULL, now() - interval '16461920 seconds', now() - interval '16461920 seconds'),
  (66, 6, true, 1, 12, NULL, now() - interval '14490412 seconds', now() - interval '14490412 seconds'),
  (67, 6, true, 1, 40, NULL, now() - interval '25909638 seconds', now() - interval '25909638 seconds'),
  (68, 1, false, 3, 5, NULL, now() - interval '23927951 seconds', now() - interval '23927951 seconds'),
  (69, 1, false, 6, 41, NULL, now() - interval '12750683 seconds', now() - interval '12750683 seconds'),
  (70, 1, true, 5, 7, NULL, now() - interval '12103091 seconds', now() - interval '12103091 seconds'),
  (71, 6, true, 1, 24, NULL, now() - interval '14922859 seconds', now() - interval '14922859 seconds'),
  (72, 1, false, 8, 6, NULL, now() - interval '4446197 seconds', now() - interval '4446197 seconds'),
  (73, 6, true, 1, 36, NULL, now() - interval '18689316 seconds', now() - interval '18689316 seconds'),
  (74, 6, true, 1, 6, NULL, now() - interval '881203 seconds', now() - interval '881203 seconds'),
  (75, 6, false, 1, 39, NULL, now() - interval '20029464 seconds', now() - interval '20029464 seconds'),
  (76, 6, false, 1, 19, NULL, now() - interval '414082 seconds', now() - interval '414082 seconds'),
  (77, 1, true, 11, 6, NULL, now() - interval '26144576 seconds', now() - interval '26144576 seconds'),
  (78, 1, false, 5, 11, NULL, now() - interval '12775246 seconds', now() - interval '12775246 seconds'),
  (79, 1, true, 3, 32, NULL, now() - interval '9006237 seconds', now() - interval '9006237 seconds'),
  (80, 6, false, 1, 18, NULL, now() - interval '14585315 seconds', now() - interval '14585315 seconds');
INSERT INTO peertube."runnerRegistrationToken" ("id", "registrationToken", "createdAt", "updatedAt") VALUES
  (1, 'ptrrt-4a1bb8f0-4e2a-4d1e-a8b3-0f3b6e4c7d21', now() - interval '25920000 seconds', now() - interval '25920000 seconds');
INSERT INTO peertube."runner" ("id", "runnerToken", "name", "description", "lastContact", "ip", "runnerRegistrationTokenId", "createdAt", "updatedAt") VALUES
  (1, 'ptrt-0c6a3f6e', 'runner-1', NULL, now() - interval '600 seconds', '203.0.113.7', 1, now() - interval '17280000 seconds', now() - interval '600 seconds'),
  (2, 'ptrt-9b8d1c2a', 'runner-2', NULL, now() - interval '3456000 seconds', '203.0.113.8', 1, now() - interval '12960000 seconds', now() - interval '3456000 seconds');
`,
  cleans: [
    {
      table: "peertube.videoView",
      clock: "startDate",
      retention: "setting views.videos.remote.max_age, default 30 days (-1 disables)",
      source: "server/core/models/view/video-view.ts:53",
      note: "daily RemoveOldViewsScheduler (server/core/lib/schedulers/remove-old-views-scheduler.ts:25); only the view buckets of remote videos (videoId IN (SELECT id FROM video WHERE remote IS TRUE)); local videos' buckets are kept",
    },
    {
      table: "peertube.userVideoHistory",
      clock: "updatedAt",
      retention: "setting history.videos.max_age, default -1 (off)",
      source: "server/core/models/user/user-video-history.ts:124",
      note: "daily RemoveOldHistoryScheduler (server/core/lib/schedulers/remove-old-history-scheduler.ts:25); does nothing unless an administrator sets a max age",
    },
    {
      table: "peertube.userExport",
      clock: "createdAt",
      retention: "setting export.users.export_expiration, default 2 days",
      source: "server/core/lib/schedulers/remove-expired-user-exports-scheduler.ts:23",
      note: "hourly; rows listed by UserExportModel.listExpired (server/core/models/user/user-export.ts:108-117), destroyed one by one with their archive; at this commit the cutoff is now + expiration (a sign slip fixed upstream later), so every export is deleted at the next run",
    },
    {
      table: "peertube.videoRedundancy",
      clock: "expiresOn",
      retention: "expiresOn passed",
      source: "server/core/lib/schedulers/videos-redundancy-scheduler.ts:166",
      note: "every redundancy.videos.check_interval (default 1 hour); only other servers' redundancies (actorId <> the server actor, expiresOn NOT NULL; models/redundancy/video-redundancy.ts:429-444); our own expired ones are extended, or removed only when their strategy is gone or the cache shrank",
    },
    {
      table: "peertube.scheduleVideoUpdate",
      clock: "updateAt",
      retention: "updateAt passed (applied, then deleted)",
      source: "server/core/lib/schedulers/update-videos-scheduler.ts:73",
      note: "every minute; the scheduled privacy change is applied to the video and the row destroyed (skipped while the video is still to transcode); a queue of scheduled actions rather than a retention",
    },
  ],
  shouldAsk: [
    {
      table: "peertube.oAuthToken",
      why: "access and refresh tokens with their expiry dates; expired tokens are only refused, deleted at logout or password change, never by age",
    },
    {
      table: "peertube.localVideoViewer",
      why: "one row per local viewing (viewer url/uuid, country, subdivision, watch time, start and end), kept forever for the statistics",
    },
    {
      table: "peertube.localVideoViewerWatchSection",
      why: "the watched sections of each local viewing, kept with localVideoViewer",
    },
    {
      table: "peertube.userRegistration",
      why: "registration requests (username, e-mail, reason, password hash) kept after they are accepted or rejected, never deleted by age",
    },
    {
      table: "peertube.userNotification",
      why: "every notification of every user, read or not, kept forever",
    },
    {
      table: "peertube.runner",
      why: "remote runners' ip and lastContact, kept until an administrator unregisters them",
    },
  ],
  neverDelete: [
    "peertube.user",
    "peertube.account",
    "peertube.actor",
    "peertube.server",
    "peertube.application",
    "peertube.videoChannel",
    "peertube.video",
    "peertube.videoFile",
    "peertube.videoStreamingPlaylist",
    "peertube.videoSource",
    "peertube.videoCaption",
    "peertube.videoChapter",
    "peertube.videoComment",
    "peertube.videoPlaylist",
    "peertube.videoPlaylistElement",
    "peertube.videoLive",
    "peertube.actorFollow",
    "peertube.accountVideoRate",
    "peertube.abuse",
    "peertube.abuseMessage",
    "peertube.videoAbuse",
    "peertube.commentAbuse",
    "peertube.videoBlacklist",
    "peertube.accountBlocklist",
    "peertube.serverBlocklist",
    "peertube.oAuthClient",
    "peertube.plugin",
  ],
};
