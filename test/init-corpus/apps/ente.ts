// Ente (Go, museum server, SQL migrations run by golang-migrate), from ente-io/ente@a621d733154a834f23754e7e874de769be532d9d.
// Schema: its 124 migrations (server/migrations/*.up.sql, in version order, as server/cmd/museum/main.go:1131-1156
// runs them with golang-migrate's postgres driver) replayed on PostgreSQL 15, pg_dump read back (see the header of
// schemaSql). Every clock is a bigint of microseconds since the epoch (now_utc_micro_seconds()), but
// subscription_logs.created_at, a timestamp.
// Cleanup: the crons of setupAndStartCrons (server/cmd/museum/main.go:1228-1366, all skipped when jobs.cron.skip
// is set, false in server/configurations/local.yaml:420): expired OTTs, two-factor sessions, temporary two-factor
// secrets and passkey sessions every minute (used OTP codes after 90 seconds); deleted tokens unused for 427 days,
// cast sessions unused for 7 days and the access history of public links disabled 30 days ago, daily; expired
// pastes every 30 minutes; expired task locks hourly; unclaimed cast codes after 60 minutes every 45 minutes; fake
// SRP sessions after a day and push tokens not updated for 61 days, daily; the object keys of deleted files 45 days
// after they were queued for deletion (the deleteObject queue, every 8 minutes); and, as a background worker
// (setupAndStartBackgroundJobs, main.go:1194-1226), expired temp_objects, only when the hot data center is
// Backblaze B2 (server/pkg/controller/object_cleanup.go:59). Not counted: the deletion of a deleted account's rows
// (DeleteDataCron, server/pkg/controller/data_cleanup/controller.go:38-200, by user, 7 days after the account's
// deletion) and of inactive accounts (server/pkg/controller/user/inactive_user_orchestrator.go:213, 13 months without
// activity), which redact users (server/pkg/repo/user.go:96-99) and delete a user's rows whatever their age; trash,
// whose rows are marked deleted after 30 days (server/pkg/repo/trash.go:228), not removed, and files, whose metadata
// is blanked (server/pkg/repo/file.go:743-751); the queue table, whose items are marked done, never removed
// (server/pkg/repo/queue.go:124-127); and file_data, user_attachments and embeddings, removed as soon as they are
// marked deleted, whatever their age. object_copies is emptied by ON DELETE CASCADE with its object_keys row (and
// when a file is replaced), so it is under shouldAsk, not cleans. In neither list: queue, kex_store (no code reads it
// at this commit), notification_history (which mails were sent, read to send each once), collection_actions, and the
// emergency and legacy-kit recovery sessions, challenges and tokens.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "ente",
  framework: "go",
  source: {
    repo: "ente-io/ente",
    commit: "a621d733154a834f23754e7e874de769be532d9d",
    schemaFrom:
      "server/migrations/*.up.sql (124, in version order, after golang-migrate's schema_migrations table) replayed on PostgreSQL 15 in schema ente and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 68 tables",
  },
  schemas: ["ente"],
  schemaSql: `
-- Ente: ente-io/ente@a621d733154a834f23754e7e874de769be532d9d
-- Built by running its 124 migrations (server/migrations/*.up.sql, 1_create_tables to 124_events, in version
-- order, each file sent as one statement as golang-migrate does, from server/cmd/museum/main.go:1146-1156), after the
-- schema_migrations table golang-migrate's postgres driver creates, on an empty PostgreSQL 15 database with
-- search_path set to schema ente (Ente uses public), read back with pg_dump --schema-only --no-owner
-- --no-privileges (its SET lines, its restrict lines and comments left out, but for pg_dump's
-- SET check_function_bodies = false, kept, and reset at the end: two trigger functions name the s3region type
-- unqualified, as they were created with search_path ente). The row golang-migrate keeps in schema_migrations is
-- data, not kept; the migrations insert no other rows on an empty database.
SET check_function_bodies = false;

CREATE SCHEMA ente;

CREATE TYPE ente.app AS ENUM (
    'photos',
    'auth',
    'locker'
);

CREATE TYPE ente.model AS ENUM (
    'ggml-clip',
    'onnx-clip',
    'file-ml-clip-face',
    'derived'
);

CREATE TYPE ente.object_type AS ENUM (
    'file',
    'thumbnail',
    'mldata',
    'vid_preview',
    'img_preview'
);

CREATE TYPE ente.role_enum AS ENUM (
    'VIEWER',
    'COLLABORATOR',
    'OWNER',
    'ADMIN'
);

CREATE TYPE ente.s3region AS ENUM (
    'b2-eu-cen',
    'scw-eu-fr',
    'scw-eu-fr-locked',
    'wasabi-eu-central-2',
    'wasabi-eu-central-2-v3',
    'scw-eu-fr-v3',
    'wasabi-eu-central-2-derived',
    'b5',
    'b6'
);

CREATE TYPE ente.stage_enum AS ENUM (
    'scheduled',
    'collection',
    'trash',
    'storage',
    'completed'
);

CREATE FUNCTION ente.ensure_no_common_attachment_buckets() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    all_buckets       s3region[];
    duplicate_buckets s3region[];
BEGIN
    all_buckets := ARRAY [NEW.latest_bucket]
                   || NEW.replicated_buckets
                   || NEW.delete_from_buckets
                   || NEW.inflight_rep_buckets;

    SELECT ARRAY_AGG(DISTINCT bucket)
      INTO duplicate_buckets
      FROM unnest(all_buckets) bucket
     GROUP BY bucket
    HAVING COUNT(*) > 1;

    IF ARRAY_LENGTH(duplicate_buckets, 1) > 0 THEN
        RAISE EXCEPTION 'Duplicate bucket IDs found in attachment row: %', duplicate_buckets;
    END IF;

    RETURN NEW;
END;
$$;

CREATE FUNCTION ente.ensure_no_common_entries() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    all_buckets       s3region[];
    duplicate_buckets s3region[];
BEGIN
    -- Combine all bucket IDs into a single array
    all_buckets := ARRAY [NEW.latest_bucket] || NEW.replicated_buckets || NEW.delete_from_buckets ||
                   NEW.inflight_rep_buckets;

    -- Find duplicate bucket IDs
    SELECT ARRAY_AGG(DISTINCT bucket)
    INTO duplicate_buckets
    FROM unnest(all_buckets) bucket
    GROUP BY bucket
    HAVING COUNT(*) > 1;

    -- If duplicates exist, raise an exception with details
    IF ARRAY_LENGTH(duplicate_buckets, 1) > 0 THEN
        RAISE EXCEPTION 'Duplicate bucket IDs found: %. Latest: %, Replicated: %, To Delete: %, Inflight: %',
            duplicate_buckets, NEW.latest_bucket, NEW.replicated_buckets, NEW.delete_from_buckets, NEW.inflight_rep_buckets;
    END IF;

    RETURN NEW;
END;
$$;

CREATE FUNCTION ente.fn_reject_contact_key_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF NEW.encrypted_key IS DISTINCT FROM OLD.encrypted_key THEN
        RAISE EXCEPTION 'contact_entity.encrypted_key is immutable';
    END IF;
    RETURN NEW;
END;
$$;

CREATE FUNCTION ente.fn_update_authenticator_key_updated_at_via_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    --
    IF  (TG_OP = 'UPDATE' OR TG_OP = 'INSERT') THEN
        UPDATE authenticator_key SET updated_at = NEW.updated_at where user_id = new.user_id and
                updated_at < New.updated_at;
        RETURN NEW;
    END IF;
END;
$$;

CREATE FUNCTION ente.fn_update_collections_updation_time_using_update_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    --
    IF  (TG_OP = 'UPDATE' OR TG_OP = 'INSERT') THEN
        UPDATE collections SET updation_time = NEW.updated_at where collection_id = new.collection_id and
                updation_time < New.updated_at;
        RETURN NEW;
    END IF;
END;
$$;

CREATE FUNCTION ente.fn_update_entity_key_updated_at_via_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    --
    IF (TG_OP = 'UPDATE' OR TG_OP = 'INSERT') THEN
        UPDATE entity_key
        SET updated_at = NEW.updated_at
        where user_id = new.user_id
          and type = new.type
          and updated_at < New.updated_at;
        RETURN NEW;
    END IF;
END;
$$;

CREATE FUNCTION ente.now_utc_micro_seconds() RETURNS bigint
    LANGUAGE sql
    AS $$
SELECT CAST(extract(EPOCH from now() at time zone 'utc') * 1000000 as BIGINT) ;
$$;

CREATE FUNCTION ente.tg_check_reaction_target() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  c_rec RECORD;
BEGIN
  IF NEW.comment_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT id, collection_id INTO c_rec FROM comments WHERE id = NEW.comment_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Reaction must reference an existing comment';
  END IF;
  IF c_rec.collection_id <> NEW.collection_id THEN
    RAISE EXCEPTION 'Reaction collection_id must match comment collection_id';
  END IF;
  RETURN NEW;
END; $$;

CREATE FUNCTION ente.tg_check_reply_scope() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF NEW.parent_comment_id IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM comments p
   WHERE p.id = NEW.parent_comment_id
     AND p.collection_id = NEW.collection_id
     AND (p.file_id IS NOT DISTINCT FROM NEW.file_id);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Reply must match parent scope';
  END IF;
  RETURN NEW;
END; $$;

CREATE FUNCTION ente.tg_null_cipher_on_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF NEW.is_deleted THEN
    NEW.cipher := NULL;
    NEW.nonce := NULL;
  END IF;
  RETURN NEW;
END; $$;

CREATE FUNCTION ente.tg_soft_delete_reactions_on_comment_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF NEW.is_deleted AND (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted) THEN
    UPDATE reactions
       SET is_deleted = TRUE,
           cipher = NULL,
           nonce = NULL,
           updated_at = now_utc_micro_seconds()
     WHERE comment_id = NEW.id
       AND is_deleted = FALSE;
  END IF;
  RETURN NEW;
END; $$;

CREATE FUNCTION ente.th(epochtimeinmircoseconds bigint) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    AS $$
begin
   return to_timestamp(cast(epochTimeinMircoSeconds/1000000 as bigint));
end;
$$;

CREATE FUNCTION ente.trigger_updated_at_microseconds_column() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF OLD.updated_at >= NEW.updated_at THEN
        NEW.updated_at = now_utc_micro_seconds();
    END IF;
    RETURN NEW;
END;
$$;

CREATE TABLE ente.anon_users (
    id text NOT NULL,
    collection_id bigint NOT NULL,
    cipher text NOT NULL,
    nonce text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.authenticator_entity (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    encrypted_data text,
    header text,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    is_deleted boolean DEFAULT false,
    CONSTRAINT authenticator_entity_state_constraint CHECK ((((is_deleted IS TRUE) AND (encrypted_data IS NULL)) OR ((is_deleted IS FALSE) AND (encrypted_data IS NOT NULL))))
);

CREATE TABLE ente.authenticator_key (
    user_id bigint NOT NULL,
    encrypted_key text NOT NULL,
    header text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.casting (
    id uuid NOT NULL,
    code character varying(16) NOT NULL,
    public_key character varying(512) NOT NULL,
    collection_id bigint,
    cast_user bigint,
    encrypted_payload text,
    token character varying(512),
    is_deleted boolean DEFAULT false,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    last_used_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    ip text NOT NULL
);

CREATE TABLE ente.collection_actions (
    id text NOT NULL,
    user_id bigint NOT NULL,
    actor_user_id bigint NOT NULL,
    collection_id bigint NOT NULL,
    file_id bigint,
    data jsonb,
    action text NOT NULL,
    is_pending boolean DEFAULT true NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT collection_actions_file_required CHECK ((((action = ANY (ARRAY['REMOVE'::text, 'DELETE_SUGGESTED'::text])) AND (file_id IS NOT NULL)) OR (action <> ALL (ARRAY['REMOVE'::text, 'DELETE_SUGGESTED'::text]))))
);

CREATE TABLE ente.collection_files (
    file_id bigint NOT NULL,
    collection_id bigint NOT NULL,
    encrypted_key text NOT NULL,
    key_decryption_nonce text NOT NULL,
    is_deleted boolean DEFAULT false,
    updation_time bigint NOT NULL,
    c_owner_id bigint,
    f_owner_id bigint,
    created_at bigint DEFAULT ente.now_utc_micro_seconds(),
    action_user bigint,
    action text
);

CREATE TABLE ente.collection_shares (
    collection_id bigint NOT NULL,
    from_user_id bigint NOT NULL,
    to_user_id bigint NOT NULL,
    encrypted_key text NOT NULL,
    updation_time bigint NOT NULL,
    is_deleted boolean DEFAULT false,
    role_type ente.role_enum DEFAULT 'VIEWER'::ente.role_enum,
    magic_metadata jsonb,
    shared_at bigint
);

CREATE TABLE ente.collections (
    collection_id bigint NOT NULL,
    owner_id bigint NOT NULL,
    encrypted_key text NOT NULL,
    key_decryption_nonce text NOT NULL,
    name text,
    type text NOT NULL,
    attributes jsonb NOT NULL,
    updation_time bigint NOT NULL,
    is_deleted boolean DEFAULT false,
    encrypted_name text,
    name_decryption_nonce text,
    magic_metadata jsonb,
    pub_magic_metadata jsonb,
    app ente.app DEFAULT 'photos'::ente.app NOT NULL
);

ALTER TABLE ente.collections ALTER COLUMN collection_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME ente.collections_collection_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE ente.comments (
    id text NOT NULL,
    collection_id bigint NOT NULL,
    file_id bigint,
    parent_comment_id text,
    user_id bigint NOT NULL,
    anon_user_id text,
    cipher text,
    nonce text,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT comments_cipher_on_delete CHECK ((((is_deleted = false) AND (cipher IS NOT NULL) AND (nonce IS NOT NULL)) OR ((is_deleted = true) AND (cipher IS NULL) AND (nonce IS NULL)))),
    CONSTRAINT comments_user_or_anon_chk CHECK ((((user_id = '-1'::integer) AND (anon_user_id IS NOT NULL)) OR ((user_id > 0) AND (anon_user_id IS NULL))))
);

CREATE TABLE ente.contact_entity (
    id text NOT NULL,
    user_id bigint NOT NULL,
    contact_user_id bigint NOT NULL,
    profile_picture_attachment_id text,
    encrypted_key bytea NOT NULL,
    encrypted_data bytea,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT contact_entity_state_constraint CHECK ((((is_deleted = false) AND (encrypted_data IS NOT NULL)) OR ((is_deleted = true) AND (encrypted_data IS NULL) AND (profile_picture_attachment_id IS NULL))))
);

CREATE TABLE ente.data_cleanup (
    user_id bigint NOT NULL,
    stage ente.stage_enum DEFAULT 'scheduled'::ente.stage_enum NOT NULL,
    stage_schedule_time bigint DEFAULT (ente.now_utc_micro_seconds() + (((((7 * (24)::bigint) * 60) * 60) * 1000) * 1000)) NOT NULL,
    stage_attempt_count integer DEFAULT 0 NOT NULL,
    status text DEFAULT ''::text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.discount_coupons (
    provider_name text NOT NULL,
    code text NOT NULL,
    claimed_by_user_id bigint,
    claimed_at bigint,
    sent_count integer DEFAULT 0,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.embeddings (
    file_id bigint NOT NULL,
    owner_id bigint NOT NULL,
    model ente.model NOT NULL,
    encrypted_embedding text,
    decryption_header text,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    size integer,
    version integer DEFAULT 1,
    datacenters ente.s3region[] DEFAULT '{b2-eu-cen}'::ente.s3region[]
);

CREATE TABLE ente.emergency_contact (
    user_id bigint NOT NULL,
    emergency_contact_id bigint NOT NULL,
    state text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    notice_period_in_hrs integer NOT NULL,
    encrypted_key text,
    CONSTRAINT chk_encrypted_key_null CHECK ((((state = ANY (ARRAY['REVOKED'::text, 'DELETED'::text, 'CONTACT_LEFT'::text, 'CONTACT_DENIED'::text])) AND (encrypted_key IS NULL)) OR ((state <> ALL (ARRAY['REVOKED'::text, 'DELETED'::text, 'CONTACT_LEFT'::text, 'CONTACT_DENIED'::text])) AND (encrypted_key IS NOT NULL)))),
    CONSTRAINT chk_user_id_not_equal_emergency_contact_id CHECK ((user_id <> emergency_contact_id)),
    CONSTRAINT emergency_contact_state_check CHECK ((state = ANY (ARRAY['INVITED'::text, 'ACCEPTED'::text, 'REVOKED'::text, 'DELETED'::text, 'CONTACT_LEFT'::text, 'CONTACT_DENIED'::text])))
);

CREATE TABLE ente.emergency_recovery (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    emergency_contact_id bigint NOT NULL,
    status text NOT NULL,
    wait_till bigint,
    next_reminder_at bigint,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT emergency_recovery_status_check CHECK ((status = ANY (ARRAY['WAITING'::text, 'REJECTED'::text, 'RECOVERED'::text, 'STOPPED'::text, 'READY'::text])))
);

CREATE TABLE ente.entity_data (
    user_id bigint NOT NULL,
    type text NOT NULL,
    encrypted_data text,
    header text,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    is_deleted boolean DEFAULT false,
    id text NOT NULL,
    CONSTRAINT entity_data_state_constraint CHECK ((((is_deleted IS TRUE) AND (encrypted_data IS NULL)) OR ((is_deleted IS FALSE) AND (encrypted_data IS NOT NULL))))
);

CREATE TABLE ente.entity_key (
    user_id bigint NOT NULL,
    type text NOT NULL,
    encrypted_key text NOT NULL,
    header text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.events (
    id text NOT NULL,
    event text NOT NULL,
    app text NOT NULL,
    platform text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    user_id bigint,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT events_data_check CHECK ((jsonb_typeof(data) = 'object'::text))
);

CREATE TABLE ente.families (
    id uuid NOT NULL,
    admin_id bigint NOT NULL,
    member_id bigint NOT NULL,
    status text NOT NULL,
    token text,
    percentage integer DEFAULT '-1'::integer NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    storage_limit bigint,
    CONSTRAINT families_member_state_constraint CHECK ((((admin_id <> member_id) AND (status <> ALL (ARRAY['SELF'::text, 'CLOSED'::text]))) OR ((admin_id = member_id) AND (status = ANY (ARRAY['SELF'::text, 'CLOSED'::text]))))),
    CONSTRAINT families_status_check CHECK ((status = ANY (ARRAY['SELF'::text, 'CLOSED'::text, 'INVITED'::text, 'ACCEPTED'::text, 'DECLINED'::text, 'REVOKED'::text, 'REMOVED'::text, 'LEFT'::text])))
);

CREATE TABLE ente.file_data (
    file_id bigint NOT NULL,
    user_id bigint NOT NULL,
    data_type ente.object_type NOT NULL,
    size bigint NOT NULL,
    latest_bucket ente.s3region NOT NULL,
    replicated_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    delete_from_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    inflight_rep_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    pending_sync boolean DEFAULT true NOT NULL,
    sync_locked_till bigint DEFAULT 0 NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    obj_id text,
    obj_nonce text,
    obj_size bigint
);

CREATE TABLE ente.files (
    file_id bigint NOT NULL,
    owner_id bigint NOT NULL,
    file_decryption_header text NOT NULL,
    thumbnail_decryption_header text NOT NULL,
    metadata_decryption_header text NOT NULL,
    encrypted_metadata text NOT NULL,
    updation_time bigint NOT NULL,
    magic_metadata jsonb,
    pub_magic_metadata jsonb,
    info jsonb
);

CREATE SEQUENCE ente.files_file_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.files_file_id_seq OWNED BY ente.files.file_id;

CREATE TABLE ente.kex_store (
    id text NOT NULL,
    wrapped_key text NOT NULL,
    added_at bigint NOT NULL
);

CREATE TABLE ente.key_attributes (
    user_id bigint NOT NULL,
    kek_salt text NOT NULL,
    kek_hash_bytes bytea,
    encrypted_key text NOT NULL,
    key_decryption_nonce text NOT NULL,
    public_key text NOT NULL,
    encrypted_secret_key text NOT NULL,
    secret_key_decryption_nonce text NOT NULL,
    mem_limit bigint DEFAULT 67108864,
    ops_limit integer DEFAULT 2,
    master_key_encrypted_with_recovery_key text,
    master_key_decryption_nonce text,
    recovery_key_encrypted_with_master_key text,
    recovery_key_decryption_nonce text,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.legacy_kit (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    variant integer NOT NULL,
    notice_period_in_hrs integer NOT NULL,
    encrypted_recovery_blob text NOT NULL,
    auth_public_key text NOT NULL,
    encrypted_owner_blob text NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    deleted_at bigint,
    CONSTRAINT legacy_kit_variant_check CHECK ((variant = 1))
);

CREATE TABLE ente.legacy_kit_challenge (
    id uuid NOT NULL,
    kit_id uuid NOT NULL,
    challenge_hash text NOT NULL,
    expires_at bigint NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.legacy_kit_recovery_session (
    id uuid NOT NULL,
    kit_id uuid NOT NULL,
    user_id bigint NOT NULL,
    status text NOT NULL,
    effective_notice_period_in_hrs integer NOT NULL,
    wait_till bigint NOT NULL,
    next_reminder_at bigint,
    initiators jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT legacy_kit_recovery_session_status_check CHECK ((status = ANY (ARRAY['WAITING'::text, 'READY'::text, 'BLOCKED'::text, 'CANCELLED'::text, 'RECOVERED'::text])))
);

CREATE TABLE ente.legacy_kit_recovery_session_token (
    id uuid NOT NULL,
    session_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.memory_share_files (
    id bigint NOT NULL,
    memory_share_id bigint NOT NULL,
    file_id bigint NOT NULL,
    file_owner_id bigint NOT NULL,
    "position" bigint NOT NULL,
    file_enc_key text NOT NULL,
    file_key_decryption_nonce text NOT NULL,
    created_at bigint NOT NULL
);

CREATE SEQUENCE ente.memory_share_files_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.memory_share_files_id_seq OWNED BY ente.memory_share_files.id;

CREATE TABLE ente.memory_shares (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    type text NOT NULL,
    memory_hash text,
    metadata_cipher text,
    metadata_nonce text,
    mem_enc_key text NOT NULL,
    mem_key_decryption_nonce text NOT NULL,
    access_token text NOT NULL,
    is_deleted boolean DEFAULT false,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    CONSTRAINT memory_shares_type_check CHECK ((type = ANY (ARRAY['share'::text, 'lane'::text])))
);

CREATE SEQUENCE ente.memory_shares_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.memory_shares_id_seq OWNED BY ente.memory_shares.id;

CREATE TABLE ente.notification_history (
    user_id bigint NOT NULL,
    template_id text NOT NULL,
    sent_time bigint NOT NULL,
    notification_group text
);

CREATE TABLE ente.object_copies (
    object_key text NOT NULL,
    b2 bigint,
    want_b2 boolean,
    wasabi bigint,
    want_wasabi boolean,
    scw bigint,
    want_scw boolean,
    last_attempt bigint DEFAULT 0 NOT NULL
);

CREATE TABLE ente.object_keys (
    file_id bigint NOT NULL,
    o_type ente.object_type NOT NULL,
    object_key text NOT NULL,
    size bigint NOT NULL,
    datacenters ente.s3region[] NOT NULL,
    is_deleted boolean DEFAULT false,
    created_at bigint DEFAULT ente.now_utc_micro_seconds(),
    updated_at bigint DEFAULT ente.now_utc_micro_seconds()
);

CREATE TABLE ente.otts (
    ott text NOT NULL,
    creation_time bigint NOT NULL,
    expiration_time bigint NOT NULL,
    email text,
    email_hash text,
    wrong_attempt integer DEFAULT 0 NOT NULL,
    app ente.app DEFAULT 'photos'::ente.app NOT NULL
);

CREATE TABLE ente.passkey_credentials (
    passkey_id uuid NOT NULL,
    credential_id text NOT NULL,
    public_key text NOT NULL,
    attestation_type text NOT NULL,
    authenticator_transports text NOT NULL,
    credential_flags text NOT NULL,
    authenticator text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    rp_id text
);

CREATE TABLE ente.passkey_login_sessions (
    user_id bigint NOT NULL,
    session_id text NOT NULL,
    creation_time bigint NOT NULL,
    expiration_time bigint NOT NULL,
    token_fetch_cnt integer DEFAULT 0,
    verified_at bigint,
    token_data jsonb
);

CREATE TABLE ente.passkeys (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    friendly_name text NOT NULL,
    deleted_at bigint,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.public_abuse_report (
    share_id bigint,
    ip text NOT NULL,
    user_agent text NOT NULL,
    url text NOT NULL,
    reason text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    details jsonb
);

CREATE TABLE ente.public_collection_access_history (
    share_id bigint,
    ip text NOT NULL,
    user_agent text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.public_collection_tokens (
    id bigint NOT NULL,
    collection_id bigint NOT NULL,
    access_token text NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    valid_till bigint DEFAULT 0 NOT NULL,
    device_limit integer DEFAULT 0 NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    pw_hash text,
    pw_nonce text,
    mem_limit bigint,
    ops_limit bigint,
    enable_download boolean DEFAULT true NOT NULL,
    enable_comment boolean DEFAULT false NOT NULL,
    enable_collect boolean DEFAULT false NOT NULL,
    enable_join boolean DEFAULT true NOT NULL,
    min_role ente.role_enum,
    CONSTRAINT pct_pw_state_constraint CHECK ((((pw_hash IS NULL) AND (pw_nonce IS NULL)) OR ((pw_hash IS NOT NULL) AND (pw_nonce IS NOT NULL))))
);

ALTER TABLE ente.public_collection_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME ente.public_collection_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE ente.public_file_tokens (
    id text NOT NULL,
    file_id bigint NOT NULL,
    owner_id bigint NOT NULL,
    app text NOT NULL,
    access_token text NOT NULL,
    valid_till bigint DEFAULT 0 NOT NULL,
    device_limit integer DEFAULT 0 NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    enable_download boolean DEFAULT true NOT NULL,
    pw_hash text,
    pw_nonce text,
    mem_limit bigint,
    ops_limit bigint,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    encrypted_file_key text,
    encrypted_file_key_nonce text,
    kdf_nonce text,
    kdf_mem_limit bigint,
    kdf_ops_limit bigint,
    encrypted_share_key text
);

CREATE TABLE ente.public_file_tokens_access_history (
    id text NOT NULL,
    ip text NOT NULL,
    user_agent text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.public_paste_tokens (
    id text NOT NULL,
    access_token text NOT NULL,
    encrypted_data text NOT NULL,
    decryption_header text NOT NULL,
    encrypted_paste_key text NOT NULL,
    encrypted_paste_key_nonce text NOT NULL,
    kdf_nonce text NOT NULL,
    kdf_mem_limit bigint NOT NULL,
    kdf_ops_limit bigint NOT NULL,
    expires_at bigint NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.push_tokens (
    user_id bigint NOT NULL,
    fcm_token text NOT NULL,
    apns_token text,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    last_notified_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.queue (
    queue_id integer NOT NULL,
    queue_name text NOT NULL,
    item text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds(),
    updated_at bigint DEFAULT ente.now_utc_micro_seconds(),
    is_deleted boolean DEFAULT false
);

CREATE SEQUENCE ente.queue_queue_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.queue_queue_id_seq OWNED BY ente.queue.queue_id;

CREATE TABLE ente.reactions (
    id text NOT NULL,
    collection_id bigint NOT NULL,
    file_id bigint,
    comment_id text,
    user_id bigint NOT NULL,
    anon_user_id text,
    actor_key text GENERATED ALWAYS AS (
CASE
    WHEN ((user_id = '-1'::integer) AND (anon_user_id IS NOT NULL)) THEN ('A:'::text || anon_user_id)
    ELSE ('U:'::text || (user_id)::text)
END) STORED,
    cipher text,
    nonce text,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    unique_key text GENERATED ALWAYS AS (
CASE
    WHEN (comment_id IS NOT NULL) THEN ('M:'::text || comment_id)
    WHEN (file_id IS NOT NULL) THEN ((('F:'::text || (collection_id)::text) || '/'::text) || (file_id)::text)
    ELSE ('C:'::text || (collection_id)::text)
END) STORED,
    CONSTRAINT reactions_cipher_on_delete CHECK ((((is_deleted = false) AND (cipher IS NOT NULL) AND (nonce IS NOT NULL)) OR ((is_deleted = true) AND (cipher IS NULL) AND (nonce IS NULL)))),
    CONSTRAINT reactions_target_shape CHECK ((((comment_id IS NOT NULL) AND (file_id IS NULL)) OR (comment_id IS NULL))),
    CONSTRAINT reactions_user_or_anon_chk CHECK ((((user_id = '-1'::integer) AND (anon_user_id IS NOT NULL)) OR ((user_id > 0) AND (anon_user_id IS NULL))))
);

CREATE TABLE ente.referral_codes (
    code character varying(255) NOT NULL,
    user_id bigint NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.referral_tracking (
    invitor_id bigint NOT NULL,
    invitee_id bigint NOT NULL,
    plan_type text NOT NULL,
    invitee_on_paid_plan boolean DEFAULT false,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT referral_tracking_plan_type_check CHECK ((plan_type = '10_GB_ON_UPGRADE'::text))
);

CREATE TABLE ente.remote_store (
    user_id bigint NOT NULL,
    key_name text NOT NULL,
    key_value text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.schema_migrations (
    version bigint NOT NULL,
    dirty boolean NOT NULL
);

CREATE TABLE ente.srp_auth (
    user_id bigint NOT NULL,
    srp_user_id uuid NOT NULL,
    salt text NOT NULL,
    verifier text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.srp_sessions (
    id uuid NOT NULL,
    srp_user_id uuid NOT NULL,
    server_key text NOT NULL,
    srp_a text NOT NULL,
    has_verified boolean DEFAULT false NOT NULL,
    attempt_count integer DEFAULT 0 NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    is_fake boolean DEFAULT false NOT NULL
);

CREATE TABLE ente.storage_bonus (
    bonus_id text NOT NULL,
    type text NOT NULL,
    user_id bigint NOT NULL,
    storage bigint NOT NULL,
    valid_till bigint DEFAULT 0 NOT NULL,
    revoke_reason text,
    is_revoked boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    CONSTRAINT storage_bonus_type_check CHECK ((type = ANY (ARRAY['REFERRAL'::text, 'SIGN_UP'::text, 'ANNIVERSARY'::text, 'ADD_ON_BF_2023'::text, 'ADD_ON_SUPPORT'::text, 'ADD_ON_BF_2024'::text, 'ADD_ON_NON_PROFIT'::text])))
);

CREATE TABLE ente.subscription_logs (
    log_id integer NOT NULL,
    user_id bigint NOT NULL,
    payment_provider text NOT NULL,
    notification jsonb NOT NULL,
    verification_response jsonb NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE ente.subscription_logs_log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.subscription_logs_log_id_seq OWNED BY ente.subscription_logs.log_id;

CREATE TABLE ente.subscriptions (
    subscription_id integer NOT NULL,
    user_id bigint NOT NULL,
    storage bigint NOT NULL,
    original_transaction_id text NOT NULL,
    expiry_time bigint NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL,
    product_id text NOT NULL,
    payment_provider text NOT NULL,
    latest_verification_data text,
    attributes jsonb NOT NULL,
    upgraded_at bigint DEFAULT 0
);

CREATE SEQUENCE ente.subscriptions_subscription_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ente.subscriptions_subscription_id_seq OWNED BY ente.subscriptions.subscription_id;

CREATE TABLE ente.task_lock (
    task_name text NOT NULL,
    lock_until bigint NOT NULL,
    locked_at bigint NOT NULL,
    locked_by text NOT NULL
);

CREATE TABLE ente.temp_objects (
    object_key text NOT NULL,
    expiration_time bigint NOT NULL,
    is_multipart boolean DEFAULT false NOT NULL,
    upload_id text,
    bucket_id ente.s3region
);

CREATE TABLE ente.temp_srp_setup (
    id uuid NOT NULL,
    session_id uuid NOT NULL,
    srp_user_id uuid NOT NULL,
    user_id bigint NOT NULL,
    salt text NOT NULL,
    verifier text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.temp_two_factor (
    user_id bigint NOT NULL,
    two_factor_secret_hash text,
    encrypted_two_factor_secret bytea,
    two_factor_secret_decryption_nonce bytea,
    creation_time bigint NOT NULL,
    expiration_time bigint NOT NULL
);

CREATE TABLE ente.tokens (
    user_id bigint NOT NULL,
    token text NOT NULL,
    creation_time bigint NOT NULL,
    ip text,
    user_agent text,
    is_deleted boolean DEFAULT false NOT NULL,
    last_used_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    app ente.app DEFAULT 'photos'::ente.app NOT NULL
);

CREATE TABLE ente.trash (
    file_id bigint NOT NULL,
    user_id bigint NOT NULL,
    collection_id bigint NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    is_restored boolean DEFAULT false NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    delete_by bigint NOT NULL,
    CONSTRAINT trash_state_constraint CHECK (((is_deleted IS FALSE) OR (is_restored IS FALSE)))
)
WITH (autovacuum_analyze_scale_factor='0.01', autovacuum_vacuum_scale_factor='0.02', autovacuum_analyze_threshold='1000', autovacuum_vacuum_threshold='1000');

CREATE TABLE ente.two_factor (
    user_id bigint NOT NULL,
    two_factor_secret_hash text,
    encrypted_two_factor_secret bytea,
    two_factor_secret_decryption_nonce bytea,
    recovery_encrypted_two_factor_secret text,
    recovery_two_factor_secret_decryption_nonce text
);

CREATE TABLE ente.two_factor_recovery (
    user_id bigint NOT NULL,
    enable_admin_mfa_reset boolean DEFAULT true NOT NULL,
    server_passkey_secret_data bytea,
    server_passkey_secret_nonce bytea,
    user_passkey_secret_data text,
    user_passkey_secret_nonce text,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.two_factor_sessions (
    user_id bigint NOT NULL,
    session_id text NOT NULL,
    creation_time bigint NOT NULL,
    expiration_time bigint NOT NULL,
    wrong_attempt integer DEFAULT 0 NOT NULL
);

CREATE TABLE ente.two_factor_used_codes (
    user_id bigint NOT NULL,
    code_hash text NOT NULL,
    used_at bigint NOT NULL
);

CREATE TABLE ente.usage (
    user_id bigint NOT NULL,
    storage_consumed bigint NOT NULL
);

CREATE TABLE ente.user_attachments (
    attachment_id text NOT NULL,
    user_id bigint NOT NULL,
    attachment_type text NOT NULL,
    size bigint NOT NULL,
    latest_bucket ente.s3region NOT NULL,
    replicated_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    delete_from_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    inflight_rep_buckets ente.s3region[] DEFAULT '{}'::ente.s3region[] NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    pending_sync boolean DEFAULT true NOT NULL,
    sync_locked_till bigint DEFAULT 0 NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    updated_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL
);

CREATE TABLE ente.users (
    user_id bigint NOT NULL,
    name text,
    creation_time bigint NOT NULL,
    encrypted_email bytea,
    email_decryption_nonce bytea,
    email_hash text,
    is_two_factor_enabled boolean DEFAULT false NOT NULL,
    family_admin_id bigint,
    email_mfa boolean DEFAULT false NOT NULL,
    source text,
    delete_feedback jsonb
);

ALTER TABLE ente.users ALTER COLUMN user_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME ente.users_user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE ente.webauthn_sessions (
    id uuid NOT NULL,
    challenge text NOT NULL,
    user_id bigint NOT NULL,
    allowed_credential_ids text NOT NULL,
    expires_at bigint NOT NULL,
    user_verification_requirement text NOT NULL,
    extensions text NOT NULL,
    created_at bigint DEFAULT ente.now_utc_micro_seconds() NOT NULL,
    rp_id text
);

ALTER TABLE ONLY ente.files ALTER COLUMN file_id SET DEFAULT nextval('ente.files_file_id_seq'::regclass);

ALTER TABLE ONLY ente.memory_share_files ALTER COLUMN id SET DEFAULT nextval('ente.memory_share_files_id_seq'::regclass);

ALTER TABLE ONLY ente.memory_shares ALTER COLUMN id SET DEFAULT nextval('ente.memory_shares_id_seq'::regclass);

ALTER TABLE ONLY ente.queue ALTER COLUMN queue_id SET DEFAULT nextval('ente.queue_queue_id_seq'::regclass);

ALTER TABLE ONLY ente.subscription_logs ALTER COLUMN log_id SET DEFAULT nextval('ente.subscription_logs_log_id_seq'::regclass);

ALTER TABLE ONLY ente.subscriptions ALTER COLUMN subscription_id SET DEFAULT nextval('ente.subscriptions_subscription_id_seq'::regclass);

ALTER TABLE ONLY ente.anon_users
    ADD CONSTRAINT anon_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.authenticator_entity
    ADD CONSTRAINT authenticator_entity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.authenticator_key
    ADD CONSTRAINT authenticator_key_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.casting
    ADD CONSTRAINT casting_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.collection_actions
    ADD CONSTRAINT collection_actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.collection_shares
    ADD CONSTRAINT collection_shares_collection_id_from_user_id_to_user_id_key UNIQUE (collection_id, from_user_id, to_user_id);

ALTER TABLE ONLY ente.collections
    ADD CONSTRAINT collections_pkey PRIMARY KEY (collection_id);

ALTER TABLE ONLY ente.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.contact_entity
    ADD CONSTRAINT contact_entity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.data_cleanup
    ADD CONSTRAINT data_cleanup_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.discount_coupons
    ADD CONSTRAINT discount_coupons_provider_code_unique UNIQUE (provider_name, code);

ALTER TABLE ONLY ente.emergency_recovery
    ADD CONSTRAINT emergency_recovery_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.entity_data
    ADD CONSTRAINT entity_data_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.entity_key
    ADD CONSTRAINT entity_key_pkey PRIMARY KEY (user_id, type);

ALTER TABLE ONLY ente.families
    ADD CONSTRAINT families_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.families
    ADD CONSTRAINT families_token_key UNIQUE (token);

ALTER TABLE ONLY ente.file_data
    ADD CONSTRAINT file_data_pkey PRIMARY KEY (file_id, data_type);

ALTER TABLE ONLY ente.files
    ADD CONSTRAINT files_pkey PRIMARY KEY (file_id);

ALTER TABLE ONLY ente.kex_store
    ADD CONSTRAINT kex_store_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.key_attributes
    ADD CONSTRAINT key_attributes_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.legacy_kit_challenge
    ADD CONSTRAINT legacy_kit_challenge_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.legacy_kit
    ADD CONSTRAINT legacy_kit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.legacy_kit_recovery_session
    ADD CONSTRAINT legacy_kit_recovery_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.legacy_kit_recovery_session_token
    ADD CONSTRAINT legacy_kit_recovery_session_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.legacy_kit_recovery_session_token
    ADD CONSTRAINT legacy_kit_recovery_session_token_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY ente.memory_share_files
    ADD CONSTRAINT memory_share_files_memory_share_id_position_key UNIQUE (memory_share_id, "position");

ALTER TABLE ONLY ente.memory_share_files
    ADD CONSTRAINT memory_share_files_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.memory_shares
    ADD CONSTRAINT memory_shares_access_token_key UNIQUE (access_token);

ALTER TABLE ONLY ente.memory_shares
    ADD CONSTRAINT memory_shares_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.object_copies
    ADD CONSTRAINT object_copies_pkey PRIMARY KEY (object_key);

ALTER TABLE ONLY ente.object_keys
    ADD CONSTRAINT object_keys_object_key_key UNIQUE (object_key);

ALTER TABLE ONLY ente.object_keys
    ADD CONSTRAINT object_keys_pkey PRIMARY KEY (file_id, o_type);

ALTER TABLE ONLY ente.passkey_credentials
    ADD CONSTRAINT passkey_credentials_credential_id_key UNIQUE (credential_id);

ALTER TABLE ONLY ente.passkey_credentials
    ADD CONSTRAINT passkey_credentials_pkey PRIMARY KEY (passkey_id);

ALTER TABLE ONLY ente.passkey_login_sessions
    ADD CONSTRAINT passkey_login_sessions_session_id_key UNIQUE (session_id);

ALTER TABLE ONLY ente.passkeys
    ADD CONSTRAINT passkeys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.public_collection_tokens
    ADD CONSTRAINT public_collection_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.public_file_tokens
    ADD CONSTRAINT public_file_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.public_paste_tokens
    ADD CONSTRAINT public_paste_tokens_access_token_key UNIQUE (access_token);

ALTER TABLE ONLY ente.public_paste_tokens
    ADD CONSTRAINT public_paste_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.push_tokens
    ADD CONSTRAINT push_tokens_pkey PRIMARY KEY (fcm_token);

ALTER TABLE ONLY ente.queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (queue_id);

ALTER TABLE ONLY ente.reactions
    ADD CONSTRAINT reactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.referral_codes
    ADD CONSTRAINT referral_codes_pkey PRIMARY KEY (code);

ALTER TABLE ONLY ente.remote_store
    ADD CONSTRAINT remote_store_pkey PRIMARY KEY (user_id, key_name);

ALTER TABLE ONLY ente.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY ente.srp_auth
    ADD CONSTRAINT srp_auth_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.srp_auth
    ADD CONSTRAINT srp_auth_srp_user_id_key UNIQUE (srp_user_id);

ALTER TABLE ONLY ente.srp_sessions
    ADD CONSTRAINT srp_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.storage_bonus
    ADD CONSTRAINT storage_bonus_pkey PRIMARY KEY (bonus_id);

ALTER TABLE ONLY ente.subscription_logs
    ADD CONSTRAINT subscription_logs_pkey PRIMARY KEY (log_id);

ALTER TABLE ONLY ente.subscriptions
    ADD CONSTRAINT subscription_user_id_unique_constraint_index UNIQUE (user_id);

ALTER TABLE ONLY ente.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (subscription_id);

ALTER TABLE ONLY ente.task_lock
    ADD CONSTRAINT task_lock_pkey PRIMARY KEY (task_name);

ALTER TABLE ONLY ente.temp_objects
    ADD CONSTRAINT temp_object_keys_pkey PRIMARY KEY (object_key);

ALTER TABLE ONLY ente.temp_srp_setup
    ADD CONSTRAINT temp_srp_setup_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ente.temp_two_factor
    ADD CONSTRAINT temp_two_factor_two_factor_secret_hash_key UNIQUE (two_factor_secret_hash);

ALTER TABLE ONLY ente.tokens
    ADD CONSTRAINT tokens_token_key UNIQUE (token);

ALTER TABLE ONLY ente.trash
    ADD CONSTRAINT trash_pkey PRIMARY KEY (file_id);

ALTER TABLE ONLY ente.two_factor_recovery
    ADD CONSTRAINT two_factor_recovery_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.two_factor_sessions
    ADD CONSTRAINT two_factor_sessions_session_id_key UNIQUE (session_id);

ALTER TABLE ONLY ente.two_factor
    ADD CONSTRAINT two_factor_two_factor_secret_hash_key UNIQUE (two_factor_secret_hash);

ALTER TABLE ONLY ente.two_factor_used_codes
    ADD CONSTRAINT two_factor_used_codes_pkey PRIMARY KEY (user_id, code_hash);

ALTER TABLE ONLY ente.two_factor
    ADD CONSTRAINT two_factor_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY ente.public_file_tokens_access_history
    ADD CONSTRAINT unique_access_id_ip_ua UNIQUE (id, ip, user_agent);

ALTER TABLE ONLY ente.public_collection_access_history
    ADD CONSTRAINT unique_access_sid_ip_ua UNIQUE (share_id, ip, user_agent);

ALTER TABLE ONLY ente.collection_files
    ADD CONSTRAINT unique_collection_files_cid_fid UNIQUE (collection_id, file_id);

ALTER TABLE ONLY ente.embeddings
    ADD CONSTRAINT unique_embeddings_file_id_model UNIQUE (file_id, model);

ALTER TABLE ONLY ente.otts
    ADD CONSTRAINT unique_otts_emailhash_app_ott UNIQUE (ott, app, email_hash);

ALTER TABLE ONLY ente.public_abuse_report
    ADD CONSTRAINT unique_report_sid_ip_ua UNIQUE (share_id, ip, user_agent);

ALTER TABLE ONLY ente.emergency_contact
    ADD CONSTRAINT unique_user_emergency_contact UNIQUE (user_id, emergency_contact_id);

ALTER TABLE ONLY ente.reactions
    ADD CONSTRAINT uq_reactions_actor_target UNIQUE (actor_key, unique_key);

ALTER TABLE ONLY ente.usage
    ADD CONSTRAINT usage_user_id_unique_constraint_index UNIQUE (user_id);

ALTER TABLE ONLY ente.user_attachments
    ADD CONSTRAINT user_attachments_pkey PRIMARY KEY (attachment_id);

ALTER TABLE ONLY ente.users
    ADD CONSTRAINT users_email_hash_key UNIQUE (email_hash);

ALTER TABLE ONLY ente.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ente.webauthn_sessions
    ADD CONSTRAINT webauthn_sessions_challenge_key UNIQUE (challenge);

ALTER TABLE ONLY ente.webauthn_sessions
    ADD CONSTRAINT webauthn_sessions_pkey PRIMARY KEY (id);

CREATE INDEX authenticator_entity_updated_at_time_index ON ente.authenticator_entity USING btree (user_id, updated_at);

CREATE UNIQUE INDEX casting_code_unique_idx ON ente.casting USING btree (code) WHERE (is_deleted = false);

CREATE INDEX collection_actions_collection_id_idx ON ente.collection_actions USING btree (collection_id);

CREATE INDEX collection_actions_pending_remove_delete_user_time_idx ON ente.collection_actions USING btree (user_id, updated_at) WHERE ((action = ANY (ARRAY['REMOVE'::text, 'DELETE_SUGGESTED'::text])) AND (is_pending = true));

CREATE INDEX collection_actions_user_id_idx ON ente.collection_actions USING btree (user_id);

CREATE INDEX collection_files_collection_id_index ON ente.collection_files USING btree (collection_id);

CREATE INDEX collection_files_file_id_index ON ente.collection_files USING btree (file_id);

CREATE INDEX collection_shares_to_user_id_index ON ente.collection_shares USING btree (to_user_id);

CREATE UNIQUE INDEX collections_favorites_constraint_index_v2 ON ente.collections USING btree (owner_id, app) WHERE (type = 'favorites'::text);

CREATE INDEX collections_owner_id_index ON ente.collections USING btree (owner_id);

CREATE UNIQUE INDEX collections_uncategorized_constraint_index_v2 ON ente.collections USING btree (owner_id, app) WHERE (type = 'uncategorized'::text);

CREATE UNIQUE INDEX discount_coupons_provider_user_unique ON ente.discount_coupons USING btree (provider_name, claimed_by_user_id) WHERE (claimed_by_user_id IS NOT NULL);

CREATE INDEX embeddings_owner_id_updated_at_index ON ente.embeddings USING btree (owner_id, updated_at);

CREATE INDEX entity_data_updated_at_time_index ON ente.entity_data USING btree (user_id, updated_at);

CREATE UNIQUE INDEX events_id_event_idx ON ente.events USING btree (id, event);

CREATE INDEX events_user_id_idx ON ente.events USING btree (user_id);

CREATE INDEX files_owner_id_index ON ente.files USING btree (owner_id);

CREATE INDEX files_updation_time_index ON ente.files USING btree (updation_time);

CREATE INDEX fk_families_admin_id ON ente.families USING btree (admin_id);

CREATE INDEX idx_anon_users_collection ON ente.anon_users USING btree (collection_id);

CREATE INDEX idx_comments_anon ON ente.comments USING btree (anon_user_id) WHERE (is_deleted = false);

CREATE INDEX idx_comments_collection_updated_at ON ente.comments USING btree (collection_id, updated_at);

CREATE INDEX idx_comments_parent ON ente.comments USING btree (parent_comment_id) WHERE (is_deleted = false);

CREATE INDEX idx_comments_scope ON ente.comments USING btree (collection_id, file_id) WHERE (is_deleted = false);

CREATE INDEX idx_comments_user ON ente.comments USING btree (user_id) WHERE (is_deleted = false);

CREATE UNIQUE INDEX idx_contact_entity_user_contact_user_id ON ente.contact_entity USING btree (user_id, contact_user_id);

CREATE INDEX idx_contact_entity_user_updated_at ON ente.contact_entity USING btree (user_id, updated_at);

CREATE INDEX idx_emergency_contact_id ON ente.emergency_contact USING btree (emergency_contact_id);

CREATE UNIQUE INDEX idx_emergency_recovery_limit_active_recovery ON ente.emergency_recovery USING btree (user_id, emergency_contact_id, status) WHERE (status = ANY (ARRAY['WAITING'::text, 'READY'::text]));

CREATE INDEX idx_emergency_recovery_next_reminder_at ON ente.emergency_recovery USING btree (next_reminder_at);

CREATE INDEX idx_emergency_recovery_user_id ON ente.emergency_recovery USING btree (user_id);

CREATE INDEX idx_file_data_pending_sync_locked_till ON ente.file_data USING btree (is_deleted, sync_locked_till) WHERE (pending_sync = true);

CREATE INDEX idx_file_data_user_type_deleted ON ente.file_data USING btree (user_id, data_type, is_deleted) INCLUDE (size);

CREATE INDEX idx_file_data_user_updated ON ente.file_data USING btree (user_id, updated_at);

CREATE INDEX idx_legacy_kit_active_user_id ON ente.legacy_kit USING btree (user_id) WHERE (is_deleted = false);

CREATE INDEX idx_legacy_kit_challenge_expires_at ON ente.legacy_kit_challenge USING btree (expires_at);

CREATE INDEX idx_legacy_kit_challenge_kit_id ON ente.legacy_kit_challenge USING btree (kit_id);

CREATE UNIQUE INDEX idx_legacy_kit_recovery_active_per_kit ON ente.legacy_kit_recovery_session USING btree (kit_id) WHERE (status = ANY (ARRAY['WAITING'::text, 'READY'::text]));

CREATE INDEX idx_legacy_kit_recovery_kit_id ON ente.legacy_kit_recovery_session USING btree (kit_id);

CREATE INDEX idx_legacy_kit_recovery_session_token_session_id ON ente.legacy_kit_recovery_session_token USING btree (session_id);

CREATE INDEX idx_legacy_kit_recovery_user_id ON ente.legacy_kit_recovery_session USING btree (user_id);

CREATE INDEX idx_legacy_kit_user_id ON ente.legacy_kit USING btree (user_id);

CREATE INDEX idx_queue_created_at_non_deleted ON ente.queue USING btree (queue_name, created_at) WHERE (is_deleted = false);

CREATE INDEX idx_reactions_anon ON ente.reactions USING btree (anon_user_id) WHERE (is_deleted = false);

CREATE INDEX idx_reactions_collection_updated_at ON ente.reactions USING btree (collection_id, updated_at);

CREATE INDEX idx_reactions_comment ON ente.reactions USING btree (comment_id) WHERE (is_deleted = false);

CREATE INDEX idx_reactions_scope ON ente.reactions USING btree (collection_id, file_id, comment_id) WHERE (is_deleted = false);

CREATE INDEX idx_reactions_user ON ente.reactions USING btree (user_id) WHERE (is_deleted = false);

CREATE INDEX idx_srp_sessions_fake_created ON ente.srp_sessions USING btree (is_fake, created_at) WHERE (is_fake = true);

CREATE INDEX idx_two_factor_used_codes_used_at ON ente.two_factor_used_codes USING btree (used_at);

CREATE INDEX idx_two_factor_used_codes_user_id ON ente.two_factor_used_codes USING btree (user_id);

CREATE INDEX idx_user_attachments_lookup ON ente.user_attachments USING btree (user_id, attachment_type, is_deleted);

CREATE INDEX idx_user_attachments_pending_sync_locked_till ON ente.user_attachments USING btree (is_deleted, sync_locked_till) WHERE (pending_sync = true);

CREATE UNIQUE INDEX name_and_item_unique_index ON ente.queue USING btree (queue_name, item);

CREATE INDEX notification_history_group_user_id_idx ON ente.notification_history USING btree (notification_group, user_id);

CREATE INDEX notification_history_user_template_sent_time_idx ON ente.notification_history USING btree (user_id, template_id, sent_time DESC);

CREATE INDEX object_copies_scw_null_index ON ente.object_copies USING btree (scw) WHERE ((scw IS NULL) AND (want_scw = true));

CREATE INDEX object_copies_wasabi_null_index ON ente.object_copies USING btree (wasabi) WHERE ((wasabi IS NULL) AND (want_wasabi = true));

CREATE INDEX otts_email_hash_index ON ente.otts USING btree (email_hash);

CREATE INDEX public_abuse_share_id_idx ON ente.public_abuse_report USING btree (share_id);

CREATE INDEX public_access_share_id_idx ON ente.public_collection_access_history USING btree (share_id);

CREATE UNIQUE INDEX public_access_tokens_unique_idx ON ente.public_collection_tokens USING btree (access_token);

CREATE UNIQUE INDEX public_active_collection_unique_idx ON ente.public_collection_tokens USING btree (collection_id, is_disabled) WHERE (is_disabled = false);

CREATE UNIQUE INDEX public_active_file_link_unique_idx ON ente.public_file_tokens USING btree (file_id, is_disabled) WHERE (is_disabled = false);

CREATE UNIQUE INDEX public_file_token_unique_idx ON ente.public_file_tokens USING btree (access_token) WHERE (is_disabled = false);

CREATE INDEX public_file_tokens_owner_id_updated_at_idx ON ente.public_file_tokens USING btree (owner_id, updated_at);

CREATE INDEX public_paste_tokens_expires_at_idx ON ente.public_paste_tokens USING btree (expires_at);

CREATE INDEX push_tokens_last_notified_at_index ON ente.push_tokens USING btree (last_notified_at);

CREATE INDEX q_name_create_and_is_deleted_index ON ente.queue USING btree (queue_name, created_at, is_deleted);

CREATE UNIQUE INDEX referral_codes_user_id_is_active_idx ON ente.referral_codes USING btree (user_id, is_active) WHERE (is_active = true);

CREATE UNIQUE INDEX referral_tracking_invitee_id_idx ON ente.referral_tracking USING btree (invitee_id);

CREATE UNIQUE INDEX remote_store_custom_domain_unique_idx ON ente.remote_store USING btree (key_value) WHERE (key_name = 'customDomain'::text);

CREATE INDEX storage_bonus_user_id_idx ON ente.storage_bonus USING btree (user_id);

CREATE UNIQUE INDEX sub_original_txn_id_index ON ente.subscriptions USING btree (original_transaction_id) WHERE ((original_transaction_id IS NOT NULL) AND (original_transaction_id <> 'none'::text));

CREATE INDEX subscriptions_expiry_time_index ON ente.subscriptions USING btree (expiry_time);

CREATE INDEX subscriptions_user_id_index ON ente.subscriptions USING btree (user_id);

CREATE INDEX task_lock_locked_until ON ente.task_lock USING btree (lock_until);

CREATE INDEX temp_objects_expiration_time_idx ON ente.temp_objects USING btree (expiration_time);

CREATE INDEX tokens_user_id_index ON ente.tokens USING btree (user_id);

CREATE INDEX trash_delete_by_idx ON ente.trash USING btree (delete_by) WHERE ((is_deleted IS FALSE) AND (is_restored IS FALSE));

CREATE INDEX trash_updated_at_time_index ON ente.trash USING btree (updated_at);

CREATE INDEX trash_user_id_and_updated_at_index ON ente.trash USING btree (user_id, updated_at);

CREATE UNIQUE INDEX uidx_families_member_mapping ON ente.families USING btree (admin_id, member_id);

CREATE UNIQUE INDEX uidx_one_family_check ON ente.families USING btree (member_id, status) WHERE (status = ANY (ARRAY['ACCEPTED'::text, 'SELF'::text]));

CREATE INDEX usage_user_id_index ON ente.usage USING btree (user_id);

CREATE INDEX users_email_hash_index ON ente.users USING btree (email_hash);

CREATE TRIGGER check_no_common_attachment_buckets BEFORE INSERT OR UPDATE ON ente.user_attachments FOR EACH ROW EXECUTE FUNCTION ente.ensure_no_common_attachment_buckets();

CREATE TRIGGER check_no_common_entries BEFORE INSERT OR UPDATE ON ente.file_data FOR EACH ROW EXECUTE FUNCTION ente.ensure_no_common_entries();

CREATE TRIGGER check_reaction_target BEFORE INSERT OR UPDATE ON ente.reactions FOR EACH ROW EXECUTE FUNCTION ente.tg_check_reaction_target();

CREATE TRIGGER check_reply_scope BEFORE INSERT OR UPDATE ON ente.comments FOR EACH ROW EXECUTE FUNCTION ente.tg_check_reply_scope();

CREATE TRIGGER comments_null_cipher_on_delete BEFORE INSERT OR UPDATE ON ente.comments FOR EACH ROW EXECUTE FUNCTION ente.tg_null_cipher_on_delete();

CREATE TRIGGER reactions_null_cipher_on_delete BEFORE INSERT OR UPDATE ON ente.reactions FOR EACH ROW EXECUTE FUNCTION ente.tg_null_cipher_on_delete();

CREATE TRIGGER soft_delete_reactions_on_comment_delete AFTER UPDATE ON ente.comments FOR EACH ROW WHEN (new.is_deleted) EXECUTE FUNCTION ente.tg_soft_delete_reactions_on_comment_delete();

CREATE TRIGGER trigger_authenticator_key_updated_time_on_authenticator_entity_ AFTER INSERT OR UPDATE ON ente.authenticator_entity FOR EACH ROW EXECUTE FUNCTION ente.fn_update_authenticator_key_updated_at_via_updated_at();

CREATE TRIGGER trigger_collection_updation_time_on_collection_tokens_updated AFTER INSERT OR UPDATE ON ente.public_collection_tokens FOR EACH ROW EXECUTE FUNCTION ente.fn_update_collections_updation_time_using_update_at();

CREATE TRIGGER trigger_entity_key_on_entity_data_updation AFTER INSERT OR UPDATE ON ente.entity_data FOR EACH ROW EXECUTE FUNCTION ente.fn_update_entity_key_updated_at_via_updated_at();

CREATE TRIGGER trigger_reject_contact_key_update BEFORE UPDATE ON ente.contact_entity FOR EACH ROW EXECUTE FUNCTION ente.fn_reject_contact_key_update();

CREATE TRIGGER update_anon_users_updated_at BEFORE UPDATE ON ente.anon_users FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_authenticator_entity_updated_at BEFORE UPDATE ON ente.authenticator_entity FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_collection_actions_updated_at BEFORE UPDATE ON ente.collection_actions FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_comments_updated_at BEFORE UPDATE ON ente.comments FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_contact_entity_updated_at BEFORE UPDATE ON ente.contact_entity FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_discount_coupons_updated_at BEFORE UPDATE ON ente.discount_coupons FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_emergency_conctact_updated_at BEFORE UPDATE ON ente.families FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_emergency_recovery_updated_at BEFORE UPDATE ON ente.families FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_entity_data_updated_at BEFORE UPDATE ON ente.entity_data FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_events_updated_at BEFORE UPDATE ON ente.events FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_families_updated_at BEFORE UPDATE ON ente.families FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_legacy_kit_recovery_session_updated_at BEFORE UPDATE ON ente.legacy_kit_recovery_session FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_legacy_kit_updated_at BEFORE UPDATE ON ente.legacy_kit FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_object_keys_updated_at BEFORE UPDATE ON ente.object_keys FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_public_collection_tokens_updated_at BEFORE UPDATE ON ente.public_collection_tokens FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_public_file_tokens_updated_at BEFORE UPDATE ON ente.public_file_tokens FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_push_tokens_updated_at BEFORE UPDATE ON ente.push_tokens FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_queue_updated_at BEFORE UPDATE ON ente.queue FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_reactions_updated_at BEFORE UPDATE ON ente.reactions FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_remote_store_updated_at BEFORE UPDATE ON ente.remote_store FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_srp_auth_updated_at BEFORE UPDATE ON ente.srp_auth FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_srp_sessions_updated_at BEFORE UPDATE ON ente.srp_sessions FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_trash_updated_at BEFORE UPDATE ON ente.trash FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_two_factor_recovery_updated_at BEFORE UPDATE ON ente.two_factor_recovery FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

CREATE TRIGGER update_user_attachments_updated_at BEFORE UPDATE ON ente.user_attachments FOR EACH ROW EXECUTE FUNCTION ente.trigger_updated_at_microseconds_column();

ALTER TABLE ONLY ente.authenticator_entity
    ADD CONSTRAINT fk_authenticator_key_user_id FOREIGN KEY (user_id) REFERENCES ente.authenticator_key(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.authenticator_key
    ADD CONSTRAINT fk_authenticator_key_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collection_files
    ADD CONSTRAINT fk_collection_files_collection_id FOREIGN KEY (collection_id) REFERENCES ente.collections(collection_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collection_files
    ADD CONSTRAINT fk_collection_files_file_id FOREIGN KEY (file_id) REFERENCES ente.files(file_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collection_shares
    ADD CONSTRAINT fk_collection_shares_collection_id FOREIGN KEY (collection_id) REFERENCES ente.collections(collection_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collection_shares
    ADD CONSTRAINT fk_collection_shares_from_user_id FOREIGN KEY (from_user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collection_shares
    ADD CONSTRAINT fk_collection_shares_to_user_id FOREIGN KEY (to_user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.collections
    ADD CONSTRAINT fk_collections_owner_id FOREIGN KEY (owner_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.comments
    ADD CONSTRAINT fk_comments_anon_user FOREIGN KEY (anon_user_id) REFERENCES ente.anon_users(id);

ALTER TABLE ONLY ente.contact_entity
    ADD CONSTRAINT fk_contact_entity_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.embeddings
    ADD CONSTRAINT fk_embeddings_file_id FOREIGN KEY (file_id) REFERENCES ente.files(file_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.emergency_contact
    ADD CONSTRAINT fk_emergency_contact_emergency_contact_id FOREIGN KEY (emergency_contact_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.emergency_contact
    ADD CONSTRAINT fk_emergency_contact_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.emergency_recovery
    ADD CONSTRAINT fk_emergency_recovery_emergency_contact_id FOREIGN KEY (emergency_contact_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.emergency_recovery
    ADD CONSTRAINT fk_emergency_recovery_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.entity_key
    ADD CONSTRAINT fk_entity_key_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.entity_data
    ADD CONSTRAINT fk_entity_key_user_id_and_type FOREIGN KEY (user_id, type) REFERENCES ente.entity_key(user_id, type) ON DELETE CASCADE;

ALTER TABLE ONLY ente.families
    ADD CONSTRAINT fk_family_admin_id FOREIGN KEY (admin_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.files
    ADD CONSTRAINT fk_files_owner_id FOREIGN KEY (owner_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.key_attributes
    ADD CONSTRAINT fk_key_attributes_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.notification_history
    ADD CONSTRAINT fk_notification_history_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.object_copies
    ADD CONSTRAINT fk_object_copies_object_key FOREIGN KEY (object_key) REFERENCES ente.object_keys(object_key) ON DELETE CASCADE;

ALTER TABLE ONLY ente.object_keys
    ADD CONSTRAINT fk_object_keys_file_id FOREIGN KEY (file_id) REFERENCES ente.files(file_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.passkey_credentials
    ADD CONSTRAINT fk_passkey_credentials_passkey_id FOREIGN KEY (passkey_id) REFERENCES ente.passkeys(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.passkey_login_sessions
    ADD CONSTRAINT fk_passkey_login_sessions_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.passkeys
    ADD CONSTRAINT fk_passkeys_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.public_abuse_report
    ADD CONSTRAINT fk_public_abuse_report_token_id FOREIGN KEY (share_id) REFERENCES ente.public_collection_tokens(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.public_file_tokens_access_history
    ADD CONSTRAINT fk_public_file_history_token_id FOREIGN KEY (id) REFERENCES ente.public_file_tokens(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.public_collection_access_history
    ADD CONSTRAINT fk_public_history_token_id FOREIGN KEY (share_id) REFERENCES ente.public_collection_tokens(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.public_collection_tokens
    ADD CONSTRAINT fk_public_tokens_collection_id FOREIGN KEY (collection_id) REFERENCES ente.collections(collection_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.push_tokens
    ADD CONSTRAINT fk_push_tokens_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.reactions
    ADD CONSTRAINT fk_reactions_anon_user FOREIGN KEY (anon_user_id) REFERENCES ente.anon_users(id);

ALTER TABLE ONLY ente.remote_store
    ADD CONSTRAINT fk_remote_store_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.two_factor_sessions
    ADD CONSTRAINT fk_sessions_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.srp_auth
    ADD CONSTRAINT fk_srp_auth_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.subscription_logs
    ADD CONSTRAINT fk_subscription_logs_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.subscriptions
    ADD CONSTRAINT fk_subscriptions_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.temp_srp_setup
    ADD CONSTRAINT fk_temp_srp_setup_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.tokens
    ADD CONSTRAINT fk_tokens_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.trash
    ADD CONSTRAINT fk_trash_keys_collection_files FOREIGN KEY (file_id, collection_id) REFERENCES ente.collection_files(file_id, collection_id);

ALTER TABLE ONLY ente.two_factor_used_codes
    ADD CONSTRAINT fk_two_factor_used_codes_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.temp_two_factor
    ADD CONSTRAINT fk_two_factor_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.two_factor
    ADD CONSTRAINT fk_two_factor_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.usage
    ADD CONSTRAINT fk_usage_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.user_attachments
    ADD CONSTRAINT fk_user_attachments_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.webauthn_sessions
    ADD CONSTRAINT fk_webauthn_sessions_user_id FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.legacy_kit_challenge
    ADD CONSTRAINT legacy_kit_challenge_kit_id_fkey FOREIGN KEY (kit_id) REFERENCES ente.legacy_kit(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.legacy_kit_recovery_session
    ADD CONSTRAINT legacy_kit_recovery_session_kit_id_fkey FOREIGN KEY (kit_id) REFERENCES ente.legacy_kit(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.legacy_kit_recovery_session_token
    ADD CONSTRAINT legacy_kit_recovery_session_token_session_id_fkey FOREIGN KEY (session_id) REFERENCES ente.legacy_kit_recovery_session(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.legacy_kit_recovery_session
    ADD CONSTRAINT legacy_kit_recovery_session_user_id_fkey FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.legacy_kit
    ADD CONSTRAINT legacy_kit_user_id_fkey FOREIGN KEY (user_id) REFERENCES ente.users(user_id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.memory_share_files
    ADD CONSTRAINT memory_share_files_memory_share_id_fkey FOREIGN KEY (memory_share_id) REFERENCES ente.memory_shares(id) ON DELETE CASCADE;

ALTER TABLE ONLY ente.memory_shares
    ADD CONSTRAINT memory_shares_user_id_fkey FOREIGN KEY (user_id) REFERENCES ente.users(user_id);

RESET check_function_bodies;
`,
  cleans: [
    {
      table: "ente.otts",
      clock: "expiration_time",
      retention: "expiration_time passed, every minute",
      source: "server/pkg/repo/userauth.go:44",
      note: "cron RemoveExpiredOTTs (server/cmd/museum/main.go:1250-1252)",
    },
    {
      table: "ente.tokens",
      clock: "last_used_at",
      retention: "427d (deletedTokenRetentionDays, server/cmd/museum/main.go:1247), daily",
      source: "server/pkg/repo/userauth.go:187",
      note: "only tokens already marked deleted (is_deleted, a logout or revocation); main.go:1255",
    },
    {
      table: "ente.casting",
      clock: "last_used_at",
      retention: "7d, daily; 60 minutes for unclaimed codes, every 45 minutes",
      source: "server/pkg/repo/cast/repo.go:127",
      note: "DeleteOldSessions (main.go:1256); DeleteUnclaimedCodes (cast/repo.go:115, main.go:1327) for codes with no collection that are not deleted",
    },
    {
      table: "ente.public_collection_access_history",
      clock: "updated_at of its link (public_collection_tokens)",
      retention: "30d after the link was disabled, daily",
      source: "server/pkg/repo/public/collection_link.go:233",
      note: "only the history of disabled links (is_disabled); main.go:1257",
    },
    {
      table: "ente.public_file_tokens_access_history",
      clock: "updated_at of its link (public_file_tokens)",
      retention: "30d after the link was disabled, daily",
      source: "server/pkg/repo/public/file_link.go:307",
      note: "only the history of disabled links (is_disabled); main.go:1258",
    },
    {
      table: "ente.public_paste_tokens",
      clock: "expires_at",
      retention: "expires_at passed, every 30 minutes",
      source: "server/pkg/repo/public/paste.go:95-96",
      note: "main.go:1261-1263; a paste is also deleted when read (paste.go:72)",
    },
    {
      table: "ente.two_factor_sessions",
      clock: "expiration_time",
      retention: "expiration_time passed, every minute",
      source: "server/pkg/repo/twofactor.go:47",
      note: "main.go:1266",
    },
    {
      table: "ente.two_factor_used_codes",
      clock: "used_at",
      retention: "90 seconds, every minute",
      source: "server/pkg/repo/twofactor.go:171",
      note: "main.go:1268",
    },
    {
      table: "ente.temp_two_factor",
      clock: "expiration_time",
      retention: "expiration_time passed, every minute",
      source: "server/pkg/repo/twofactor.go:123",
      note: "main.go:1270-1272",
    },
    {
      table: "ente.webauthn_sessions",
      clock: "expires_at",
      retention: "expires_at passed, every minute",
      source: "server/pkg/repo/passkey/passkey.go:789",
      note: "RemoveExpiredPasskeySessions (main.go:1274-1276)",
    },
    {
      table: "ente.passkey_login_sessions",
      clock: "expiration_time",
      retention: "expiration_time passed, every minute",
      source: "server/pkg/repo/passkey/passkey.go:795",
      note: "same cron (main.go:1275)",
    },
    {
      table: "ente.task_lock",
      clock: "lock_until",
      retention: "lock_until passed, hourly",
      source: "server/pkg/repo/tasklock.go:87",
      note: "main.go:1281-1287",
    },
    {
      table: "ente.srp_sessions",
      clock: "created_at",
      retention: "1d, daily",
      source: "server/pkg/repo/srp.go:189-192",
      note: "only fake sessions (is_fake, made for unknown emails); real sessions are never deleted; main.go:1339-1347",
    },
    {
      table: "ente.push_tokens",
      clock: "updated_at",
      retention: "61d (tokenExpiryDurationInDays, server/pkg/controller/push.go:58), daily",
      source: "server/pkg/repo/push.go:52",
      note: "ClearExpiredTokens (server/pkg/controller/push.go:142-149, main.go:1361-1363)",
    },
    {
      table: "ente.temp_objects",
      clock: "expiration_time",
      retention: "expiration_time passed (uploads never reported), a background worker",
      source: "server/pkg/repo/object_cleanup.go:94-99",
      note: "deleted at object_cleanup.go:150-158 after the object is removed from the bucket; only when the hot data center is Backblaze B2 (server/pkg/controller/object_cleanup.go:59), and not with jobs.cron.skip (main.go:1218)",
    },
    {
      table: "ente.object_keys",
      clock:
        "updated_at (set by its trigger when the key is marked deleted) / created_at of its deleteObject queue item",
      retention:
        "45d after the file's deletion (DeleteObjectQueue, server/pkg/repo/queue.go:24), every 8 minutes",
      source: "server/pkg/repo/object.go:303",
      note: "only keys marked deleted (is_deleted, server/pkg/repo/object.go:351), once the object is removed from every data center; CleanupDeletedFiles (server/pkg/controller/file.go:839-944, main.go:1289-1291)",
    },
  ],
  shouldAsk: [
    {
      table: "ente.events",
      why: "client analytics events (event, app, platform, data jsonb) with the user's id, created_at; never deleted",
    },
    {
      table: "ente.public_abuse_report",
      why: "abuse reports on public links with the reporter's IP address and user agent, the URL and the reason, created_at; never deleted (only with its link)",
    },
    {
      table: "ente.temp_srp_setup",
      why: "SRP setup attempts (the user's salt and verifier) kept after the setup is done or abandoned, created_at; deleted only with the account",
    },
    {
      table: "ente.data_cleanup",
      why: "one row per deleted account (user id, stage, created_at), kept after the deletion is completed",
    },
    {
      table: "ente.object_copies",
      why: "emptied by age only by ON DELETE CASCADE with its object_keys row (fk_object_copies_object_key); also deleted when a file is replaced",
    },
  ],
  neverDelete: [
    "ente.users",
    "ente.key_attributes",
    "ente.srp_auth",
    "ente.two_factor",
    "ente.two_factor_recovery",
    "ente.passkeys",
    "ente.passkey_credentials",
    "ente.authenticator_key",
    "ente.authenticator_entity",
    "ente.entity_key",
    "ente.entity_data",
    "ente.contact_entity",
    "ente.user_attachments",
    "ente.remote_store",
    "ente.files",
    "ente.file_data",
    "ente.embeddings",
    "ente.collections",
    "ente.collection_files",
    "ente.collection_shares",
    "ente.public_collection_tokens",
    "ente.public_file_tokens",
    "ente.memory_shares",
    "ente.memory_share_files",
    "ente.comments",
    "ente.reactions",
    "ente.anon_users",
    "ente.trash",
    "ente.subscriptions",
    "ente.subscription_logs",
    "ente.storage_bonus",
    "ente.referral_codes",
    "ente.referral_tracking",
    "ente.discount_coupons",
    "ente.usage",
    "ente.families",
    "ente.emergency_contact",
    "ente.legacy_kit",
    "ente.schema_migrations",
  ],
};
