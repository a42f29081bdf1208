import type { CorpusApp } from "../types.js";

// Outline wiki (Sequelize / sequelize-typescript). Timestamps are timestamptz, camelCase columns.
// Cleanup read from the CronTask subclasses in server/queues/tasks/ and plugins/*/server/tasks/.
// Not cleaned by age: file_operations (CleanupExpiredFileOperationsTask only sets state = 'expired' after 15 days and
// deletes the file, the row stays), imports (only their import_tasks go), apiKeys (expiresAt is checked, rows stay),
// users (lastActiveIp / lastSignedInIp live on the account row).
export const app: CorpusApp = {
  name: "outline",
  framework: "sequelize",
  source: {
    repo: "outline/outline",
    commit: "d77dcdf853868c5d5fe125c895c9b71f0eff5c68",
    schemaFrom:
      "all 301 migrations in server/migrations run with sequelize-cli db:migrate into PostgreSQL 15 (NODE_ENV=test), schema dumped; every table",
  },
  schemas: ["outline"],
  schemaSql: `-- Outline (outline/outline @ d77dcdf853868c5d5fe125c895c9b71f0eff5c68), PostgreSQL.
-- Built by running all 301 Sequelize migrations in server/migrations (sequelize-cli db:migrate, the
-- package.json "db:migrate" script) against an empty PostgreSQL 15 database with NODE_ENV=test (which only
-- skips the two data-rewriting scripts 20230815063834 / 20230827234031), then dumping the schema.
-- All 41 tables (plus SequelizeMeta), the 3 views and the 2 search-vector trigger functions the migrations create.
-- Outline uses the public schema; here it is schema outline.
CREATE SCHEMA outline;
-- Extensions the migrations create in the database (uuid-ossp: 20231120074257-add-column-id-to-user-permissions.js:7,
-- unaccent: 20240912222438-add-unaccent-extension.js:6, pg_trgm: 20250217012609-document-title-index.js:7,
-- btree_gin: 20260803143858-add-documents-team-search-vector-index.js).
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
SET search_path TO outline, public;

CREATE TYPE enum_document_insights_period AS ENUM (
    'day',
    'week'
);

CREATE TYPE enum_file_operations_state AS ENUM (
    'creating',
    'uploading',
    'complete',
    'error',
    'expired'
);

CREATE TYPE enum_file_operations_type AS ENUM (
    'import',
    'export'
);

CREATE TYPE enum_group_users_permission AS ENUM (
    'admin',
    'member'
);

CREATE TYPE enum_relationships_type AS ENUM (
    'backlink',
    'similar'
);

CREATE TYPE enum_search_queries_source AS ENUM (
    'slack',
    'app',
    'api',
    'oauth',
    'mcp'
);

CREATE TYPE enum_users_role AS ENUM (
    'admin',
    'member',
    'viewer',
    'guest'
);

CREATE FUNCTION atlases_search_trigger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  new."searchVector" :=
    setweight(to_tsvector('english', coalesce(new.name, '')),'A') ||
    setweight(to_tsvector('english', coalesce(new.description, '')), 'C');
  return new;
end
$$;

CREATE FUNCTION documents_search_trigger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    begin
      new."searchVector" :=
        setweight(to_tsvector('english', coalesce(new.title, '')),'A') ||
        setweight(to_tsvector('english', coalesce(array_to_string(new."previousTitles", ' , '),'')),'C') ||
        setweight(to_tsvector('english', substring(coalesce(new.text, ''), 1, 1000000)), 'D');
      return new;
    end
    $$;

CREATE TABLE "SequelizeMeta" (
    name character varying(255) NOT NULL
);

CREATE TABLE access_requests (
    id uuid NOT NULL,
    status character varying(255) DEFAULT 'pending'::character varying NOT NULL,
    "respondedAt" timestamp with time zone,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "documentId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "responderId" uuid
);

CREATE TABLE "apiKeys" (
    id uuid NOT NULL,
    name character varying,
    secret character varying(255),
    "userId" uuid,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "expiresAt" timestamp with time zone,
    "lastActiveAt" timestamp with time zone,
    hash character varying(255),
    last4 character varying(4),
    scope character varying(255)[]
);

CREATE TABLE attachments (
    id uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "documentId" uuid,
    key character varying(4096) NOT NULL,
    "contentType" character varying(255) NOT NULL,
    size bigint NOT NULL,
    acl character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "lastAccessedAt" timestamp with time zone,
    "expiresAt" timestamp with time zone
);

CREATE TABLE authentication_providers (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    "providerId" character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "teamId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    settings jsonb
);

CREATE TABLE authentications (
    id uuid NOT NULL,
    "userId" uuid,
    "teamId" uuid,
    service character varying(255) NOT NULL,
    token bytea,
    scopes character varying(255)[],
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "refreshToken" bytea,
    "expiresAt" timestamp with time zone,
    "clientId" character varying(255),
    "clientSecret" bytea
);

CREATE TABLE relationships (
    id uuid NOT NULL,
    "userId" uuid NOT NULL,
    "documentId" uuid NOT NULL,
    "reverseDocumentId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    type enum_relationships_type DEFAULT 'backlink'::enum_relationships_type NOT NULL
);

CREATE VIEW backlinks AS
 SELECT relationships.id,
    relationships."userId",
    relationships."documentId",
    relationships."reverseDocumentId",
    relationships."createdAt",
    relationships."updatedAt"
   FROM relationships
  WHERE (relationships.type = 'backlink'::enum_relationships_type);

CREATE TABLE group_permissions (
    "collectionId" uuid,
    "groupId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    permission character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "documentId" uuid,
    id uuid DEFAULT uuid_generate_v4() NOT NULL,
    "sourceId" uuid
);

CREATE VIEW collection_groups AS
 SELECT group_permissions."collectionId",
    group_permissions."groupId",
    group_permissions."createdById",
    group_permissions.permission,
    group_permissions."createdAt",
    group_permissions."updatedAt",
    group_permissions."deletedAt",
    group_permissions."documentId"
   FROM group_permissions;

CREATE TABLE user_permissions (
    "collectionId" uuid,
    "userId" uuid NOT NULL,
    permission character varying(255) DEFAULT 'read_write'::character varying NOT NULL,
    "createdById" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "documentId" uuid,
    index character varying(255),
    id uuid DEFAULT uuid_generate_v4() NOT NULL,
    "sourceId" uuid
);

CREATE VIEW collection_users AS
 SELECT user_permissions."collectionId",
    user_permissions."userId",
    user_permissions.permission,
    user_permissions."createdById",
    user_permissions."createdAt",
    user_permissions."updatedAt",
    user_permissions."documentId"
   FROM user_permissions;

CREATE TABLE collections (
    id uuid NOT NULL,
    name character varying,
    description character varying,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "teamId" uuid NOT NULL,
    "searchVector" tsvector,
    "createdById" uuid,
    "deletedAt" timestamp with time zone,
    "urlId" character varying(255),
    "documentStructure" jsonb,
    color text,
    "maintainerApprovalRequired" boolean DEFAULT false NOT NULL,
    icon text,
    sort jsonb,
    sharing boolean DEFAULT true NOT NULL,
    index text,
    permission character varying(255) DEFAULT NULL::character varying,
    state bytea,
    "importId" uuid,
    content jsonb,
    "archivedAt" timestamp with time zone,
    "archivedById" uuid,
    "apiImportId" uuid,
    commenting boolean,
    "sourceMetadata" jsonb,
    "templateManagement" character varying(255) DEFAULT 'admin'::character varying NOT NULL
);

CREATE TABLE comments (
    id uuid NOT NULL,
    data jsonb NOT NULL,
    "documentId" uuid NOT NULL,
    "parentCommentId" uuid,
    "createdById" uuid NOT NULL,
    "resolvedAt" timestamp with time zone,
    "resolvedById" uuid,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    reactions jsonb
);

CREATE TABLE document_insights (
    id uuid NOT NULL,
    "documentId" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    date date NOT NULL,
    "viewCount" integer DEFAULT 0 NOT NULL,
    "viewerCount" integer DEFAULT 0 NOT NULL,
    "commentCount" integer DEFAULT 0 NOT NULL,
    "reactionCount" integer DEFAULT 0 NOT NULL,
    "revisionCount" integer DEFAULT 0 NOT NULL,
    "editorCount" integer DEFAULT 0 NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    period enum_document_insights_period DEFAULT 'day'::enum_document_insights_period NOT NULL
);

CREATE TABLE documents (
    id uuid NOT NULL,
    "urlId" character varying NOT NULL,
    title character varying NOT NULL,
    text text,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "collectionId" uuid,
    "teamId" uuid,
    "parentDocumentId" uuid,
    "lastModifiedById" uuid NOT NULL,
    "revisionCount" integer DEFAULT 0,
    "searchVector" tsvector,
    "deletedAt" timestamp with time zone,
    "createdById" uuid,
    "collaboratorIds" uuid[],
    "publishedAt" timestamp with time zone,
    "pinnedById" uuid,
    "archivedAt" timestamp with time zone,
    "isWelcome" boolean DEFAULT false NOT NULL,
    "editorVersion" character varying(255),
    version smallint,
    template boolean DEFAULT false NOT NULL,
    "templateId" uuid,
    "previousTitles" character varying(255)[],
    state bytea,
    "fullWidth" boolean DEFAULT false NOT NULL,
    "importId" uuid,
    "insightsEnabled" boolean DEFAULT true NOT NULL,
    "sourceMetadata" jsonb,
    content jsonb,
    summary text,
    icon character varying(255),
    color character varying(255),
    "apiImportId" uuid,
    language character varying(2),
    "popularityScore" double precision DEFAULT '0'::double precision NOT NULL,
    preferences jsonb
);

CREATE TABLE emojis (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    "attachmentId" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE events (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    data jsonb,
    "userId" uuid,
    "collectionId" uuid,
    "teamId" uuid,
    "createdAt" timestamp with time zone NOT NULL,
    "documentId" uuid,
    "actorId" uuid,
    "modelId" uuid,
    ip character varying(255),
    changes jsonb,
    "authType" character varying(255)
);

CREATE TABLE external_groups (
    id uuid NOT NULL,
    "externalId" character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    "groupId" uuid,
    "authenticationProviderId" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "lastSyncedAt" timestamp with time zone,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE file_operations (
    id uuid NOT NULL,
    state enum_file_operations_state NOT NULL,
    type enum_file_operations_type NOT NULL,
    key character varying(255),
    url character varying(255),
    size bigint NOT NULL,
    "userId" uuid NOT NULL,
    "collectionId" uuid,
    "teamId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    error character varying(255),
    format character varying(255) DEFAULT 'outline-markdown'::character varying NOT NULL,
    "includeAttachments" boolean DEFAULT true NOT NULL,
    "deletedAt" timestamp with time zone,
    options jsonb,
    "documentId" uuid
);

CREATE TABLE group_users (
    "userId" uuid NOT NULL,
    "groupId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    permission enum_group_users_permission DEFAULT 'member'::enum_group_users_permission NOT NULL
);

CREATE TABLE groups (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    "teamId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "externalId" character varying(255),
    "disableMentions" boolean DEFAULT false NOT NULL,
    description text
);

CREATE TABLE import_tasks (
    id uuid NOT NULL,
    state character varying(255) NOT NULL,
    input jsonb NOT NULL,
    output jsonb,
    "importId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    error character varying(255),
    phase character varying(255) DEFAULT 'page'::character varying NOT NULL
);

CREATE TABLE imports (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    service character varying(255) NOT NULL,
    state character varying(255) NOT NULL,
    input jsonb NOT NULL,
    "documentCount" integer DEFAULT 0 NOT NULL,
    "integrationId" uuid,
    "createdById" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    error character varying(255),
    scratch jsonb
);

CREATE TABLE integrations (
    id uuid NOT NULL,
    type character varying(255),
    "userId" uuid,
    "teamId" uuid NOT NULL,
    service character varying(255) NOT NULL,
    "collectionId" uuid,
    "authenticationId" uuid,
    events character varying(255)[],
    settings jsonb,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "issueSources" jsonb
);

CREATE TABLE notifications (
    id uuid NOT NULL,
    "actorId" uuid,
    "userId" uuid NOT NULL,
    event character varying(255),
    "createdAt" timestamp with time zone NOT NULL,
    "viewedAt" timestamp with time zone,
    "emailedAt" timestamp with time zone,
    "teamId" uuid NOT NULL,
    "documentId" uuid,
    "commentId" uuid,
    "revisionId" uuid,
    "collectionId" uuid,
    "archivedAt" timestamp with time zone,
    "membershipId" uuid,
    data json,
    "groupId" uuid,
    "accessRequestId" uuid
);

CREATE TABLE oauth_authentications (
    id uuid NOT NULL,
    "accessTokenHash" character varying(255) NOT NULL,
    "accessTokenExpiresAt" timestamp with time zone NOT NULL,
    "refreshTokenHash" character varying(255) NOT NULL,
    "refreshTokenExpiresAt" timestamp with time zone NOT NULL,
    "lastActiveAt" timestamp with time zone,
    scope character varying(255)[] NOT NULL,
    "oauthClientId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "grantId" uuid
);

CREATE TABLE oauth_authorization_codes (
    id uuid NOT NULL,
    "authorizationCodeHash" character varying(255) NOT NULL,
    "codeChallenge" character varying(255),
    "codeChallengeMethod" character varying(255),
    scope character varying(255)[] NOT NULL,
    "oauthClientId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "redirectUri" character varying(1024) NOT NULL,
    "expiresAt" timestamp with time zone NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "grantId" uuid
);

CREATE TABLE oauth_clients (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255),
    "developerName" character varying(255),
    "developerUrl" character varying(1024),
    "avatarUrl" character varying(1024),
    "clientId" character varying(255) NOT NULL,
    "clientSecret" bytea NOT NULL,
    published boolean DEFAULT false NOT NULL,
    "teamId" uuid NOT NULL,
    "createdById" uuid,
    "redirectUris" character varying(1024)[] DEFAULT (ARRAY[]::character varying[])::character varying(1024)[] NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "clientType" character varying(255) DEFAULT 'confidential'::character varying NOT NULL,
    "lastActiveAt" timestamp with time zone,
    "registrationAccessTokenHash" character varying(255)
);

CREATE TABLE pins (
    id uuid NOT NULL,
    "documentId" uuid NOT NULL,
    "collectionId" uuid,
    "teamId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    index character varying(255),
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE reactions (
    id uuid NOT NULL,
    emoji character varying(255) NOT NULL,
    "userId" uuid NOT NULL,
    "commentId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE revisions (
    id uuid NOT NULL,
    title character varying NOT NULL,
    text text,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "userId" uuid NOT NULL,
    "documentId" uuid NOT NULL,
    "editorVersion" character varying(255),
    version smallint,
    content jsonb,
    icon character varying(255),
    color character varying(255),
    name character varying(255),
    "deletedAt" timestamp with time zone,
    "collaboratorIds" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
    "sourceMetadata" jsonb
);

CREATE TABLE search_queries (
    id uuid NOT NULL,
    "userId" uuid,
    "teamId" uuid,
    source enum_search_queries_source NOT NULL,
    query character varying(255) NOT NULL,
    results integer NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "shareId" uuid,
    score integer,
    answer text,
    duration integer
);

CREATE TABLE share_subscriptions (
    id uuid NOT NULL,
    "shareId" uuid NOT NULL,
    email character varying(255) NOT NULL,
    "emailFingerprint" character varying(255) NOT NULL,
    secret character varying(64) NOT NULL,
    "ipAddress" character varying(45),
    "confirmedAt" timestamp with time zone,
    "unsubscribedAt" timestamp with time zone,
    "lastNotifiedAt" timestamp with time zone,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "documentId" uuid NOT NULL
);

CREATE TABLE shares (
    id uuid NOT NULL,
    "userId" uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "documentId" uuid,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "revokedAt" timestamp with time zone,
    "revokedById" uuid,
    published boolean DEFAULT false NOT NULL,
    "lastAccessedAt" timestamp with time zone,
    "includeChildDocuments" boolean DEFAULT false NOT NULL,
    views integer DEFAULT 0,
    "urlId" character varying(255),
    domain character varying(255),
    "allowIndexing" boolean DEFAULT true NOT NULL,
    "showLastUpdated" boolean DEFAULT false NOT NULL,
    "collectionId" uuid,
    "showTOC" boolean DEFAULT false NOT NULL,
    "allowSubscriptions" boolean DEFAULT true NOT NULL,
    title character varying(255),
    "iconUrl" character varying(4096)
);

CREATE TABLE stars (
    id uuid NOT NULL,
    "documentId" uuid,
    "userId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    index character varying(255),
    "collectionId" uuid
);

CREATE TABLE subscriptions (
    id uuid NOT NULL,
    "userId" uuid NOT NULL,
    "documentId" uuid,
    event character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    "collectionId" uuid
);

CREATE TABLE team_domains (
    id uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    name character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE teams (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "avatarUrl" character varying(4096),
    "deletedAt" timestamp with time zone,
    sharing boolean DEFAULT true NOT NULL,
    subdomain character varying(255),
    "documentEmbeds" boolean DEFAULT true NOT NULL,
    "guestSignin" boolean DEFAULT false NOT NULL,
    domain character varying(255),
    "signupQueryParams" jsonb,
    "defaultUserRole" character varying(255) DEFAULT 'member'::character varying NOT NULL,
    "defaultCollectionId" uuid,
    "memberCollectionCreate" boolean DEFAULT true NOT NULL,
    "inviteRequired" boolean DEFAULT false NOT NULL,
    preferences jsonb,
    "suspendedAt" timestamp with time zone,
    "lastActiveAt" timestamp with time zone,
    "memberTeamCreate" boolean DEFAULT true NOT NULL,
    "approximateTotalAttachmentsSize" bigint DEFAULT 0,
    "previousSubdomains" character varying(255)[],
    description text,
    "passkeysEnabled" boolean DEFAULT false NOT NULL,
    flags jsonb,
    "guidanceMCP" text
);

CREATE TABLE user_authentications (
    id uuid NOT NULL,
    "userId" uuid NOT NULL,
    "authenticationProviderId" uuid NOT NULL,
    "accessToken" bytea,
    "refreshToken" bytea,
    scopes character varying(255)[],
    "providerId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "expiresAt" timestamp with time zone,
    "lastValidatedAt" timestamp with time zone
);

CREATE TABLE user_passkeys (
    id uuid NOT NULL,
    name text NOT NULL,
    "userAgent" text,
    "credentialId" text NOT NULL,
    "credentialPublicKey" bytea NOT NULL,
    aaguid text,
    counter bigint DEFAULT 0 NOT NULL,
    transports character varying(255)[],
    "lastActiveAt" timestamp with time zone,
    "userId" uuid NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE users (
    id uuid NOT NULL,
    email character varying(255) DEFAULT NULL::character varying,
    name character varying NOT NULL,
    "jwtSecret" bytea,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "teamId" uuid,
    "avatarUrl" character varying(4096),
    "suspendedById" uuid,
    "suspendedAt" timestamp with time zone,
    "lastActiveAt" timestamp with time zone,
    "lastActiveIp" character varying(255),
    "lastSignedInAt" timestamp with time zone,
    "lastSignedInIp" character varying(255),
    "deletedAt" timestamp with time zone,
    "lastSigninEmailSentAt" timestamp with time zone,
    language character varying(255),
    flags jsonb,
    "invitedById" uuid,
    preferences jsonb,
    "notificationSettings" jsonb DEFAULT '{}'::jsonb NOT NULL,
    role enum_users_role NOT NULL,
    timezone character varying(255)
);

CREATE TABLE views (
    id uuid NOT NULL,
    "documentId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    count integer DEFAULT 1 NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "lastEditingAt" timestamp with time zone
);

CREATE TABLE webhook_deliveries (
    id uuid NOT NULL,
    "webhookSubscriptionId" uuid NOT NULL,
    status character varying(255) NOT NULL,
    "statusCode" integer,
    "requestBody" jsonb,
    "requestHeaders" jsonb,
    "responseBody" text,
    "responseHeaders" jsonb,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL
);

CREATE TABLE webhook_subscriptions (
    id uuid NOT NULL,
    "teamId" uuid NOT NULL,
    "createdById" uuid NOT NULL,
    url character varying(1024) NOT NULL,
    enabled boolean NOT NULL,
    name character varying(255) NOT NULL,
    events character varying(255)[] NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "updatedAt" timestamp with time zone NOT NULL,
    "deletedAt" timestamp with time zone,
    secret bytea
);

ALTER TABLE ONLY "SequelizeMeta"
    ADD CONSTRAINT "SequelizeMeta_pkey" PRIMARY KEY (name);

ALTER TABLE ONLY access_requests
    ADD CONSTRAINT access_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY "apiKeys"
    ADD CONSTRAINT "apiKeys_hash_key" UNIQUE (hash);

ALTER TABLE ONLY "apiKeys"
    ADD CONSTRAINT "apiKeys_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY "apiKeys"
    ADD CONSTRAINT "apiKeys_secret_key" UNIQUE (secret);

ALTER TABLE ONLY collections
    ADD CONSTRAINT atlases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY collections
    ADD CONSTRAINT "atlases_urlId_key" UNIQUE ("urlId");

ALTER TABLE ONLY attachments
    ADD CONSTRAINT attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authentication_providers
    ADD CONSTRAINT authentication_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authentication_providers
    ADD CONSTRAINT "authentication_providers_providerId_teamId_uk" UNIQUE ("providerId", "teamId");

ALTER TABLE ONLY authentications
    ADD CONSTRAINT authentications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY relationships
    ADD CONSTRAINT backlinks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY document_insights
    ADD CONSTRAINT document_insights_pkey PRIMARY KEY (id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_urlId_key" UNIQUE ("urlId");

ALTER TABLE ONLY emojis
    ADD CONSTRAINT emojis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY external_groups
    ADD CONSTRAINT external_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY file_operations
    ADD CONSTRAINT file_operations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT group_permissions_id_pk PRIMARY KEY (id);

ALTER TABLE ONLY group_users
    ADD CONSTRAINT group_users_pkey PRIMARY KEY ("groupId", "userId");

ALTER TABLE ONLY groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY import_tasks
    ADD CONSTRAINT import_tasks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY imports
    ADD CONSTRAINT imports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth_authentications
    ADD CONSTRAINT "oauth_authentications_accessTokenHash_key" UNIQUE ("accessTokenHash");

ALTER TABLE ONLY oauth_authentications
    ADD CONSTRAINT oauth_authentications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth_authentications
    ADD CONSTRAINT "oauth_authentications_refreshTokenHash_key" UNIQUE ("refreshTokenHash");

ALTER TABLE ONLY oauth_authorization_codes
    ADD CONSTRAINT oauth_authorization_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth_clients
    ADD CONSTRAINT "oauth_clients_clientId_key" UNIQUE ("clientId");

ALTER TABLE ONLY oauth_clients
    ADD CONSTRAINT oauth_clients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth_clients
    ADD CONSTRAINT "oauth_clients_registrationAccessTokenHash_key" UNIQUE ("registrationAccessTokenHash");

ALTER TABLE ONLY pins
    ADD CONSTRAINT pins_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reactions
    ADD CONSTRAINT reactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY revisions
    ADD CONSTRAINT revisions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY search_queries
    ADD CONSTRAINT search_queries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY share_subscriptions
    ADD CONSTRAINT share_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY shares
    ADD CONSTRAINT shares_domain_key UNIQUE (domain);

ALTER TABLE ONLY shares
    ADD CONSTRAINT shares_pkey PRIMARY KEY (id);

ALTER TABLE ONLY stars
    ADD CONSTRAINT stars_pkey PRIMARY KEY (id);

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY team_domains
    ADD CONSTRAINT team_domains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY teams
    ADD CONSTRAINT teams_domain_key UNIQUE (domain);

ALTER TABLE ONLY teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY teams
    ADD CONSTRAINT teams_subdomain_key UNIQUE (subdomain);

ALTER TABLE ONLY user_authentications
    ADD CONSTRAINT user_authentications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_authentications
    ADD CONSTRAINT "user_authentications_providerId_userId_uk" UNIQUE ("providerId", "userId");

ALTER TABLE ONLY user_passkeys
    ADD CONSTRAINT "user_passkeys_credentialId_key" UNIQUE ("credentialId");

ALTER TABLE ONLY user_passkeys
    ADD CONSTRAINT user_passkeys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT user_permissions_id_pk PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY views
    ADD CONSTRAINT views_pkey PRIMARY KEY (id);

ALTER TABLE ONLY webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY webhook_subscriptions
    ADD CONSTRAINT webhook_subscriptions_pkey PRIMARY KEY (id);

CREATE INDEX access_requests_document_id ON access_requests USING btree ("documentId");

CREATE UNIQUE INDEX access_requests_document_id_user_id_pending ON access_requests USING btree ("documentId", "userId") WHERE ((status)::text = 'pending'::text);

CREATE INDEX access_requests_team_id ON access_requests USING btree ("teamId");

CREATE INDEX access_requests_user_id ON access_requests USING btree ("userId");

CREATE INDEX api_keys_user_id_deleted_at ON "apiKeys" USING btree ("userId", "deletedAt");

CREATE INDEX attachments_created_at ON attachments USING btree ("createdAt");

CREATE INDEX attachments_document_id ON attachments USING btree ("documentId");

CREATE INDEX attachments_expires_at ON attachments USING btree ("expiresAt");

CREATE INDEX attachments_team_id ON attachments USING btree ("teamId");

CREATE INDEX authentication_providers_provider_id ON authentication_providers USING btree ("providerId");

CREATE INDEX authentications_team_id_service ON authentications USING btree ("teamId", service);

CREATE INDEX backlinks_document_id ON relationships USING btree ("documentId");

CREATE INDEX backlinks_reverse_document_id ON relationships USING btree ("reverseDocumentId");

CREATE INDEX collections_api_import_id ON collections USING btree ("apiImportId");

CREATE INDEX collections_archived_at ON collections USING btree ("archivedAt");

CREATE INDEX collections_import_id ON collections USING btree ("importId");

CREATE INDEX collections_team_id_deleted_at ON collections USING btree ("teamId", "deletedAt");

CREATE INDEX comments_created_at ON comments USING btree ("createdAt");

CREATE INDEX comments_document_id ON comments USING btree ("documentId");

CREATE UNIQUE INDEX document_insights_document_id_date_period ON document_insights USING btree ("documentId", date, period);

CREATE INDEX document_insights_team_id_date ON document_insights USING btree ("teamId", date);

CREATE INDEX documents_active_popularity_score ON documents USING btree (id) WHERE ("popularityScore" > (0)::double precision);

CREATE INDEX documents_api_import_id ON documents USING btree ("apiImportId");

CREATE INDEX documents_archived_at ON documents USING btree ("archivedAt");

CREATE INDEX documents_collection_id ON documents USING btree ("collectionId");

CREATE INDEX documents_import_id ON documents USING btree ("importId");

CREATE INDEX documents_parent_document_id_atlas_id_deleted_at ON documents USING btree ("parentDocumentId", "collectionId", "deletedAt");

CREATE INDEX documents_published_at ON documents USING btree ("publishedAt");

CREATE INDEX documents_team_id ON documents USING btree ("teamId", "deletedAt");

CREATE INDEX documents_team_id_tsv_idx ON documents USING gin ("teamId", "searchVector");

CREATE INDEX documents_title_idx ON documents USING gin (title gin_trgm_ops);

CREATE INDEX documents_updated_at ON documents USING btree ("updatedAt");

CREATE INDEX documents_url_id_deleted_at ON documents USING btree ("urlId", "deletedAt");

CREATE INDEX emojis_attachment_id ON emojis USING btree ("attachmentId");

CREATE INDEX emojis_created_by_id ON emojis USING btree ("createdById");

CREATE INDEX emojis_team_id ON emojis USING btree ("teamId");

CREATE UNIQUE INDEX emojis_team_id_name ON emojis USING btree ("teamId", name);

CREATE INDEX events_actor_id ON events USING btree ("actorId");

CREATE INDEX events_created_at ON events USING btree ("createdAt");

CREATE INDEX events_document_id ON events USING btree ("documentId");

CREATE INDEX events_name ON events USING btree (name);

CREATE INDEX events_team_id_collection_id ON events USING btree ("teamId", "collectionId");

CREATE UNIQUE INDEX external_groups_authentication_provider_id_external_id ON external_groups USING btree ("authenticationProviderId", "externalId");

CREATE INDEX file_operations_document_id ON file_operations USING btree ("documentId");

CREATE INDEX file_operations_type_state ON file_operations USING btree (type, state);

CREATE INDEX group_permissions_collection_id_group_id ON group_permissions USING btree ("collectionId", "groupId");

CREATE INDEX group_permissions_deleted_at ON group_permissions USING btree ("deletedAt");

CREATE INDEX group_permissions_document_id ON group_permissions USING btree ("documentId");

CREATE INDEX group_permissions_group_id ON group_permissions USING btree ("groupId");

CREATE INDEX group_permissions_source_id ON group_permissions USING btree ("sourceId");

CREATE INDEX group_users_user_id ON group_users USING btree ("userId");

CREATE INDEX groups_external_id ON groups USING btree ("externalId");

CREATE INDEX groups_team_id ON groups USING btree ("teamId");

CREATE INDEX import_tasks_import_id ON import_tasks USING btree ("importId");

CREATE INDEX import_tasks_state_import_id ON import_tasks USING btree (state, "importId");

CREATE INDEX imports_service_team_id ON imports USING btree (service, "teamId");

CREATE INDEX imports_state_team_id ON imports USING btree (state, "teamId");

CREATE INDEX integrations_service_type ON integrations USING btree (service, type);

CREATE INDEX "integrations_service_type_createdAt" ON integrations USING btree (service, type, "createdAt");

CREATE INDEX integrations_settings_slack_gin ON integrations USING gin (((settings -> 'slack'::text))) WHERE (((service)::text = 'slack'::text) AND ((type)::text = 'linkedAccount'::text));

CREATE INDEX integrations_team_id_type_service ON integrations USING btree ("teamId", type, service);

CREATE INDEX notifications_access_request_id ON notifications USING btree ("accessRequestId");

CREATE INDEX notifications_created_at ON notifications USING btree ("createdAt");

CREATE INDEX notifications_document_id_user_id ON notifications USING btree ("documentId", "userId");

CREATE INDEX notifications_emailed_at ON notifications USING btree ("emailedAt");

CREATE INDEX notifications_event ON notifications USING btree (event);

CREATE INDEX notifications_team_id_user_id ON notifications USING btree ("teamId", "userId");

CREATE INDEX oauth_authentications_grant_id ON oauth_authentications USING btree ("grantId");

CREATE INDEX oauth_authorization_codes_grant_id ON oauth_authorization_codes USING btree ("grantId");

CREATE INDEX oauth_clients_team_id ON oauth_clients USING btree ("teamId");

CREATE INDEX pins_collection_id ON pins USING btree ("collectionId");

CREATE INDEX pins_team_id ON pins USING btree ("teamId");

CREATE INDEX reactions_comment_id ON reactions USING btree ("commentId");

CREATE INDEX reactions_emoji_user_id ON reactions USING btree (emoji, "userId");

CREATE INDEX relationships_document_id_type ON relationships USING btree ("documentId", type);

CREATE INDEX revisions_created_at ON revisions USING btree ("createdAt");

CREATE INDEX revisions_document_id ON revisions USING btree ("documentId");

CREATE INDEX search_queries_created_at ON search_queries USING btree ("createdAt");

CREATE INDEX search_queries_team_id ON search_queries USING btree ("teamId");

CREATE INDEX search_queries_user_id_created_at ON search_queries USING btree ("userId", "createdAt");

CREATE INDEX share_subscriptions_document_id ON share_subscriptions USING btree ("documentId");

CREATE INDEX share_subscriptions_ip_address ON share_subscriptions USING btree ("ipAddress");

CREATE INDEX share_subscriptions_share_id_confirmed_at ON share_subscriptions USING btree ("shareId", "confirmedAt") WHERE ("unsubscribedAt" IS NULL);

CREATE UNIQUE INDEX share_subscriptions_share_id_document_id_email_fingerprint ON share_subscriptions USING btree ("shareId", "documentId", "emailFingerprint");

CREATE UNIQUE INDEX "shares_urlId_teamId_not_revoked_uk" ON shares USING btree ("urlId", "teamId") WHERE ("revokedAt" IS NULL);

CREATE INDEX stars_document_id_user_id ON stars USING btree ("documentId", "userId");

CREATE INDEX stars_user_id_document_id ON stars USING btree ("userId", "documentId");

CREATE INDEX subscriptions_event_collection_id ON subscriptions USING btree (event, "collectionId") WHERE ("deletedAt" IS NULL);

CREATE INDEX subscriptions_event_document_id ON subscriptions USING btree (event, "documentId") WHERE ("deletedAt" IS NULL);

CREATE UNIQUE INDEX subscriptions_user_id_collection_id_event ON subscriptions USING btree ("userId", "collectionId", event);

CREATE UNIQUE INDEX subscriptions_user_id_document_id_event ON subscriptions USING btree ("userId", "documentId", event);

CREATE UNIQUE INDEX team_domains_team_id_name ON team_domains USING btree ("teamId", name);

CREATE INDEX teams_previous_subdomains ON teams USING gin ("previousSubdomains");

CREATE INDEX teams_subdomain ON teams USING btree (subdomain);

CREATE INDEX "user_authentications_providerId_createdAt" ON user_authentications USING btree ("providerId", "createdAt");

CREATE INDEX user_authentications_user_id ON user_authentications USING btree ("userId");

CREATE INDEX user_passkeys_user_id ON user_passkeys USING btree ("userId");

CREATE INDEX user_permissions_collection_id_user_id ON user_permissions USING btree ("collectionId", "userId");

CREATE INDEX user_permissions_document_id_user_id ON user_permissions USING btree ("documentId", "userId");

CREATE INDEX user_permissions_source_id ON user_permissions USING btree ("sourceId");

CREATE INDEX user_permissions_user_id ON user_permissions USING btree ("userId");

CREATE INDEX users_email ON users USING btree (email);

CREATE INDEX users_team_id ON users USING btree ("teamId");

CREATE INDEX views_document_id_user_id ON views USING btree ("documentId", "userId");

CREATE INDEX views_updated_at ON views USING btree ("updatedAt");

CREATE INDEX views_user_id ON views USING btree ("userId");

CREATE INDEX "webhook_deliveries_createdAt" ON webhook_deliveries USING btree ("createdAt");

CREATE INDEX webhook_deliveries_webhook_subscription_id ON webhook_deliveries USING btree ("webhookSubscriptionId");

CREATE INDEX webhook_subscriptions_team_id_enabled ON webhook_subscriptions USING btree ("teamId", enabled);

CREATE TRIGGER atlases_tsvectorupdate BEFORE INSERT OR UPDATE ON collections FOR EACH ROW EXECUTE FUNCTION atlases_search_trigger();

CREATE TRIGGER documents_tsvectorupdate BEFORE INSERT OR UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION documents_search_trigger();

ALTER TABLE ONLY access_requests
    ADD CONSTRAINT "access_requests_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY access_requests
    ADD CONSTRAINT "access_requests_responderId_fkey" FOREIGN KEY ("responderId") REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY access_requests
    ADD CONSTRAINT "access_requests_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY access_requests
    ADD CONSTRAINT "access_requests_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY attachments
    ADD CONSTRAINT "attachments_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY attachments
    ADD CONSTRAINT "attachments_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY authentication_providers
    ADD CONSTRAINT "authentication_providers_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY authentications
    ADD CONSTRAINT "authentications_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY authentications
    ADD CONSTRAINT "authentications_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY relationships
    ADD CONSTRAINT "backlinks_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY relationships
    ADD CONSTRAINT "backlinks_reverseDocumentId_fkey" FOREIGN KEY ("reverseDocumentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY relationships
    ADD CONSTRAINT "backlinks_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY collections
    ADD CONSTRAINT "collections_apiImportId_fkey" FOREIGN KEY ("apiImportId") REFERENCES imports(id);

ALTER TABLE ONLY collections
    ADD CONSTRAINT "collections_archivedById_fkey" FOREIGN KEY ("archivedById") REFERENCES users(id);

ALTER TABLE ONLY collections
    ADD CONSTRAINT "collections_importId_fkey" FOREIGN KEY ("importId") REFERENCES file_operations(id);

ALTER TABLE ONLY comments
    ADD CONSTRAINT "comments_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY comments
    ADD CONSTRAINT "comments_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY comments
    ADD CONSTRAINT "comments_parentCommentId_fkey" FOREIGN KEY ("parentCommentId") REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY comments
    ADD CONSTRAINT "comments_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY document_insights
    ADD CONSTRAINT "document_insights_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY document_insights
    ADD CONSTRAINT "document_insights_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_apiImportId_fkey" FOREIGN KEY ("apiImportId") REFERENCES imports(id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_atlasId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_importId_fkey" FOREIGN KEY ("importId") REFERENCES file_operations(id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_lastModifiedById_fkey" FOREIGN KEY ("lastModifiedById") REFERENCES users(id);

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_parentDocumentId_fkey" FOREIGN KEY ("parentDocumentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY documents
    ADD CONSTRAINT "documents_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY emojis
    ADD CONSTRAINT "emojis_attachmentId_fkey" FOREIGN KEY ("attachmentId") REFERENCES attachments(id) ON DELETE CASCADE;

ALTER TABLE ONLY emojis
    ADD CONSTRAINT "emojis_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY emojis
    ADD CONSTRAINT "emojis_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY events
    ADD CONSTRAINT "events_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES users(id);

ALTER TABLE ONLY events
    ADD CONSTRAINT "events_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id);

ALTER TABLE ONLY events
    ADD CONSTRAINT "events_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY events
    ADD CONSTRAINT "events_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY external_groups
    ADD CONSTRAINT "external_groups_authenticationProviderId_fkey" FOREIGN KEY ("authenticationProviderId") REFERENCES authentication_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY external_groups
    ADD CONSTRAINT "external_groups_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES groups(id) ON DELETE SET NULL;

ALTER TABLE ONLY external_groups
    ADD CONSTRAINT "external_groups_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY file_operations
    ADD CONSTRAINT "file_operations_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY file_operations
    ADD CONSTRAINT "file_operations_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY file_operations
    ADD CONSTRAINT "file_operations_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY file_operations
    ADD CONSTRAINT "file_operations_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT "group_permissions_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE SET NULL;

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT "group_permissions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT "group_permissions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT "group_permissions_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY group_permissions
    ADD CONSTRAINT "group_permissions_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES group_permissions(id) ON DELETE CASCADE;

ALTER TABLE ONLY group_users
    ADD CONSTRAINT "group_users_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY group_users
    ADD CONSTRAINT "group_users_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY group_users
    ADD CONSTRAINT "group_users_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY groups
    ADD CONSTRAINT "groups_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY groups
    ADD CONSTRAINT "groups_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY import_tasks
    ADD CONSTRAINT "import_tasks_importId_fkey" FOREIGN KEY ("importId") REFERENCES imports(id) ON DELETE CASCADE;

ALTER TABLE ONLY imports
    ADD CONSTRAINT "imports_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY imports
    ADD CONSTRAINT "imports_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES integrations(id);

ALTER TABLE ONLY imports
    ADD CONSTRAINT "imports_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY integrations
    ADD CONSTRAINT "integrations_authenticationId_fkey" FOREIGN KEY ("authenticationId") REFERENCES authentications(id) ON DELETE CASCADE;

ALTER TABLE ONLY integrations
    ADD CONSTRAINT "integrations_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY integrations
    ADD CONSTRAINT "integrations_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY integrations
    ADD CONSTRAINT "integrations_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_accessRequestId_fkey" FOREIGN KEY ("accessRequestId") REFERENCES access_requests(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES revisions(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY oauth_authentications
    ADD CONSTRAINT "oauth_authentications_oauthClientId_fkey" FOREIGN KEY ("oauthClientId") REFERENCES oauth_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY oauth_authentications
    ADD CONSTRAINT "oauth_authentications_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY oauth_authorization_codes
    ADD CONSTRAINT "oauth_authorization_codes_oauthClientId_fkey" FOREIGN KEY ("oauthClientId") REFERENCES oauth_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY oauth_authorization_codes
    ADD CONSTRAINT "oauth_authorization_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY oauth_clients
    ADD CONSTRAINT "oauth_clients_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY oauth_clients
    ADD CONSTRAINT "oauth_clients_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY pins
    ADD CONSTRAINT "pins_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY pins
    ADD CONSTRAINT "pins_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id);

ALTER TABLE ONLY pins
    ADD CONSTRAINT "pins_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY pins
    ADD CONSTRAINT "pins_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY reactions
    ADD CONSTRAINT "reactions_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY reactions
    ADD CONSTRAINT "reactions_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY revisions
    ADD CONSTRAINT "revisions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY revisions
    ADD CONSTRAINT "revisions_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY search_queries
    ADD CONSTRAINT "search_queries_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES shares(id) ON DELETE SET NULL;

ALTER TABLE ONLY search_queries
    ADD CONSTRAINT "search_queries_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY search_queries
    ADD CONSTRAINT "search_queries_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY share_subscriptions
    ADD CONSTRAINT "share_subscriptions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY share_subscriptions
    ADD CONSTRAINT "share_subscriptions_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES shares(id) ON DELETE CASCADE;

ALTER TABLE ONLY shares
    ADD CONSTRAINT "shares_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY shares
    ADD CONSTRAINT "shares_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY shares
    ADD CONSTRAINT "shares_revokedById_fkey" FOREIGN KEY ("revokedById") REFERENCES users(id);

ALTER TABLE ONLY shares
    ADD CONSTRAINT "shares_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id);

ALTER TABLE ONLY shares
    ADD CONSTRAINT "shares_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id);

ALTER TABLE ONLY stars
    ADD CONSTRAINT "stars_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY stars
    ADD CONSTRAINT "stars_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY stars
    ADD CONSTRAINT "stars_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT "subscriptions_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT "subscriptions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT "subscriptions_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY team_domains
    ADD CONSTRAINT "team_domains_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY team_domains
    ADD CONSTRAINT "team_domains_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_authentications
    ADD CONSTRAINT "user_authentications_authenticationProviderId_fkey" FOREIGN KEY ("authenticationProviderId") REFERENCES authentication_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_authentications
    ADD CONSTRAINT "user_authentications_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_passkeys
    ADD CONSTRAINT "user_passkeys_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT "user_permissions_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES collections(id) ON DELETE SET NULL;

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT "user_permissions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT "user_permissions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES documents(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT "user_permissions_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES user_permissions(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_permissions
    ADD CONSTRAINT "user_permissions_userId_fkey" FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY users
    ADD CONSTRAINT "users_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES users(id);

ALTER TABLE ONLY users
    ADD CONSTRAINT "users_suspendedById_fkey" FOREIGN KEY ("suspendedById") REFERENCES users(id);

ALTER TABLE ONLY users
    ADD CONSTRAINT "users_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_deliveries
    ADD CONSTRAINT "webhook_deliveries_webhookSubscriptionId_fkey" FOREIGN KEY ("webhookSubscriptionId") REFERENCES webhook_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_subscriptions
    ADD CONSTRAINT "webhook_subscriptions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_subscriptions
    ADD CONSTRAINT "webhook_subscriptions_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES teams(id) ON DELETE CASCADE;
RESET search_path;
`,
  dataSql: `INSERT INTO outline.teams (id, name, "createdAt", "updatedAt", "deletedAt", sharing, subdomain, "documentEmbeds", "guestSignin", "defaultUserRole", "memberCollectionCreate", "inviteRequired", preferences, "lastActiveAt", "memberTeamCreate", "passkeysEnabled") VALUES
  ('22d5e5d1-1180-5313-bced-c1584f06efcd', 'Acme Docs', now() - interval '34560000 seconds', now() - interval '86400 seconds', NULL, true, 'acme', true, false, 'member', true, false, '{}', now() - interval '864 seconds', true, false),
  ('5bf001e5-981d-58df-a660-b0e4d7d5b8ea', 'Old Workspace', now() - interval '25920000 seconds', now() - interval '3456000 seconds', now() - interval '3024000 seconds', true, 'oldws', true, false, 'member', true, false, '{}', now() - interval '5184000 seconds', true, false);
INSERT INTO outline.users (id, email, name, "jwtSecret", "createdAt", "updatedAt", "teamId", "avatarUrl", "lastActiveAt", "lastActiveIp", "lastSignedInAt", "lastSignedInIp", "deletedAt", language, flags, "invitedById", preferences, "notificationSettings", role, timezone) VALUES
  ('8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'user0@acme.example', 'User 0', '\\x00'::bytea, now() - interval '33696000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '1076374 seconds', '198.51.100.2', now() - interval '1945021 seconds', '198.51.100.2', NULL, 'en_US', '{}', NULL, '{}', '{"emails.document_updated": true}', 'admin', 'Europe/Berlin'),
  ('0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'User 1', '\\x00'::bytea, now() - interval '31104000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '1374094 seconds', '198.51.100.3', now() - interval '2447803 seconds', '198.51.100.3', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'User 2', '\\x00'::bytea, now() - interval '28512000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '1278545 seconds', '198.51.100.4', now() - interval '2397378 seconds', '198.51.100.4', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'User 3', '\\x00'::bytea, now() - interval '25920000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '50121 seconds', '198.51.100.5', now() - interval '1253064 seconds', '198.51.100.5', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'viewer', 'Europe/Berlin'),
  ('b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'User 4', '\\x00'::bytea, now() - interval '23328000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '1630120 seconds', '198.51.100.6', now() - interval '1712471 seconds', '198.51.100.6', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'User 5', '\\x00'::bytea, now() - interval '20736000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '1556756 seconds', '198.51.100.7', now() - interval '370049 seconds', '198.51.100.7', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('2e8c9e74-8137-5775-aaf5-30510d1ec855', 'user6@acme.example', 'User 6', '\\x00'::bytea, now() - interval '18144000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '810551 seconds', '198.51.100.8', now() - interval '704213 seconds', '198.51.100.8', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'guest', 'Europe/Berlin'),
  ('901755b4-6cf3-5f3f-bb02-51882d30f826', 'user7@acme.example', 'User 7', '\\x00'::bytea, now() - interval '15552000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '939619 seconds', '198.51.100.9', now() - interval '1524467 seconds', '198.51.100.9', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'user8@acme.example', 'User 8', '\\x00'::bytea, now() - interval '12960000 seconds', now() - interval '172800 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, now() - interval '22661 seconds', '198.51.100.10', now() - interval '629438 seconds', '198.51.100.10', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'member', 'Europe/Berlin'),
  ('a395dadd-0c53-5b42-b68c-78f0997887d5', 'user9@acme.example', 'User 9', '\\x00'::bytea, now() - interval '10368000 seconds', now() - interval '172800 seconds', '5bf001e5-981d-58df-a660-b0e4d7d5b8ea', NULL, now() - interval '482946 seconds', '198.51.100.11', now() - interval '2382395 seconds', '198.51.100.11', NULL, 'en_US', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', '{"emails.document_updated": true}', 'admin', 'Europe/Berlin');
INSERT INTO outline.authentication_providers (id, name, "providerId", enabled, "teamId", "createdAt", settings) VALUES
  ('4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', 'google', 'acme.example', true, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '34560000 seconds', NULL);
INSERT INTO outline.user_authentications (id, "userId", "authenticationProviderId", "accessToken", "refreshToken", scopes, "providerId", "createdAt", "updatedAt", "expiresAt", "lastValidatedAt") VALUES
  ('e9464b16-4391-549b-b3d3-5a4dbefb880f', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000000', now() - interval '32832000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('25255f32-8793-5d91-9689-8d27d7c75476', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000001', now() - interval '30240000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('31a13e87-77a3-5cba-89a7-8318e818d6a7', '47b83377-4539-5cfa-b775-cae6efa3a876', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000002', now() - interval '27648000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('7fd15101-6ec2-52d6-b762-7971cb4c570f', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000003', now() - interval '25056000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('fa8c02fb-812e-54f2-a7a6-992b6d607c2b', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000004', now() - interval '22464000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('5eb57762-0d1e-5802-83d5-50e821d47063', '32235b53-53b4-5926-9137-a46b2396e0be', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000005', now() - interval '19872000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('07b0187e-b48c-5378-9b9f-64753707bb51', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000006', now() - interval '17280000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('53bc2b0a-5bb8-5cb3-b872-99afbbe6676c', '901755b4-6cf3-5f3f-bb02-51882d30f826', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000007', now() - interval '14688000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds'),
  ('4ea23638-b02c-598f-9afa-a67d77c2f612', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', '\\x01'::bytea, NULL, ARRAY['email','profile'], '10000008', now() - interval '12096000 seconds', now() - interval '86400 seconds', now() - interval '-3456 seconds', now() - interval '864 seconds');
INSERT INTO outline.collections (id, name, description, "createdAt", "updatedAt", "teamId", "createdById", "urlId", color, "maintainerApprovalRequired", icon, sort, sharing, "index", permission, commenting, "templateManagement") VALUES
  ('81ac7afa-911f-5d08-92b2-6df50c918404', 'Engineering', NULL, now() - interval '30240000 seconds', now() - interval '259200 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'col0xyz', '#4E5C6E', false, NULL, '{"field": "index", "direction": "asc"}', true, 'P', 'read_write', NULL, 'admins'),
  ('43edb2c4-2b46-5111-861e-7b8a4509134f', 'Handbook', NULL, now() - interval '26784000 seconds', now() - interval '259200 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'col1xyz', '#4E5C6E', false, NULL, '{"field": "index", "direction": "asc"}', true, 'Q', 'read_write', NULL, 'admins'),
  ('7bb748b4-b838-5c3c-a223-ca0e64bd513d', 'Design', NULL, now() - interval '23328000 seconds', now() - interval '259200 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'col2xyz', '#4E5C6E', false, NULL, '{"field": "index", "direction": "asc"}', true, 'R', 'read_write', NULL, 'admins'),
  ('81ab820e-8a3d-58fb-8416-97693055fab5', 'Private notes', NULL, now() - interval '19872000 seconds', now() - interval '259200 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'col3xyz', '#4E5C6E', false, NULL, '{"field": "index", "direction": "asc"}', true, 'S', NULL, NULL, 'admins');
INSERT INTO outline.documents (id, "urlId", title, text, "createdAt", "updatedAt", "collectionId", "teamId", "parentDocumentId", "lastModifiedById", "revisionCount", "createdById", "collaboratorIds", "publishedAt", "pinnedById", "archivedAt", "deletedAt", "isWelcome", "editorVersion", version, template, "templateId", "previousTitles", "fullWidth", "insightsEnabled", content, summary, "popularityScore") VALUES
  ('1bdec939-5bc8-5e6a-93c8-bc2785b7b629', 'd00000000', 'Document 0', 'Body text of document 0', now() - interval '22595157 seconds', now() - interval '68949 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 3, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid], now() - interval '22594293 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('2e44e388-f616-56df-8aa1-e9583dd1f133', 'd00000001', 'Document 1', 'Body text of document 1', now() - interval '23504623 seconds', now() - interval '59948 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 3, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid], now() - interval '23503759 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('e101d3ff-6a33-556c-a661-46b88d148683', 'd00000002', 'Document 2', 'Body text of document 2', now() - interval '18303546 seconds', now() - interval '54734 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', 3, '47b83377-4539-5cfa-b775-cae6efa3a876', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid], now() - interval '18302682 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('a13b6b24-24ae-5ebd-84a1-6e1f132e3431', 'd00000003', 'Document 3', 'Body text of document 3', now() - interval '483372 seconds', now() - interval '376447 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', 3, 'aff67b92-6750-5231-81e2-5861c1a0a07c', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid], now() - interval '482508 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('0abdd20c-b290-5705-8b6f-53126f149601', 'd00000004', 'Document 4', 'Body text of document 4', now() - interval '6494506 seconds', now() - interval '93088 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 3, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid], now() - interval '6493642 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('262c2da8-521f-5188-b2f1-7159f754fae2', 'd00000005', 'Document 5', 'Body text of document 5', now() - interval '28867197 seconds', now() - interval '376880 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', 3, '32235b53-53b4-5926-9137-a46b2396e0be', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid], now() - interval '28866333 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('b71758d9-2c9d-56fe-b74a-138bffa19830', 'd00000006', 'Document 6', 'Body text of document 6', now() - interval '8805649 seconds', now() - interval '415358 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', 3, '2e8c9e74-8137-5775-aaf5-30510d1ec855', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid], now() - interval '8804785 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('05446d79-970a-5b32-bf9c-e22f0082bd5a', 'd00000007', 'Document 7', 'Body text of document 7', now() - interval '16039284 seconds', now() - interval '292823 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', 3, '901755b4-6cf3-5f3f-bb02-51882d30f826', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid], now() - interval '16038420 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('dec32a31-5e79-5c70-9222-d0445971150d', 'd00000008', 'Document 8', 'Body text of document 8', now() - interval '6359138 seconds', now() - interval '406502 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 3, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid], now() - interval '6358274 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('bb4919bf-9624-5afa-b327-e0a59f793939', 'd00000009', 'Document 9', 'Body text of document 9', now() - interval '20421940 seconds', now() - interval '417556 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 3, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid], now() - interval '20421076 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('1ca74708-2690-574c-a345-5f23d6875c0e', 'd00000010', 'Document 10', 'Body text of document 10', now() - interval '26300459 seconds', now() - interval '129077 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 3, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid], now() - interval '26299595 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', 'd00000011', 'Document 11', 'Body text of document 11', now() - interval '10886281 seconds', now() - interval '71693 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', 3, '47b83377-4539-5cfa-b775-cae6efa3a876', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid], now() - interval '10885417 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', 'd00000012', 'Document 12', 'Body text of document 12', now() - interval '4649196 seconds', now() - interval '28140 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', 3, 'aff67b92-6750-5231-81e2-5861c1a0a07c', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid], now() - interval '4648332 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('b23ed8ce-3d0f-5991-8644-5bf6187366ae', 'd00000013', 'Document 13', 'Body text of document 13', now() - interval '9154538 seconds', now() - interval '260544 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 3, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid], now() - interval '9153674 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('d070d11e-be17-5a4b-bda7-8161241a3286', 'd00000014', 'Document 14', 'Body text of document 14', now() - interval '529921 seconds', now() - interval '292868 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', 3, '32235b53-53b4-5926-9137-a46b2396e0be', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid], now() - interval '529057 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('0b06209c-2bd7-579e-a88f-4cc34b93c7dc', 'd00000015', 'Document 15', 'Body text of document 15', now() - interval '10212087 seconds', now() - interval '133902 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', 3, '2e8c9e74-8137-5775-aaf5-30510d1ec855', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid], now() - interval '10211223 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('d8303368-c55f-5a58-b7a8-5346e8744a83', 'd00000016', 'Document 16', 'Body text of document 16', now() - interval '24123187 seconds', now() - interval '207682 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', 3, '901755b4-6cf3-5f3f-bb02-51882d30f826', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid], now() - interval '24122323 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('592a6c49-441e-5d20-8ad6-a6aa579505fb', 'd00000017', 'Document 17', 'Body text of document 17', now() - interval '9572316 seconds', now() - interval '207886 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 3, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid], now() - interval '9571452 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('622977d9-55ac-5188-82fb-fef388e85ba2', 'd00000018', 'Document 18', 'Body text of document 18', now() - interval '20827943 seconds', now() - interval '24624 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 3, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid], now() - interval '20827079 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('387396da-32e8-5689-8818-3d60bdf32d82', 'd00000019', 'Document 19', 'Body text of document 19', now() - interval '28655282 seconds', now() - interval '9878 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 3, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid], now() - interval '28654418 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('60198719-21ea-5684-8996-12fa1409ac5c', 'd00000020', 'Document 20', 'Body text of document 20', now() - interval '22134067 seconds', now() - interval '364989 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', 3, '47b83377-4539-5cfa-b775-cae6efa3a876', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid], now() - interval '22133203 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('abeae077-689a-5a01-a57d-d9975826c7aa', 'd00000021', 'Document 21', 'Body text of document 21', now() - interval '954947 seconds', now() - interval '340303 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', 3, 'aff67b92-6750-5231-81e2-5861c1a0a07c', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid], now() - interval '954083 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('d2b393ed-f8d6-598b-9a51-ad2d10ba2137', 'd00000022', 'Document 22', 'Body text of document 22', now() - interval '11030843 seconds', now() - interval '249920 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 3, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid], now() - interval '11029979 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('a3b0029c-6ac8-5af0-a7cb-18943491d20d', 'd00000023', 'Document 23', 'Body text of document 23', now() - interval '694765 seconds', now() - interval '20186 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', 3, '32235b53-53b4-5926-9137-a46b2396e0be', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid], now() - interval '693901 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('1d3dc978-c972-513c-aa33-2bfa5fdb9f2b', 'd00000024', 'Document 24', 'Body text of document 24', now() - interval '5668534 seconds', now() - interval '412638 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', 3, '2e8c9e74-8137-5775-aaf5-30510d1ec855', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid], now() - interval '5667670 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('4e400298-cb2e-533c-855a-5f627ba294e5', 'd00000025', 'Document 25', 'Body text of document 25', now() - interval '6120123 seconds', now() - interval '326478 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', 3, '901755b4-6cf3-5f3f-bb02-51882d30f826', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid], now() - interval '6119259 seconds', NULL, NULL, now() - interval '3888000 seconds', false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('edee9049-b799-5a1a-ba00-5f7df9e579e1', 'd00000026', 'Document 26', 'Body text of document 26', now() - interval '27339944 seconds', now() - interval '406963 seconds', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 3, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid], now() - interval '27339080 seconds', NULL, NULL, now() - interval '3888000 seconds', false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('4c898fe5-dee3-56e0-90e2-46254cc7c2a8', 'd00000027', 'Document 27', 'Body text of document 27', now() - interval '10399787 seconds', now() - interval '153271 seconds', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 3, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid], now() - interval '10398923 seconds', NULL, NULL, now() - interval '864000 seconds', false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('1c22a2f8-57da-54fc-9fac-f9c03bcda2bf', 'd00000028', 'Document 28', 'Body text of document 28', now() - interval '15618969 seconds', now() - interval '335061 seconds', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 3, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid], now() - interval '15618105 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0),
  ('c2e372a2-15b4-565d-8df5-a0c1bd2d3a66', 'd00000029', 'Document 29', 'Body text of document 29', now() - interval '3559482 seconds', now() - interval '323308 seconds', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', 3, '47b83377-4539-5cfa-b775-cae6efa3a876', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid], now() - interval '3558618 seconds', NULL, NULL, NULL, false, '15.0.0', 2, false, NULL, ARRAY[]::varchar[], false, true, '{"type": "doc", "content": []}', NULL, 0.0);
INSERT INTO outline.revisions (id, title, text, "createdAt", "updatedAt", "userId", "documentId", "editorVersion", version, content, "collaboratorIds") VALUES
  ('bbdda729-d4ef-596a-9a17-d46f29525f9f', 'Document 0', 'text', now() - interval '20681635 seconds', now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '15.0.0', 2, '{"type": "doc"}', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid]),
  ('fc982882-b241-591b-a696-db4a31b4b10a', 'Document 1', 'text', now() - interval '22295399 seconds', now() - interval '86400 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '2e44e388-f616-56df-8aa1-e9583dd1f133', '15.0.0', 2, '{"type": "doc"}', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid]),
  ('99c20926-df98-552f-a4d8-b3e37369127e', 'Document 2', 'text', now() - interval '1032726 seconds', now() - interval '86400 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', 'e101d3ff-6a33-556c-a661-46b88d148683', '15.0.0', 2, '{"type": "doc"}', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid]),
  ('d90adba7-22fe-5b2e-96d8-2a567b5d3a85', 'Document 3', 'text', now() - interval '24519824 seconds', now() - interval '86400 seconds', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '15.0.0', 2, '{"type": "doc"}', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid]),
  ('46f4e564-9511-54ee-8c99-2c944228ad40', 'Document 4', 'text', now() - interval '2441904 seconds', now() - interval '86400 seconds', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '0abdd20c-b290-5705-8b6f-53126f149601', '15.0.0', 2, '{"type": "doc"}', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid]),
  ('f89f3cbe-aaf2-5014-9a7b-547d6399703e', 'Document 5', 'text', now() - interval '8888955 seconds', now() - interval '86400 seconds', '32235b53-53b4-5926-9137-a46b2396e0be', '262c2da8-521f-5188-b2f1-7159f754fae2', '15.0.0', 2, '{"type": "doc"}', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid]),
  ('7dfef22e-509d-54c7-a1e5-29d3a17583bd', 'Document 6', 'text', now() - interval '15866274 seconds', now() - interval '86400 seconds', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'b71758d9-2c9d-56fe-b74a-138bffa19830', '15.0.0', 2, '{"type": "doc"}', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid]),
  ('519c4d5a-41d4-588a-9782-6fcdd47b01aa', 'Document 7', 'text', now() - interval '23803897 seconds', now() - interval '86400 seconds', '901755b4-6cf3-5f3f-bb02-51882d30f826', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '15.0.0', 2, '{"type": "doc"}', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid]),
  ('31ef2acd-d4be-55f4-9983-45a174655835', 'Document 8', 'text', now() - interval '8868778 seconds', now() - interval '86400 seconds', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'dec32a31-5e79-5c70-9222-d0445971150d', '15.0.0', 2, '{"type": "doc"}', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid]),
  ('fa15619e-4973-5d57-85e3-98d105f41377', 'Document 9', 'text', now() - interval '23961752 seconds', now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'bb4919bf-9624-5afa-b327-e0a59f793939', '15.0.0', 2, '{"type": "doc"}', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid]),
  ('d44f1774-b552-5667-856f-e87269758349', 'Document 10', 'text', now() - interval '14169433 seconds', now() - interval '86400 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '1ca74708-2690-574c-a345-5f23d6875c0e', '15.0.0', 2, '{"type": "doc"}', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid]),
  ('1e8c36b9-156e-5ba0-932d-a38a2cca201c', 'Document 11', 'text', now() - interval '8158118 seconds', now() - interval '86400 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', '15.0.0', 2, '{"type": "doc"}', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid]),
  ('021f5043-0f5a-5a76-bc66-1106b54b02cd', 'Document 12', 'text', now() - interval '8270484 seconds', now() - interval '86400 seconds', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', '15.0.0', 2, '{"type": "doc"}', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid]),
  ('b9f89336-dfe0-50bd-af64-83acce9a3207', 'Document 13', 'text', now() - interval '4671290 seconds', now() - interval '86400 seconds', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', '15.0.0', 2, '{"type": "doc"}', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid]),
  ('a59b0f11-6660-5974-b997-591edf03b0fc', 'Document 14', 'text', now() - interval '2106490 seconds', now() - interval '86400 seconds', '32235b53-53b4-5926-9137-a46b2396e0be', 'd070d11e-be17-5a4b-bda7-8161241a3286', '15.0.0', 2, '{"type": "doc"}', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid]),
  ('7df48868-5108-5205-9d24-96acadac9c29', 'Document 15', 'text', now() - interval '3932198 seconds', now() - interval '86400 seconds', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '0b06209c-2bd7-579e-a88f-4cc34b93c7dc', '15.0.0', 2, '{"type": "doc"}', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid]),
  ('489b94a1-1849-587b-abcd-6219deee8d4a', 'Document 16', 'text', now() - interval '17890261 seconds', now() - interval '86400 seconds', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'd8303368-c55f-5a58-b7a8-5346e8744a83', '15.0.0', 2, '{"type": "doc"}', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid]),
  ('a10f72a2-1e02-503e-95be-19cec69741d8', 'Document 17', 'text', now() - interval '25835442 seconds', now() - interval '86400 seconds', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '592a6c49-441e-5d20-8ad6-a6aa579505fb', '15.0.0', 2, '{"type": "doc"}', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid]),
  ('7d1fe703-611f-52f9-b421-b832f3b5dbe8', 'Document 18', 'text', now() - interval '4259288 seconds', now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '622977d9-55ac-5188-82fb-fef388e85ba2', '15.0.0', 2, '{"type": "doc"}', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid]),
  ('660bc192-e527-58a1-a435-678ea6b6e5a0', 'Document 19', 'text', now() - interval '1340677 seconds', now() - interval '86400 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '387396da-32e8-5689-8818-3d60bdf32d82', '15.0.0', 2, '{"type": "doc"}', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid]),
  ('d3461800-a680-5819-a94d-04092bcaea4a', 'Document 20', 'text', now() - interval '25576390 seconds', now() - interval '86400 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', '60198719-21ea-5684-8996-12fa1409ac5c', '15.0.0', 2, '{"type": "doc"}', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid]),
  ('70d7ed11-17ab-52a7-80f2-cccfe60935b8', 'Document 21', 'text', now() - interval '13869420 seconds', now() - interval '86400 seconds', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'abeae077-689a-5a01-a57d-d9975826c7aa', '15.0.0', 2, '{"type": "doc"}', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid]),
  ('3fc57b57-5928-57a2-a62e-df0d5ea0956a', 'Document 22', 'text', now() - interval '10571949 seconds', now() - interval '86400 seconds', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'd2b393ed-f8d6-598b-9a51-ad2d10ba2137', '15.0.0', 2, '{"type": "doc"}', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid]),
  ('9d881919-0193-5b8c-b91c-ed4d2c08bf04', 'Document 23', 'text', now() - interval '6217659 seconds', now() - interval '86400 seconds', '32235b53-53b4-5926-9137-a46b2396e0be', 'a3b0029c-6ac8-5af0-a7cb-18943491d20d', '15.0.0', 2, '{"type": "doc"}', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid]),
  ('5a24c8ba-c2f0-59de-ac4d-aa6d57ea07db', 'Document 24', 'text', now() - interval '15430531 seconds', now() - interval '86400 seconds', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '1d3dc978-c972-513c-aa33-2bfa5fdb9f2b', '15.0.0', 2, '{"type": "doc"}', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid]),
  ('1f9c167a-3262-5305-9a63-8a05c1cfe8dc', 'Document 25', 'text', now() - interval '21432588 seconds', now() - interval '86400 seconds', '901755b4-6cf3-5f3f-bb02-51882d30f826', '4e400298-cb2e-533c-855a-5f627ba294e5', '15.0.0', 2, '{"type": "doc"}', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid]),
  ('fc11205b-2271-5ac9-926f-75754f1d20a9', 'Document 26', 'text', now() - interval '11857870 seconds', now() - interval '86400 seconds', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'edee9049-b799-5a1a-ba00-5f7df9e579e1', '15.0.0', 2, '{"type": "doc"}', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid]),
  ('763cd522-21f9-56b3-812b-745a3b7acc7a', 'Document 27', 'text', now() - interval '10981909 seconds', now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '4c898fe5-dee3-56e0-90e2-46254cc7c2a8', '15.0.0', 2, '{"type": "doc"}', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid]),
  ('1e952646-a702-55e2-9464-438a824ecd80', 'Document 28', 'text', now() - interval '1525518 seconds', now() - interval '86400 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '1c22a2f8-57da-54fc-9fac-f9c03bcda2bf', '15.0.0', 2, '{"type": "doc"}', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid]),
  ('10f766f9-6fe0-5867-97d7-ac4fb8a3d5a0', 'Document 29', 'text', now() - interval '23751769 seconds', now() - interval '86400 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', 'c2e372a2-15b4-565d-8df5-a0c1bd2d3a66', '15.0.0', 2, '{"type": "doc"}', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid]),
  ('977896b3-a810-5af4-8b51-d442e8160948', 'Document 0', 'text', now() - interval '931707 seconds', now() - interval '86400 seconds', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '15.0.0', 2, '{"type": "doc"}', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid]),
  ('187a2e65-76d7-5361-a6a4-0f367135ed44', 'Document 1', 'text', now() - interval '12836940 seconds', now() - interval '86400 seconds', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '2e44e388-f616-56df-8aa1-e9583dd1f133', '15.0.0', 2, '{"type": "doc"}', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid]),
  ('ebac0e14-fc64-51a6-9e15-61b66df7f621', 'Document 2', 'text', now() - interval '21746047 seconds', now() - interval '86400 seconds', '32235b53-53b4-5926-9137-a46b2396e0be', 'e101d3ff-6a33-556c-a661-46b88d148683', '15.0.0', 2, '{"type": "doc"}', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid]),
  ('52685573-3dba-5c3f-a1f8-c14242d10b91', 'Document 3', 'text', now() - interval '3459540 seconds', now() - interval '86400 seconds', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '15.0.0', 2, '{"type": "doc"}', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid]),
  ('6c661b1b-fc66-5348-b8c7-a4ea5eeef823', 'Document 4', 'text', now() - interval '18987926 seconds', now() - interval '86400 seconds', '901755b4-6cf3-5f3f-bb02-51882d30f826', '0abdd20c-b290-5705-8b6f-53126f149601', '15.0.0', 2, '{"type": "doc"}', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid]),
  ('d31ae41c-3657-5a1e-b621-76cb6cf784cd', 'Document 5', 'text', now() - interval '24623116 seconds', now() - interval '86400 seconds', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '262c2da8-521f-5188-b2f1-7159f754fae2', '15.0.0', 2, '{"type": "doc"}', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid]),
  ('5ec8538a-8a40-5e17-86b5-7b70bbca02f9', 'Document 6', 'text', now() - interval '16371883 seconds', now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'b71758d9-2c9d-56fe-b74a-138bffa19830', '15.0.0', 2, '{"type": "doc"}', ARRAY['8f95f1b9-4f80-5f6c-bd49-d773b289bbc8'::uuid]),
  ('67f1472c-392f-5c6a-958f-76dfd68eed63', 'Document 7', 'text', now() - interval '20443524 seconds', now() - interval '86400 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '15.0.0', 2, '{"type": "doc"}', ARRAY['0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3'::uuid]),
  ('57f388a8-1954-59de-8453-9e22feb7d973', 'Document 8', 'text', now() - interval '2841053 seconds', now() - interval '86400 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', 'dec32a31-5e79-5c70-9222-d0445971150d', '15.0.0', 2, '{"type": "doc"}', ARRAY['47b83377-4539-5cfa-b775-cae6efa3a876'::uuid]),
  ('4dbec9a8-2fbc-547f-928d-05e1ea149fec', 'Document 9', 'text', now() - interval '11312525 seconds', now() - interval '86400 seconds', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'bb4919bf-9624-5afa-b327-e0a59f793939', '15.0.0', 2, '{"type": "doc"}', ARRAY['aff67b92-6750-5231-81e2-5861c1a0a07c'::uuid]),
  ('6b11f9ab-f459-51c3-ab73-47e2371f12ec', 'Document 10', 'text', now() - interval '3941945 seconds', now() - interval '86400 seconds', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '1ca74708-2690-574c-a345-5f23d6875c0e', '15.0.0', 2, '{"type": "doc"}', ARRAY['b57016a9-f825-5c38-bd09-1360c98fdfa9'::uuid]),
  ('b45fd72e-a8a1-5c6f-8b26-bf251c353d65', 'Document 11', 'text', now() - interval '21908918 seconds', now() - interval '86400 seconds', '32235b53-53b4-5926-9137-a46b2396e0be', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', '15.0.0', 2, '{"type": "doc"}', ARRAY['32235b53-53b4-5926-9137-a46b2396e0be'::uuid]),
  ('cd41740e-19f8-5755-a7bb-3d104c24e816', 'Document 12', 'text', now() - interval '7702479 seconds', now() - interval '86400 seconds', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', '15.0.0', 2, '{"type": "doc"}', ARRAY['2e8c9e74-8137-5775-aaf5-30510d1ec855'::uuid]),
  ('312278d0-646a-5944-835d-3d1b61ac9b15', 'Document 13', 'text', now() - interval '11793023 seconds', now() - interval '86400 seconds', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', '15.0.0', 2, '{"type": "doc"}', ARRAY['901755b4-6cf3-5f3f-bb02-51882d30f826'::uuid]),
  ('961f5097-3206-5545-add2-7bbf77f11a74', 'Document 14', 'text', now() - interval '25901915 seconds', now() - interval '86400 seconds', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'd070d11e-be17-5a4b-bda7-8161241a3286', '15.0.0', 2, '{"type": "doc"}', ARRAY['530c10c3-1ad8-56c3-a078-3d97d6e0835b'::uuid]);
INSERT INTO outline.comments (id, data, "documentId", "parentCommentId", "createdById", "resolvedAt", "resolvedById", "createdAt", "updatedAt", "deletedAt", reactions) VALUES
  ('a0b6306e-eb20-5cac-a22c-9050adfda664', '{"type": "doc"}', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, NULL, now() - interval '14739692 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('9fe846c3-e6b0-59b0-8868-9f1b12de034e', '{"type": "doc"}', '2e44e388-f616-56df-8aa1-e9583dd1f133', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, NULL, now() - interval '16867484 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('769a0d88-ea72-586c-9b0e-8fc855d90aa4', '{"type": "doc"}', 'e101d3ff-6a33-556c-a661-46b88d148683', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, NULL, now() - interval '7884385 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('cf66f1bc-ad44-5510-a081-5104d80ba303', '{"type": "doc"}', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, NULL, now() - interval '8479611 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('9a24986a-8ebb-599b-ad25-5382cc4ffbf1', '{"type": "doc"}', '0abdd20c-b290-5705-8b6f-53126f149601', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, NULL, now() - interval '12629218 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('e4d47948-2406-5459-bbe7-26e9db01a548', '{"type": "doc"}', '262c2da8-521f-5188-b2f1-7159f754fae2', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', NULL, NULL, now() - interval '8322864 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('7b01dd04-356d-55a6-95f1-a4a4b2d195c2', '{"type": "doc"}', 'b71758d9-2c9d-56fe-b74a-138bffa19830', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, NULL, now() - interval '5090126 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('ceef9a96-37a3-57fa-815a-4c55ef5f0b78', '{"type": "doc"}', '05446d79-970a-5b32-bf9c-e22f0082bd5a', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, NULL, now() - interval '7028994 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('80af5638-f904-5811-813a-0cadb21b240b', '{"type": "doc"}', 'dec32a31-5e79-5c70-9222-d0445971150d', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, NULL, now() - interval '2605372 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('05e9f28f-3d11-523c-883c-72d89112fe44', '{"type": "doc"}', 'bb4919bf-9624-5afa-b327-e0a59f793939', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, NULL, now() - interval '6568400 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('4e18db0e-5e15-5e65-99a6-41efcc451e1d', '{"type": "doc"}', '1ca74708-2690-574c-a345-5f23d6875c0e', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, NULL, now() - interval '17080343 seconds', now() - interval '86400 seconds', NULL, '[]'),
  ('25b3f354-81e3-5347-b33f-4829d9fda6d0', '{"type": "doc"}', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, NULL, now() - interval '16589090 seconds', now() - interval '86400 seconds', NULL, '[]');
INSERT INTO outline.reactions (id, emoji, "userId", "commentId", "createdAt", "updatedAt") VALUES
  ('d563076c-ab8d-54b5-bb1e-9bf9ccdf6822', '👍', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'a0b6306e-eb20-5cac-a22c-9050adfda664', now() - interval '5416977 seconds', now() - interval '0 seconds'),
  ('bca65541-9703-5c09-878f-593e1a65871e', '👍', '47b83377-4539-5cfa-b775-cae6efa3a876', '9fe846c3-e6b0-59b0-8868-9f1b12de034e', now() - interval '4314146 seconds', now() - interval '0 seconds'),
  ('748106bc-5968-548b-b098-36ff37d1a612', '👍', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '769a0d88-ea72-586c-9b0e-8fc855d90aa4', now() - interval '2924456 seconds', now() - interval '0 seconds'),
  ('09192f0b-301d-59be-9053-634236c8b1e3', '👍', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'cf66f1bc-ad44-5510-a081-5104d80ba303', now() - interval '770147 seconds', now() - interval '0 seconds'),
  ('43123fc0-3efc-5e62-b61f-94b75c243a53', '👍', '32235b53-53b4-5926-9137-a46b2396e0be', '9a24986a-8ebb-599b-ad25-5382cc4ffbf1', now() - interval '2352760 seconds', now() - interval '0 seconds'),
  ('c8278dfa-5394-5bb7-9167-ee400f8a3263', '👍', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'e4d47948-2406-5459-bbe7-26e9db01a548', now() - interval '6756644 seconds', now() - interval '0 seconds'),
  ('9790fda3-1db4-5379-8bae-d810652cbe87', '👍', '901755b4-6cf3-5f3f-bb02-51882d30f826', '7b01dd04-356d-55a6-95f1-a4a4b2d195c2', now() - interval '7494222 seconds', now() - interval '0 seconds'),
  ('ba4efee8-5c9b-5fb8-bb96-7b49e74210fd', '👍', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'ceef9a96-37a3-57fa-815a-4c55ef5f0b78', now() - interval '3121859 seconds', now() - interval '0 seconds');
INSERT INTO outline.events (id, name, data, "userId", "collectionId", "teamId", "createdAt", "documentId", "actorId", "modelId", ip, changes, "authType") VALUES
  ('1e6db0aa-8292-5161-9272-d72552ebc800', 'users.signin', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '28523187 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.0', NULL, 'api'),
  ('8e33aa6e-920a-5c1a-a367-79a6f492698e', 'documents.update', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '28119502 seconds', '2e44e388-f616-56df-8aa1-e9583dd1f133', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.1', NULL, 'app'),
  ('6ffca48a-8c14-54e9-a418-351dcbd11d0c', 'documents.publish', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '25205527 seconds', 'e101d3ff-6a33-556c-a661-46b88d148683', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.2', NULL, 'app'),
  ('d66621a1-cb0e-57ec-ab24-4d5bbde2d860', 'collections.create', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '24095901 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.3', NULL, 'api'),
  ('e8a60ffd-91ee-5b65-b065-711e56b93f5a', 'users.signin', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '27565770 seconds', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.4', NULL, 'app'),
  ('17c695fb-0b3c-5f49-ba35-fba79713b467', 'api_keys.create', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '13188212 seconds', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.5', NULL, 'app'),
  ('59459c44-f383-5c31-a2df-7c261a8391ed', 'users.signin', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '25563792 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.6', NULL, 'api'),
  ('a28a372b-6f4c-5ea5-9e4e-e67dcb25eaf0', 'documents.update', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '10191559 seconds', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.7', NULL, 'app'),
  ('56d1da4f-7e07-50e8-999b-53954a99d04e', 'documents.publish', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '17624545 seconds', 'dec32a31-5e79-5c70-9222-d0445971150d', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.8', NULL, 'app'),
  ('63bab3fb-d4ad-518b-b927-fa5abe38a05e', 'collections.create', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '27932596 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.9', NULL, 'api'),
  ('b62a19ce-379a-51f4-a40a-8f05fc645599', 'users.signin', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '25070761 seconds', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.10', NULL, 'app'),
  ('cc9a0b62-0f18-5f29-ab34-41b88abc456d', 'api_keys.create', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '10663303 seconds', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.11', NULL, 'app'),
  ('38957507-fa68-5f75-91db-dada5d38a0e1', 'users.signin', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '34312030 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.12', NULL, 'api'),
  ('842c8f22-bd4d-5f1e-8e2a-54795340624b', 'documents.update', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '23576029 seconds', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.13', NULL, 'app'),
  ('65e1273b-684c-5349-9737-492a62da61c8', 'documents.publish', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '21071020 seconds', 'd070d11e-be17-5a4b-bda7-8161241a3286', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.14', NULL, 'app'),
  ('0703779d-0d29-5034-ae3b-1d56c91a00ff', 'collections.create', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '420239 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.15', NULL, 'api'),
  ('fdefd098-cbaa-582a-b010-b222749ad6cc', 'users.signin', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '19849205 seconds', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.16', NULL, 'app'),
  ('3056db5a-aa95-5c14-8fef-1b58868ffccf', 'api_keys.create', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '9097122 seconds', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.17', NULL, 'app'),
  ('82e75e2f-f442-57fb-b10f-b558c0bb98b8', 'users.signin', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '24372578 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.18', NULL, 'api'),
  ('bab4104e-ff26-5b57-a441-d3f0065cbc33', 'documents.update', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '16799130 seconds', '387396da-32e8-5689-8818-3d60bdf32d82', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.19', NULL, 'app'),
  ('e46ba25f-0bd4-5918-8884-4ccbd9d29fab', 'documents.publish', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '29635672 seconds', '60198719-21ea-5684-8996-12fa1409ac5c', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.20', NULL, 'app'),
  ('e03b47fd-ba0e-5b21-86c1-6270c80ead74', 'collections.create', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '23494192 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.21', NULL, 'api'),
  ('bbaf7419-5368-5f1e-8f6a-96f1b8ef1c07', 'users.signin', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '28944250 seconds', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.22', NULL, 'app'),
  ('e2fd73c6-81a5-5f76-a5c5-ba6b3fe1a798', 'api_keys.create', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '12624033 seconds', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.23', NULL, 'app'),
  ('1afdc210-85a2-52b1-ae14-03a8fc6e0502', 'users.signin', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '23371761 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.24', NULL, 'api'),
  ('5425199d-9a89-5a4e-84e9-c5ef9bfdc2dc', 'documents.update', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '26774279 seconds', '4e400298-cb2e-533c-855a-5f627ba294e5', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.25', NULL, 'app'),
  ('d1cd1284-d60d-5485-8015-9def2853b8de', 'documents.publish', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '30053310 seconds', 'edee9049-b799-5a1a-ba00-5f7df9e579e1', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.26', NULL, 'app'),
  ('9ef6e0a1-cd9f-5b28-ae4a-123050005314', 'collections.create', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '12702438 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.27', NULL, 'api'),
  ('7930307a-a741-597d-9028-4d9ad8350dee', 'users.signin', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '30586414 seconds', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.28', NULL, 'app'),
  ('10956a63-8f67-540f-9c61-bf40d9009919', 'api_keys.create', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '31567340 seconds', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.29', NULL, 'app'),
  ('31c31fae-3f86-58e6-b24d-cdec0d31c9fb', 'users.signin', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '24978371 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.30', NULL, 'api'),
  ('635a11c7-56e4-5ae9-b476-804b90737468', 'documents.update', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '35421522 seconds', '2e44e388-f616-56df-8aa1-e9583dd1f133', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.31', NULL, 'app'),
  ('b1328b29-dfc6-5c5e-b536-e6638ca9e8a2', 'documents.publish', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '34710070 seconds', 'e101d3ff-6a33-556c-a661-46b88d148683', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.32', NULL, 'app'),
  ('9deca417-8e26-5d2b-8cf5-ce16cfcd112d', 'collections.create', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '18802244 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.33', NULL, 'api'),
  ('12faa005-59c8-5ad8-9dec-c3d3f652f090', 'users.signin', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '19208693 seconds', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.34', NULL, 'app'),
  ('e791cb7c-b2c2-5882-be3d-38f0b7dfb9a8', 'api_keys.create', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '6030072 seconds', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.35', NULL, 'app'),
  ('8e6521d0-5c80-5aba-b7d6-f8fc0a0466ad', 'users.signin', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '30359277 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.36', NULL, 'api'),
  ('4ac5d50d-deb4-54ac-b89c-db74d7c48053', 'documents.update', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '34015707 seconds', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.37', NULL, 'app'),
  ('5966f926-4a3a-54bc-a402-32b01dd70a86', 'documents.publish', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '17318046 seconds', 'dec32a31-5e79-5c70-9222-d0445971150d', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.38', NULL, 'app'),
  ('464c6713-51fe-5445-88b4-75b7b5b2f776', 'collections.create', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '25090452 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.39', NULL, 'api'),
  ('d9f1f23c-409b-5dce-b3ac-c2c72a6bf742', 'users.signin', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '26115983 seconds', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.40', NULL, 'app'),
  ('3fe23a33-2a7c-50be-8343-dca034320375', 'api_keys.create', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '26503065 seconds', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.41', NULL, 'app'),
  ('4dc6c847-64fc-50c9-b288-ea5e04c8f028', 'users.signin', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '6235249 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.42', NULL, 'api'),
  ('c54e3eaf-5851-51f7-ad24-7d1f1e3d7956', 'documents.update', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '28318126 seconds', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.43', NULL, 'app'),
  ('1792b6a1-94f2-5048-83d5-b87dded8b7e8', 'documents.publish', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '21077714 seconds', 'd070d11e-be17-5a4b-bda7-8161241a3286', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.44', NULL, 'app'),
  ('c65110d6-523c-5ac3-93ab-7e8fa6ba426b', 'collections.create', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '24151704 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.45', NULL, 'api'),
  ('c3c86650-9be8-592b-964b-c3aba8d5fc36', 'users.signin', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '15269701 seconds', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.46', NULL, 'app'),
  ('90d7536f-bcbc-5721-b639-ae09a101b096', 'api_keys.create', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '22634172 seconds', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.47', NULL, 'app'),
  ('aad13aee-676b-5d24-973f-96dbf54d8179', 'users.signin', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '28112486 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.48', NULL, 'api'),
  ('883a8de2-341b-5529-a2d2-39db353a0a7e', 'documents.update', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '23110618 seconds', '387396da-32e8-5689-8818-3d60bdf32d82', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.49', NULL, 'app'),
  ('ca450634-cef7-5cf5-a872-c245d42be382', 'documents.publish', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '26142400 seconds', '60198719-21ea-5684-8996-12fa1409ac5c', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.50', NULL, 'app'),
  ('e3a9a996-b86b-5b70-a7ab-0966a7181ca0', 'collections.create', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '1002348 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.51', NULL, 'api'),
  ('86a28cfd-ff76-5e0e-b156-1a4b04673022', 'users.signin', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '5806917 seconds', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.52', NULL, 'app'),
  ('0ff6e204-f487-5354-a7d6-1d5fb47b3b8e', 'api_keys.create', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '16005491 seconds', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.53', NULL, 'app'),
  ('b98a2f25-7af2-5582-b379-4d636e61ab32', 'users.signin', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '23591448 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.54', NULL, 'api'),
  ('c3b4d3db-c1cb-55f3-b2f2-77e07e06aaa1', 'documents.update', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '7948457 seconds', '4e400298-cb2e-533c-855a-5f627ba294e5', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.55', NULL, 'app'),
  ('04728eb5-e9bd-5952-8081-6af7616923c8', 'documents.publish', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '24892016 seconds', 'edee9049-b799-5a1a-ba00-5f7df9e579e1', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.56', NULL, 'app'),
  ('3bcbfe73-67c5-525a-83e7-58ef90331833', 'collections.create', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '22892835 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.57', NULL, 'api'),
  ('83eb0023-f896-5474-b301-a15da30c87b8', 'users.signin', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '1519078 seconds', NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.58', NULL, 'app'),
  ('3d6868ec-853c-597f-83af-499bcc43c518', 'api_keys.create', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '17112895 seconds', NULL, '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.59', NULL, 'app'),
  ('9fcb20bd-d375-50d6-b793-a22c2859d381', 'users.signin', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '8209891 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.60', NULL, 'api'),
  ('0d6ee21e-4732-5c40-bafd-b967c97e38c2', 'documents.update', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '1964742 seconds', '2e44e388-f616-56df-8aa1-e9583dd1f133', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.61', NULL, 'app'),
  ('6cdf304f-0f0a-53b5-a5f1-f11aec4d3e8d', 'documents.publish', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '4845424 seconds', 'e101d3ff-6a33-556c-a661-46b88d148683', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.62', NULL, 'app'),
  ('a463014e-f92b-59fa-b062-99f2aca93594', 'collections.create', '{}', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '11516027 seconds', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '203.0.113.63', NULL, 'api'),
  ('2b9f148c-4192-5b5a-86a2-e1f2ad0f56be', 'users.signin', '{}', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '6587985 seconds', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', NULL, '203.0.113.64', NULL, 'app'),
  ('271cc5dc-08d8-59c5-88a9-71435040b0f1', 'api_keys.create', '{}', '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '7016651 seconds', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', NULL, '203.0.113.65', NULL, 'app'),
  ('a6b85bf7-de51-5062-b9ec-56d1f3c683fe', 'users.signin', '{}', 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '1293941 seconds', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', NULL, '203.0.113.66', NULL, 'api'),
  ('d74f1ca1-5ee7-558e-9f34-aad8661a631a', 'documents.update', '{}', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '81ab820e-8a3d-58fb-8416-97693055fab5', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '16885901 seconds', '05446d79-970a-5b32-bf9c-e22f0082bd5a', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', NULL, '203.0.113.67', NULL, 'app'),
  ('73d5aadd-3f2b-59a1-ae37-c2b64e04b7a1', 'documents.publish', '{}', '32235b53-53b4-5926-9137-a46b2396e0be', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '13800285 seconds', 'dec32a31-5e79-5c70-9222-d0445971150d', '32235b53-53b4-5926-9137-a46b2396e0be', NULL, '203.0.113.68', NULL, 'app'),
  ('f3e99c81-7d87-5792-bd24-7e795b9f27b1', 'collections.create', '{}', '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '22200779 seconds', NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', NULL, '203.0.113.69', NULL, 'api'),
  ('886cf6d5-317d-5362-90e0-4ef536d8fd32', 'users.signin', '{}', '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '21415886 seconds', NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', NULL, '203.0.113.70', NULL, 'app'),
  ('e1ef6371-7ed3-596d-9184-87b5a9ad5356', 'api_keys.create', '{}', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '8630971 seconds', NULL, '530c10c3-1ad8-56c3-a078-3d97d6e0835b', NULL, '203.0.113.71', NULL, 'app');
INSERT INTO outline.search_queries (id, "userId", "teamId", source, query, results, "createdAt", "shareId", score, answer, duration) VALUES
  ('52ecbe9a-9e61-50d0-ac63-01b043d3f539', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'onboarding', 11, now() - interval '14710275 seconds', NULL, NULL, NULL, 162),
  ('a176b0a2-59ad-597a-8335-64066f6de6a7', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'onboarding', 17, now() - interval '13567345 seconds', NULL, NULL, NULL, 38),
  ('a6b26e60-791b-5d3a-a0f8-4b5dfb79fe69', '47b83377-4539-5cfa-b775-cae6efa3a876', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'onboarding', 9, now() - interval '19784975 seconds', NULL, NULL, NULL, 193),
  ('880d1a5a-1563-5cb1-8e34-d8bae48edb68', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'salary bands', 4, now() - interval '15208371 seconds', NULL, NULL, NULL, 308),
  ('f7032060-3db4-5a86-9eee-69acc18e7266', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'holiday policy', 4, now() - interval '5689068 seconds', NULL, NULL, NULL, 215),
  ('672cee2a-e407-5e70-8c1e-74623c720f90', '32235b53-53b4-5926-9137-a46b2396e0be', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'vpn setup', 4, now() - interval '22085236 seconds', NULL, NULL, NULL, 199),
  ('fe100391-e921-5e41-8ad6-5e31e997a074', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'holiday policy', 3, now() - interval '11831418 seconds', NULL, NULL, NULL, 334),
  ('ad3d55ec-f027-5f23-9d4d-613e824acd92', '901755b4-6cf3-5f3f-bb02-51882d30f826', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'salary bands', 20, now() - interval '31806421 seconds', NULL, NULL, NULL, 308),
  ('8d5e2e46-87cb-53bf-acfa-0dba282244e3', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'holiday policy', 13, now() - interval '35441779 seconds', NULL, NULL, NULL, 272),
  ('5ba59a2b-141d-529a-9775-8f304d7c2857', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'holiday policy', 12, now() - interval '13930656 seconds', NULL, NULL, NULL, 101),
  ('11b55b9b-cfec-5f99-bd71-9994b355894e', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'salary bands', 15, now() - interval '9110766 seconds', NULL, NULL, NULL, 30),
  ('c2542935-8e23-5aaa-8402-b998a8de0a0e', '47b83377-4539-5cfa-b775-cae6efa3a876', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'salary bands', 15, now() - interval '33731312 seconds', NULL, NULL, NULL, 93),
  ('a3bd0733-8423-578f-9998-ab0b7e840743', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'onboarding', 3, now() - interval '23952215 seconds', NULL, NULL, NULL, 247),
  ('b71c9083-389a-5a8f-95f2-f490f7539ff4', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'salary bands', 1, now() - interval '28366558 seconds', NULL, NULL, NULL, 220),
  ('9c7da4a1-e8ef-5d79-974c-acb25667fa1b', '32235b53-53b4-5926-9137-a46b2396e0be', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'holiday policy', 17, now() - interval '20332725 seconds', NULL, NULL, NULL, 144),
  ('52fdfa84-e342-5ff2-9070-7cab0cabde00', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'onboarding', 7, now() - interval '17785431 seconds', NULL, NULL, NULL, 99),
  ('9f9ef84d-6faa-599b-85d0-993bade3e0d0', '901755b4-6cf3-5f3f-bb02-51882d30f826', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'salary bands', 15, now() - interval '22064468 seconds', NULL, NULL, NULL, 263),
  ('d6b6667e-4104-54d9-9b60-2518b11627db', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'onboarding', 4, now() - interval '10911430 seconds', NULL, NULL, NULL, 293),
  ('8b3a7d78-2768-5e46-b5df-2011542c3ec8', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'deploy', 9, now() - interval '26536543 seconds', NULL, NULL, NULL, 33),
  ('1c5894fb-5c67-57d4-a496-1b0cdddb6e6f', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'salary bands', 11, now() - interval '24739760 seconds', NULL, NULL, NULL, 322),
  ('72874be2-6a55-5971-989e-d87926e67e2d', '47b83377-4539-5cfa-b775-cae6efa3a876', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'onboarding', 0, now() - interval '9159924 seconds', NULL, NULL, NULL, 253),
  ('f5c8db63-39d2-521c-bc68-a6d6d86f3fb0', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'deploy', 6, now() - interval '528372 seconds', NULL, NULL, NULL, 238),
  ('97b79eaf-f28a-5836-9b5d-a7ae81e208dc', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'holiday policy', 15, now() - interval '14220022 seconds', NULL, NULL, NULL, 388),
  ('477153d9-8333-5823-bef6-084f61be5103', '32235b53-53b4-5926-9137-a46b2396e0be', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'salary bands', 14, now() - interval '30119894 seconds', NULL, NULL, NULL, 53),
  ('8da5a460-fc3e-5dbf-863a-e6e639a70830', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'onboarding', 13, now() - interval '21123702 seconds', NULL, NULL, NULL, 351),
  ('6be6cad9-ef0e-557f-840d-5cad0db660e8', '901755b4-6cf3-5f3f-bb02-51882d30f826', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'salary bands', 4, now() - interval '6003828 seconds', NULL, NULL, NULL, 375),
  ('5e61f397-292f-5189-9092-a0c9922f3594', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'salary bands', 17, now() - interval '5571215 seconds', NULL, NULL, NULL, 319),
  ('071a5e02-e57d-5186-a239-be98228eeda9', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'onboarding', 7, now() - interval '9696329 seconds', NULL, NULL, NULL, 63),
  ('07fe50bd-6506-58e2-8328-ceaa384b1c44', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'onboarding', 10, now() - interval '26221657 seconds', NULL, NULL, NULL, 55),
  ('112a4cee-2c6e-5355-b179-b2bdd568f423', '47b83377-4539-5cfa-b775-cae6efa3a876', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'holiday policy', 1, now() - interval '4477033 seconds', NULL, NULL, NULL, 82),
  ('70c10b17-47b8-539c-9fd9-d54bfbcb2313', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'deploy', 20, now() - interval '29913991 seconds', NULL, NULL, NULL, 76),
  ('5ce8c5ca-4696-5988-890e-3e2619e4d030', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'salary bands', 14, now() - interval '5433402 seconds', NULL, NULL, NULL, 332),
  ('f80395cd-7059-5981-95bb-669a06bb7ef7', '32235b53-53b4-5926-9137-a46b2396e0be', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'holiday policy', 5, now() - interval '2439567 seconds', NULL, NULL, NULL, 129),
  ('d2ea2fe5-8e3b-5205-8570-abca7fcc736e', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'deploy', 3, now() - interval '23957762 seconds', NULL, NULL, NULL, 56),
  ('75c3b852-1419-5f31-af15-5fbcc47284c2', '901755b4-6cf3-5f3f-bb02-51882d30f826', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'onboarding', 18, now() - interval '20874879 seconds', NULL, NULL, NULL, 400),
  ('113ad974-4dba-53b6-9381-fc8094de33bd', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'slack', 'deploy', 4, now() - interval '361751 seconds', NULL, NULL, NULL, 66),
  ('1535d026-65df-5062-8ea3-07d77796edb6', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'deploy', 15, now() - interval '17765870 seconds', NULL, NULL, NULL, 355),
  ('0ddf5a50-49da-589c-8ac7-b2b4d567575c', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'onboarding', 4, now() - interval '25303487 seconds', NULL, NULL, NULL, 97),
  ('413ac6b4-caf5-52c2-a778-84df7114d71a', '47b83377-4539-5cfa-b775-cae6efa3a876', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'api', 'deploy', 17, now() - interval '22530415 seconds', NULL, NULL, NULL, 154),
  ('f70ab7f5-9211-5cdb-abcf-3450511a4d13', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'app', 'deploy', 7, now() - interval '9224056 seconds', NULL, NULL, NULL, 165);
INSERT INTO outline.views (id, "documentId", "userId", count, "createdAt", "updatedAt", "lastEditingAt") VALUES
  ('be06fbb4-e52f-5d7f-8e44-8585f426658a', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 34, now() - interval '25276820 seconds', now() - interval '69814 seconds', now() - interval '172800 seconds'),
  ('cb574e40-668c-5ccf-aa2d-bc27f892a960', '2e44e388-f616-56df-8aa1-e9583dd1f133', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 24, now() - interval '11797758 seconds', now() - interval '33601 seconds', NULL),
  ('06df8937-2034-56d2-bde5-3ec0657e5858', 'e101d3ff-6a33-556c-a661-46b88d148683', '47b83377-4539-5cfa-b775-cae6efa3a876', 9, now() - interval '18513412 seconds', now() - interval '56593 seconds', NULL),
  ('d961a349-68f2-5de6-8b3f-2344b5259a61', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 6, now() - interval '14894879 seconds', now() - interval '3106 seconds', now() - interval '172800 seconds'),
  ('1e167343-e597-5c95-991f-f04e01988f27', '0abdd20c-b290-5705-8b6f-53126f149601', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 8, now() - interval '13170267 seconds', now() - interval '39183 seconds', NULL),
  ('8c1069fc-2f77-5861-a3e2-d6dbbc0e64d4', '262c2da8-521f-5188-b2f1-7159f754fae2', '32235b53-53b4-5926-9137-a46b2396e0be', 25, now() - interval '22740572 seconds', now() - interval '41512 seconds', NULL),
  ('58cecab9-66c9-54d3-b842-40268399c93d', 'b71758d9-2c9d-56fe-b74a-138bffa19830', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 21, now() - interval '2865420 seconds', now() - interval '45853 seconds', now() - interval '172800 seconds'),
  ('88efefba-2758-53ff-9cea-6398659f329d', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '901755b4-6cf3-5f3f-bb02-51882d30f826', 35, now() - interval '18815932 seconds', now() - interval '4636 seconds', NULL),
  ('09bd8fa9-4fff-58c9-bb4f-c4be64757cea', 'dec32a31-5e79-5c70-9222-d0445971150d', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 10, now() - interval '24489322 seconds', now() - interval '37095 seconds', NULL),
  ('2889395b-acc4-5261-8c5e-9026e1c1ec44', 'bb4919bf-9624-5afa-b327-e0a59f793939', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 15, now() - interval '19451461 seconds', now() - interval '7238 seconds', now() - interval '172800 seconds'),
  ('d2ebb16c-4849-57fa-a6a8-1abc5bdd25bc', '1ca74708-2690-574c-a345-5f23d6875c0e', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 32, now() - interval '21285354 seconds', now() - interval '12076 seconds', NULL),
  ('a9736f86-2d97-5687-a0b8-e4dd2fc7f787', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', '47b83377-4539-5cfa-b775-cae6efa3a876', 40, now() - interval '9796458 seconds', now() - interval '72215 seconds', NULL),
  ('73fa5f8e-d754-59a6-8eb6-59f6c8e06c6f', 'b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 19, now() - interval '8695837 seconds', now() - interval '53029 seconds', now() - interval '172800 seconds'),
  ('15e7d7fc-006d-535c-a595-c3fc77de4102', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 23, now() - interval '20651018 seconds', now() - interval '32671 seconds', NULL),
  ('26f4a948-f2c6-53a8-a342-b490d7b7f46f', 'd070d11e-be17-5a4b-bda7-8161241a3286', '32235b53-53b4-5926-9137-a46b2396e0be', 23, now() - interval '16823723 seconds', now() - interval '69509 seconds', NULL),
  ('e0ce4f5a-e72e-59d8-8226-cead5ea55af9', '0b06209c-2bd7-579e-a88f-4cc34b93c7dc', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 28, now() - interval '24918879 seconds', now() - interval '31296 seconds', now() - interval '172800 seconds'),
  ('3aef9c48-e6a7-54ac-a09b-6765cfb0f147', 'd8303368-c55f-5a58-b7a8-5346e8744a83', '901755b4-6cf3-5f3f-bb02-51882d30f826', 3, now() - interval '15396084 seconds', now() - interval '49530 seconds', NULL),
  ('f719f6b7-06e9-590c-9e88-643a0154d1a6', '592a6c49-441e-5d20-8ad6-a6aa579505fb', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 12, now() - interval '10303845 seconds', now() - interval '8381 seconds', NULL),
  ('bce3207d-f39a-5866-b4d0-3ce49eec47a6', '622977d9-55ac-5188-82fb-fef388e85ba2', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 3, now() - interval '4900278 seconds', now() - interval '16900 seconds', now() - interval '172800 seconds'),
  ('0e31202e-7094-5338-982b-aea8111b39dc', '387396da-32e8-5689-8818-3d60bdf32d82', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 32, now() - interval '23059121 seconds', now() - interval '41558 seconds', NULL),
  ('e3bea4a8-496f-58d5-afd7-5b5a30292b2d', '60198719-21ea-5684-8996-12fa1409ac5c', '47b83377-4539-5cfa-b775-cae6efa3a876', 23, now() - interval '97757 seconds', now() - interval '40624 seconds', NULL),
  ('109cbf91-e9ed-5d28-aa9f-8959b22aabe7', 'abeae077-689a-5a01-a57d-d9975826c7aa', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 40, now() - interval '23897585 seconds', now() - interval '27930 seconds', now() - interval '172800 seconds'),
  ('7a795135-be30-5892-bada-669973327e7a', 'd2b393ed-f8d6-598b-9a51-ad2d10ba2137', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 30, now() - interval '2663262 seconds', now() - interval '13364 seconds', NULL),
  ('a056a23f-5888-574c-a93a-0207e12207a8', 'a3b0029c-6ac8-5af0-a7cb-18943491d20d', '32235b53-53b4-5926-9137-a46b2396e0be', 11, now() - interval '1925506 seconds', now() - interval '75087 seconds', NULL),
  ('da529a8d-d927-5e39-9e55-06b12e943ca2', '1d3dc978-c972-513c-aa33-2bfa5fdb9f2b', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 31, now() - interval '4016050 seconds', now() - interval '21951 seconds', now() - interval '172800 seconds'),
  ('b3526a67-97dc-57c3-903a-9effad8f7dce', '4e400298-cb2e-533c-855a-5f627ba294e5', '901755b4-6cf3-5f3f-bb02-51882d30f826', 18, now() - interval '21229287 seconds', now() - interval '64832 seconds', NULL),
  ('c317d1b0-8d8e-54b3-b892-be6182c15edf', 'edee9049-b799-5a1a-ba00-5f7df9e579e1', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 16, now() - interval '942863 seconds', now() - interval '77445 seconds', NULL),
  ('71906fd9-b8c5-58de-af2a-9c5800908124', '4c898fe5-dee3-56e0-90e2-46254cc7c2a8', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 23, now() - interval '23970076 seconds', now() - interval '31879 seconds', now() - interval '172800 seconds'),
  ('318626e3-8bd9-519e-9447-a48729ef16b5', '1c22a2f8-57da-54fc-9fac-f9c03bcda2bf', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 4, now() - interval '17852535 seconds', now() - interval '58218 seconds', NULL),
  ('4d03445b-d12c-5df2-86e7-a5129d0eacee', 'c2e372a2-15b4-565d-8df5-a0c1bd2d3a66', '47b83377-4539-5cfa-b775-cae6efa3a876', 31, now() - interval '22013906 seconds', now() - interval '13476 seconds', NULL),
  ('969cb855-1438-564e-bb5e-c0f58a0bdf66', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 21, now() - interval '7606578 seconds', now() - interval '58274 seconds', now() - interval '172800 seconds'),
  ('49235ecd-537c-5ac2-b7b7-451a92dc0da1', '2e44e388-f616-56df-8aa1-e9583dd1f133', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 11, now() - interval '952656 seconds', now() - interval '61759 seconds', NULL),
  ('be4d8b8c-66b1-5f8b-a692-02c00c221035', 'e101d3ff-6a33-556c-a661-46b88d148683', '32235b53-53b4-5926-9137-a46b2396e0be', 37, now() - interval '6040334 seconds', now() - interval '6757 seconds', NULL),
  ('80d3fa45-37a4-588d-80c5-48ec3ab4784c', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 26, now() - interval '23638196 seconds', now() - interval '61060 seconds', now() - interval '172800 seconds'),
  ('448ff41b-9bcb-5eac-8c8e-f4bdbbd42275', '0abdd20c-b290-5705-8b6f-53126f149601', '901755b4-6cf3-5f3f-bb02-51882d30f826', 20, now() - interval '4852085 seconds', now() - interval '31230 seconds', NULL),
  ('44aa42d2-15fa-5dcc-9db6-8c8f31c09cd8', '262c2da8-521f-5188-b2f1-7159f754fae2', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 5, now() - interval '19005578 seconds', now() - interval '62029 seconds', NULL),
  ('58f2b28e-953a-5ff2-89b2-2c0fa064cb33', 'b71758d9-2c9d-56fe-b74a-138bffa19830', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 11, now() - interval '20129191 seconds', now() - interval '15176 seconds', now() - interval '172800 seconds'),
  ('95a3a43e-c744-5f25-b9c0-c83392cdf40e', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 14, now() - interval '24382430 seconds', now() - interval '55803 seconds', NULL),
  ('8a9cda71-b751-5811-9576-f7ac3f07d360', 'dec32a31-5e79-5c70-9222-d0445971150d', '47b83377-4539-5cfa-b775-cae6efa3a876', 28, now() - interval '18852502 seconds', now() - interval '23389 seconds', NULL),
  ('83b46256-4784-5ccd-9035-d2abd69490cc', 'bb4919bf-9624-5afa-b327-e0a59f793939', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 30, now() - interval '1658810 seconds', now() - interval '67328 seconds', now() - interval '172800 seconds');
INSERT INTO outline.notifications (id, "actorId", "userId", event, "createdAt", "viewedAt", "emailedAt", "teamId", "documentId", "commentId", "revisionId", "collectionId", "archivedAt", "membershipId", data, "groupId", "accessRequestId") VALUES
  ('1d482e20-54f4-543b-bede-5ebc1f9bb797', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'documents.update', now() - interval '14175434 seconds', NULL, now() - interval '14174570 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('b85b3ade-5ba7-5a3a-b23f-92a05d6487bf', '47b83377-4539-5cfa-b775-cae6efa3a876', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'documents.update', now() - interval '1553414 seconds', now() - interval '1510214 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '2e44e388-f616-56df-8aa1-e9583dd1f133', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('8b0c46e3-87aa-560e-a3a0-fd5c5f0902a3', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '47b83377-4539-5cfa-b775-cae6efa3a876', 'documents.update', now() - interval '18953267 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'e101d3ff-6a33-556c-a661-46b88d148683', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('4d559ba7-7803-57de-a212-d85f326b816a', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'documents.update', now() - interval '34200768 seconds', now() - interval '34157568 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('52983072-4e69-5b27-b02a-bfe901a4697e', '32235b53-53b4-5926-9137-a46b2396e0be', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'documents.update', now() - interval '17934565 seconds', NULL, now() - interval '17933701 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '0abdd20c-b290-5705-8b6f-53126f149601', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('f08fd1a5-d9df-57c7-ac55-ae84f9d3e63e', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '32235b53-53b4-5926-9137-a46b2396e0be', 'documents.update', now() - interval '12096460 seconds', now() - interval '12053260 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '262c2da8-521f-5188-b2f1-7159f754fae2', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('c4c8f454-9803-59f0-a74f-1e29be76ea66', '901755b4-6cf3-5f3f-bb02-51882d30f826', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'documents.update', now() - interval '3242235 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'b71758d9-2c9d-56fe-b74a-138bffa19830', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('788666e8-7694-5d6f-bb9f-e62cf4d99c27', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'documents.update', now() - interval '2461307 seconds', now() - interval '2418107 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '05446d79-970a-5b32-bf9c-e22f0082bd5a', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('c27c6fbd-ff33-5763-aad2-ef6af26c212a', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'documents.update', now() - interval '31062250 seconds', NULL, now() - interval '31061386 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'dec32a31-5e79-5c70-9222-d0445971150d', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('be1ec191-e227-5233-bf93-935bbd6b8c4e', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'documents.update', now() - interval '16974497 seconds', now() - interval '16931297 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'bb4919bf-9624-5afa-b327-e0a59f793939', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('88ae65a8-70dd-5e5e-afbe-5f60686eedcd', '47b83377-4539-5cfa-b775-cae6efa3a876', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'documents.update', now() - interval '32339044 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '1ca74708-2690-574c-a345-5f23d6875c0e', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('7b88aef8-0744-52d0-9a16-116e82e73318', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '47b83377-4539-5cfa-b775-cae6efa3a876', 'documents.update', now() - interval '1857997 seconds', now() - interval '1814797 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('7411790e-e23b-54a7-be13-201bf6858fe4', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'documents.update', now() - interval '8414103 seconds', NULL, now() - interval '8413239 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('8f9ceeeb-2bc6-5aed-a8e5-65ea5875a8af', '32235b53-53b4-5926-9137-a46b2396e0be', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'documents.update', now() - interval '1743820 seconds', now() - interval '1700620 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('ebdd97d0-f554-58d1-906e-cf399cdc2912', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '32235b53-53b4-5926-9137-a46b2396e0be', 'documents.update', now() - interval '13731342 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'd070d11e-be17-5a4b-bda7-8161241a3286', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('cc2cb970-5072-5df7-a359-e52a834721d1', '901755b4-6cf3-5f3f-bb02-51882d30f826', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'documents.update', now() - interval '2078395 seconds', now() - interval '2035195 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '0b06209c-2bd7-579e-a88f-4cc34b93c7dc', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('127c10be-4b22-516b-8651-b07d052dc076', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'documents.update', now() - interval '8827662 seconds', NULL, now() - interval '8826798 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'd8303368-c55f-5a58-b7a8-5346e8744a83', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('4e090427-02d8-59ea-b9e9-4d0cd62526cb', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'documents.update', now() - interval '14082231 seconds', now() - interval '14039031 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '592a6c49-441e-5d20-8ad6-a6aa579505fb', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('18bb3c34-bf42-5f63-830f-76338a509292', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'documents.update', now() - interval '10573594 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '622977d9-55ac-5188-82fb-fef388e85ba2', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('e62e1368-ae0d-55f6-b7c4-467f5b612c3a', '47b83377-4539-5cfa-b775-cae6efa3a876', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'documents.update', now() - interval '1774352 seconds', now() - interval '1731152 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '387396da-32e8-5689-8818-3d60bdf32d82', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('b407c26f-a0d1-553f-b7c5-51425141c925', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '47b83377-4539-5cfa-b775-cae6efa3a876', 'documents.update', now() - interval '1299613 seconds', NULL, now() - interval '1298749 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '60198719-21ea-5684-8996-12fa1409ac5c', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('55687e4f-bc8c-55e6-95e4-c8c7f277405e', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'documents.update', now() - interval '33579349 seconds', now() - interval '33536149 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'abeae077-689a-5a01-a57d-d9975826c7aa', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('db7da48e-b75d-55b5-b55a-f2ab3b1685ca', '32235b53-53b4-5926-9137-a46b2396e0be', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'documents.update', now() - interval '6199595 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'd2b393ed-f8d6-598b-9a51-ad2d10ba2137', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('3fe73612-aeac-51c4-9e40-2dd026e442f3', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '32235b53-53b4-5926-9137-a46b2396e0be', 'documents.update', now() - interval '17578224 seconds', now() - interval '17535024 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'a3b0029c-6ac8-5af0-a7cb-18943491d20d', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('6f34d3ad-4cac-5ff8-adc6-6df3737df260', '901755b4-6cf3-5f3f-bb02-51882d30f826', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'documents.update', now() - interval '13905476 seconds', NULL, now() - interval '13904612 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', '1d3dc978-c972-513c-aa33-2bfa5fdb9f2b', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('7815f6d6-2607-58c6-878e-6eaa19ae7083', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'documents.update', now() - interval '18362042 seconds', now() - interval '18318842 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('9ad33485-d108-5199-80d6-8e14f6910f39', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'documents.update', now() - interval '2915473 seconds', NULL, NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '2e44e388-f616-56df-8aa1-e9583dd1f133', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('061488d7-cd3d-59df-9823-8799f940d870', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'documents.update', now() - interval '10847967 seconds', now() - interval '10804767 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', 'e101d3ff-6a33-556c-a661-46b88d148683', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('3f4dc2a1-2fdd-56c1-acc5-3a555079f439', '47b83377-4539-5cfa-b775-cae6efa3a876', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'documents.update', now() - interval '3731803 seconds', NULL, now() - interval '3730939 seconds', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('2579f2d2-8d85-51f0-a017-3ffa3f0d994f', 'aff67b92-6750-5231-81e2-5861c1a0a07c', '47b83377-4539-5cfa-b775-cae6efa3a876', 'documents.update', now() - interval '18729346 seconds', now() - interval '18686146 seconds', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', '0abdd20c-b290-5705-8b6f-53126f149601', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO outline.attachments (id, "teamId", "userId", "documentId", "key", "contentType", size, acl, "createdAt", "updatedAt", "lastAccessedAt", "expiresAt") VALUES
  ('7ffcd3b5-0c1b-593b-9031-05e58f109a25', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', 'uploads/0/file.png', 'image/png', 12345, 'public-read', now() - interval '15920108 seconds', now() - interval '0 seconds', now() - interval '516920 seconds', now() - interval '308247 seconds'),
  ('42633d9f-fa54-5570-b230-6a150d48c901', '22d5e5d1-1180-5313-bced-c1584f06efcd', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '2e44e388-f616-56df-8aa1-e9583dd1f133', 'uploads/1/file.png', 'image/png', 12345, 'private', now() - interval '3705001 seconds', now() - interval '0 seconds', now() - interval '15041 seconds', NULL),
  ('336cd64c-d656-5e7e-b208-30c4430ec5a1', '22d5e5d1-1180-5313-bced-c1584f06efcd', '47b83377-4539-5cfa-b775-cae6efa3a876', 'e101d3ff-6a33-556c-a661-46b88d148683', 'uploads/2/file.png', 'image/png', 12345, 'private', now() - interval '9324860 seconds', now() - interval '0 seconds', now() - interval '420371 seconds', NULL),
  ('1a5b33ce-b808-5e08-9455-e5edaecf8da7', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', 'uploads/3/file.png', 'image/png', 12345, 'private', now() - interval '9874173 seconds', now() - interval '0 seconds', now() - interval '325407 seconds', NULL),
  ('236e9dee-99e0-50e0-87c7-cb2305db03dd', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '0abdd20c-b290-5705-8b6f-53126f149601', 'uploads/4/file.png', 'image/png', 12345, 'public-read', now() - interval '10801715 seconds', now() - interval '0 seconds', now() - interval '626952 seconds', NULL),
  ('a3fbe00b-06fe-555f-ac99-9ee721af429c', '22d5e5d1-1180-5313-bced-c1584f06efcd', '32235b53-53b4-5926-9137-a46b2396e0be', '262c2da8-521f-5188-b2f1-7159f754fae2', 'uploads/5/file.png', 'image/png', 12345, 'private', now() - interval '15776617 seconds', now() - interval '0 seconds', now() - interval '265776 seconds', now() - interval '-44028 seconds'),
  ('1ba3c1a0-147f-56e6-b3f5-5dcb6d8c8829', '22d5e5d1-1180-5313-bced-c1584f06efcd', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'b71758d9-2c9d-56fe-b74a-138bffa19830', 'uploads/6/file.png', 'image/png', 12345, 'private', now() - interval '14280464 seconds', now() - interval '0 seconds', now() - interval '193513 seconds', NULL),
  ('9dbe4934-96bb-510c-b2c3-c347f381b237', '22d5e5d1-1180-5313-bced-c1584f06efcd', '901755b4-6cf3-5f3f-bb02-51882d30f826', '05446d79-970a-5b32-bf9c-e22f0082bd5a', 'uploads/7/file.png', 'image/png', 12345, 'private', now() - interval '1999068 seconds', now() - interval '0 seconds', now() - interval '269324 seconds', NULL),
  ('0da5fad8-877c-5c58-b5b2-29ff5c535faf', '22d5e5d1-1180-5313-bced-c1584f06efcd', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', 'dec32a31-5e79-5c70-9222-d0445971150d', 'uploads/8/file.png', 'image/png', 12345, 'public-read', now() - interval '1514327 seconds', now() - interval '0 seconds', now() - interval '667358 seconds', NULL),
  ('19e09a20-7ad7-5bc5-bde1-e0e0d1f12408', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'bb4919bf-9624-5afa-b327-e0a59f793939', 'uploads/9/file.png', 'image/png', 12345, 'private', now() - interval '14159883 seconds', now() - interval '0 seconds', now() - interval '270325 seconds', NULL),
  ('81e61483-1d80-5455-8b20-099f59a44da9', '22d5e5d1-1180-5313-bced-c1584f06efcd', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '1ca74708-2690-574c-a345-5f23d6875c0e', 'uploads/10/file.png', 'image/png', 12345, 'private', now() - interval '2243178 seconds', now() - interval '0 seconds', now() - interval '70835 seconds', now() - interval '-220450 seconds'),
  ('9b68a516-cdd5-5840-86b8-1a8105f61659', '22d5e5d1-1180-5313-bced-c1584f06efcd', '47b83377-4539-5cfa-b775-cae6efa3a876', 'ae5a8f57-dc91-568f-9c9a-6dd08bdfb18e', 'uploads/11/file.png', 'image/png', 12345, 'private', now() - interval '1457131 seconds', now() - interval '0 seconds', now() - interval '370354 seconds', NULL),
  ('12e7799b-51b0-58d1-b31f-66a2b4fb938e', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'b5fb4a71-7d8d-574f-9ac8-dec3b5283f6a', 'uploads/12/file.png', 'image/png', 12345, 'public-read', now() - interval '9970263 seconds', now() - interval '0 seconds', now() - interval '212014 seconds', NULL),
  ('fe2fef8c-a401-5c71-8925-07b738ea880a', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'b23ed8ce-3d0f-5991-8644-5bf6187366ae', 'uploads/13/file.png', 'image/png', 12345, 'private', now() - interval '1061724 seconds', now() - interval '0 seconds', now() - interval '605320 seconds', NULL),
  ('51797dbd-c885-5216-9411-cafe48920e0c', '22d5e5d1-1180-5313-bced-c1584f06efcd', '32235b53-53b4-5926-9137-a46b2396e0be', 'd070d11e-be17-5a4b-bda7-8161241a3286', 'uploads/14/file.png', 'image/png', 12345, 'private', now() - interval '829978 seconds', now() - interval '0 seconds', now() - interval '172674 seconds', NULL),
  ('a5a4344a-9975-5f9f-ae13-2145d3a07887', '22d5e5d1-1180-5313-bced-c1584f06efcd', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '0b06209c-2bd7-579e-a88f-4cc34b93c7dc', 'uploads/15/file.png', 'image/png', 12345, 'private', now() - interval '4942396 seconds', now() - interval '0 seconds', now() - interval '322931 seconds', now() - interval '-346869 seconds'),
  ('a6c4b662-826e-5ed9-bae2-c6708a8ecd45', '22d5e5d1-1180-5313-bced-c1584f06efcd', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'd8303368-c55f-5a58-b7a8-5346e8744a83', 'uploads/16/file.png', 'image/png', 12345, 'public-read', now() - interval '7267587 seconds', now() - interval '0 seconds', now() - interval '271235 seconds', NULL),
  ('d1b2c5d1-aac3-59d5-9d29-f0dc1f1a7407', '22d5e5d1-1180-5313-bced-c1584f06efcd', '530c10c3-1ad8-56c3-a078-3d97d6e0835b', '592a6c49-441e-5d20-8ad6-a6aa579505fb', 'uploads/17/file.png', 'image/png', 12345, 'private', now() - interval '13000041 seconds', now() - interval '0 seconds', now() - interval '480457 seconds', NULL),
  ('c97933a1-2f1d-57b3-ae30-5d6e920690c9', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '622977d9-55ac-5188-82fb-fef388e85ba2', 'uploads/18/file.png', 'image/png', 12345, 'private', now() - interval '15484435 seconds', now() - interval '0 seconds', now() - interval '565141 seconds', NULL),
  ('dadb5c16-23e8-5f44-81c5-1664852650bc', '22d5e5d1-1180-5313-bced-c1584f06efcd', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '387396da-32e8-5689-8818-3d60bdf32d82', 'uploads/19/file.png', 'image/png', 12345, 'private', now() - interval '13127939 seconds', now() - interval '0 seconds', now() - interval '496566 seconds', NULL);
INSERT INTO outline.file_operations (id, state, type, "key", url, size, "userId", "collectionId", "teamId", "createdAt", "updatedAt", error, format, "includeAttachments", "deletedAt", options, "documentId") VALUES
  ('9c3637e8-03b9-560e-9653-170073ca515d', 'complete', 'export', 'exports/0.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '86400 seconds', now() - interval '85536 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL),
  ('02a5693e-86cc-5bdc-88dd-00c33a46baac', 'complete', 'export', 'exports/1.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '259200 seconds', now() - interval '258336 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL),
  ('acc9bfda-e070-5827-8410-31f65d53c352', 'complete', 'export', 'exports/2.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '864000 seconds', now() - interval '863136 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL),
  ('1ed4f0a6-2319-5667-8f1b-4899d1bae351', 'expired', 'export', 'exports/3.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '1728000 seconds', now() - interval '1727136 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL),
  ('cfc6bcfc-545a-5b42-a488-22c377a3c022', 'expired', 'export', 'exports/4.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '3456000 seconds', now() - interval '3455136 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL),
  ('7cba0afb-6e8e-59bd-aa33-35a90db72fd6', 'expired', 'export', 'exports/5.zip', NULL, 99999, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', NULL, '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '7776000 seconds', now() - interval '7775136 seconds', NULL, 'outline-markdown', true, NULL, NULL, NULL);
INSERT INTO outline.imports (id, name, service, state, input, "documentCount", "integrationId", "createdById", "teamId", "createdAt", "updatedAt", "deletedAt", error, scratch) VALUES
  ('f3c7afa9-4fc6-5bef-9cc3-519e289f976a', 'Notion import 0', 'notion', 'completed', '[]', 10, NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '432000 seconds', now() - interval '8640 seconds', NULL, NULL, NULL),
  ('f1064b62-42fe-5068-a170-5046d37540f3', 'Notion import 1', 'notion', 'errored', '[]', 10, NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '259200 seconds', now() - interval '8640 seconds', NULL, NULL, NULL),
  ('385e6253-d737-5aa7-9989-e1f5f3958f3d', 'Notion import 2', 'notion', 'in_progress', '[]', 10, NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '8640 seconds', now() - interval '8640 seconds', NULL, NULL, NULL),
  ('0f772c28-07b3-5271-8cbb-bee025540e93', 'Notion import 3', 'notion', 'completed', '[]', 10, NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', now() - interval '43200 seconds', now() - interval '8640 seconds', NULL, NULL, NULL);
INSERT INTO outline.import_tasks (id, state, input, output, "importId", "createdAt", "updatedAt", error, phase) VALUES
  ('3126ab73-1a9b-514f-91b4-970898aa1260', 'completed', '[]', '[]', 'f3c7afa9-4fc6-5bef-9cc3-519e289f976a', now() - interval '432000 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('c9f29d3a-c2f0-5e81-a82d-41f6d3b5eb38', 'completed', '[]', '[]', 'f1064b62-42fe-5068-a170-5046d37540f3', now() - interval '259200 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('a34b2c37-b6dd-5fae-b39c-78407efbcd72', 'completed', '[]', '[]', '385e6253-d737-5aa7-9989-e1f5f3958f3d', now() - interval '8640 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('8ee5465e-6d6c-5d32-80b2-485befdf409b', 'completed', '[]', '[]', '0f772c28-07b3-5271-8cbb-bee025540e93', now() - interval '43200 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('d3b78876-deb8-51b9-b544-7efeaaab65cb', 'completed', '[]', '[]', 'f3c7afa9-4fc6-5bef-9cc3-519e289f976a', now() - interval '432000 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('56728543-669f-5ec0-9dac-a4933db9f505', 'completed', '[]', '[]', 'f1064b62-42fe-5068-a170-5046d37540f3', now() - interval '259200 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('1961f9a0-c532-5d2a-98cd-49033267a9ba', 'completed', '[]', '[]', '385e6253-d737-5aa7-9989-e1f5f3958f3d', now() - interval '8640 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('d7fef26b-1e17-54a8-8676-98577ed3c9fd', 'completed', '[]', '[]', '0f772c28-07b3-5271-8cbb-bee025540e93', now() - interval '43200 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('90e99235-e086-5192-9a19-eb37165075c5', 'completed', '[]', '[]', 'f3c7afa9-4fc6-5bef-9cc3-519e289f976a', now() - interval '432000 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('9ae0d37a-9275-5e5d-8eb9-4292ad054249', 'completed', '[]', '[]', 'f1064b62-42fe-5068-a170-5046d37540f3', now() - interval '259200 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('f62e5692-2bfe-5934-b0ef-f6cde4a66a15', 'completed', '[]', '[]', '385e6253-d737-5aa7-9989-e1f5f3958f3d', now() - interval '8640 seconds', now() - interval '8640 seconds', NULL, 'fetch'),
  ('901dfe7b-7165-5c02-88d3-58e1e36f69ad', 'completed', '[]', '[]', '0f772c28-07b3-5271-8cbb-bee025540e93', now() - interval '43200 seconds', now() - interval '8640 seconds', NULL, 'fetch');
INSERT INTO outline.webhook_subscriptions (id, "teamId", "createdById", url, enabled, name, events, "createdAt", "updatedAt", "deletedAt", secret) VALUES
  ('8d50efe8-03d5-5d17-9936-4fc5cd3cb102', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'https://hooks.example/outline', true, 'CI', ARRAY['documents.publish'], now() - interval '8640000 seconds', now() - interval '86400 seconds', NULL, NULL);
INSERT INTO outline.webhook_deliveries (id, "webhookSubscriptionId", status, "statusCode", "requestBody", "requestHeaders", "responseBody", "responseHeaders", "createdAt", "updatedAt") VALUES
  ('2b7b7f7f-4506-5cd4-8209-519ea094f6db', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'failed', 500, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '263612 seconds', now() - interval '0 seconds'),
  ('de5fb000-35ad-5677-bd51-8428628c4cca', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '486944 seconds', now() - interval '0 seconds'),
  ('ef7daeeb-618f-55bc-a7c0-af07f8335e97', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '390758 seconds', now() - interval '0 seconds'),
  ('ee282c03-5c3b-5006-baa2-f83d20a41967', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '569192 seconds', now() - interval '0 seconds'),
  ('76cf5fad-5f66-5d32-a056-58c75ad6e955', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '434017 seconds', now() - interval '0 seconds'),
  ('a4f0f7f2-cde7-50f8-bbf7-d9694b3d9770', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'failed', 500, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '418014 seconds', now() - interval '0 seconds'),
  ('cd0ea193-4b03-5508-813f-13ad498130a6', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '159589 seconds', now() - interval '0 seconds'),
  ('ec8951cf-4d23-5930-ab23-f24b661d8f32', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '484127 seconds', now() - interval '0 seconds'),
  ('38c427b4-818b-5202-8919-ad515f96f6e5', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '227975 seconds', now() - interval '0 seconds'),
  ('69439a81-581e-53c1-94c1-1b63dfecc437', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '77647 seconds', now() - interval '0 seconds'),
  ('eb315d26-60e8-5000-a851-16b50eeb0d43', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'failed', 500, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '39304 seconds', now() - interval '0 seconds'),
  ('630f74ec-d94b-533b-a81f-0c7a40c4153e', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '100967 seconds', now() - interval '0 seconds'),
  ('503cc645-3c17-5ddb-b32e-b6ec0e79b259', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '156547 seconds', now() - interval '0 seconds'),
  ('795dda84-d65a-5f07-a163-1c754bf69961', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '402943 seconds', now() - interval '0 seconds'),
  ('01e6a39e-f9a6-5acd-ae2c-70789304f8a8', '8d50efe8-03d5-5d17-9936-4fc5cd3cb102', 'success', 200, '{"event": "documents.publish"}', '{}', 'ok', '{}', now() - interval '170216 seconds', now() - interval '0 seconds');
INSERT INTO outline.oauth_clients (id, name, description, "developerName", "developerUrl", "avatarUrl", "clientId", "clientSecret", published, "teamId", "createdById", "redirectUris", "createdAt", "updatedAt", "deletedAt", "clientType", "lastActiveAt", "registrationAccessTokenHash") VALUES
  ('caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', 'Zapier', NULL, 'Zapier', NULL, NULL, 'cid0', '\\x02'::bytea, true, '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', ARRAY['https://zapier.example/cb'], now() - interval '17280000 seconds', now() - interval '86400 seconds', NULL, 'confidential', now() - interval '86400 seconds', NULL),
  ('d6a8a42c-a178-5120-ad4d-e583d6e5ca01', 'Claude (MCP)', NULL, NULL, NULL, NULL, 'cid1', '\\x02'::bytea, false, '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, ARRAY['http://localhost:3334/cb'], now() - interval '864000 seconds', now() - interval '86400 seconds', NULL, 'public', now() - interval '172800 seconds', 'h1'),
  ('f88e4709-23f9-5b84-8a7a-eedec13dbc01', 'Dyn client unused', NULL, NULL, NULL, NULL, 'cid2', '\\x02'::bytea, false, '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, ARRAY['http://localhost/cb'], now() - interval '43200 seconds', now() - interval '43200 seconds', NULL, 'public', NULL, 'h2'),
  ('e07a7c64-fe1e-57aa-b9fc-b496e97f4c7a', 'Dyn client stale', NULL, NULL, NULL, NULL, 'cid3', '\\x02'::bytea, false, '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL, ARRAY['http://localhost/cb'], now() - interval '5184000 seconds', now() - interval '2160000 seconds', NULL, 'public', now() - interval '2160000 seconds', 'h3');
INSERT INTO outline.oauth_authorization_codes (id, "authorizationCodeHash", "codeChallenge", "codeChallengeMethod", scope, "oauthClientId", "userId", "redirectUri", "expiresAt", "createdAt", "grantId") VALUES
  ('2908f203-5b17-55f0-abab-e5d32777b536', 'hash0', NULL, NULL, ARRAY['read'], 'caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'https://zapier.example/cb', now() - interval '-173 seconds', now() - interval '86 seconds', NULL),
  ('1559e0c9-68e6-5a42-b4ec-768c3385a9f2', 'hash1', NULL, NULL, ARRAY['read'], 'd6a8a42c-a178-5120-ad4d-e583d6e5ca01', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'https://zapier.example/cb', now() - interval '172541 seconds', now() - interval '172800 seconds', NULL),
  ('0e966b4e-39be-59cb-86cc-ba915ccb6c52', 'hash2', NULL, NULL, ARRAY['read'], 'caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', '47b83377-4539-5cfa-b775-cae6efa3a876', 'https://zapier.example/cb', now() - interval '1727741 seconds', now() - interval '1728000 seconds', NULL),
  ('6de7af0c-d0f4-5d5f-9e44-c0c75c5a34ad', 'hash3', NULL, NULL, ARRAY['read'], 'd6a8a42c-a178-5120-ad4d-e583d6e5ca01', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'https://zapier.example/cb', now() - interval '3023741 seconds', now() - interval '3024000 seconds', NULL),
  ('cf3fbd49-5057-5e86-a823-e76801306926', 'hash4', NULL, NULL, ARRAY['read'], 'caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'https://zapier.example/cb', now() - interval '4319741 seconds', now() - interval '4320000 seconds', NULL),
  ('0d2d169a-c39d-5cf3-a60f-d901a3f39212', 'hash5', NULL, NULL, ARRAY['read'], 'd6a8a42c-a178-5120-ad4d-e583d6e5ca01', '32235b53-53b4-5926-9137-a46b2396e0be', 'https://zapier.example/cb', now() - interval '6911741 seconds', now() - interval '6912000 seconds', NULL);
INSERT INTO outline.oauth_authentications (id, "accessTokenHash", "accessTokenExpiresAt", "refreshTokenHash", "refreshTokenExpiresAt", "lastActiveAt", scope, "oauthClientId", "userId", "createdAt", "updatedAt", "deletedAt", "grantId") VALUES
  ('c696c465-c9a4-516c-9e7b-e818c6db12cd', 'ath0', now() - interval '-3456 seconds', 'rth0', now() - interval '-2592000 seconds', now() - interval '8640 seconds', ARRAY['read'], 'caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '1728000 seconds', now() - interval '8640 seconds', NULL, NULL),
  ('d3029da4-c12a-59cc-9249-34536c557de9', 'ath1', now() - interval '-3456 seconds', 'rth1', now() - interval '-2592000 seconds', now() - interval '8640 seconds', ARRAY['read'], 'd6a8a42c-a178-5120-ad4d-e583d6e5ca01', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', now() - interval '1814400 seconds', now() - interval '8640 seconds', NULL, NULL),
  ('6c8331ce-51d9-5fcf-bd94-ee6700d9d3ad', 'ath2', now() - interval '-3456 seconds', 'rth2', now() - interval '-2592000 seconds', now() - interval '8640 seconds', ARRAY['read'], 'caa9fa4b-a5c4-58cd-8a6e-c67862c674e6', '47b83377-4539-5cfa-b775-cae6efa3a876', now() - interval '1900800 seconds', now() - interval '8640 seconds', NULL, NULL),
  ('376ffed8-ae48-5719-9803-161e2a15541e', 'ath3', now() - interval '-3456 seconds', 'rth3', now() - interval '-2592000 seconds', now() - interval '8640 seconds', ARRAY['read'], 'd6a8a42c-a178-5120-ad4d-e583d6e5ca01', 'aff67b92-6750-5231-81e2-5861c1a0a07c', now() - interval '1987200 seconds', now() - interval '8640 seconds', NULL, NULL);
INSERT INTO outline."apiKeys" (id, name, secret, "userId", "createdAt", "updatedAt", "deletedAt", "expiresAt", "lastActiveAt", hash, last4, scope) VALUES
  ('eb22ef0d-9576-54e1-83a2-1334c5f3ab41', 'CLI 0', NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '8640000 seconds', now() - interval '86400 seconds', NULL, now() - interval '-2592000 seconds', now() - interval '86400 seconds', 'akhash0', 'ab10', NULL),
  ('6892b362-5412-5350-af98-95fbc2f95bd1', 'CLI 1', NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', now() - interval '6912000 seconds', now() - interval '86400 seconds', NULL, NULL, now() - interval '86400 seconds', 'akhash1', 'ab11', NULL),
  ('c9e0920e-9ec6-5ec2-9b39-f8af77503fab', 'CLI 2', NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', now() - interval '5184000 seconds', now() - interval '86400 seconds', NULL, now() - interval '-2592000 seconds', now() - interval '86400 seconds', 'akhash2', 'ab12', NULL),
  ('ecfecfb4-2c35-5466-8f6f-0eb4f082f576', 'CLI 3', NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', now() - interval '3456000 seconds', now() - interval '86400 seconds', NULL, NULL, now() - interval '86400 seconds', 'akhash3', 'ab13', NULL);
INSERT INTO outline.document_insights (id, "documentId", "teamId", date, "viewCount", "viewerCount", "commentCount", "reactionCount", "revisionCount", "editorCount", "createdAt", "updatedAt", period) VALUES
  ('1f2fefb7-f9f8-576b-9a1e-ce9f48980679', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 1, 4, 8, 0, 0, 4, 1, now() - interval '86400 seconds', now() - interval '86400 seconds', 'day'),
  ('2243c59c-3d30-5cf1-a284-c4cdc77e426a', '2e44e388-f616-56df-8aa1-e9583dd1f133', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 2, 1, 0, 0, 0, 0, 1, now() - interval '172800 seconds', now() - interval '172800 seconds', 'day'),
  ('f1b4cf79-a22d-5311-8fa1-6829b4bf031b', 'e101d3ff-6a33-556c-a661-46b88d148683', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 3, 3, 2, 0, 0, 2, 1, now() - interval '259200 seconds', now() - interval '259200 seconds', 'day'),
  ('631b90e0-a6e4-555c-ba14-f44dfed51307', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 5, 27, 4, 0, 0, 4, 1, now() - interval '432000 seconds', now() - interval '432000 seconds', 'day'),
  ('9303b015-ac84-596a-9862-3f3db91a571f', '0abdd20c-b290-5705-8b6f-53126f149601', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 8, 1, 3, 0, 0, 4, 1, now() - interval '691200 seconds', now() - interval '691200 seconds', 'day'),
  ('ad518b93-6605-5196-bc86-76c1b71d1eeb', '262c2da8-521f-5188-b2f1-7159f754fae2', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 13, 27, 2, 0, 0, 2, 1, now() - interval '1123200 seconds', now() - interval '1123200 seconds', 'day'),
  ('21729ff3-1c52-561f-bb04-2547de056557', 'b71758d9-2c9d-56fe-b74a-138bffa19830', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 21, 12, 5, 0, 0, 2, 1, now() - interval '1814400 seconds', now() - interval '1814400 seconds', 'day'),
  ('a9281d41-259b-5ef6-89d0-b4df3f073e35', '05446d79-970a-5b32-bf9c-e22f0082bd5a', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 34, 0, 2, 0, 0, 4, 1, now() - interval '2937600 seconds', now() - interval '2937600 seconds', 'week'),
  ('a74d28b9-c6f7-5443-8dae-4a5eabde9892', 'dec32a31-5e79-5c70-9222-d0445971150d', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 55, 39, 2, 0, 0, 0, 1, now() - interval '4752000 seconds', now() - interval '4752000 seconds', 'week'),
  ('a454c87c-a739-52a3-b0a4-d1d40dba6a92', 'bb4919bf-9624-5afa-b327-e0a59f793939', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 89, 17, 8, 0, 0, 4, 1, now() - interval '7689600 seconds', now() - interval '7689600 seconds', 'week'),
  ('7edc4f56-2f34-5d01-926e-90d8e9c9b189', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 144, 10, 2, 0, 0, 3, 1, now() - interval '12441600 seconds', now() - interval '12441600 seconds', 'week'),
  ('0d05a0dc-60a1-5064-ba00-7c411bfd98f4', '2e44e388-f616-56df-8aa1-e9583dd1f133', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 233, 48, 6, 0, 0, 3, 1, now() - interval '20131200 seconds', now() - interval '20131200 seconds', 'week'),
  ('a8b2e122-b66b-567b-b5ec-55c45c0a599c', 'e101d3ff-6a33-556c-a661-46b88d148683', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 377, 7, 5, 0, 0, 2, 1, now() - interval '32572800 seconds', now() - interval '32572800 seconds', 'week'),
  ('6850222a-2185-59b0-8cc0-a95a450b42b5', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 400, 28, 3, 0, 0, 3, 1, now() - interval '34560000 seconds', now() - interval '34560000 seconds', 'week'),
  ('a338e8d4-21ca-514c-9fe9-c37186f4e22c', '0abdd20c-b290-5705-8b6f-53126f149601', '22d5e5d1-1180-5313-bced-c1584f06efcd', (now() at time zone 'UTC')::date - 420, 38, 6, 0, 0, 1, 1, now() - interval '36288000 seconds', now() - interval '36288000 seconds', 'week');
INSERT INTO outline.groups (id, name, "teamId", "createdById", "createdAt", "updatedAt", "deletedAt", "externalId", "disableMentions", description) VALUES
  ('fe89c98b-2065-51ca-b3e4-336f8325d5d3', 'Engineers', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '864000 seconds', NULL, NULL, false, NULL);
INSERT INTO outline.group_users ("userId", "groupId", "createdById", "createdAt", "updatedAt", permission) VALUES
  ('0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'fe89c98b-2065-51ca-b3e4-336f8325d5d3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25056000 seconds', now() - interval '25056000 seconds', 'member'),
  ('47b83377-4539-5cfa-b775-cae6efa3a876', 'fe89c98b-2065-51ca-b3e4-336f8325d5d3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25056000 seconds', now() - interval '25056000 seconds', 'member'),
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', 'fe89c98b-2065-51ca-b3e4-336f8325d5d3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25056000 seconds', now() - interval '25056000 seconds', 'member'),
  ('b57016a9-f825-5c38-bd09-1360c98fdfa9', 'fe89c98b-2065-51ca-b3e4-336f8325d5d3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25056000 seconds', now() - interval '25056000 seconds', 'member');
INSERT INTO outline.user_permissions ("collectionId", "userId", permission, "createdById", "createdAt", "updatedAt", "documentId", "index", id, "sourceId") VALUES
  ('43edb2c4-2b46-5111-861e-7b8a4509134f', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '4a630c86-322c-5867-9421-a4003c179838', NULL),
  ('7bb748b4-b838-5c3c-a223-ca0e64bd513d', '47b83377-4539-5cfa-b775-cae6efa3a876', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '11b3d6a1-121a-5c5f-8b85-f27467a19554', NULL),
  ('81ab820e-8a3d-58fb-8416-97693055fab5', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '77620526-3b9e-501a-8766-26b24e134a4f', NULL),
  ('81ac7afa-911f-5d08-92b2-6df50c918404', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '54fca1ff-d39f-598c-8364-eff955538e29', NULL),
  ('43edb2c4-2b46-5111-861e-7b8a4509134f', '32235b53-53b4-5926-9137-a46b2396e0be', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, 'b2d5654a-b01a-56e8-9f0d-27da403ca96b', NULL),
  ('7bb748b4-b838-5c3c-a223-ca0e64bd513d', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '0f83c3c7-ac27-5676-be6d-dbfe461f2029', NULL),
  ('81ab820e-8a3d-58fb-8416-97693055fab5', '901755b4-6cf3-5f3f-bb02-51882d30f826', 'read_write', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '25920000 seconds', now() - interval '25920000 seconds', NULL, NULL, '4266b4df-bbc2-55f0-b282-107fcae5adb1', NULL);
INSERT INTO outline.group_permissions ("collectionId", "groupId", "createdById", permission, "createdAt", "updatedAt", "deletedAt", "documentId", id, "sourceId") VALUES
  ('81ac7afa-911f-5d08-92b2-6df50c918404', 'fe89c98b-2065-51ca-b3e4-336f8325d5d3', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'read_write', now() - interval '25056000 seconds', now() - interval '25056000 seconds', NULL, NULL, '3a996bba-5f79-5a4f-a0dd-5c61dff2fcb3', NULL);
INSERT INTO outline.shares (id, "userId", "teamId", "documentId", "createdAt", "updatedAt", "revokedAt", "revokedById", published, "lastAccessedAt", "includeChildDocuments", views, "urlId", domain, "allowIndexing", "showLastUpdated", "collectionId", "showTOC", "allowSubscriptions", title, "iconUrl") VALUES
  ('2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', now() - interval '8640000 seconds', now() - interval '86400 seconds', NULL, NULL, true, now() - interval '17280 seconds', false, 452, NULL, NULL, false, false, NULL, false, true, NULL, NULL),
  ('aeb43ace-cd73-523b-87f3-6ed087a0c993', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', '2e44e388-f616-56df-8aa1-e9583dd1f133', now() - interval '8640000 seconds', now() - interval '86400 seconds', NULL, NULL, true, now() - interval '17280 seconds', false, 49, NULL, NULL, false, false, NULL, false, false, NULL, NULL),
  ('f10c311b-dbb0-53e0-9e05-e6110f47d4da', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'e101d3ff-6a33-556c-a661-46b88d148683', now() - interval '8640000 seconds', now() - interval '86400 seconds', NULL, NULL, true, now() - interval '17280 seconds', false, 785, NULL, NULL, false, false, NULL, false, false, NULL, NULL);
INSERT INTO outline.share_subscriptions (id, "shareId", email, "emailFingerprint", secret, "ipAddress", "confirmedAt", "unsubscribedAt", "lastNotifiedAt", "createdAt", "updatedAt", "documentId") VALUES
  ('16e9e9f6-cf3b-5119-9862-af5af553bb4f', '2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', 'reader0@gmail.example', 'fp0', 'sec0', '192.0.2.20', NULL, NULL, NULL, now() - interval '2678400 seconds', now() - interval '2592000 seconds', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629'),
  ('689be62c-f9eb-5f3a-81ec-c6dafb597de8', '2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', 'reader1@gmail.example', 'fp1', 'sec1', '192.0.2.21', now() - interval '2505600 seconds', NULL, NULL, now() - interval '2592000 seconds', now() - interval '2505600 seconds', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629'),
  ('e8c90c05-59d6-5249-9f9d-b5d9f56f7fad', '2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', 'reader2@gmail.example', 'fp2', 'sec2', '192.0.2.22', NULL, NULL, NULL, now() - interval '2505600 seconds', now() - interval '2419200 seconds', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629'),
  ('44c91363-ac58-576a-99d0-12c4a8b8edb8', '2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', 'reader3@gmail.example', 'fp3', 'sec3', '192.0.2.23', now() - interval '2332800 seconds', NULL, NULL, now() - interval '2419200 seconds', now() - interval '2332800 seconds', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629'),
  ('124e10f9-1901-558a-944e-174e1b4b7d37', '2bf2a56a-65c3-51c6-b4e7-6a3e146ee663', 'reader4@gmail.example', 'fp4', 'sec4', '192.0.2.24', NULL, NULL, NULL, now() - interval '2332800 seconds', now() - interval '2246400 seconds', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629');
INSERT INTO outline.stars (id, "documentId", "userId", "createdAt", "updatedAt", "index", "collectionId") VALUES
  ('f9bb6afb-c5e8-54b9-8631-6278b71c44a3', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'P', NULL),
  ('53cfa3bd-8b97-5e6d-97fa-5fa3e08829bc', '2e44e388-f616-56df-8aa1-e9583dd1f133', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'Q', NULL),
  ('626a7770-9139-5258-8374-dff878729aa7', 'e101d3ff-6a33-556c-a661-46b88d148683', '47b83377-4539-5cfa-b775-cae6efa3a876', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'R', NULL),
  ('cc13e152-a435-5d95-9539-4b5bb12739f1', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', 'aff67b92-6750-5231-81e2-5861c1a0a07c', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'S', NULL),
  ('d023b3cf-3886-526b-a9d9-af06d0a99861', '0abdd20c-b290-5705-8b6f-53126f149601', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'T', NULL),
  ('04bf5621-253e-5b7b-8147-8f235fae546a', '262c2da8-521f-5188-b2f1-7159f754fae2', '32235b53-53b4-5926-9137-a46b2396e0be', now() - interval '4320000 seconds', now() - interval '4320000 seconds', 'U', NULL);
INSERT INTO outline.pins (id, "documentId", "collectionId", "teamId", "createdById", "index", "createdAt", "updatedAt") VALUES
  ('3c659323-b1a4-5df3-bffd-8e2c2127d6bd', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '81ac7afa-911f-5d08-92b2-6df50c918404', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'P', now() - interval '5184000 seconds', now() - interval '5184000 seconds'),
  ('7cdf9803-74ad-5ec6-a7c3-f7512d803b81', '2e44e388-f616-56df-8aa1-e9583dd1f133', '43edb2c4-2b46-5111-861e-7b8a4509134f', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'Q', now() - interval '5184000 seconds', now() - interval '5184000 seconds'),
  ('68cfcf93-7729-5cf9-a709-e3a8a6b1913d', 'e101d3ff-6a33-556c-a661-46b88d148683', '7bb748b4-b838-5c3c-a223-ca0e64bd513d', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'R', now() - interval '5184000 seconds', now() - interval '5184000 seconds');
INSERT INTO outline.subscriptions (id, "userId", "documentId", event, "createdAt", "updatedAt", "deletedAt", "collectionId") VALUES
  ('04a9b188-d2ee-5cc1-a49a-f730ce70f61b', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('0c2a58a6-df32-5c41-b4ad-74159953d32f', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '2e44e388-f616-56df-8aa1-e9583dd1f133', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('be8ca721-2dfd-5f11-9709-c8ca7499c368', '47b83377-4539-5cfa-b775-cae6efa3a876', 'e101d3ff-6a33-556c-a661-46b88d148683', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('ac9f55d0-e69a-515b-a85e-5ee6c0fff59e', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('53309265-d4d6-5f2d-bec0-381e3e281706', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '0abdd20c-b290-5705-8b6f-53126f149601', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('aafcbe11-71c0-5e60-acc3-1528020a852d', '32235b53-53b4-5926-9137-a46b2396e0be', '262c2da8-521f-5188-b2f1-7159f754fae2', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('652a995d-04af-5a82-aa4f-b6ca4f6dafa0', '2e8c9e74-8137-5775-aaf5-30510d1ec855', 'b71758d9-2c9d-56fe-b74a-138bffa19830', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL),
  ('88aec8b8-b717-55e9-8b4c-842532c7a460', '901755b4-6cf3-5f3f-bb02-51882d30f826', '05446d79-970a-5b32-bf9c-e22f0082bd5a', 'documents.update', now() - interval '3456000 seconds', now() - interval '3456000 seconds', NULL, NULL);
INSERT INTO outline.relationships (id, "userId", "documentId", "reverseDocumentId", "createdAt", "updatedAt", type) VALUES
  ('bc60d1b3-7229-5a1e-a990-748e726abd78', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '1bdec939-5bc8-5e6a-93c8-bc2785b7b629', '2e44e388-f616-56df-8aa1-e9583dd1f133', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink'),
  ('4bc0128d-24b2-5bbc-8e0b-256fc05f4632', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '2e44e388-f616-56df-8aa1-e9583dd1f133', 'e101d3ff-6a33-556c-a661-46b88d148683', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink'),
  ('c015092f-0b3e-5775-b14b-77101b48fa8b', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'e101d3ff-6a33-556c-a661-46b88d148683', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink'),
  ('baa3adfa-07f3-5009-89bf-4a6b77bd62fd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '0abdd20c-b290-5705-8b6f-53126f149601', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink'),
  ('960b3747-29cb-5537-b81c-17cac93397bc', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '0abdd20c-b290-5705-8b6f-53126f149601', '262c2da8-521f-5188-b2f1-7159f754fae2', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink'),
  ('eae26843-a4a2-5676-ae63-05ecdd12b481', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '262c2da8-521f-5188-b2f1-7159f754fae2', 'b71758d9-2c9d-56fe-b74a-138bffa19830', now() - interval '1728000 seconds', now() - interval '1728000 seconds', 'backlink');
INSERT INTO outline.team_domains (id, "teamId", "createdById", name, "createdAt", "updatedAt") VALUES
  ('1f5b398c-c619-5fce-b4d7-01f8c3045191', '22d5e5d1-1180-5313-bced-c1584f06efcd', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'acme.example', now() - interval '33696000 seconds', now() - interval '33696000 seconds');
INSERT INTO outline.access_requests (id, status, "respondedAt", "createdAt", "updatedAt", "documentId", "userId", "teamId", "responderId") VALUES
  ('d0d81fee-6810-55f6-969e-da7b5f1e6a43', 'pending', NULL, now() - interval '172800 seconds', now() - interval '172800 seconds', 'a13b6b24-24ae-5ebd-84a1-6e1f132e3431', '2e8c9e74-8137-5775-aaf5-30510d1ec855', '22d5e5d1-1180-5313-bced-c1584f06efcd', NULL);
INSERT INTO outline.user_passkeys (id, name, "userAgent", "credentialId", "credentialPublicKey", aaguid, counter, transports, "lastActiveAt", "userId", "createdAt", "updatedAt") VALUES
  ('52b5bbe0-dfb0-5b7d-be60-32c61a2bccfe', 'MacBook', 'Mozilla/5.0 (Macintosh) Safari/17.0', 'cred0', '\\x03'::bytea, NULL, 3, ARRAY['internal'], now() - interval '86400 seconds', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', now() - interval '5184000 seconds', now() - interval '86400 seconds'),
  ('598f1fa2-00a2-566d-870b-8d3b70b0437f', 'MacBook', 'Mozilla/5.0 (Macintosh) Safari/17.1', 'cred1', '\\x03'::bytea, NULL, 3, ARRAY['internal'], now() - interval '172800 seconds', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', now() - interval '5184000 seconds', now() - interval '172800 seconds'),
  ('ca582830-a427-5e58-a15d-6f186280e602', 'MacBook', 'Mozilla/5.0 (Macintosh) Safari/17.2', 'cred2', '\\x03'::bytea, NULL, 3, ARRAY['internal'], now() - interval '259200 seconds', '47b83377-4539-5cfa-b775-cae6efa3a876', now() - interval '5184000 seconds', now() - interval '259200 seconds');
INSERT INTO outline.integrations (id, type, "userId", "teamId", service, "collectionId", "authenticationId", events, settings, "createdAt", "updatedAt", "deletedAt", "issueSources") VALUES
  ('e15bafe9-1484-57fa-9488-5fb0f80c4f82', 'embed', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '22d5e5d1-1180-5313-bced-c1584f06efcd', 'diagrams', NULL, NULL, NULL, '{"url": "https://diagrams.example"}', now() - interval '17280000 seconds', now() - interval '17280000 seconds', NULL, NULL);
INSERT INTO outline."SequelizeMeta" (name) VALUES
  ('20260821164024-add-preferences-to-documents.js');

`,
  cleans: [
    {
      table: "outline.events",
      clock: "createdAt",
      retention: "365d (retentionDays, hard-coded)",
      source: "server/queues/tasks/CleanupOldEventsTask.ts:33",
      note: "hourly, at most 100,000 rows a run in batches of 1000, oldest first (CleanupOldEventsTask.ts:13-30); events carry the actor's ip",
    },
    {
      table: "outline.search_queries",
      clock: "createdAt",
      retention: "365d (retentionDays, hard-coded)",
      source: "server/queues/tasks/CleanupOldSearchQueriesTask.ts:33",
      note: "at most 100,000 a run",
    },
    {
      table: "outline.notifications",
      clock: "createdAt",
      retention: "12 months; 6 months once viewedAt is set",
      source: "server/queues/tasks/CleanupOldNotificationsTask.ts:15",
      note: "second pass at CleanupOldNotificationsTask.ts:29 deletes viewed notifications (viewedAt IS NOT NULL) older than 6 months",
    },
    {
      table: "outline.webhook_deliveries",
      clock: "createdAt",
      retention: "7d (hard-coded)",
      source: "plugins/webhooks/server/tasks/CleanupWebhookDeliveriesTask.ts:13",
      note: "daily",
    },
    {
      table: "outline.document_insights",
      clock: "date",
      retention: "365d (RETENTION_DAYS, CleanupDocumentInsightsTask.ts:11)",
      source: "server/queues/tasks/CleanupDocumentInsightsTask.ts:20",
      note: "date is a DATE column compared with (now() at time zone 'UTC')::date - 365; also daily ('day' period) rows older than 30 days are deleted after being rolled up into 'week' rows (RollupWeeklyDocumentInsightsTask.ts:15,60)",
    },
    {
      table: "outline.attachments",
      clock: "expiresAt",
      retention: "expiresAt passed",
      source: "server/queues/tasks/CleanupExpiredAttachmentsTask.ts:11",
      note: "hourly; destroyed one by one (CleanupExpiredAttachmentsTask.ts:19), the file is removed from storage in a BeforeDestroy hook; rows with NULL expiresAt are kept",
    },
    {
      table: "outline.oauth_authorization_codes",
      clock: "expiresAt",
      retention: "expiresAt older than 1 month",
      source: "server/queues/tasks/CleanupOAuthAuthorizationCodeTask.ts:14",
    },
    {
      table: "outline.oauth_clients",
      clock: "lastActiveAt (createdAt when never used)",
      retention:
        "dynamically registered clients (createdById IS NULL): never used and createdAt older than 48h, or lastActiveAt older than 30d",
      source: "server/queues/tasks/CleanupDynamicOAuthClientsTask.ts:20",
      note: "hard delete (force: true) of a paranoid model; clients created by a user are never deleted by age",
    },
    {
      table: "outline.import_tasks",
      clock: "imports.createdAt",
      retention:
        "1 day after the parent import was created, once the import is completed, errored or canceled",
      source: "server/queues/tasks/CleanupOldImportsTask.ts:58",
      note: "selects imports by state and createdAt < now-1d (CleanupOldImportsTask.ts:22-34) and deletes their import_tasks; the imports rows are kept",
    },
    {
      table: "outline.documents",
      clock: "deletedAt",
      retention: "30d after soft delete (trash)",
      source: "server/queues/tasks/CleanupDeletedDocumentsTask.ts:17",
      note: "only rows with deletedAt set; permanently destroyed by documentPermanentDeleter (server/commands/documentPermanentDeleter.ts:120-125, force: true), cascading to revisions, comments, notifications, attachments",
    },
    {
      table: "outline.teams",
      clock: "deletedAt",
      retention: "30d after soft delete",
      source: "server/queues/tasks/CleanupDeletedTeamsTask.ts:17",
      note: "each team older than 30 days in the trash is scheduled for CleanupDeletedTeamTask -> server/commands/teamPermanentDeleter.ts (team.destroy force at :190), which removes all of the team's data",
    },
  ],
  shouldAsk: [
    {
      table: "outline.views",
      why: "per-user, per-document read history (count, last viewed in updatedAt, lastEditingAt), never deleted by age",
    },
    {
      table: "outline.share_subscriptions",
      why: "e-mail addresses and ipAddress of anonymous readers subscribed to a public share; removed only with the share/document",
    },
    {
      table: "outline.user_passkeys",
      why: "userAgent and lastActiveAt of each passkey, kept until the user removes it",
    },
  ],
  neverDelete: [
    "outline.users",
    "outline.user_authentications",
    "outline.authentication_providers",
    "outline.authentications",
    "outline.collections",
    "outline.revisions",
    "outline.comments",
    "outline.reactions",
    "outline.stars",
    "outline.pins",
    "outline.subscriptions",
    "outline.shares",
    "outline.groups",
    "outline.group_users",
    "outline.group_permissions",
    "outline.user_permissions",
    "outline.team_domains",
    "outline.integrations",
    "outline.apiKeys",
    "outline.emojis",
    "outline.webhook_subscriptions",
    "outline.oauth_authentications",
    "outline.imports",
    "outline.file_operations",
    "outline.relationships",
    "outline.access_requests",
    "outline.SequelizeMeta",
  ],
};
