// Hoppscotch (Node, NestJS with Prisma), from hoppscotch/hoppscotch@afc2cf181c16e56647b099e5d18cfe55710c6cdd
// (2026-06-30, "fix(common): defer CookieJarService binding (#6478)", the default branch's HEAD as fetched).
// Schema: its 21 Prisma migrations (packages/hoppscotch-backend/prisma/migrations/*/migration.sql)
// replayed on PostgreSQL 15 as `prisma migrate deploy` runs them (docker-compose.yml:180), pg_dump read
// back (see the header of schemaSql); its 23 tables, whose columns match prisma/schema.prisma's.
// Cleanup: none. The backend (packages/hoppscotch-backend, the only package with a database) never
// deletes a row by age. Its one scheduled job (ScheduleModule.forRoot(), src/app.module.ts:124) is a
// weekly PostHog ping counting users and teams, when analytics are allowed
// (src/posthog/posthog.service.ts:28-49); every delete in src/ is a person's action: a user clearing
// their history (src/user-history/user-history.service.ts:177) or an administrator clearing everyone's
// (user-history.service.ts:200, from src/admin/admin.service.ts:678), deleting a mock server's log entry
// (src/mock-server/mock-server.service.ts:673), a token, an environment, a collection, a team, an
// invitation (admin.service.ts:173) or a user (src/user/user.service.ts:488, the user's rows going by
// ON DELETE CASCADE). So `cleans` is empty, as Umami's is. Not counted either: a magic-link
// VerificationToken is deleted when it is used (src/auth/auth.service.ts:164, from :316), an expired
// one is refused (:300) and kept; expired personal access and infra tokens are refused
// (src/guards/rest-pat-auth.guard.ts:40, src/guards/infra-token.guard.ts:40) and kept; a deleted mock
// server is only marked (deletedAt, mock-server.service.ts:530), its logs kept; the web client keeps
// its last 50 history entries (packages/hoppscotch-common/src/newstore/history.ts:129-145) but trims
// only its own store, the server's UserHistory rows staying (packages/hoppscotch-common/src/lib/sync/
// history/sync.ts:26-57 creates, and deletes on the user's action only). Neither list: TeamInvitation
// (an invitee's e-mail and role until accepted or revoked, with no timestamp to age it by).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "hoppscotch",
  framework: "prisma",
  source: {
    repo: "hoppscotch/hoppscotch",
    commit: "afc2cf181c16e56647b099e5d18cfe55710c6cdd",
    schemaFrom:
      "packages/hoppscotch-backend/prisma/migrations (21 migration.sql, in order) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 23 tables",
  },
  schemas: ["hoppscotch"],
  schemaSql: `
-- Hoppscotch: hoppscotch/hoppscotch@afc2cf181c16e56647b099e5d18cfe55710c6cdd
-- Built by running its 21 Prisma migrations (packages/hoppscotch-backend/prisma/migrations/*/migration.sql,
-- 20230406064219_init to 20260209063744_published_doc_environment, in name order, as prisma migrate
-- deploy does) on an empty PostgreSQL 15 database, read back with pg_dump --schema-only --no-owner
-- --no-privileges (its SET lines and comments left out). Hoppscotch uses public; here schema
-- hoppscotch, its extension (pg_trgm, created by 20240226053141_full_text_search_additions for two
-- trigram indexes) in public. Prisma's own _prisma_migrations table is not included.
CREATE SCHEMA hoppscotch;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
SET search_path TO hoppscotch, public;

CREATE TYPE hoppscotch."MockServerAction" AS ENUM (
    'CREATED',
    'DELETED',
    'ACTIVATED',
    'DEACTIVATED'
);

CREATE TYPE hoppscotch."ReqType" AS ENUM (
    'REST',
    'GQL'
);

CREATE TYPE hoppscotch."TeamAccessRole" AS ENUM (
    'OWNER',
    'VIEWER',
    'EDITOR'
);

CREATE TYPE hoppscotch."WorkspaceType" AS ENUM (
    'USER',
    'TEAM'
);

CREATE FUNCTION hoppscotch.sync_mock_examples() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW."mockExamples" := jsonb_build_object(
    'examples',
    COALESCE(
      (
        SELECT jsonb_agg(
          jsonb_build_object(
            'key', key,
            'name', value->>'name',
            'endpoint', value->'originalRequest'->>'endpoint',
            'method', value->'originalRequest'->>'method',
            'headers', COALESCE(value->'originalRequest'->'headers', '[]'::jsonb),
            'statusCode', (value->>'code')::int,
            'statusText', value->>'status',
            'responseBody', value->>'body',
            'responseHeaders', COALESCE(value->'headers', '[]'::jsonb)
          )
        )
        FROM jsonb_each(NEW.request->'responses') AS responses(key, value)
        WHERE jsonb_typeof(NEW.request->'responses') = 'object'
      ),
      '[]'::jsonb
    )
  );

  RETURN NEW;
END;
$$;

CREATE TABLE hoppscotch."Account" (
    id text NOT NULL,
    "userId" text NOT NULL,
    provider text NOT NULL,
    "providerAccountId" text NOT NULL,
    "providerRefreshToken" text,
    "providerAccessToken" text,
    "providerScope" text,
    "loggedIn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."InfraConfig" (
    id text NOT NULL,
    name text NOT NULL,
    value text,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    "isEncrypted" boolean DEFAULT false NOT NULL,
    "lastSyncedEnvFileValue" text
);

CREATE TABLE hoppscotch."InfraToken" (
    id text NOT NULL,
    "creatorUid" text NOT NULL,
    label text NOT NULL,
    token text NOT NULL,
    "expiresOn" timestamp(3) with time zone,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."InvitedUsers" (
    "adminUid" text NOT NULL,
    "adminEmail" text NOT NULL,
    "inviteeEmail" text NOT NULL,
    "invitedOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."MockServer" (
    id text NOT NULL,
    name text NOT NULL,
    subdomain text NOT NULL,
    "creatorUid" text,
    "collectionID" text NOT NULL,
    "workspaceType" hoppscotch."WorkspaceType" NOT NULL,
    "workspaceID" text NOT NULL,
    "delayInMs" integer DEFAULT 0 NOT NULL,
    "isPublic" boolean DEFAULT true NOT NULL,
    "isActive" boolean DEFAULT true NOT NULL,
    "hitCount" integer DEFAULT 0 NOT NULL,
    "lastHitAt" timestamp(3) with time zone,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    "deletedAt" timestamp(3) with time zone
);

CREATE TABLE hoppscotch."MockServerActivity" (
    id text NOT NULL,
    "mockServerID" text NOT NULL,
    action hoppscotch."MockServerAction" NOT NULL,
    "performedBy" text,
    "performedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."MockServerLog" (
    id text NOT NULL,
    "mockServerID" text NOT NULL,
    "requestMethod" text NOT NULL,
    "requestPath" text NOT NULL,
    "requestHeaders" jsonb NOT NULL,
    "requestBody" jsonb,
    "requestQuery" jsonb,
    "responseStatus" integer NOT NULL,
    "responseHeaders" jsonb NOT NULL,
    "responseBody" jsonb,
    "responseTime" integer NOT NULL,
    "ipAddress" text,
    "userAgent" text,
    "executedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."PersonalAccessToken" (
    id text NOT NULL,
    "userUid" text NOT NULL,
    label text NOT NULL,
    token text NOT NULL,
    "expiresOn" timestamp(3) with time zone,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL
);

CREATE TABLE hoppscotch."PublishedDocs" (
    id text NOT NULL,
    title text NOT NULL,
    "collectionID" text NOT NULL,
    "creatorUid" text NOT NULL,
    version text NOT NULL,
    "autoSync" boolean NOT NULL,
    "documentTree" jsonb,
    "workspaceType" hoppscotch."WorkspaceType" NOT NULL,
    "workspaceID" text NOT NULL,
    metadata jsonb,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    slug text NOT NULL,
    "environmentID" text,
    "environmentName" text,
    "environmentVariables" jsonb
);

CREATE TABLE hoppscotch."Shortcode" (
    id text NOT NULL,
    request jsonb NOT NULL,
    "creatorUid" text,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "embedProperties" jsonb,
    "updatedOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."Team" (
    id text NOT NULL,
    name text NOT NULL
);

CREATE TABLE hoppscotch."TeamCollection" (
    id text NOT NULL,
    "parentID" text,
    "teamID" text NOT NULL,
    title text NOT NULL,
    "orderIndex" integer NOT NULL,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    data jsonb
);

CREATE TABLE hoppscotch."TeamEnvironment" (
    id text NOT NULL,
    "teamID" text NOT NULL,
    name text NOT NULL,
    variables jsonb NOT NULL
);

CREATE TABLE hoppscotch."TeamInvitation" (
    id text NOT NULL,
    "teamID" text NOT NULL,
    "creatorUid" text NOT NULL,
    "inviteeEmail" text NOT NULL,
    "inviteeRole" hoppscotch."TeamAccessRole" NOT NULL
);

CREATE TABLE hoppscotch."TeamMember" (
    id text NOT NULL,
    role hoppscotch."TeamAccessRole" NOT NULL,
    "userUid" text NOT NULL,
    "teamID" text NOT NULL
);

CREATE TABLE hoppscotch."TeamRequest" (
    id text NOT NULL,
    "collectionID" text NOT NULL,
    "teamID" text NOT NULL,
    title text NOT NULL,
    request jsonb NOT NULL,
    "orderIndex" integer NOT NULL,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    "mockExamples" jsonb
);

CREATE TABLE hoppscotch."User" (
    uid text NOT NULL,
    "displayName" text,
    email text,
    "photoURL" text,
    "isAdmin" boolean DEFAULT false NOT NULL,
    "refreshToken" text,
    "currentRESTSession" jsonb,
    "currentGQLSession" jsonb,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastLoggedOn" timestamp(3) with time zone,
    "lastActiveOn" timestamp(3) with time zone
);

CREATE TABLE hoppscotch."UserCollection" (
    id text NOT NULL,
    "parentID" text,
    "userUid" text NOT NULL,
    title text NOT NULL,
    "orderIndex" integer NOT NULL,
    type hoppscotch."ReqType" NOT NULL,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    data jsonb
);

CREATE TABLE hoppscotch."UserEnvironment" (
    id text NOT NULL,
    "userUid" text NOT NULL,
    name text,
    variables jsonb NOT NULL,
    "isGlobal" boolean NOT NULL
);

CREATE TABLE hoppscotch."UserHistory" (
    id text NOT NULL,
    "userUid" text NOT NULL,
    "reqType" hoppscotch."ReqType" NOT NULL,
    request jsonb NOT NULL,
    "responseMetadata" jsonb NOT NULL,
    "isStarred" boolean NOT NULL,
    "executedOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hoppscotch."UserRequest" (
    id text NOT NULL,
    "collectionID" text NOT NULL,
    "userUid" text NOT NULL,
    title text NOT NULL,
    request jsonb NOT NULL,
    type hoppscotch."ReqType" NOT NULL,
    "orderIndex" integer NOT NULL,
    "createdOn" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL,
    "mockExamples" jsonb
);

CREATE TABLE hoppscotch."UserSettings" (
    id text NOT NULL,
    "userUid" text NOT NULL,
    properties jsonb NOT NULL,
    "updatedOn" timestamp(3) with time zone NOT NULL
);

CREATE TABLE hoppscotch."VerificationToken" (
    "deviceIdentifier" text NOT NULL,
    token text NOT NULL,
    "userUid" text NOT NULL,
    "expiresOn" timestamp(3) with time zone NOT NULL
);

ALTER TABLE ONLY hoppscotch."Account"
    ADD CONSTRAINT "Account_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."InfraConfig"
    ADD CONSTRAINT "InfraConfig_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."InfraToken"
    ADD CONSTRAINT "InfraToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."MockServerActivity"
    ADD CONSTRAINT "MockServerActivity_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."MockServerLog"
    ADD CONSTRAINT "MockServerLog_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."MockServer"
    ADD CONSTRAINT "MockServer_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."PersonalAccessToken"
    ADD CONSTRAINT "PersonalAccessToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."PublishedDocs"
    ADD CONSTRAINT "PublishedDocs_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."Shortcode"
    ADD CONSTRAINT "Shortcode_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamCollection"
    ADD CONSTRAINT "TeamCollection_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamCollection"
    ADD CONSTRAINT "TeamCollection_teamID_parentID_orderIndex_key" UNIQUE ("teamID", "parentID", "orderIndex") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY hoppscotch."TeamEnvironment"
    ADD CONSTRAINT "TeamEnvironment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamInvitation"
    ADD CONSTRAINT "TeamInvitation_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamMember"
    ADD CONSTRAINT "TeamMember_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamRequest"
    ADD CONSTRAINT "TeamRequest_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."TeamRequest"
    ADD CONSTRAINT "TeamRequest_teamID_collectionID_orderIndex_key" UNIQUE ("teamID", "collectionID", "orderIndex") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY hoppscotch."Team"
    ADD CONSTRAINT "Team_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."UserCollection"
    ADD CONSTRAINT "UserCollection_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."UserCollection"
    ADD CONSTRAINT "UserCollection_userUid_parentID_orderIndex_key" UNIQUE ("userUid", "parentID", "orderIndex") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY hoppscotch."UserEnvironment"
    ADD CONSTRAINT "UserEnvironment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."UserHistory"
    ADD CONSTRAINT "UserHistory_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."UserRequest"
    ADD CONSTRAINT "UserRequest_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."UserRequest"
    ADD CONSTRAINT "UserRequest_userUid_collectionID_orderIndex_key" UNIQUE ("userUid", "collectionID", "orderIndex") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY hoppscotch."UserSettings"
    ADD CONSTRAINT "UserSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hoppscotch."User"
    ADD CONSTRAINT "User_pkey" PRIMARY KEY (uid);

CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON hoppscotch."Account" USING btree (provider, "providerAccountId");

CREATE UNIQUE INDEX "InfraConfig_name_key" ON hoppscotch."InfraConfig" USING btree (name);

CREATE UNIQUE INDEX "InfraToken_token_key" ON hoppscotch."InfraToken" USING btree (token);

CREATE UNIQUE INDEX "InvitedUsers_inviteeEmail_key" ON hoppscotch."InvitedUsers" USING btree ("inviteeEmail");

CREATE INDEX "MockServerActivity_mockServerID_idx" ON hoppscotch."MockServerActivity" USING btree ("mockServerID");

CREATE INDEX "MockServerLog_mockServerID_executedAt_idx" ON hoppscotch."MockServerLog" USING btree ("mockServerID", "executedAt");

CREATE INDEX "MockServerLog_mockServerID_idx" ON hoppscotch."MockServerLog" USING btree ("mockServerID");

CREATE UNIQUE INDEX "MockServer_subdomain_key" ON hoppscotch."MockServer" USING btree (subdomain);

CREATE UNIQUE INDEX "PersonalAccessToken_token_key" ON hoppscotch."PersonalAccessToken" USING btree (token);

CREATE INDEX "PublishedDocs_collectionID_idx" ON hoppscotch."PublishedDocs" USING btree ("collectionID");

CREATE UNIQUE INDEX "PublishedDocs_slug_version_key" ON hoppscotch."PublishedDocs" USING btree (slug, version);

CREATE UNIQUE INDEX "Shortcode_id_creatorUid_key" ON hoppscotch."Shortcode" USING btree (id, "creatorUid");

CREATE UNIQUE INDEX "Shortcode_id_key" ON hoppscotch."Shortcode" USING btree (id);

CREATE INDEX "TeamCollection_title_trgm_idx" ON hoppscotch."TeamCollection" USING gin (title public.gin_trgm_ops);

CREATE INDEX "TeamInvitation_teamID_idx" ON hoppscotch."TeamInvitation" USING btree ("teamID");

CREATE UNIQUE INDEX "TeamInvitation_teamID_inviteeEmail_key" ON hoppscotch."TeamInvitation" USING btree ("teamID", "inviteeEmail");

CREATE UNIQUE INDEX "TeamMember_teamID_userUid_key" ON hoppscotch."TeamMember" USING btree ("teamID", "userUid");

CREATE INDEX "TeamRequest_title_trgm_idx" ON hoppscotch."TeamRequest" USING gin (title public.gin_trgm_ops);

CREATE UNIQUE INDEX "UserSettings_userUid_key" ON hoppscotch."UserSettings" USING btree ("userUid");

CREATE UNIQUE INDEX "User_email_key" ON hoppscotch."User" USING btree (email);

CREATE UNIQUE INDEX "VerificationToken_deviceIdentifier_token_key" ON hoppscotch."VerificationToken" USING btree ("deviceIdentifier", token);

CREATE UNIQUE INDEX "VerificationToken_token_key" ON hoppscotch."VerificationToken" USING btree (token);

CREATE INDEX idx_mock_examples_team_requests_gin ON hoppscotch."TeamRequest" USING gin ("mockExamples");

CREATE INDEX idx_mock_examples_user_requests_gin ON hoppscotch."UserRequest" USING gin ("mockExamples");

CREATE TRIGGER trigger_sync_mock_examples_team_request BEFORE INSERT OR UPDATE OF request ON hoppscotch."TeamRequest" FOR EACH ROW EXECUTE FUNCTION hoppscotch.sync_mock_examples();

CREATE TRIGGER trigger_sync_mock_examples_user_request BEFORE INSERT OR UPDATE OF request ON hoppscotch."UserRequest" FOR EACH ROW EXECUTE FUNCTION hoppscotch.sync_mock_examples();

ALTER TABLE ONLY hoppscotch."Account"
    ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."InvitedUsers"
    ADD CONSTRAINT "InvitedUsers_adminUid_fkey" FOREIGN KEY ("adminUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."MockServerActivity"
    ADD CONSTRAINT "MockServerActivity_mockServerID_fkey" FOREIGN KEY ("mockServerID") REFERENCES hoppscotch."MockServer"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."MockServerLog"
    ADD CONSTRAINT "MockServerLog_mockServerID_fkey" FOREIGN KEY ("mockServerID") REFERENCES hoppscotch."MockServer"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."MockServer"
    ADD CONSTRAINT "MockServer_creatorUid_fkey" FOREIGN KEY ("creatorUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hoppscotch."PersonalAccessToken"
    ADD CONSTRAINT "PersonalAccessToken_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."Shortcode"
    ADD CONSTRAINT "Shortcode_creatorUid_fkey" FOREIGN KEY ("creatorUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hoppscotch."TeamCollection"
    ADD CONSTRAINT "TeamCollection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES hoppscotch."TeamCollection"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamCollection"
    ADD CONSTRAINT "TeamCollection_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES hoppscotch."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamEnvironment"
    ADD CONSTRAINT "TeamEnvironment_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES hoppscotch."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamInvitation"
    ADD CONSTRAINT "TeamInvitation_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES hoppscotch."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamMember"
    ADD CONSTRAINT "TeamMember_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES hoppscotch."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamRequest"
    ADD CONSTRAINT "TeamRequest_collectionID_fkey" FOREIGN KEY ("collectionID") REFERENCES hoppscotch."TeamCollection"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."TeamRequest"
    ADD CONSTRAINT "TeamRequest_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES hoppscotch."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserCollection"
    ADD CONSTRAINT "UserCollection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES hoppscotch."UserCollection"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserCollection"
    ADD CONSTRAINT "UserCollection_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserEnvironment"
    ADD CONSTRAINT "UserEnvironment_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserHistory"
    ADD CONSTRAINT "UserHistory_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserRequest"
    ADD CONSTRAINT "UserRequest_collectionID_fkey" FOREIGN KEY ("collectionID") REFERENCES hoppscotch."UserCollection"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserRequest"
    ADD CONSTRAINT "UserRequest_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."UserSettings"
    ADD CONSTRAINT "UserSettings_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hoppscotch."VerificationToken"
    ADD CONSTRAINT "VerificationToken_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES hoppscotch."User"(uid) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [],
  shouldAsk: [
    {
      table: "hoppscotch.UserHistory",
      why: "every REST and GraphQL request each user sent (the whole request: URL, headers, auth, body; the response's status and duration) with executedOn, kept on the server for ever unless the user or an administrator clears it; the client shows only the last 50",
    },
    {
      table: "hoppscotch.MockServerLog",
      why: "every request made to a mock server (method, path, headers, body, query, ipAddress, userAgent) with executedAt, kept for ever, also after the mock server is deleted (only marked deletedAt)",
    },
    {
      table: "hoppscotch.MockServerActivity",
      why: "a write-only log of who created, deleted, activated or deactivated each mock server (performedBy, performedAt), never read or deleted",
    },
    {
      table: "hoppscotch.VerificationToken",
      why: "magic-link sign-in tokens with expiresOn (default 24 h); deleted when used, an unused or expired one kept for ever",
    },
    {
      table: "hoppscotch.InvitedUsers",
      why: "e-mail addresses an administrator invited, with invitedOn and the admin's e-mail, kept after the invitee signs up; deleted only when the administrator revokes the invitation",
    },
    {
      table: "hoppscotch.PersonalAccessToken",
      why: "each user's API tokens with expiresOn; an expired token is refused but never deleted",
    },
    {
      table: "hoppscotch.InfraToken",
      why: "administrators' infra API tokens with expiresOn; an expired token is refused but never deleted",
    },
  ],
  neverDelete: [
    "hoppscotch.User",
    "hoppscotch.Account",
    "hoppscotch.UserSettings",
    "hoppscotch.UserCollection",
    "hoppscotch.UserRequest",
    "hoppscotch.UserEnvironment",
    "hoppscotch.Team",
    "hoppscotch.TeamMember",
    "hoppscotch.TeamCollection",
    "hoppscotch.TeamRequest",
    "hoppscotch.TeamEnvironment",
    "hoppscotch.Shortcode",
    "hoppscotch.PublishedDocs",
    "hoppscotch.MockServer",
    "hoppscotch.InfraConfig",
  ],
};
