// Immich (TypeScript: NestJS, Kysely migrations), from immich-app/immich@9263e2f2e101294b9b422a18cd2e62eb9cf5da0b
// (server 2.7.5, "feat(ml): update Intel graphics compiler and compute runtime (#28076)", 2026-04-25), read from the
// fork Nacho-Larreta/immich, whose main branch is upstream's history up to that commit followed by the fork owner's
// own commits (not used here): immich-app/immich itself (535 MB) is over the fetch size limit, so the commit pinned is
// the newest upstream one in that fork, not a HEAD.
// Schema: its 74 Kysely migrations (server/src/schema/migrations/*.ts) run by Kysely's Migrator as Immich runs them,
// on PostgreSQL 15 with pgvector (see the header of schemaSql).
// Cleanup: the nightly jobs (server/src/services/queue.service.ts:261-274), scheduled by a cron at
// nightlyTasks.startTime (default 00:00, server/src/config.ts:348-350; queue.service.ts:34-37, 51-60) when
// nightlyTasks.databaseCleanup is on (the default), queued on the BackgroundTask queue (BullMQ, in Redis):
// AssetDeleteCheck permanently deletes assets in the trash for trash.days (default 30; 0 when the trash is off,
// config.ts:356-358; server/src/services/asset.service.ts:273-305), UserDeleteCheck deletes users an administrator
// deleted user.deleteDelay days ago (default 7, config.ts:400; server/src/services/user.service.ts:237-278),
// MemoryCleanup deletes unsaved memories 30 days old (server/src/repositories/memory.repository.ts:25-29),
// SessionCleanup deletes sessions unused for 90 days or past their expiresAt
// (server/src/repositories/session.repository.ts:18-29), and AuditTableCleanup deletes the rows of the 14 *_audit
// tables (written by delete triggers, read by the mobile app's sync) 31 days old (MAX_DAYS + 1,
// server/src/services/sync.service.ts:31, 196-214; server/src/repositories/sync.repository.ts:122-129).
// Not counted: PersonCleanup (nightly too), which deletes people left without a visible face, whatever their age
// (server/src/services/person.service.ts:262-267, server/src/repositories/person.repository.ts:208-216); MemoryCleanup's
// first delete, of memory_asset rows whose asset left the timeline (memory.repository.ts:18-23), not by age;
// NotificationsCleanup, whose handler would delete soft-deleted notifications after 3 days and old read or unread ones
// (server/src/services/notification.service.ts:76-79, server/src/repositories/notification.repository.ts:13-36) but which
// nothing queues at this commit (not a nightly job, not a manual job: server/src/services/job.service.ts:11-41), so
// notification is in shouldAsk; libraries an administrator deleted, removed at once (and again by LibraryDeleteCheck
// at each library scan) whatever their age (server/src/services/library.service.ts:215-229, 349-358, 452-456); a user's
// own emptying of the trash (server/src/services/trash.service.ts:35-60); tags without assets (TagCleanup, a manual job); move_history rows of
// assets that are gone (server/src/repositories/move.repository.ts:41-53); the rows that go by ON DELETE CASCADE when a
// user, an asset or a memory is deleted (asset_exif, asset_file, asset_face, face_search, smart_search, asset_ocr,
// ocr_search, asset_job_status, album_asset, memory_asset, tag_asset, shared_link_asset, the user's albums, sessions and
// everything else the user owns), which are the asset's or the user's own data (in neverDelete where they are content,
// in neither list where they are derived); and the reverse-geocoding import, which replaces geodata_places and naturalearth_countries with reference data at
// start-up (server/src/repositories/map.repository.ts:228-258). Soft-deleted faces (asset_face.deletedAt,
// person.repository.ts:516) are kept.
// Neither list: the derived search rows of an asset (smart_search, asset_ocr, ocr_search, asset_job_status), the join
// rows memory_asset, shared_link_asset and tag_closure, move_history, session_sync_checkpoint (a session's sync acks,
// deleted with it), version_history, and the reference data geodata_places and naturalearth_countries.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "immich",
  framework: "kysely",
  source: {
    repo: "immich-app/immich",
    commit: "9263e2f2e101294b9b422a18cd2e62eb9cf5da0b",
    schemaFrom:
      "server/src/schema/migrations/*.ts (74, 1744910873969-InitialMigration to 1776848612954-MigrateAlbumOwnerIdToAlbumUser) run by Kysely 0.28.16's Migrator (the version pnpm-lock.yaml pins) on PostgreSQL 15 with pgvector 0.8.6, then Immich's own objects moved from public to schema immich and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 60 tables, the two vector(512) columns as real[]. Read from the fork Nacho-Larreta/immich (upstream history up to 9263e2f); immich-app/immich is over the fetch size limit",
  },
  schemas: ["immich"],
  schemaSql: `
-- Immich: immich-app/immich@9263e2f2e101294b9b422a18cd2e62eb9cf5da0b (read from the fork Nacho-Larreta/immich; the
-- original repository is over the fetch size limit).
-- Built by running its 74 migrations (server/src/schema/migrations/*.ts, in name order) with Kysely 0.28.16's
-- Migrator, tables kysely_migrations and kysely_migrations_lock, through kysely-postgres-js 3.0.0 and postgres 3.4.9,
-- as DatabaseRepository.runMigrations does (server/src/repositories/database.repository.ts:389-412, 528-541), after
-- CREATE EXTENSION IF NOT EXISTS vector CASCADE, as DatabaseService.onBootstrap does first
-- (server/src/services/database.service.ts:74-99): Immich takes the first of VectorChord, pgvecto.rs and pgvector that
-- the server has (database.repository.ts:37-50), and pgvector 0.8.6 was built for the replay (the test server has none
-- of the three; it was removed afterwards). The migrations' few imports from the server (getVectorExtension,
-- vectorIndexQuery, tokenizeForSearch, three enums, an error message, the logger) were given as the server writes them.
-- On an empty PostgreSQL 15 database in schema public; then Immich's tables, types and functions moved to schema
-- immich (its extensions, uuid-ossp, unaccent, cube, earthdistance, pg_trgm and vector, stay in public) and read back
-- with pg_dump --schema-only --no-owner --no-privileges (its SET lines, the search_path set_config, the restrict
-- lines and its comments left out). The kysely_migrations rows are data and are not kept. The function bodies name
-- their tables unqualified, as Immich's search_path (public) has them.
-- pgvector is not on the test server: the two vector(512) columns, smart_search.embedding and face_search.embedding,
-- are real[] NOT NULL here (the type Immich itself casts them to, database.repository.ts:341), and their two HNSW
-- indexes, clip_index and face_index, are left out (shown as comments where pg_dump put them).
CREATE SCHEMA immich;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
SET search_path TO immich, public;

CREATE TYPE immich.album_user_role_enum AS ENUM (
    'owner',
    'editor',
    'viewer'
);

CREATE TYPE immich.asset_checksum_algorithm_enum AS ENUM (
    'sha1',
    'sha1-path'
);

CREATE TYPE immich.asset_visibility_enum AS ENUM (
    'archive',
    'timeline',
    'hidden',
    'locked'
);

CREATE TYPE immich.assets_status_enum AS ENUM (
    'active',
    'trashed',
    'deleted'
);

CREATE TYPE immich.sourcetype AS ENUM (
    'machine-learning',
    'exif',
    'manual'
);

CREATE FUNCTION immich.album_asset_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO album_asset_audit ("albumId", "assetId")
      SELECT "albumId", "assetId" FROM OLD
      WHERE "albumId" IN (SELECT "id" FROM album WHERE "id" IN (SELECT "albumId" FROM OLD));
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.album_user_after_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE album SET "updatedAt" = clock_timestamp(), "updateId" = immich_uuid_v7(clock_timestamp())
      WHERE "id" IN (SELECT "albumId" FROM inserted_rows)
        AND NOT EXISTS (SELECT FROM inserted_rows WHERE role = 'owner');
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.album_user_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO album_audit ("albumId", "userId")
      SELECT "albumId", "userId"
      FROM OLD;

      IF pg_trigger_depth() = 1 THEN
        INSERT INTO album_user_audit ("albumId", "userId")
        SELECT "albumId", "userId"
        FROM OLD;
      END IF;

      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO asset_audit ("assetId", "ownerId")
      SELECT "id", "ownerId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_edit_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO asset_edit_audit ("editId", "assetId")
      SELECT "id", "assetId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_edit_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE asset
      SET "isEdited" = false
      FROM deleted_edit
      WHERE asset.id = deleted_edit."assetId" AND asset."isEdited"
        AND NOT EXISTS (SELECT FROM asset_edit edit WHERE edit."assetId" = asset.id);
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_edit_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE asset
      SET "isEdited" = true
      FROM inserted_edit
      WHERE asset.id = inserted_edit."assetId" AND NOT asset."isEdited";
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_face_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO asset_face_audit ("assetFaceId", "assetId")
      SELECT "id", "assetId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.asset_metadata_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO asset_metadata_audit ("assetId", "key")
      SELECT "assetId", "key"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.f_concat_ws(text, text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $_$SELECT array_to_string($2, $1)$_$;

CREATE FUNCTION immich.f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN public.unaccent('public.unaccent'::regdictionary, $1);

CREATE FUNCTION immich.immich_uuid_v7(p_timestamp timestamp with time zone DEFAULT clock_timestamp()) RETURNS uuid
    LANGUAGE sql
    AS $$
    select encode(
      set_bit(
        set_bit(
          overlay(uuid_send(gen_random_uuid())
                  placing substring(int8send(floor(extract(epoch from p_timestamp) * 1000)::bigint) from 3)
                  from 1 for 6
          ),
          52, 1
        ),
        53, 1
      ),
      'hex')::uuid;
  $$;

CREATE FUNCTION immich.ll_to_earth_public(latitude double precision, longitude double precision) RETURNS public.earth
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
    SELECT public.cube(public.cube(public.cube(public.earth()*cos(radians(latitude))*cos(radians(longitude))),public.earth()*cos(radians(latitude))*sin(radians(longitude))),public.earth()*sin(radians(latitude)))::public.earth
  $$;

CREATE FUNCTION immich.memory_asset_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO memory_asset_audit ("memoryId", "assetId")
      SELECT "memoriesId", "assetId" FROM OLD
      WHERE "memoriesId" IN (SELECT "id" FROM memory WHERE "id" IN (SELECT "memoriesId" FROM OLD));
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.memory_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO memory_audit ("memoryId", "userId")
      SELECT "id", "ownerId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.partner_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO partner_audit ("sharedById", "sharedWithId")
      SELECT "sharedById", "sharedWithId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.person_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO person_audit ("personId", "ownerId")
      SELECT "id", "ownerId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.stack_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO stack_audit ("stackId", "userId")
      SELECT "id", "ownerId"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE
        clock_timestamp TIMESTAMP := clock_timestamp();
    BEGIN
        new."updatedAt" = clock_timestamp;
        new."updateId" = immich_uuid_v7(clock_timestamp);
        return new;
    END;
  $$;

CREATE FUNCTION immich.user_delete_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO user_audit ("userId")
      SELECT "id"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE FUNCTION immich.user_metadata_audit() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO user_metadata_audit ("userId", "key")
      SELECT "userId", "key"
      FROM OLD;
      RETURN NULL;
    END
  $$;

CREATE TABLE immich.activity (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "albumId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "assetId" uuid,
    comment text,
    "isLiked" boolean DEFAULT false NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    CONSTRAINT activity_like_check CHECK ((((comment IS NULL) AND ("isLiked" = true)) OR ((comment IS NOT NULL) AND ("isLiked" = false))))
);

CREATE TABLE immich.album (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "albumName" character varying DEFAULT 'Untitled Album'::character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "albumThumbnailAssetId" uuid,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    "deletedAt" timestamp with time zone,
    "isActivityEnabled" boolean DEFAULT true NOT NULL,
    "order" character varying DEFAULT 'desc'::character varying NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

COMMENT ON COLUMN immich.album."albumThumbnailAssetId" IS 'Asset ID to be used as thumbnail';

CREATE TABLE immich.album_asset (
    "albumId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.album_asset_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "albumId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.album_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "albumId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.album_user (
    "albumId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    role immich.album_user_role_enum DEFAULT 'editor'::immich.album_user_role_enum NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "createId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE immich.album_user_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "albumId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.api_key (
    name character varying NOT NULL,
    key bytea NOT NULL,
    "userId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    permissions character varying[] NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.asset (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "ownerId" uuid NOT NULL,
    type character varying NOT NULL,
    "originalPath" character varying NOT NULL,
    "fileCreatedAt" timestamp with time zone NOT NULL,
    "fileModifiedAt" timestamp with time zone NOT NULL,
    "isFavorite" boolean DEFAULT false NOT NULL,
    duration character varying,
    checksum bytea NOT NULL,
    "livePhotoVideoId" uuid,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "originalFileName" character varying NOT NULL,
    thumbhash bytea,
    "isOffline" boolean DEFAULT false NOT NULL,
    "libraryId" uuid,
    "isExternal" boolean DEFAULT false NOT NULL,
    "deletedAt" timestamp with time zone,
    "localDateTime" timestamp with time zone NOT NULL,
    "stackId" uuid,
    "duplicateId" uuid,
    status immich.assets_status_enum DEFAULT 'active'::immich.assets_status_enum NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    visibility immich.asset_visibility_enum DEFAULT 'timeline'::immich.asset_visibility_enum NOT NULL,
    width integer,
    height integer,
    "isEdited" boolean DEFAULT false NOT NULL,
    "checksumAlgorithm" immich.asset_checksum_algorithm_enum NOT NULL
);

CREATE TABLE immich.asset_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "assetId" uuid NOT NULL,
    "ownerId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.asset_edit (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "assetId" uuid NOT NULL,
    action character varying NOT NULL,
    parameters jsonb NOT NULL,
    sequence integer NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.asset_edit_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "editId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.asset_exif (
    "assetId" uuid NOT NULL,
    make character varying,
    model character varying,
    "exifImageWidth" integer,
    "exifImageHeight" integer,
    "fileSizeInByte" bigint,
    orientation character varying,
    "dateTimeOriginal" timestamp with time zone,
    "modifyDate" timestamp with time zone,
    "lensModel" character varying,
    "fNumber" double precision,
    "focalLength" double precision,
    iso integer,
    latitude double precision,
    longitude double precision,
    city character varying,
    state character varying,
    country character varying,
    description text DEFAULT ''::text NOT NULL,
    fps double precision,
    "exposureTime" character varying,
    "livePhotoCID" character varying,
    "timeZone" character varying,
    "projectionType" character varying,
    "profileDescription" character varying,
    colorspace character varying,
    "bitsPerSample" integer,
    "autoStackId" character varying,
    rating integer,
    "updatedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "lockedProperties" character varying[],
    tags character varying[]
);

CREATE TABLE immich.asset_face (
    "assetId" uuid NOT NULL,
    "personId" uuid,
    "imageWidth" integer DEFAULT 0 NOT NULL,
    "imageHeight" integer DEFAULT 0 NOT NULL,
    "boundingBoxX1" integer DEFAULT 0 NOT NULL,
    "boundingBoxY1" integer DEFAULT 0 NOT NULL,
    "boundingBoxX2" integer DEFAULT 0 NOT NULL,
    "boundingBoxY2" integer DEFAULT 0 NOT NULL,
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "sourceType" immich.sourcetype DEFAULT 'machine-learning'::immich.sourcetype NOT NULL,
    "deletedAt" timestamp with time zone,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "isVisible" boolean DEFAULT true NOT NULL
);

CREATE TABLE immich.asset_face_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "assetFaceId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.asset_file (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "assetId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    type character varying NOT NULL,
    path character varying NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "isEdited" boolean DEFAULT false NOT NULL,
    "isProgressive" boolean DEFAULT false NOT NULL,
    "isTransparent" boolean DEFAULT false NOT NULL
);

CREATE TABLE immich.asset_job_status (
    "assetId" uuid NOT NULL,
    "facesRecognizedAt" timestamp with time zone,
    "metadataExtractedAt" timestamp with time zone,
    "duplicatesDetectedAt" timestamp with time zone,
    "ocrAt" timestamp with time zone
);

CREATE TABLE immich.asset_metadata (
    "assetId" uuid NOT NULL,
    key character varying NOT NULL,
    value jsonb NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE immich.asset_metadata_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "assetId" uuid NOT NULL,
    key character varying NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.asset_ocr (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "assetId" uuid NOT NULL,
    x1 real NOT NULL,
    y1 real NOT NULL,
    x2 real NOT NULL,
    y2 real NOT NULL,
    x3 real NOT NULL,
    y3 real NOT NULL,
    x4 real NOT NULL,
    y4 real NOT NULL,
    "boxScore" real NOT NULL,
    "textScore" real NOT NULL,
    text text NOT NULL,
    "isVisible" boolean DEFAULT true NOT NULL
);

CREATE TABLE immich.face_search (
    "faceId" uuid NOT NULL,
    embedding real[] NOT NULL
);

CREATE TABLE immich.geodata_places (
    id integer NOT NULL,
    name character varying(200) NOT NULL,
    longitude double precision NOT NULL,
    latitude double precision NOT NULL,
    "countryCode" character(2) NOT NULL,
    "admin1Code" character varying(20),
    "admin2Code" character varying(80),
    "modificationDate" date NOT NULL,
    "admin1Name" character varying,
    "admin2Name" character varying,
    "alternateNames" character varying
);

CREATE TABLE immich.kysely_migrations (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);

CREATE TABLE immich.kysely_migrations_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);

CREATE TABLE immich.library (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying NOT NULL,
    "ownerId" uuid NOT NULL,
    "importPaths" text[] NOT NULL,
    "exclusionPatterns" text[] NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "deletedAt" timestamp with time zone,
    "refreshedAt" timestamp with time zone,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.memory (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "deletedAt" timestamp with time zone,
    "ownerId" uuid NOT NULL,
    type character varying NOT NULL,
    data jsonb NOT NULL,
    "isSaved" boolean DEFAULT false NOT NULL,
    "memoryAt" timestamp with time zone NOT NULL,
    "seenAt" timestamp with time zone,
    "showAt" timestamp with time zone,
    "hideAt" timestamp with time zone,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.memory_asset (
    "memoriesId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.memory_asset_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "memoryId" uuid NOT NULL,
    "assetId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.memory_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "memoryId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.migration_overrides (
    name character varying NOT NULL,
    value jsonb NOT NULL
);

CREATE TABLE immich.move_history (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "entityId" uuid NOT NULL,
    "pathType" character varying NOT NULL,
    "oldPath" character varying NOT NULL,
    "newPath" character varying NOT NULL
);

CREATE TABLE immich.naturalearth_countries (
    id integer NOT NULL,
    admin character varying(50) NOT NULL,
    admin_a3 character varying(3) NOT NULL,
    type character varying(50) NOT NULL,
    coordinates polygon NOT NULL
);

ALTER TABLE immich.naturalearth_countries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME immich.naturalearth_countries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE immich.notification (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "deletedAt" timestamp with time zone,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "userId" uuid,
    level character varying DEFAULT 'info'::character varying NOT NULL,
    type character varying DEFAULT 'info'::character varying NOT NULL,
    data jsonb,
    title character varying NOT NULL,
    description text,
    "readAt" timestamp with time zone
);

CREATE TABLE immich.ocr_search (
    "assetId" uuid NOT NULL,
    text text NOT NULL
);

CREATE TABLE immich.partner (
    "sharedById" uuid NOT NULL,
    "sharedWithId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "inTimeline" boolean DEFAULT false NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "createId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.partner_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "sharedById" uuid NOT NULL,
    "sharedWithId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.person (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "ownerId" uuid NOT NULL,
    name character varying DEFAULT ''::character varying NOT NULL,
    "thumbnailPath" character varying DEFAULT ''::character varying NOT NULL,
    "isHidden" boolean DEFAULT false NOT NULL,
    "birthDate" date,
    "faceAssetId" uuid,
    "isFavorite" boolean DEFAULT false NOT NULL,
    color character varying,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    CONSTRAINT "person_birthDate_chk" CHECK (("birthDate" <= CURRENT_DATE))
);

CREATE TABLE immich.person_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "personId" uuid NOT NULL,
    "ownerId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.plugin (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying NOT NULL,
    title character varying NOT NULL,
    description character varying NOT NULL,
    author character varying NOT NULL,
    version character varying NOT NULL,
    "wasmPath" character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE immich.plugin_action (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "pluginId" uuid NOT NULL,
    "methodName" character varying NOT NULL,
    title character varying NOT NULL,
    description character varying NOT NULL,
    "supportedContexts" character varying[] NOT NULL,
    schema jsonb
);

CREATE TABLE immich.plugin_filter (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "pluginId" uuid NOT NULL,
    "methodName" character varying NOT NULL,
    title character varying NOT NULL,
    description character varying NOT NULL,
    "supportedContexts" character varying[] NOT NULL,
    schema jsonb
);

CREATE TABLE immich.session (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    token bytea NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "userId" uuid NOT NULL,
    "deviceType" character varying DEFAULT ''::character varying NOT NULL,
    "deviceOS" character varying DEFAULT ''::character varying NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "pinExpiresAt" timestamp with time zone,
    "expiresAt" timestamp with time zone,
    "parentId" uuid,
    "isPendingSyncReset" boolean DEFAULT false NOT NULL,
    "appVersion" character varying,
    "oauthSid" character varying
);

CREATE TABLE immich.session_sync_checkpoint (
    "sessionId" uuid NOT NULL,
    type character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    ack character varying NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.shared_link (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    description character varying,
    "userId" uuid NOT NULL,
    key bytea NOT NULL,
    type character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "expiresAt" timestamp with time zone,
    "allowUpload" boolean DEFAULT false NOT NULL,
    "albumId" uuid,
    "allowDownload" boolean DEFAULT true NOT NULL,
    "showExif" boolean DEFAULT true NOT NULL,
    password character varying,
    slug character varying
);

CREATE TABLE immich.shared_link_asset (
    "assetId" uuid NOT NULL,
    "sharedLinkId" uuid NOT NULL
);

CREATE TABLE immich.smart_search (
    "assetId" uuid NOT NULL,
    embedding real[] NOT NULL
);

CREATE TABLE immich.stack (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "primaryAssetId" uuid NOT NULL,
    "ownerId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.stack_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "stackId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.system_metadata (
    key character varying NOT NULL,
    value jsonb NOT NULL
);

CREATE TABLE immich.tag (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "userId" uuid NOT NULL,
    value character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    color character varying,
    "parentId" uuid,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.tag_asset (
    "assetId" uuid NOT NULL,
    "tagId" uuid NOT NULL
);

CREATE TABLE immich.tag_closure (
    id_ancestor uuid NOT NULL,
    id_descendant uuid NOT NULL
);

CREATE TABLE immich."user" (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    email character varying NOT NULL,
    password character varying DEFAULT ''::character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    "profileImagePath" character varying DEFAULT ''::character varying NOT NULL,
    "isAdmin" boolean DEFAULT false NOT NULL,
    "shouldChangePassword" boolean DEFAULT true NOT NULL,
    "deletedAt" timestamp with time zone,
    "oauthId" character varying DEFAULT ''::character varying NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "storageLabel" character varying,
    name character varying DEFAULT ''::character varying NOT NULL,
    "quotaSizeInBytes" bigint,
    "quotaUsageInBytes" bigint DEFAULT 0 NOT NULL,
    status character varying DEFAULT 'active'::character varying NOT NULL,
    "profileChangedAt" timestamp with time zone DEFAULT now() NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "avatarColor" character varying,
    "pinCode" character varying
);

CREATE TABLE immich.user_audit (
    "userId" uuid NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL
);

CREATE TABLE immich.user_metadata (
    "userId" uuid NOT NULL,
    key character varying NOT NULL,
    value jsonb NOT NULL,
    "updateId" uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE immich.user_metadata_audit (
    id uuid DEFAULT immich.immich_uuid_v7() NOT NULL,
    "userId" uuid NOT NULL,
    key character varying NOT NULL,
    "deletedAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE immich.version_history (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    version character varying NOT NULL
);

CREATE TABLE immich.workflow (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "ownerId" uuid NOT NULL,
    "triggerType" character varying NOT NULL,
    name character varying,
    description character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
    enabled boolean DEFAULT true NOT NULL
);

CREATE TABLE immich.workflow_action (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "workflowId" uuid NOT NULL,
    "pluginActionId" uuid NOT NULL,
    "actionConfig" jsonb,
    "order" integer NOT NULL
);

CREATE TABLE immich.workflow_filter (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    "workflowId" uuid NOT NULL,
    "pluginFilterId" uuid NOT NULL,
    "filterConfig" jsonb,
    "order" integer NOT NULL
);

ALTER TABLE ONLY immich.move_history
    ADD CONSTRAINT "UQ_entityId_pathType" UNIQUE ("entityId", "pathType");

ALTER TABLE ONLY immich.move_history
    ADD CONSTRAINT "UQ_newPath" UNIQUE ("newPath");

ALTER TABLE ONLY immich.activity
    ADD CONSTRAINT activity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.album_asset_audit
    ADD CONSTRAINT album_asset_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.album_asset
    ADD CONSTRAINT album_asset_pkey PRIMARY KEY ("albumId", "assetId");

ALTER TABLE ONLY immich.album_audit
    ADD CONSTRAINT album_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.album
    ADD CONSTRAINT album_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.album_user_audit
    ADD CONSTRAINT album_user_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.album_user
    ADD CONSTRAINT album_user_pkey PRIMARY KEY ("albumId", "userId");

ALTER TABLE ONLY immich.api_key
    ADD CONSTRAINT api_key_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_audit
    ADD CONSTRAINT asset_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_edit
    ADD CONSTRAINT "asset_edit_assetId_sequence_uq" UNIQUE ("assetId", sequence);

ALTER TABLE ONLY immich.asset_edit_audit
    ADD CONSTRAINT asset_edit_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_edit
    ADD CONSTRAINT asset_edit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_exif
    ADD CONSTRAINT asset_exif_pkey PRIMARY KEY ("assetId");

ALTER TABLE ONLY immich.asset_face_audit
    ADD CONSTRAINT asset_face_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_face
    ADD CONSTRAINT asset_face_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_file
    ADD CONSTRAINT "asset_file_assetId_type_isEdited_uq" UNIQUE ("assetId", type, "isEdited");

ALTER TABLE ONLY immich.asset_file
    ADD CONSTRAINT asset_file_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_job_status
    ADD CONSTRAINT asset_job_status_pkey PRIMARY KEY ("assetId");

ALTER TABLE ONLY immich.asset_metadata_audit
    ADD CONSTRAINT asset_metadata_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset_metadata
    ADD CONSTRAINT asset_metadata_pkey PRIMARY KEY ("assetId", key);

ALTER TABLE ONLY immich.asset_ocr
    ADD CONSTRAINT asset_ocr_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.asset
    ADD CONSTRAINT asset_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.face_search
    ADD CONSTRAINT face_search_pkey PRIMARY KEY ("faceId");

ALTER TABLE ONLY immich.geodata_places
    ADD CONSTRAINT geodata_places_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.kysely_migrations_lock
    ADD CONSTRAINT kysely_migrations_lock_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.kysely_migrations
    ADD CONSTRAINT kysely_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY immich.library
    ADD CONSTRAINT library_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.memory_asset_audit
    ADD CONSTRAINT memory_asset_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.memory_asset
    ADD CONSTRAINT memory_asset_pkey PRIMARY KEY ("memoriesId", "assetId");

ALTER TABLE ONLY immich.memory_audit
    ADD CONSTRAINT memory_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.memory
    ADD CONSTRAINT memory_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.migration_overrides
    ADD CONSTRAINT migration_overrides_pkey PRIMARY KEY (name);

ALTER TABLE ONLY immich.move_history
    ADD CONSTRAINT move_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.naturalearth_countries
    ADD CONSTRAINT naturalearth_countries_pkey PRIMARY KEY (id) WITH (fillfactor='100');

ALTER TABLE ONLY immich.notification
    ADD CONSTRAINT notification_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.ocr_search
    ADD CONSTRAINT ocr_search_pkey PRIMARY KEY ("assetId");

ALTER TABLE ONLY immich.partner_audit
    ADD CONSTRAINT partner_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.partner
    ADD CONSTRAINT partner_pkey PRIMARY KEY ("sharedById", "sharedWithId");

ALTER TABLE ONLY immich.person_audit
    ADD CONSTRAINT person_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.person
    ADD CONSTRAINT person_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.plugin_action
    ADD CONSTRAINT "plugin_action_methodName_uq" UNIQUE ("methodName");

ALTER TABLE ONLY immich.plugin_action
    ADD CONSTRAINT plugin_action_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.plugin_filter
    ADD CONSTRAINT "plugin_filter_methodName_uq" UNIQUE ("methodName");

ALTER TABLE ONLY immich.plugin_filter
    ADD CONSTRAINT plugin_filter_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.plugin
    ADD CONSTRAINT plugin_name_uq UNIQUE (name);

ALTER TABLE ONLY immich.plugin
    ADD CONSTRAINT plugin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.session
    ADD CONSTRAINT session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.session_sync_checkpoint
    ADD CONSTRAINT session_sync_checkpoint_pkey PRIMARY KEY ("sessionId", type);

ALTER TABLE ONLY immich.shared_link_asset
    ADD CONSTRAINT shared_link_asset_pkey PRIMARY KEY ("assetId", "sharedLinkId");

ALTER TABLE ONLY immich.shared_link
    ADD CONSTRAINT shared_link_key_uq UNIQUE (key);

ALTER TABLE ONLY immich.shared_link
    ADD CONSTRAINT shared_link_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.shared_link
    ADD CONSTRAINT shared_link_slug_uq UNIQUE (slug);

ALTER TABLE ONLY immich.smart_search
    ADD CONSTRAINT smart_search_pkey PRIMARY KEY ("assetId");

ALTER TABLE ONLY immich.stack_audit
    ADD CONSTRAINT stack_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.stack
    ADD CONSTRAINT stack_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.stack
    ADD CONSTRAINT "stack_primaryAssetId_uq" UNIQUE ("primaryAssetId");

ALTER TABLE ONLY immich.system_metadata
    ADD CONSTRAINT system_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY immich.tag_asset
    ADD CONSTRAINT tag_asset_pkey PRIMARY KEY ("assetId", "tagId");

ALTER TABLE ONLY immich.tag_closure
    ADD CONSTRAINT tag_closure_pkey PRIMARY KEY (id_ancestor, id_descendant);

ALTER TABLE ONLY immich.tag
    ADD CONSTRAINT tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.tag
    ADD CONSTRAINT "tag_userId_value_uq" UNIQUE ("userId", value);

ALTER TABLE ONLY immich.user_audit
    ADD CONSTRAINT user_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich."user"
    ADD CONSTRAINT user_email_uq UNIQUE (email);

ALTER TABLE ONLY immich.user_metadata_audit
    ADD CONSTRAINT user_metadata_audit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.user_metadata
    ADD CONSTRAINT user_metadata_pkey PRIMARY KEY ("userId", key);

ALTER TABLE ONLY immich."user"
    ADD CONSTRAINT user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich."user"
    ADD CONSTRAINT "user_storageLabel_uq" UNIQUE ("storageLabel");

ALTER TABLE ONLY immich.version_history
    ADD CONSTRAINT version_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.workflow_action
    ADD CONSTRAINT workflow_action_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.workflow_filter
    ADD CONSTRAINT workflow_filter_pkey PRIMARY KEY (id);

ALTER TABLE ONLY immich.workflow
    ADD CONSTRAINT workflow_pkey PRIMARY KEY (id);

CREATE INDEX "IDX_asset_exif_gist_earthcoord" ON immich.asset_exif USING gist (immich.ll_to_earth_public(latitude, longitude));

CREATE INDEX "IDX_geodata_gist_earthcoord" ON immich.geodata_places USING btree (immich.ll_to_earth_public(latitude, longitude));

CREATE INDEX "IDX_user_metadata_audit_deleted_at" ON immich.user_metadata_audit USING btree ("deletedAt");

CREATE INDEX "IDX_user_metadata_audit_key" ON immich.user_metadata_audit USING btree (key);

CREATE INDEX "IDX_user_metadata_audit_user_id" ON immich.user_metadata_audit USING btree ("userId");

CREATE INDEX "IDX_user_metadata_update_id" ON immich.user_metadata USING btree ("updateId");

CREATE INDEX "IDX_user_metadata_updated_at" ON immich.user_metadata USING btree ("updatedAt");

CREATE UNIQUE INDEX "UQ_assets_owner_checksum" ON immich.asset USING btree ("ownerId", checksum) WHERE ("libraryId" IS NULL);

CREATE INDEX "activity_albumId_assetId_idx" ON immich.activity USING btree ("albumId", "assetId");

CREATE INDEX "activity_albumId_idx" ON immich.activity USING btree ("albumId");

CREATE INDEX "activity_assetId_idx" ON immich.activity USING btree ("assetId");

CREATE UNIQUE INDEX activity_like_idx ON immich.activity USING btree ("assetId", "userId", "albumId") WHERE ("isLiked" = true);

CREATE INDEX "activity_updateId_idx" ON immich.activity USING btree ("updateId");

CREATE INDEX "activity_userId_idx" ON immich.activity USING btree ("userId");

CREATE INDEX "album_albumThumbnailAssetId_idx" ON immich.album USING btree ("albumThumbnailAssetId");

CREATE INDEX "album_asset_albumId_idx" ON immich.album_asset USING btree ("albumId");

CREATE INDEX "album_asset_assetId_idx" ON immich.album_asset USING btree ("assetId");

CREATE INDEX "album_asset_audit_albumId_idx" ON immich.album_asset_audit USING btree ("albumId");

CREATE INDEX "album_asset_audit_assetId_idx" ON immich.album_asset_audit USING btree ("assetId");

CREATE INDEX "album_asset_audit_deletedAt_idx" ON immich.album_asset_audit USING btree ("deletedAt");

CREATE INDEX "album_asset_updateId_idx" ON immich.album_asset USING btree ("updateId");

CREATE INDEX "album_audit_albumId_idx" ON immich.album_audit USING btree ("albumId");

CREATE INDEX "album_audit_deletedAt_idx" ON immich.album_audit USING btree ("deletedAt");

CREATE INDEX "album_audit_userId_idx" ON immich.album_audit USING btree ("userId");

CREATE INDEX "album_updateId_idx" ON immich.album USING btree ("updateId");

CREATE INDEX "album_user_albumId_idx" ON immich.album_user USING btree ("albumId");

CREATE INDEX "album_user_audit_albumId_idx" ON immich.album_user_audit USING btree ("albumId");

CREATE INDEX "album_user_audit_deletedAt_idx" ON immich.album_user_audit USING btree ("deletedAt");

CREATE INDEX "album_user_audit_userId_idx" ON immich.album_user_audit USING btree ("userId");

CREATE INDEX "album_user_createId_idx" ON immich.album_user USING btree ("createId");

CREATE UNIQUE INDEX album_user_unique_owner ON immich.album_user USING btree ("albumId") WHERE (role = 'owner'::immich.album_user_role_enum);

CREATE INDEX "album_user_updateId_idx" ON immich.album_user USING btree ("updateId");

CREATE INDEX "album_user_userId_idx" ON immich.album_user USING btree ("userId");

CREATE INDEX api_key_key_idx ON immich.api_key USING btree (key);

CREATE INDEX "api_key_updateId_idx" ON immich.api_key USING btree ("updateId");

CREATE INDEX "api_key_userId_idx" ON immich.api_key USING btree ("userId");

CREATE INDEX "asset_audit_assetId_idx" ON immich.asset_audit USING btree ("assetId");

CREATE INDEX "asset_audit_deletedAt_idx" ON immich.asset_audit USING btree ("deletedAt");

CREATE INDEX "asset_audit_ownerId_idx" ON immich.asset_audit USING btree ("ownerId");

CREATE INDEX asset_checksum_idx ON immich.asset USING btree (checksum);

CREATE INDEX "asset_duplicateId_idx" ON immich.asset USING btree ("duplicateId");

CREATE INDEX "asset_edit_assetId_idx" ON immich.asset_edit USING btree ("assetId");

CREATE INDEX "asset_edit_audit_assetId_idx" ON immich.asset_edit_audit USING btree ("assetId");

CREATE INDEX "asset_edit_audit_deletedAt_idx" ON immich.asset_edit_audit USING btree ("deletedAt");

CREATE INDEX "asset_edit_updateId_idx" ON immich.asset_edit USING btree ("updateId");

CREATE INDEX "asset_exif_autoStackId_idx" ON immich.asset_exif USING btree ("autoStackId");

CREATE INDEX asset_exif_city_idx ON immich.asset_exif USING btree (city);

CREATE INDEX "asset_exif_livePhotoCID_idx" ON immich.asset_exif USING btree ("livePhotoCID");

CREATE INDEX "asset_exif_updateId_idx" ON immich.asset_exif USING btree ("updateId");

CREATE INDEX "asset_face_assetId_personId_idx" ON immich.asset_face USING btree ("assetId", "personId");

CREATE INDEX "asset_face_audit_assetFaceId_idx" ON immich.asset_face_audit USING btree ("assetFaceId");

CREATE INDEX "asset_face_audit_assetId_idx" ON immich.asset_face_audit USING btree ("assetId");

CREATE INDEX "asset_face_audit_deletedAt_idx" ON immich.asset_face_audit USING btree ("deletedAt");

CREATE INDEX "asset_face_personId_assetId_idx" ON immich.asset_face USING btree ("personId", "assetId");

CREATE INDEX "asset_face_personId_assetId_notDeleted_isVisible_idx" ON immich.asset_face USING btree ("personId", "assetId") WHERE (("deletedAt" IS NULL) AND ("isVisible" IS TRUE));

CREATE INDEX "asset_fileCreatedAt_idx" ON immich.asset USING btree ("fileCreatedAt");

CREATE INDEX "asset_file_assetId_idx" ON immich.asset_file USING btree ("assetId");

CREATE INDEX "asset_file_updateId_idx" ON immich.asset_file USING btree ("updateId");

CREATE INDEX "asset_id_stackId_idx" ON immich.asset USING btree (id, "stackId");

CREATE INDEX "asset_id_timeline_notDeleted_idx" ON immich.asset USING btree (id) WHERE ((visibility = 'timeline'::immich.asset_visibility_enum) AND ("deletedAt" IS NULL));

CREATE INDEX "asset_libraryId_idx" ON immich.asset USING btree ("libraryId");

CREATE INDEX "asset_livePhotoVideoId_idx" ON immich.asset USING btree ("livePhotoVideoId");

CREATE INDEX "asset_localDateTime_idx" ON immich.asset USING btree (((("localDateTime" AT TIME ZONE 'UTC'::text))::date));

CREATE INDEX "asset_localDateTime_month_idx" ON immich.asset USING btree (((date_trunc('MONTH'::text, ("localDateTime" AT TIME ZONE 'UTC'::text)) AT TIME ZONE 'UTC'::text)));

CREATE INDEX "asset_metadata_audit_assetId_idx" ON immich.asset_metadata_audit USING btree ("assetId");

CREATE INDEX "asset_metadata_audit_deletedAt_idx" ON immich.asset_metadata_audit USING btree ("deletedAt");

CREATE INDEX asset_metadata_audit_key_idx ON immich.asset_metadata_audit USING btree (key);

CREATE INDEX "asset_metadata_updateId_idx" ON immich.asset_metadata USING btree ("updateId");

CREATE INDEX "asset_metadata_updatedAt_idx" ON immich.asset_metadata USING btree ("updatedAt");

CREATE INDEX "asset_ocr_assetId_idx" ON immich.asset_ocr USING btree ("assetId");

CREATE INDEX "asset_originalFileName_idx" ON immich.asset USING btree ("originalFileName");

CREATE INDEX "asset_originalFilename_trigram_idx" ON immich.asset USING gin (immich.f_unaccent(("originalFileName")::text) public.gin_trgm_ops);

CREATE INDEX "asset_originalPath_libraryId_idx" ON immich.asset USING btree ("originalPath", "libraryId");

CREATE INDEX "asset_ownerId_idx" ON immich.asset USING btree ("ownerId");

CREATE UNIQUE INDEX "asset_ownerId_libraryId_checksum_idx" ON immich.asset USING btree ("ownerId", "libraryId", checksum) WHERE ("libraryId" IS NOT NULL);

CREATE INDEX "asset_stackId_idx" ON immich.asset USING btree ("stackId");

CREATE INDEX "asset_updateId_idx" ON immich.asset USING btree ("updateId");

-- (left out: clip_index ON immich.smart_search USING hnsw (embedding public.vector_cosine_ops) WITH (ef_construction='300', m='16'))

-- (left out: face_index ON immich.face_search USING hnsw (embedding public.vector_cosine_ops) WITH (ef_construction='300', m='16'))

CREATE INDEX idx_geodata_places_admin1_name ON immich.geodata_places USING gin (immich.f_unaccent(("admin1Name")::text) public.gin_trgm_ops);

CREATE INDEX idx_geodata_places_admin2_name ON immich.geodata_places USING gin (immich.f_unaccent(("admin2Name")::text) public.gin_trgm_ops);

CREATE INDEX idx_geodata_places_alternate_names ON immich.geodata_places USING gin (immich.f_unaccent(("alternateNames")::text) public.gin_trgm_ops);

CREATE INDEX idx_geodata_places_name ON immich.geodata_places USING gin (immich.f_unaccent((name)::text) public.gin_trgm_ops);

CREATE INDEX idx_ocr_search_text ON immich.ocr_search USING gin (immich.f_unaccent(text) public.gin_trgm_ops);

CREATE INDEX idx_person_name_trigram ON immich.person USING gin (immich.f_unaccent((name)::text) public.gin_trgm_ops);

CREATE INDEX "library_ownerId_idx" ON immich.library USING btree ("ownerId");

CREATE INDEX "library_updateId_idx" ON immich.library USING btree ("updateId");

CREATE INDEX "memory_asset_assetId_idx" ON immich.memory_asset USING btree ("assetId");

CREATE INDEX "memory_asset_audit_assetId_idx" ON immich.memory_asset_audit USING btree ("assetId");

CREATE INDEX "memory_asset_audit_deletedAt_idx" ON immich.memory_asset_audit USING btree ("deletedAt");

CREATE INDEX "memory_asset_audit_memoryId_idx" ON immich.memory_asset_audit USING btree ("memoryId");

CREATE INDEX "memory_asset_memoriesId_idx" ON immich.memory_asset USING btree ("memoriesId");

CREATE INDEX "memory_asset_updateId_idx" ON immich.memory_asset USING btree ("updateId");

CREATE INDEX "memory_audit_deletedAt_idx" ON immich.memory_audit USING btree ("deletedAt");

CREATE INDEX "memory_audit_memoryId_idx" ON immich.memory_audit USING btree ("memoryId");

CREATE INDEX "memory_audit_userId_idx" ON immich.memory_audit USING btree ("userId");

CREATE INDEX "memory_ownerId_idx" ON immich.memory USING btree ("ownerId");

CREATE INDEX "memory_updateId_idx" ON immich.memory USING btree ("updateId");

CREATE INDEX "notification_updateId_idx" ON immich.notification USING btree ("updateId");

CREATE INDEX "notification_userId_idx" ON immich.notification USING btree ("userId");

CREATE INDEX "partner_audit_deletedAt_idx" ON immich.partner_audit USING btree ("deletedAt");

CREATE INDEX "partner_audit_sharedById_idx" ON immich.partner_audit USING btree ("sharedById");

CREATE INDEX "partner_audit_sharedWithId_idx" ON immich.partner_audit USING btree ("sharedWithId");

CREATE INDEX "partner_createId_idx" ON immich.partner USING btree ("createId");

CREATE INDEX "partner_sharedWithId_idx" ON immich.partner USING btree ("sharedWithId");

CREATE INDEX "partner_updateId_idx" ON immich.partner USING btree ("updateId");

CREATE INDEX "person_audit_deletedAt_idx" ON immich.person_audit USING btree ("deletedAt");

CREATE INDEX "person_audit_ownerId_idx" ON immich.person_audit USING btree ("ownerId");

CREATE INDEX "person_audit_personId_idx" ON immich.person_audit USING btree ("personId");

CREATE INDEX "person_faceAssetId_idx" ON immich.person USING btree ("faceAssetId");

CREATE INDEX "person_ownerId_idx" ON immich.person USING btree ("ownerId");

CREATE INDEX "person_updateId_idx" ON immich.person USING btree ("updateId");

CREATE INDEX "plugin_action_methodName_idx" ON immich.plugin_action USING btree ("methodName");

CREATE INDEX "plugin_action_pluginId_idx" ON immich.plugin_action USING btree ("pluginId");

CREATE INDEX "plugin_action_supportedContexts_idx" ON immich.plugin_action USING gin ("supportedContexts");

CREATE INDEX "plugin_filter_methodName_idx" ON immich.plugin_filter USING btree ("methodName");

CREATE INDEX "plugin_filter_pluginId_idx" ON immich.plugin_filter USING btree ("pluginId");

CREATE INDEX "plugin_filter_supportedContexts_idx" ON immich.plugin_filter USING gin ("supportedContexts");

CREATE INDEX plugin_name_idx ON immich.plugin USING btree (name);

CREATE INDEX "session_oauthSid_idx" ON immich.session USING btree ("oauthSid");

CREATE INDEX "session_parentId_idx" ON immich.session USING btree ("parentId");

CREATE INDEX "session_sync_checkpoint_sessionId_idx" ON immich.session_sync_checkpoint USING btree ("sessionId");

CREATE INDEX "session_sync_checkpoint_updateId_idx" ON immich.session_sync_checkpoint USING btree ("updateId");

CREATE INDEX session_token_idx ON immich.session USING btree (token);

CREATE INDEX "session_updateId_idx" ON immich.session USING btree ("updateId");

CREATE INDEX "session_userId_idx" ON immich.session USING btree ("userId");

CREATE INDEX "shared_link_albumId_idx" ON immich.shared_link USING btree ("albumId");

CREATE INDEX "shared_link_asset_assetId_idx" ON immich.shared_link_asset USING btree ("assetId");

CREATE INDEX "shared_link_asset_sharedLinkId_idx" ON immich.shared_link_asset USING btree ("sharedLinkId");

CREATE INDEX shared_link_key_idx ON immich.shared_link USING btree (key);

CREATE INDEX "shared_link_userId_idx" ON immich.shared_link USING btree ("userId");

CREATE INDEX "stack_audit_deletedAt_idx" ON immich.stack_audit USING btree ("deletedAt");

CREATE INDEX "stack_ownerId_idx" ON immich.stack USING btree ("ownerId");

CREATE INDEX "stack_primaryAssetId_idx" ON immich.stack USING btree ("primaryAssetId");

CREATE INDEX "tag_asset_assetId_idx" ON immich.tag_asset USING btree ("assetId");

CREATE INDEX "tag_asset_assetId_tagId_idx" ON immich.tag_asset USING btree ("assetId", "tagId");

CREATE INDEX "tag_asset_tagId_idx" ON immich.tag_asset USING btree ("tagId");

CREATE INDEX tag_closure_id_ancestor_idx ON immich.tag_closure USING btree (id_ancestor);

CREATE INDEX tag_closure_id_descendant_idx ON immich.tag_closure USING btree (id_descendant);

CREATE INDEX "tag_parentId_idx" ON immich.tag USING btree ("parentId");

CREATE INDEX "tag_updateId_idx" ON immich.tag USING btree ("updateId");

CREATE INDEX "user_audit_deletedAt_idx" ON immich.user_audit USING btree ("deletedAt");

CREATE INDEX "user_updateId_idx" ON immich."user" USING btree ("updateId");

CREATE INDEX "user_updatedAt_id_idx" ON immich."user" USING btree ("updatedAt", id);

CREATE INDEX "workflow_action_pluginActionId_idx" ON immich.workflow_action USING btree ("pluginActionId");

CREATE INDEX "workflow_action_workflowId_idx" ON immich.workflow_action USING btree ("workflowId");

CREATE INDEX "workflow_action_workflowId_order_idx" ON immich.workflow_action USING btree ("workflowId", "order");

CREATE INDEX "workflow_filter_pluginFilterId_idx" ON immich.workflow_filter USING btree ("pluginFilterId");

CREATE INDEX "workflow_filter_workflowId_idx" ON immich.workflow_filter USING btree ("workflowId");

CREATE INDEX "workflow_filter_workflowId_order_idx" ON immich.workflow_filter USING btree ("workflowId", "order");

CREATE INDEX "workflow_ownerId_idx" ON immich.workflow USING btree ("ownerId");

CREATE TRIGGER "activity_updatedAt" BEFORE UPDATE ON immich.activity FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER album_asset_delete_audit AFTER DELETE ON immich.album_asset REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() <= 1)) EXECUTE FUNCTION immich.album_asset_delete_audit();

CREATE TRIGGER "album_asset_updatedAt" BEFORE UPDATE ON immich.album_asset FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "album_updatedAt" BEFORE UPDATE ON immich.album FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER album_user_after_insert AFTER INSERT ON immich.album_user REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION immich.album_user_after_insert();

CREATE TRIGGER album_user_delete_audit AFTER DELETE ON immich.album_user REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() <= 1)) EXECUTE FUNCTION immich.album_user_delete_audit();

CREATE TRIGGER "album_user_updatedAt" BEFORE UPDATE ON immich.album_user FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "api_key_updatedAt" BEFORE UPDATE ON immich.api_key FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER asset_delete_audit AFTER DELETE ON immich.asset REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.asset_delete_audit();

CREATE TRIGGER asset_edit_audit AFTER DELETE ON immich.asset_edit REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.asset_edit_audit();

CREATE TRIGGER asset_edit_delete AFTER DELETE ON immich.asset_edit REFERENCING OLD TABLE AS deleted_edit FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.asset_edit_delete();

CREATE TRIGGER asset_edit_insert AFTER INSERT ON immich.asset_edit REFERENCING NEW TABLE AS inserted_edit FOR EACH STATEMENT EXECUTE FUNCTION immich.asset_edit_insert();

CREATE TRIGGER "asset_edit_updatedAt" BEFORE UPDATE ON immich.asset_edit FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "asset_exif_updatedAt" BEFORE UPDATE ON immich.asset_exif FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER asset_face_audit AFTER DELETE ON immich.asset_face REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.asset_face_audit();

CREATE TRIGGER "asset_face_updatedAt" BEFORE UPDATE ON immich.asset_face FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "asset_file_updatedAt" BEFORE UPDATE ON immich.asset_file FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER asset_metadata_audit AFTER DELETE ON immich.asset_metadata REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.asset_metadata_audit();

CREATE TRIGGER asset_metadata_updated_at BEFORE UPDATE ON immich.asset_metadata FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "asset_updatedAt" BEFORE UPDATE ON immich.asset FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "library_updatedAt" BEFORE UPDATE ON immich.library FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER memory_asset_delete_audit AFTER DELETE ON immich.memory_asset REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() <= 1)) EXECUTE FUNCTION immich.memory_asset_delete_audit();

CREATE TRIGGER "memory_asset_updatedAt" BEFORE UPDATE ON immich.memory_asset FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER memory_delete_audit AFTER DELETE ON immich.memory REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.memory_delete_audit();

CREATE TRIGGER "memory_updatedAt" BEFORE UPDATE ON immich.memory FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "notification_updatedAt" BEFORE UPDATE ON immich.notification FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER partner_delete_audit AFTER DELETE ON immich.partner REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.partner_delete_audit();

CREATE TRIGGER "partner_updatedAt" BEFORE UPDATE ON immich.partner FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER person_delete_audit AFTER DELETE ON immich.person REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.person_delete_audit();

CREATE TRIGGER "person_updatedAt" BEFORE UPDATE ON immich.person FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "session_sync_checkpoint_updatedAt" BEFORE UPDATE ON immich.session_sync_checkpoint FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "session_updatedAt" BEFORE UPDATE ON immich.session FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER stack_delete_audit AFTER DELETE ON immich.stack REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.stack_delete_audit();

CREATE TRIGGER "stack_updatedAt" BEFORE UPDATE ON immich.stack FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "tag_updatedAt" BEFORE UPDATE ON immich.tag FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER user_delete_audit AFTER DELETE ON immich."user" REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.user_delete_audit();

CREATE TRIGGER user_metadata_audit AFTER DELETE ON immich.user_metadata REFERENCING OLD TABLE AS old FOR EACH STATEMENT WHEN ((pg_trigger_depth() = 0)) EXECUTE FUNCTION immich.user_metadata_audit();

CREATE TRIGGER user_metadata_updated_at BEFORE UPDATE ON immich.user_metadata FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

CREATE TRIGGER "user_updatedAt" BEFORE UPDATE ON immich."user" FOR EACH ROW EXECUTE FUNCTION immich.updated_at();

ALTER TABLE ONLY immich.activity
    ADD CONSTRAINT "activity_albumId_assetId_fkey" FOREIGN KEY ("albumId", "assetId") REFERENCES immich.album_asset("albumId", "assetId") ON DELETE CASCADE;

ALTER TABLE ONLY immich.activity
    ADD CONSTRAINT "activity_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES immich.album(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.activity
    ADD CONSTRAINT "activity_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.activity
    ADD CONSTRAINT "activity_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.album
    ADD CONSTRAINT "album_albumThumbnailAssetId_fkey" FOREIGN KEY ("albumThumbnailAssetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY immich.album_asset
    ADD CONSTRAINT "album_asset_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES immich.album(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.album_asset
    ADD CONSTRAINT "album_asset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.album_asset_audit
    ADD CONSTRAINT "album_asset_audit_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES immich.album(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.album_user
    ADD CONSTRAINT "album_user_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES immich.album(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.album_user
    ADD CONSTRAINT "album_user_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.api_key
    ADD CONSTRAINT "api_key_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_edit
    ADD CONSTRAINT "asset_edit_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_exif
    ADD CONSTRAINT "asset_exif_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_face
    ADD CONSTRAINT "asset_face_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_face
    ADD CONSTRAINT "asset_face_personId_fkey" FOREIGN KEY ("personId") REFERENCES immich.person(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY immich.asset_file
    ADD CONSTRAINT "asset_file_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_job_status
    ADD CONSTRAINT "asset_job_status_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset
    ADD CONSTRAINT "asset_libraryId_fkey" FOREIGN KEY ("libraryId") REFERENCES immich.library(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset
    ADD CONSTRAINT "asset_livePhotoVideoId_fkey" FOREIGN KEY ("livePhotoVideoId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY immich.asset_metadata
    ADD CONSTRAINT "asset_metadata_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset_ocr
    ADD CONSTRAINT "asset_ocr_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset
    ADD CONSTRAINT "asset_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.asset
    ADD CONSTRAINT "asset_stackId_fkey" FOREIGN KEY ("stackId") REFERENCES immich.stack(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY immich.face_search
    ADD CONSTRAINT "face_search_faceId_fkey" FOREIGN KEY ("faceId") REFERENCES immich.asset_face(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.library
    ADD CONSTRAINT "library_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.memory_asset
    ADD CONSTRAINT "memory_asset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.memory_asset_audit
    ADD CONSTRAINT "memory_asset_audit_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES immich.memory(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.memory_asset
    ADD CONSTRAINT "memory_asset_memoriesId_fkey" FOREIGN KEY ("memoriesId") REFERENCES immich.memory(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.memory
    ADD CONSTRAINT "memory_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.notification
    ADD CONSTRAINT "notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.ocr_search
    ADD CONSTRAINT "ocr_search_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.partner
    ADD CONSTRAINT "partner_sharedById_fkey" FOREIGN KEY ("sharedById") REFERENCES immich."user"(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.partner
    ADD CONSTRAINT "partner_sharedWithId_fkey" FOREIGN KEY ("sharedWithId") REFERENCES immich."user"(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.person
    ADD CONSTRAINT "person_faceAssetId_fkey" FOREIGN KEY ("faceAssetId") REFERENCES immich.asset_face(id) ON DELETE SET NULL;

ALTER TABLE ONLY immich.person
    ADD CONSTRAINT "person_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.plugin_action
    ADD CONSTRAINT "plugin_action_pluginId_fkey" FOREIGN KEY ("pluginId") REFERENCES immich.plugin(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.plugin_filter
    ADD CONSTRAINT "plugin_filter_pluginId_fkey" FOREIGN KEY ("pluginId") REFERENCES immich.plugin(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.session
    ADD CONSTRAINT "session_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES immich.session(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.session_sync_checkpoint
    ADD CONSTRAINT "session_sync_checkpoint_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES immich.session(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.session
    ADD CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.shared_link
    ADD CONSTRAINT "shared_link_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES immich.album(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.shared_link_asset
    ADD CONSTRAINT "shared_link_asset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.shared_link_asset
    ADD CONSTRAINT "shared_link_asset_sharedLinkId_fkey" FOREIGN KEY ("sharedLinkId") REFERENCES immich.shared_link(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.shared_link
    ADD CONSTRAINT "shared_link_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.smart_search
    ADD CONSTRAINT "smart_search_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.stack
    ADD CONSTRAINT "stack_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.stack
    ADD CONSTRAINT "stack_primaryAssetId_fkey" FOREIGN KEY ("primaryAssetId") REFERENCES immich.asset(id);

ALTER TABLE ONLY immich.tag_asset
    ADD CONSTRAINT "tag_asset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES immich.asset(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.tag_asset
    ADD CONSTRAINT "tag_asset_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES immich.tag(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.tag_closure
    ADD CONSTRAINT tag_closure_id_ancestor_fkey FOREIGN KEY (id_ancestor) REFERENCES immich.tag(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.tag_closure
    ADD CONSTRAINT tag_closure_id_descendant_fkey FOREIGN KEY (id_descendant) REFERENCES immich.tag(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.tag
    ADD CONSTRAINT "tag_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES immich.tag(id) ON DELETE CASCADE;

ALTER TABLE ONLY immich.tag
    ADD CONSTRAINT "tag_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.user_metadata
    ADD CONSTRAINT "user_metadata_userId_fkey" FOREIGN KEY ("userId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.workflow_action
    ADD CONSTRAINT "workflow_action_pluginActionId_fkey" FOREIGN KEY ("pluginActionId") REFERENCES immich.plugin_action(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.workflow_action
    ADD CONSTRAINT "workflow_action_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES immich.workflow(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.workflow_filter
    ADD CONSTRAINT "workflow_filter_pluginFilterId_fkey" FOREIGN KEY ("pluginFilterId") REFERENCES immich.plugin_filter(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.workflow_filter
    ADD CONSTRAINT "workflow_filter_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES immich.workflow(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY immich.workflow
    ADD CONSTRAINT "workflow_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES immich."user"(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "immich.asset",
      clock: "deletedAt",
      retention:
        "trash.days, default 30d, after the asset was moved to the trash (0 when the trash is disabled)",
      source: "server/src/repositories/asset-job.repository.ts:402",
      note: "nightly AssetDeleteCheck (server/src/services/asset.service.ts:273-305, config.ts:356-358) queues an AssetDelete per asset, which deletes the row (server/src/repositories/asset.repository.ts:569) and its files; deletedAt is set when a user trashes an asset, or by a library scan for an offline file; its exif, files, faces, embeddings and album, tag and memory links go with it by ON DELETE CASCADE",
    },
    {
      table: "immich.user",
      clock: "deletedAt",
      retention:
        "user.deleteDelay, default 7d (server/src/config.ts:400), after an administrator deleted the user",
      source: "server/src/repositories/user.repository.ts:156",
      note: "nightly UserDeleteCheck (server/src/services/user.service.ts:237-243) queues UserDelete, which removes the user's files, albums and row (user.service.ts:245-278, user.repository.ts:227); everything the user owns goes by ON DELETE CASCADE; an administrator's force delete skips the delay",
    },
    {
      table: "immich.memory",
      clock: "createdAt",
      retention: "30d, only memories not saved (isSaved false)",
      source: "server/src/repositories/memory.repository.ts:26",
      note: "nightly MemoryCleanup (server/src/services/memory.service.ts:67); memories are generated nightly from the assets of the day in past years (MemoryGenerate); memory_asset rows go with them by ON DELETE CASCADE",
    },
    {
      table: "immich.session",
      clock: "updatedAt (expiresAt when set)",
      retention: "90d without use, or expiresAt passed",
      source: "server/src/repositories/session.repository.ts:20",
      note: "nightly SessionCleanup (server/src/services/session.service.ts:18-28); updatedAt is refreshed at most hourly while the session is used (server/src/services/auth.service.ts:542-555); expiresAt is set only for sessions created with a duration; child sessions and sync checkpoints go with it by ON DELETE CASCADE",
    },
    {
      table: "immich.album_audit",
      clock: "deletedAt",
      retention: "31d (MAX_DAYS + 1, server/src/services/sync.service.ts:31, 198)",
      source: "server/src/repositories/sync.repository.ts:165",
      note: "nightly AuditTableCleanup (sync.service.ts:196-214), a DELETE WHERE deletedAt < now() - interval '31 days' (sync.repository.ts:122-129); rows written by the album_user_delete_audit trigger",
    },
    {
      table: "immich.album_asset_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:295",
      note: "nightly AuditTableCleanup; rows written by the album_asset_delete_audit trigger",
    },
    {
      table: "immich.album_user_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:335",
      note: "nightly AuditTableCleanup; rows written by the album_user_delete_audit trigger",
    },
    {
      table: "immich.asset_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:368",
      note: "nightly AuditTableCleanup; rows (asset and owner ids) written by the asset_delete_audit trigger",
    },
    {
      table: "immich.person_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:402",
      note: "nightly AuditTableCleanup; rows written by the person_delete_audit trigger",
    },
    {
      table: "immich.asset_face_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:437",
      note: "nightly AuditTableCleanup; rows written by the asset_face_audit trigger",
    },
    {
      table: "immich.asset_edit_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:486",
      note: "nightly AuditTableCleanup; rows written by the asset_edit_audit trigger",
    },
    {
      table: "immich.memory_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:509",
      note: "nightly AuditTableCleanup; rows written by the memory_delete_audit trigger",
    },
    {
      table: "immich.memory_asset_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:545",
      note: "nightly AuditTableCleanup; rows written by the memory_asset_delete_audit trigger",
    },
    {
      table: "immich.partner_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:581",
      note: "nightly AuditTableCleanup; rows written by the partner_delete_audit trigger",
    },
    {
      table: "immich.stack_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:664",
      note: "nightly AuditTableCleanup; rows written by the stack_delete_audit trigger",
    },
    {
      table: "immich.user_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:716",
      note: "nightly AuditTableCleanup; rows written by the user_delete_audit trigger",
    },
    {
      table: "immich.user_metadata_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:735",
      note: "nightly AuditTableCleanup; rows written by the user_metadata_audit trigger",
    },
    {
      table: "immich.asset_metadata_audit",
      clock: "deletedAt",
      retention: "31d",
      source: "server/src/repositories/sync.repository.ts:758",
      note: "nightly AuditTableCleanup; rows written by the asset_metadata_audit trigger",
    },
  ],
  shouldAsk: [
    {
      table: "immich.notification",
      why: "each user's notifications (title, description, data, readAt); NotificationRepository.cleanup (server/src/repositories/notification.repository.ts:13-36) would delete old and soft-deleted ones, but no code queues its NotificationsCleanup job at this commit, so they are kept for ever",
    },
    {
      table: "immich.shared_link",
      why: "public links to a user's albums and assets, with their key, an optional password and expiresAt; an expired link is refused but never deleted",
    },
    {
      table: "immich.face_search",
      why: "a face embedding (biometric data) for every detected face, kept as long as the face; deleted only with its face or asset",
    },
  ],
  neverDelete: [
    "immich.api_key",
    "immich.user_metadata",
    "immich.partner",
    "immich.library",
    "immich.asset_exif",
    "immich.asset_file",
    "immich.asset_face",
    "immich.asset_metadata",
    "immich.asset_edit",
    "immich.album",
    "immich.album_asset",
    "immich.album_user",
    "immich.activity",
    "immich.person",
    "immich.stack",
    "immich.tag",
    "immich.tag_asset",
    "immich.workflow",
    "immich.workflow_action",
    "immich.workflow_filter",
    "immich.plugin",
    "immich.plugin_action",
    "immich.plugin_filter",
    "immich.system_metadata",
    "immich.migration_overrides",
    "immich.kysely_migrations",
    "immich.kysely_migrations_lock",
  ],
};
