import type { CorpusApp } from "../types.js";

// Wiki.js 2 (Node, Knex 0.21 with Objection models). Knex string() columns hold the clocks as ISO-8601 text
// (createdAt, updatedAt, versionDate, validUntil: varchar(255)); brute.lifetime is epoch milliseconds. Cleanup read
// from server/ (jobs in server/jobs/ and server/app/data.yml, models, helpers) and the two session/brute-force
// stores it uses, before init was run on it:
// - connect-session-knex 2.0.0 (server/master.js:79-85, clearInterval not set: 60000 ms) deletes expired sessions
//   every minute (node_modules/connect-session-knex/lib/index.js:32-44, the library's code, like Oban's pruner);
// - brute-knex (server/helpers/brute-knex.js, Wiki.js's own store for express-brute on /login, /verify and
//   /login-reset, server/controllers/auth.js:10-20) deletes rows whose lifetime has passed on every lookup;
// - Administration > Utilities > "Purge history" (GraphQL pages.purgeHistory, server/graph/resolvers/page.js:612-614,
//   manage:system) deletes page versions older than the ISO 8601 duration an administrator picks: a manual action,
//   no schedule; pageHistoryTags go with them by ON DELETE CASCADE.
// Not cleaned by age: userKeys (verification and password-reset tokens valid one day, server/models/userKeys.js:52,
// deleted only when used, :58-62: expired unused tokens stay), apiKeys (expiration is checked; revoked and expired
// keys stay), comments (name, email and ip of the commenter kept with the comment), assets, pages (deleted pages
// leave their pageHistory rows with action 'deleted'). The purge-uploads job (server/jobs/purge-uploads.js) empties
// the uploads folder on disk, not a table. The optional PostgreSQL search engine's pagesVector / pagesWords tables
// (server/modules/search/postgres/engine.js) are created only when that engine is activated: not here.
export const app: CorpusApp = {
  name: "wikijs",
  framework: "knex",
  source: {
    repo: "requarks/wiki",
    commit: "6f042e97cc2d3acda6b6ff611de8e0faacce91c1",
    schemaFrom:
      "its 16 Knex migrations in server/db/migrations run with knex 0.21.7 (knex.migrate.latest, as server/core/db.js) into PostgreSQL 15, plus the sessions and brute tables its session and brute-force stores create at run time, schema dumped; every table",
  },
  schemas: ["wikijs"],
  schemaSql: `-- Wiki.js 2 (requarks/wiki @ 6f042e97cc2d3acda6b6ff611de8e0faacce91c1, branch main, 2.5.x), PostgreSQL.
-- Built by running its 16 Knex migrations (server/db/migrations, in semver order as server/db/migrator-source.js
-- gives them, knex.migrate.latest with tableName 'migrations' as server/core/db.js:199-202) with knex 0.21.7 (its
-- package.json) and WIKI.config.db.type = 'postgres' against an empty PostgreSQL 15 database, then creating the two
-- tables Wiki.js makes at run time: sessions (connect-session-knex 2.0.0's store, server/master.js:79-85) and brute
-- (server/helpers/brute-knex.js:24-30, created by server/controllers/auth.js:10-13), then pg_dump --schema-only.
-- All 32 tables. Knex's string() is varchar(255): most clocks are ISO-8601 strings (createdAt, versionDate,
-- validUntil), brute.lifetime is epoch milliseconds (bigint), sessions.expired is the only timestamptz.
-- Wiki.js uses the public schema; here it is schema wikijs (knex searchPath).
CREATE SCHEMA wikijs;

CREATE TABLE wikijs.analytics (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json NOT NULL
);

CREATE TABLE wikijs."apiKeys" (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    key text NOT NULL,
    expiration character varying(255) NOT NULL,
    "isRevoked" boolean DEFAULT false NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL
);

CREATE SEQUENCE wikijs."apiKeys_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."apiKeys_id_seq" OWNED BY wikijs."apiKeys".id;

CREATE TABLE wikijs."assetData" (
    id integer NOT NULL,
    data bytea NOT NULL
);

CREATE TABLE wikijs."assetFolders" (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "parentId" integer
);

CREATE SEQUENCE wikijs."assetFolders_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."assetFolders_id_seq" OWNED BY wikijs."assetFolders".id;

CREATE TABLE wikijs.assets (
    id integer NOT NULL,
    filename character varying(255) NOT NULL,
    hash character varying(255) NOT NULL,
    ext character varying(255) NOT NULL,
    kind text DEFAULT 'binary'::text NOT NULL,
    mime character varying(255) DEFAULT 'application/octet-stream'::character varying NOT NULL,
    "fileSize" integer,
    metadata json,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL,
    "folderId" integer,
    "authorId" integer,
    CONSTRAINT assets_kind_check CHECK ((kind = ANY (ARRAY['binary'::text, 'image'::text])))
);

COMMENT ON COLUMN wikijs.assets."fileSize" IS 'In kilobytes';

CREATE SEQUENCE wikijs.assets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.assets_id_seq OWNED BY wikijs.assets.id;

CREATE TABLE wikijs.authentication (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json NOT NULL,
    "selfRegistration" boolean DEFAULT false NOT NULL,
    "domainWhitelist" json NOT NULL,
    "autoEnrollGroups" json NOT NULL,
    "order" integer DEFAULT 0 NOT NULL,
    "strategyKey" character varying(255) DEFAULT ''::character varying NOT NULL,
    "displayName" character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE wikijs.brute (
    key character varying(255),
    "firstRequest" bigint,
    "lastRequest" bigint,
    lifetime bigint,
    count integer
);

CREATE TABLE wikijs."commentProviders" (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json NOT NULL
);

CREATE TABLE wikijs.comments (
    id integer NOT NULL,
    content text NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL,
    "pageId" integer,
    "authorId" integer,
    render text DEFAULT ''::text NOT NULL,
    name character varying(255) DEFAULT ''::character varying NOT NULL,
    email character varying(255) DEFAULT ''::character varying NOT NULL,
    ip character varying(255) DEFAULT ''::character varying NOT NULL,
    "replyTo" integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE wikijs.comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.comments_id_seq OWNED BY wikijs.comments.id;

CREATE TABLE wikijs.editors (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json NOT NULL
);

CREATE TABLE wikijs.groups (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    permissions json NOT NULL,
    "pageRules" json NOT NULL,
    "isSystem" boolean DEFAULT false NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL,
    "redirectOnLogin" character varying(255) DEFAULT '/'::character varying NOT NULL
);

CREATE SEQUENCE wikijs.groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.groups_id_seq OWNED BY wikijs.groups.id;

CREATE TABLE wikijs.locales (
    code character varying(5) NOT NULL,
    strings json,
    "isRTL" boolean DEFAULT false NOT NULL,
    name character varying(255) NOT NULL,
    "nativeName" character varying(255) NOT NULL,
    availability integer DEFAULT 0 NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL
);

CREATE TABLE wikijs.loggers (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    level character varying(255) DEFAULT 'warn'::character varying NOT NULL,
    config json
);

CREATE TABLE wikijs.migrations (
    id integer NOT NULL,
    name character varying(255),
    batch integer,
    migration_time timestamp with time zone
);

CREATE SEQUENCE wikijs.migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.migrations_id_seq OWNED BY wikijs.migrations.id;

CREATE TABLE wikijs.migrations_lock (
    index integer NOT NULL,
    is_locked integer
);

CREATE SEQUENCE wikijs.migrations_lock_index_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.migrations_lock_index_seq OWNED BY wikijs.migrations_lock.index;

CREATE TABLE wikijs.navigation (
    key character varying(255) NOT NULL,
    config json
);

CREATE TABLE wikijs."pageHistory" (
    id integer NOT NULL,
    path character varying(255) NOT NULL,
    hash character varying(255) NOT NULL,
    title character varying(255) NOT NULL,
    description character varying(255),
    "isPrivate" boolean DEFAULT false NOT NULL,
    "isPublished" boolean DEFAULT false NOT NULL,
    "publishStartDate" character varying(255),
    "publishEndDate" character varying(255),
    action character varying(255) DEFAULT 'updated'::character varying,
    "pageId" integer,
    content text,
    "contentType" character varying(255) NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "editorKey" character varying(255),
    "localeCode" character varying(5),
    "authorId" integer,
    "versionDate" character varying(255) DEFAULT ''::character varying NOT NULL,
    extra json DEFAULT '{}'::json NOT NULL
);

CREATE TABLE wikijs."pageHistoryTags" (
    id integer NOT NULL,
    "pageId" integer,
    "tagId" integer
);

CREATE SEQUENCE wikijs."pageHistoryTags_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."pageHistoryTags_id_seq" OWNED BY wikijs."pageHistoryTags".id;

CREATE SEQUENCE wikijs."pageHistory_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."pageHistory_id_seq" OWNED BY wikijs."pageHistory".id;

CREATE TABLE wikijs."pageLinks" (
    id integer NOT NULL,
    path character varying(255) NOT NULL,
    "localeCode" character varying(5) NOT NULL,
    "pageId" integer
);

CREATE SEQUENCE wikijs."pageLinks_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."pageLinks_id_seq" OWNED BY wikijs."pageLinks".id;

CREATE TABLE wikijs."pageTags" (
    id integer NOT NULL,
    "pageId" integer,
    "tagId" integer
);

CREATE SEQUENCE wikijs."pageTags_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."pageTags_id_seq" OWNED BY wikijs."pageTags".id;

CREATE TABLE wikijs."pageTree" (
    id integer NOT NULL,
    path character varying(255) NOT NULL,
    depth integer NOT NULL,
    title character varying(255) NOT NULL,
    "isPrivate" boolean DEFAULT false NOT NULL,
    "isFolder" boolean DEFAULT false NOT NULL,
    "privateNS" character varying(255),
    parent integer,
    "pageId" integer,
    "localeCode" character varying(5),
    ancestors json
);

CREATE TABLE wikijs.pages (
    id integer NOT NULL,
    path character varying(255) NOT NULL,
    hash character varying(255) NOT NULL,
    title character varying(255) NOT NULL,
    description character varying(255),
    "isPrivate" boolean DEFAULT false NOT NULL,
    "isPublished" boolean DEFAULT false NOT NULL,
    "privateNS" character varying(255),
    "publishStartDate" character varying(255),
    "publishEndDate" character varying(255),
    content text,
    render text,
    toc json,
    "contentType" character varying(255) NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL,
    "editorKey" character varying(255),
    "localeCode" character varying(5),
    "authorId" integer,
    "creatorId" integer,
    extra json DEFAULT '{}'::json NOT NULL
);

CREATE SEQUENCE wikijs.pages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.pages_id_seq OWNED BY wikijs.pages.id;

CREATE TABLE wikijs.renderers (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json
);

CREATE TABLE wikijs."searchEngines" (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    config json
);

CREATE TABLE wikijs.sessions (
    sid character varying(255) NOT NULL,
    sess json NOT NULL,
    expired timestamp with time zone NOT NULL
);

CREATE TABLE wikijs.settings (
    key character varying(255) NOT NULL,
    value json,
    "updatedAt" character varying(255) NOT NULL
);

CREATE TABLE wikijs.storage (
    key character varying(255) NOT NULL,
    "isEnabled" boolean DEFAULT false NOT NULL,
    mode character varying(255) DEFAULT 'push'::character varying NOT NULL,
    config json,
    "syncInterval" character varying(255),
    state json
);

CREATE TABLE wikijs.tags (
    id integer NOT NULL,
    tag character varying(255) NOT NULL,
    title character varying(255),
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL
);

CREATE SEQUENCE wikijs.tags_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.tags_id_seq OWNED BY wikijs.tags.id;

CREATE TABLE wikijs."userAvatars" (
    id integer NOT NULL,
    data bytea NOT NULL
);

CREATE TABLE wikijs."userGroups" (
    id integer NOT NULL,
    "userId" integer,
    "groupId" integer
);

CREATE SEQUENCE wikijs."userGroups_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."userGroups_id_seq" OWNED BY wikijs."userGroups".id;

CREATE TABLE wikijs."userKeys" (
    id integer NOT NULL,
    kind character varying(255) NOT NULL,
    token character varying(255) NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "validUntil" character varying(255) NOT NULL,
    "userId" integer
);

CREATE SEQUENCE wikijs."userKeys_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs."userKeys_id_seq" OWNED BY wikijs."userKeys".id;

CREATE TABLE wikijs.users (
    id integer NOT NULL,
    email character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    "providerId" character varying(255),
    password character varying(255),
    "tfaIsActive" boolean DEFAULT false NOT NULL,
    "tfaSecret" character varying(255),
    "jobTitle" character varying(255) DEFAULT ''::character varying,
    location character varying(255) DEFAULT ''::character varying,
    "pictureUrl" character varying(255),
    timezone character varying(255) DEFAULT 'America/New_York'::character varying NOT NULL,
    "isSystem" boolean DEFAULT false NOT NULL,
    "isActive" boolean DEFAULT false NOT NULL,
    "isVerified" boolean DEFAULT false NOT NULL,
    "mustChangePwd" boolean DEFAULT false NOT NULL,
    "createdAt" character varying(255) NOT NULL,
    "updatedAt" character varying(255) NOT NULL,
    "providerKey" character varying(255) DEFAULT 'local'::character varying NOT NULL,
    "localeCode" character varying(5) DEFAULT 'en'::character varying NOT NULL,
    "defaultEditor" character varying(255) DEFAULT 'markdown'::character varying NOT NULL,
    "lastLoginAt" character varying(255),
    "dateFormat" character varying(255) DEFAULT ''::character varying NOT NULL,
    appearance character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE SEQUENCE wikijs.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE wikijs.users_id_seq OWNED BY wikijs.users.id;

ALTER TABLE ONLY wikijs."apiKeys" ALTER COLUMN id SET DEFAULT nextval('wikijs."apiKeys_id_seq"'::regclass);

ALTER TABLE ONLY wikijs."assetFolders" ALTER COLUMN id SET DEFAULT nextval('wikijs."assetFolders_id_seq"'::regclass);

ALTER TABLE ONLY wikijs.assets ALTER COLUMN id SET DEFAULT nextval('wikijs.assets_id_seq'::regclass);

ALTER TABLE ONLY wikijs.comments ALTER COLUMN id SET DEFAULT nextval('wikijs.comments_id_seq'::regclass);

ALTER TABLE ONLY wikijs.groups ALTER COLUMN id SET DEFAULT nextval('wikijs.groups_id_seq'::regclass);

ALTER TABLE ONLY wikijs.migrations ALTER COLUMN id SET DEFAULT nextval('wikijs.migrations_id_seq'::regclass);

ALTER TABLE ONLY wikijs.migrations_lock ALTER COLUMN index SET DEFAULT nextval('wikijs.migrations_lock_index_seq'::regclass);

ALTER TABLE ONLY wikijs."pageHistory" ALTER COLUMN id SET DEFAULT nextval('wikijs."pageHistory_id_seq"'::regclass);

ALTER TABLE ONLY wikijs."pageHistoryTags" ALTER COLUMN id SET DEFAULT nextval('wikijs."pageHistoryTags_id_seq"'::regclass);

ALTER TABLE ONLY wikijs."pageLinks" ALTER COLUMN id SET DEFAULT nextval('wikijs."pageLinks_id_seq"'::regclass);

ALTER TABLE ONLY wikijs."pageTags" ALTER COLUMN id SET DEFAULT nextval('wikijs."pageTags_id_seq"'::regclass);

ALTER TABLE ONLY wikijs.pages ALTER COLUMN id SET DEFAULT nextval('wikijs.pages_id_seq'::regclass);

ALTER TABLE ONLY wikijs.tags ALTER COLUMN id SET DEFAULT nextval('wikijs.tags_id_seq'::regclass);

ALTER TABLE ONLY wikijs."userGroups" ALTER COLUMN id SET DEFAULT nextval('wikijs."userGroups_id_seq"'::regclass);

ALTER TABLE ONLY wikijs."userKeys" ALTER COLUMN id SET DEFAULT nextval('wikijs."userKeys_id_seq"'::regclass);

ALTER TABLE ONLY wikijs.users ALTER COLUMN id SET DEFAULT nextval('wikijs.users_id_seq'::regclass);

ALTER TABLE ONLY wikijs.analytics
    ADD CONSTRAINT analytics_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs."apiKeys"
    ADD CONSTRAINT "apiKeys_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."assetData"
    ADD CONSTRAINT "assetData_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."assetFolders"
    ADD CONSTRAINT "assetFolders_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.assets
    ADD CONSTRAINT assets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.authentication
    ADD CONSTRAINT authentication_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs."commentProviders"
    ADD CONSTRAINT "commentProviders_pkey" PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.editors
    ADD CONSTRAINT editors_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.locales
    ADD CONSTRAINT locales_pkey PRIMARY KEY (code);

ALTER TABLE ONLY wikijs.loggers
    ADD CONSTRAINT loggers_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.migrations_lock
    ADD CONSTRAINT migrations_lock_pkey PRIMARY KEY (index);

ALTER TABLE ONLY wikijs.migrations
    ADD CONSTRAINT migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.navigation
    ADD CONSTRAINT navigation_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs."pageHistoryTags"
    ADD CONSTRAINT "pageHistoryTags_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."pageHistory"
    ADD CONSTRAINT "pageHistory_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."pageLinks"
    ADD CONSTRAINT "pageLinks_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."pageTags"
    ADD CONSTRAINT "pageTags_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."pageTree"
    ADD CONSTRAINT "pageTree_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.pages
    ADD CONSTRAINT pages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.renderers
    ADD CONSTRAINT renderers_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs."searchEngines"
    ADD CONSTRAINT "searchEngines_pkey" PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (sid);

ALTER TABLE ONLY wikijs.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.storage
    ADD CONSTRAINT storage_pkey PRIMARY KEY (key);

ALTER TABLE ONLY wikijs.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.tags
    ADD CONSTRAINT tags_tag_unique UNIQUE (tag);

ALTER TABLE ONLY wikijs."userAvatars"
    ADD CONSTRAINT "userAvatars_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."userGroups"
    ADD CONSTRAINT "userGroups_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs."userKeys"
    ADD CONSTRAINT "userKeys_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wikijs.users
    ADD CONSTRAINT users_providerkey_email_unique UNIQUE ("providerKey", email);

CREATE INDEX pagelinks_path_localecode_index ON wikijs."pageLinks" USING btree (path, "localeCode");

CREATE INDEX sessions_expired_index ON wikijs.sessions USING btree (expired);

ALTER TABLE ONLY wikijs."assetFolders"
    ADD CONSTRAINT assetfolders_parentid_foreign FOREIGN KEY ("parentId") REFERENCES wikijs."assetFolders"(id);

ALTER TABLE ONLY wikijs.assets
    ADD CONSTRAINT assets_authorid_foreign FOREIGN KEY ("authorId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs.assets
    ADD CONSTRAINT assets_folderid_foreign FOREIGN KEY ("folderId") REFERENCES wikijs."assetFolders"(id);

ALTER TABLE ONLY wikijs.comments
    ADD CONSTRAINT comments_authorid_foreign FOREIGN KEY ("authorId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs.comments
    ADD CONSTRAINT comments_pageid_foreign FOREIGN KEY ("pageId") REFERENCES wikijs.pages(id);

ALTER TABLE ONLY wikijs."pageHistory"
    ADD CONSTRAINT pagehistory_authorid_foreign FOREIGN KEY ("authorId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs."pageHistory"
    ADD CONSTRAINT pagehistory_editorkey_foreign FOREIGN KEY ("editorKey") REFERENCES wikijs.editors(key);

ALTER TABLE ONLY wikijs."pageHistory"
    ADD CONSTRAINT pagehistory_localecode_foreign FOREIGN KEY ("localeCode") REFERENCES wikijs.locales(code);

ALTER TABLE ONLY wikijs."pageHistoryTags"
    ADD CONSTRAINT pagehistorytags_pageid_foreign FOREIGN KEY ("pageId") REFERENCES wikijs."pageHistory"(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."pageHistoryTags"
    ADD CONSTRAINT pagehistorytags_tagid_foreign FOREIGN KEY ("tagId") REFERENCES wikijs.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."pageLinks"
    ADD CONSTRAINT pagelinks_pageid_foreign FOREIGN KEY ("pageId") REFERENCES wikijs.pages(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs.pages
    ADD CONSTRAINT pages_authorid_foreign FOREIGN KEY ("authorId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs.pages
    ADD CONSTRAINT pages_creatorid_foreign FOREIGN KEY ("creatorId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs.pages
    ADD CONSTRAINT pages_editorkey_foreign FOREIGN KEY ("editorKey") REFERENCES wikijs.editors(key);

ALTER TABLE ONLY wikijs.pages
    ADD CONSTRAINT pages_localecode_foreign FOREIGN KEY ("localeCode") REFERENCES wikijs.locales(code);

ALTER TABLE ONLY wikijs."pageTags"
    ADD CONSTRAINT pagetags_pageid_foreign FOREIGN KEY ("pageId") REFERENCES wikijs.pages(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."pageTags"
    ADD CONSTRAINT pagetags_tagid_foreign FOREIGN KEY ("tagId") REFERENCES wikijs.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."pageTree"
    ADD CONSTRAINT pagetree_localecode_foreign FOREIGN KEY ("localeCode") REFERENCES wikijs.locales(code);

ALTER TABLE ONLY wikijs."pageTree"
    ADD CONSTRAINT pagetree_pageid_foreign FOREIGN KEY ("pageId") REFERENCES wikijs.pages(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."pageTree"
    ADD CONSTRAINT pagetree_parent_foreign FOREIGN KEY (parent) REFERENCES wikijs."pageTree"(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."userGroups"
    ADD CONSTRAINT usergroups_groupid_foreign FOREIGN KEY ("groupId") REFERENCES wikijs.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."userGroups"
    ADD CONSTRAINT usergroups_userid_foreign FOREIGN KEY ("userId") REFERENCES wikijs.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY wikijs."userKeys"
    ADD CONSTRAINT userkeys_userid_foreign FOREIGN KEY ("userId") REFERENCES wikijs.users(id);

ALTER TABLE ONLY wikijs.users
    ADD CONSTRAINT users_defaulteditor_foreign FOREIGN KEY ("defaultEditor") REFERENCES wikijs.editors(key);

ALTER TABLE ONLY wikijs.users
    ADD CONSTRAINT users_localecode_foreign FOREIGN KEY ("localeCode") REFERENCES wikijs.locales(code);

ALTER TABLE ONLY wikijs.users
    ADD CONSTRAINT users_providerkey_foreign FOREIGN KEY ("providerKey") REFERENCES wikijs.authentication(key);
`,
  // Knex's migration rows, then rows as Wiki.js writes them (ISO strings from Luxon's toISO()): the local and an
  // OIDC strategy, editors, locale en, settings, the Administrators and Guests groups with admin and guest users
  // (server/setup.js), 20 staff users, 80 pages with their tree, 480 page versions over 16 months, tags, links,
  // comments with their authors' e-mail and IP, assets, verification / reset keys, sessions and brute-force rows.
  dataSql: `INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (1, '2.0.0.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (2, '2.1.85.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (3, '2.2.3.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (4, '2.2.17.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (5, '2.3.10.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (6, '2.3.23.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (7, '2.4.13.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (8, '2.4.14.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (9, '2.4.36.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (10, '2.4.61.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (11, '2.5.1.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (12, '2.5.12.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (13, '2.5.108.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (14, '2.5.118.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (15, '2.5.122.js', 1, now());
INSERT INTO wikijs.migrations (id, name, batch, migration_time) VALUES (16, '2.5.128.js', 1, now());
INSERT INTO wikijs.migrations_lock (index, is_locked) VALUES (1, 0);
INSERT INTO wikijs.authentication (key, "isEnabled", config, "selfRegistration", "domainWhitelist", "autoEnrollGroups", "order", "strategyKey", "displayName") VALUES
  ('local', true, '{}', false, '{"v":[]}', '{"v":[]}', 0, 'local', 'Local'),
  ('c5d7e3a1-oidc', true, '{"clientId":"wiki","issuer":"https://idp.example.org"}', true, '{"v":["example.org"]}', '{"v":[3]}', 1, 'oidc', 'Company SSO');
INSERT INTO wikijs.editors (key, "isEnabled", config) VALUES ('markdown', true, '{}'), ('ckeditor', true, '{}'), ('code', true, '{}');
INSERT INTO wikijs.locales (code, strings, "isRTL", name, "nativeName", availability, "createdAt", "updatedAt") VALUES
  ('en', '{}', false, 'English', 'English', 100, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:00.000Z');
INSERT INTO wikijs.settings (key, value, "updatedAt") VALUES
  ('title', '{"v":"Company Wiki"}', '2024-03-01T10:00:00.000Z'),
  ('auth', '{"audience":"urn:wiki.js","tokenExpiration":"30m","tokenRenewal":"14d"}', '2024-03-01T10:00:00.000Z'),
  ('uploads', '{"maxFileSize":5242880,"maxFiles":10}', '2024-03-01T10:00:00.000Z');
INSERT INTO wikijs.groups (id, name, permissions, "pageRules", "isSystem", "createdAt", "updatedAt", "redirectOnLogin") VALUES
  (1, 'Administrators', '["manage:system"]', '[]', true, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:00.000Z', '/'),
  (2, 'Guests', '["read:pages","read:assets","read:comments"]', '[]', true, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:00.000Z', '/'),
  (3, 'Staff', '["read:pages","write:pages","write:comments"]', '[]', false, '2024-03-02T10:00:00.000Z', '2024-03-02T10:00:00.000Z', '/');
INSERT INTO wikijs.users (id, email, name, "providerId", password, "tfaIsActive", "isSystem", "isActive", "isVerified", "mustChangePwd", "createdAt", "updatedAt", "providerKey", "localeCode", "defaultEditor", "lastLoginAt") VALUES
  (1, 'admin@example.org', 'Administrator', NULL, '$2a$12$abcdefghijklmnopqrstuv', false, false, true, true, false, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:00.000Z', 'local', 'en', 'markdown', to_char((now() - interval '2 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  (2, 'guest@example.com', 'Guest', NULL, '', false, true, true, true, false, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:00.000Z', 'local', 'en', 'markdown', NULL);
INSERT INTO wikijs.users (id, email, name, "providerId", password, "tfaIsActive", "isSystem", "isActive", "isVerified", "mustChangePwd", "createdAt", "updatedAt", "providerKey", "localeCode", "defaultEditor", "lastLoginAt")
  SELECT 2 + i, 'staff' || i || '@example.org', 'Staff ' || i, 'sub-' || i, NULL, false, false, true, true, false,
         to_char((now() - (600 - i * 20) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((now() - i * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'c5d7e3a1-oidc', 'en', 'markdown',
         to_char((now() - i * interval '9 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  FROM generate_series(1, 20) i;
INSERT INTO wikijs."userGroups" (id, "userId", "groupId") VALUES (1, 1, 1), (2, 2, 2);
INSERT INTO wikijs."userGroups" (id, "userId", "groupId") SELECT 2 + i, 2 + i, 3 FROM generate_series(1, 20) i;
INSERT INTO wikijs."userAvatars" (id, data) SELECT 2 + i, decode(md5('avatar' || i), 'hex') FROM generate_series(1, 6) i;
INSERT INTO wikijs."apiKeys" (id, name, key, expiration, "isRevoked", "createdAt", "updatedAt") VALUES
  (1, 'CI export', 'eyJhbGciOiJSUzI1NiJ9.e30.sig1', '2027-03-01T10:00:00.000Z', false, '2025-03-01T10:00:00.000Z', '2025-03-01T10:00:00.000Z'),
  (2, 'Old import', 'eyJhbGciOiJSUzI1NiJ9.e30.sig2', '2025-06-01T10:00:00.000Z', true, '2024-06-01T10:00:00.000Z', '2024-09-01T10:00:00.000Z');
INSERT INTO wikijs.pages (id, path, hash, title, description, "isPrivate", "isPublished", "publishStartDate", "publishEndDate", content, render, toc, "contentType", "createdAt", "updatedAt", "editorKey", "localeCode", "authorId", "creatorId", extra)
  SELECT i, 'handbook/page-' || i, md5('page' || i), 'Handbook page ' || i, 'Section ' || i, false, true, '', '', '# Page ' || i || E'\\n\\nBody text.', '<h1>Page ' || i || '</h1>', '[]', 'markdown',
         to_char((now() - (500 - i * 6) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((now() - (i % 30) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'markdown', 'en', 2 + (1 + i % 20), 2 + (1 + i % 20), '{}'
  FROM generate_series(1, 80) i;
INSERT INTO wikijs."pageTree" (id, path, depth, title, "isPrivate", "isFolder", "privateNS", parent, "pageId", "localeCode", ancestors) VALUES
  (1, 'handbook', 1, 'handbook', false, true, NULL, NULL, NULL, 'en', '[]');
INSERT INTO wikijs."pageTree" (id, path, depth, title, "isPrivate", "isFolder", "privateNS", parent, "pageId", "localeCode", ancestors)
  SELECT 1 + i, 'handbook/page-' || i, 2, 'Handbook page ' || i, false, false, NULL, 1, i, 'en', '[1]' FROM generate_series(1, 80) i;
INSERT INTO wikijs."pageHistory" (id, path, hash, title, description, "isPrivate", "isPublished", "publishStartDate", "publishEndDate", action, "pageId", content, "contentType", "createdAt", "editorKey", "localeCode", "authorId", "versionDate", extra)
  SELECT i, 'handbook/page-' || (1 + i % 80), md5('page' || (1 + i % 80)), 'Handbook page ' || (1 + i % 80), 'Section', false, true, '', '', CASE WHEN i <= 80 THEN 'initial' ELSE 'updated' END, 1 + i % 80,
         '# Page ' || (1 + i % 80) || E'\\n\\nOlder body text, version ' || i, 'markdown',
         to_char((now() - (500 - i) * interval '1 day' + interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'markdown', 'en', 2 + (1 + i % 20),
         to_char((now() - (500 - i) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '{}'
  FROM generate_series(1, 480) i;
INSERT INTO wikijs.tags (id, tag, title, "createdAt", "updatedAt") VALUES
  (1, 'policy', 'Policy', '2024-04-01T10:00:00.000Z', '2024-04-01T10:00:00.000Z'),
  (2, 'howto', 'How-to', '2024-04-01T10:00:00.000Z', '2024-04-01T10:00:00.000Z');
INSERT INTO wikijs."pageTags" (id, "pageId", "tagId") SELECT i, i, 1 + i % 2 FROM generate_series(1, 80) i;
INSERT INTO wikijs."pageHistoryTags" (id, "pageId", "tagId") SELECT i, i, 1 + i % 2 FROM generate_series(1, 200) i;
INSERT INTO wikijs."pageLinks" (id, path, "localeCode", "pageId") SELECT i, 'handbook/page-' || (1 + (i * 7) % 80), 'en', 1 + i % 80 FROM generate_series(1, 120) i;
INSERT INTO wikijs.comments (id, content, "createdAt", "updatedAt", "pageId", "authorId", render, name, email, ip, "replyTo")
  SELECT i, 'Comment ' || i, to_char((now() - (300 - i) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((now() - (300 - i) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 1 + i % 80, 2 + (1 + i % 20), '<p>Comment ' || i || '</p>',
         'Staff ' || (1 + i % 20), 'staff' || (1 + i % 20) || '@example.org', '203.0.113.' || (i % 200), 0
  FROM generate_series(1, 150) i;
INSERT INTO wikijs."assetFolders" (id, name, slug, "parentId") VALUES (1, 'diagrams', 'diagrams', NULL);
INSERT INTO wikijs.assets (id, filename, hash, ext, kind, mime, "fileSize", metadata, "createdAt", "updatedAt", "folderId", "authorId")
  SELECT i, 'diagram-' || i || '.png', md5('asset' || i), '.png', 'image', 'image/png', 20000 + i, '{}',
         to_char((now() - (400 - i * 10) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((now() - (400 - i * 10) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 1, 2 + (1 + i % 20)
  FROM generate_series(1, 30) i;
INSERT INTO wikijs."assetData" (id, data) SELECT i, decode(md5('asset' || i), 'hex') FROM generate_series(1, 30) i;
INSERT INTO wikijs."userKeys" (id, kind, token, "createdAt", "validUntil", "userId")
  SELECT i, CASE WHEN i % 3 = 0 THEN 'resetPwd' ELSE 'verify' END, 'tok' || md5('key' || i),
         to_char((now() - (200 - i * 10) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((now() - (199 - i * 10) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 2 + i
  FROM generate_series(1, 20) i;
INSERT INTO wikijs.sessions (sid, sess, expired)
  SELECT 'sid-' || md5('session' || i), '{"cookie":{"originalMaxAge":null,"httpOnly":true,"path":"/"},"keycloak_id_token":"eyJ"}', now() + (i - 10) * interval '2 hours'
  FROM generate_series(1, 30) i;
INSERT INTO wikijs.brute (key, "firstRequest", "lastRequest", lifetime, count)
  SELECT md5('198.51.100.' || i || 'login'), (extract(epoch FROM now() - i * interval '20 minutes') * 1000)::bigint,
         (extract(epoch FROM now() - i * interval '19 minutes') * 1000)::bigint, (extract(epoch FROM now() - i * interval '19 minutes' + interval '1 hour') * 1000)::bigint, 1 + i % 6
  FROM generate_series(1, 12) i;
`,
  cleans: [
    {
      table: "wikijs.sessions",
      clock: "expired",
      retention: "expired passed (the session cookie's maxAge, else one day after it was set)",
      source:
        "node_modules/connect-session-knex/lib/index.js:35-44 (connect-session-knex 2.0.0, package.json:66)",
      note: "the store's dbCleanup runs every clearInterval, 60000 ms by default (lib/index.js:80-84); the store is set up in server/master.js:79-85",
    },
    {
      table: "wikijs.brute",
      clock: "lifetime",
      retention:
        "lifetime (epoch milliseconds) passed: express-brute's lifetime, up to maxWait 1 h after the last failure",
      source: "server/helpers/brute-knex.js:130-135",
      note: "clearExpired runs on every lookup (brute-knex.js:74-76) of the login, verify and login-reset routes (server/controllers/auth.js:10-20, 101, 152, 172)",
    },
    {
      table: "wikijs.pageHistory",
      clock: "versionDate",
      retention:
        "manual: older than the ISO 8601 duration an administrator gives to Utilities > Purge history",
      source: "server/models/pageHistory.js:241",
      note: "pageHistory.purge(olderThan) (pageHistory.js:238-242) from the pages.purgeHistory mutation (server/graph/resolvers/page.js:612-614); no schedule; versionDate is an ISO string compared as text; pageHistoryTags follow by ON DELETE CASCADE",
    },
  ],
  shouldAsk: [
    {
      table: "wikijs.userKeys",
      why: "e-mail verification and password-reset tokens (validUntil one day) of each user, deleted only when used: expired unused tokens stay forever",
    },
  ],
  neverDelete: [
    "wikijs.users",
    "wikijs.userGroups",
    "wikijs.userAvatars",
    "wikijs.groups",
    "wikijs.apiKeys",
    "wikijs.pages",
    "wikijs.pageTree",
    "wikijs.pageLinks",
    "wikijs.pageTags",
    "wikijs.tags",
    "wikijs.comments",
    "wikijs.assets",
    "wikijs.assetData",
    "wikijs.assetFolders",
    "wikijs.authentication",
    "wikijs.analytics",
    "wikijs.commentProviders",
    "wikijs.editors",
    "wikijs.locales",
    "wikijs.loggers",
    "wikijs.navigation",
    "wikijs.renderers",
    "wikijs.searchEngines",
    "wikijs.settings",
    "wikijs.storage",
    "wikijs.migrations",
    "wikijs.migrations_lock",
  ],
};
