import type { CorpusApp } from "../types.js";

// Matrix Synapse homeserver. Timestamps are bigint epoch milliseconds throughout (users.creation_ts is seconds).
// Cleanup read from the looping_call / background-process jobs in synapse/storage/databases/main/*.py,
// synapse/handlers/{auth,device,message,pagination}.py, synapse/media/*.py and synapse/util/task_scheduler.py.
// Not listed as cleaned: one-off OTK cleanup (end_to_end_keys.py:1558, a single background task), state-group
// garbage collection (state_groups_pending_deletion, a work queue with a 10-minute delay), delayed_events (deleted when
// sent/cancelled), device_inbox / device_federation_outbox (deleted when acknowledged by stream position),
// presence_stream (superseded rows), redaction censoring (redaction_retention_period 7d rewrites event_json, deletes nothing).
export const app: CorpusApp = {
  name: "synapse",
  framework: "python",
  source: {
    repo: "element-hq/synapse",
    commit: "a58ad44eb0ce3cc14153f921206f322e17339dc5",
    schemaFrom:
      "synapse/storage/schema/{common,main,state}/full_schemas/72/full.sql.postgres + every delta 73..94 replayed into PostgreSQL 15 (Postgres branches of the .py deltas applied by hand) + the indexes/constraint validations of the background updates; 74 of 169 tables",
  },
  schemas: ["synapse"],
  schemaSql: `-- Matrix Synapse (element-hq/synapse @ a58ad44eb0ce3cc14153f921206f322e17339dc5), PostgreSQL.
-- Built by loading synapse/storage/schema/{common,main,state}/full_schemas/72/full.sql.postgres
-- and applying every delta in synapse/storage/schema/*/delta/73..94 (SCHEMA_VERSION = 94 in
-- synapse/storage/schema/__init__.py:22) in Synapse's order (prepare_database.py:428-489),
-- with $%AUTO_INCREMENT_PRIMARY_KEY%$ expanded as engines/postgres.py:258 does and the
-- Postgres branches of the .py deltas (74/04, 78/01, 78/02, 78/03event_extremities, 93/04) applied;
-- then the end state of the background updates that create indexes / validate constraints on
-- these tables (register_background_index_update / register_background_validate_constraint
-- calls in synapse/storage/databases/main/*.py). Subset: 74 of the 169 tables.
-- Synapse keeps its tables in the search_path schema (public); here they are in schema synapse.
-- Trigger function bodies are schema-qualified here so that they work without search_path.
CREATE SCHEMA synapse;
SET search_path TO synapse;

-- main/delta/74/04_membership_tables_event_stream_ordering_triggers.py (Postgres branch)
CREATE FUNCTION synapse.check_event_stream_ordering() RETURNS trigger LANGUAGE plpgsql AS $BODY$
BEGIN
    IF EXISTS (
        SELECT 1 FROM synapse.events
        WHERE events.event_id = NEW.event_id
           AND events.stream_ordering != NEW.event_stream_ordering
    ) THEN
        RAISE EXCEPTION 'Incorrect event_stream_ordering';
    END IF;
    RETURN NEW;
END;
$BODY$;

-- main/delta/79/05_read_write_locks_triggers.sql.postgres
CREATE FUNCTION synapse.upsert_read_write_lock_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO synapse.worker_read_write_locks_mode (lock_name, lock_key, write_lock, token)
        VALUES (NEW.lock_name, NEW.lock_key, NEW.write_lock, NEW.token)
        ON CONFLICT (lock_name, lock_key)
        DO UPDATE SET write_lock = NEW.write_lock, token = NEW.token;
    RETURN NEW;
END
$$;

CREATE FUNCTION synapse.delete_read_write_lock_parent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    new_token TEXT;
BEGIN
    SELECT token INTO new_token FROM synapse.worker_read_write_locks
        WHERE lock_name = OLD.lock_name AND lock_key = OLD.lock_key
        LIMIT 1 FOR UPDATE;
    IF NOT FOUND THEN
        DELETE FROM synapse.worker_read_write_locks_mode
            WHERE lock_name = OLD.lock_name AND lock_key = OLD.lock_key AND token = OLD.token;
    ELSE
        UPDATE synapse.worker_read_write_locks_mode
            SET token = new_token
            WHERE lock_name = OLD.lock_name AND lock_key = OLD.lock_key;
    END IF;
    RETURN NEW;
END
$$;

CREATE TABLE access_tokens (
    id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text,
    token text NOT NULL,
    valid_until_ms bigint,
    puppets_user_id text,
    last_validated bigint,
    refresh_token_id bigint,
    used boolean
);

CREATE TABLE account_data (
    user_id text NOT NULL,
    account_data_type text NOT NULL,
    stream_id bigint NOT NULL,
    content text NOT NULL,
    instance_name text
);

CREATE TABLE cache_invalidation_stream_by_instance (
    stream_id bigint NOT NULL,
    instance_name text NOT NULL,
    cache_func text NOT NULL,
    keys text[],
    invalidation_ts bigint
);

CREATE TABLE current_state_events (
    event_id text NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL,
    membership text,
    event_stream_ordering bigint
);

CREATE TABLE destination_rooms (
    destination text NOT NULL,
    room_id text NOT NULL,
    stream_ordering bigint NOT NULL
);

CREATE TABLE destinations (
    destination text NOT NULL,
    retry_last_ts bigint,
    retry_interval bigint,
    failure_ts bigint,
    last_successful_stream_ordering bigint
);

CREATE TABLE device_federation_inbox (
    origin text NOT NULL,
    message_id text NOT NULL,
    received_ts bigint NOT NULL,
    instance_name text
);

CREATE TABLE device_inbox (
    user_id text NOT NULL,
    device_id text NOT NULL,
    stream_id bigint NOT NULL,
    message_json text NOT NULL,
    instance_name text
);

CREATE TABLE device_lists_changes_in_room (
    user_id text NOT NULL,
    device_id text NOT NULL,
    room_id text NOT NULL,
    stream_id bigint NOT NULL,
    converted_to_destinations boolean NOT NULL,
    opentracing_context text,
    instance_name text,
    inserted_ts bigint
);

CREATE TABLE device_lists_outbound_last_success (
    destination text NOT NULL,
    user_id text NOT NULL,
    stream_id bigint NOT NULL
);

CREATE TABLE device_lists_outbound_pokes (
    destination text NOT NULL,
    stream_id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    sent boolean NOT NULL,
    ts bigint NOT NULL,
    opentracing_context text,
    instance_name text
);

CREATE TABLE devices (
    user_id text NOT NULL,
    device_id text NOT NULL,
    display_name text,
    last_seen bigint,
    ip text,
    user_agent text,
    hidden boolean DEFAULT false
);

CREATE TABLE e2e_device_keys_json (
    user_id text NOT NULL,
    device_id text NOT NULL,
    ts_added_ms bigint NOT NULL,
    key_json text NOT NULL
);

CREATE TABLE e2e_room_keys (
    user_id text NOT NULL,
    room_id text NOT NULL,
    session_id text NOT NULL,
    version bigint NOT NULL,
    first_message_index integer,
    forwarded_count integer,
    is_verified boolean,
    session_data text NOT NULL
);

CREATE TABLE event_edges (
    event_id text NOT NULL,
    prev_event_id text NOT NULL,
    room_id text,
    is_state boolean DEFAULT false NOT NULL
);

CREATE TABLE event_expiry (
    event_id text NOT NULL,
    expiry_ts bigint NOT NULL
);

CREATE TABLE event_forward_extremities (
    event_id text NOT NULL,
    room_id text NOT NULL
);

CREATE TABLE event_json (
    event_id text NOT NULL,
    room_id text NOT NULL,
    internal_metadata text NOT NULL,
    json text NOT NULL,
    format_version integer
);

CREATE TABLE event_push_actions (
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    profile_tag character varying(32),
    actions text NOT NULL,
    topological_ordering bigint,
    stream_ordering bigint,
    notif smallint,
    highlight smallint,
    unread smallint,
    thread_id text,
    CONSTRAINT event_push_actions_thread_id CHECK ((thread_id IS NOT NULL))
);

CREATE TABLE event_push_actions_staging (
    event_id text NOT NULL,
    user_id text NOT NULL,
    actions text NOT NULL,
    notif smallint NOT NULL,
    highlight smallint NOT NULL,
    unread smallint,
    thread_id text,
    inserted_ts bigint DEFAULT (EXTRACT(epoch FROM now()) * (1000)::numeric),
    CONSTRAINT event_push_actions_staging_thread_id CHECK ((thread_id IS NOT NULL))
);

CREATE TABLE event_push_summary (
    user_id text NOT NULL,
    room_id text NOT NULL,
    notif_count bigint NOT NULL,
    stream_ordering bigint NOT NULL,
    unread_count bigint,
    last_receipt_stream_ordering bigint,
    thread_id text,
    CONSTRAINT event_push_summary_thread_id CHECK ((thread_id IS NOT NULL))
);

CREATE TABLE event_relations (
    event_id text NOT NULL,
    relates_to_id text NOT NULL,
    relation_type text NOT NULL,
    aggregation_key text
);

CREATE TABLE event_reports (
    id bigint NOT NULL,
    received_ts bigint NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    reason text,
    content text
);

CREATE TABLE event_txn_id_device_id (
    event_id text NOT NULL,
    room_id text NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    txn_id text NOT NULL,
    inserted_ts bigint NOT NULL
);

CREATE TABLE events (
    topological_ordering bigint NOT NULL,
    event_id text NOT NULL,
    type text NOT NULL,
    room_id text NOT NULL,
    content text,
    unrecognized_keys text,
    processed boolean NOT NULL,
    outlier boolean NOT NULL,
    depth bigint DEFAULT 0 NOT NULL,
    origin_server_ts bigint,
    received_ts bigint,
    sender text,
    contains_url boolean,
    instance_name text,
    stream_ordering bigint,
    state_key text,
    rejection_reason text
);

CREATE TABLE local_current_membership (
    room_id text NOT NULL,
    user_id text NOT NULL,
    event_id text NOT NULL,
    membership text NOT NULL,
    event_stream_ordering bigint
);

CREATE TABLE local_media_repository (
    media_id text,
    media_type text,
    media_length integer,
    created_ts bigint,
    upload_name text,
    user_id text,
    quarantined_by text,
    url_cache text,
    last_access_ts bigint,
    safe_from_quarantine boolean DEFAULT false NOT NULL,
    authenticated boolean DEFAULT false NOT NULL,
    sha256 text
);

CREATE TABLE local_media_repository_thumbnails (
    media_id text,
    thumbnail_width integer,
    thumbnail_height integer,
    thumbnail_type text,
    thumbnail_method text,
    thumbnail_length integer
);

CREATE TABLE local_media_repository_url_cache (
    url text,
    response_code integer,
    etag text,
    expires_ts bigint,
    og text,
    media_id text,
    download_ts bigint
);

CREATE TABLE login_tokens (
    token text NOT NULL,
    user_id text NOT NULL,
    expiry_ts bigint NOT NULL,
    used_ts bigint,
    auth_provider_id text,
    auth_provider_session_id text
);

CREATE TABLE monthly_active_users (
    user_id text NOT NULL,
    "timestamp" bigint NOT NULL
);

CREATE TABLE open_id_tokens (
    token text NOT NULL,
    ts_valid_until_ms bigint NOT NULL,
    user_id text NOT NULL
);

CREATE TABLE presence_stream (
    stream_id bigint,
    user_id text,
    state text,
    last_active_ts bigint,
    last_federation_update_ts bigint,
    last_user_sync_ts bigint,
    status_msg text,
    currently_active boolean,
    instance_name text
);

CREATE TABLE profiles (
    user_id text NOT NULL,
    displayname text,
    avatar_url text,
    full_user_id text,
    fields jsonb,
    CONSTRAINT full_user_id_not_null CHECK ((full_user_id IS NOT NULL))
);

CREATE TABLE pushers (
    id bigint NOT NULL,
    user_name text NOT NULL,
    access_token bigint,
    profile_tag text NOT NULL,
    kind text NOT NULL,
    app_id text NOT NULL,
    app_display_name text NOT NULL,
    device_display_name text NOT NULL,
    pushkey text NOT NULL,
    ts bigint NOT NULL,
    lang text,
    data text,
    last_stream_ordering bigint,
    last_success bigint,
    failing_since bigint,
    enabled boolean,
    device_id text,
    instance_name text
);

CREATE TABLE receipts_linearized (
    stream_id bigint NOT NULL,
    room_id text NOT NULL,
    receipt_type text NOT NULL,
    user_id text NOT NULL,
    event_id text NOT NULL,
    data text NOT NULL,
    instance_name text,
    event_stream_ordering bigint,
    thread_id text
);

CREATE TABLE received_transactions (
    transaction_id text,
    origin text,
    ts bigint,
    response_code integer,
    response_json bytea,
    has_been_referenced smallint DEFAULT 0
);

CREATE TABLE redactions (
    event_id text NOT NULL,
    redacts text NOT NULL,
    have_censored boolean DEFAULT false NOT NULL,
    received_ts bigint,
    recheck boolean DEFAULT true NOT NULL
);

CREATE TABLE refresh_tokens (
    id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    token text NOT NULL,
    next_token_id bigint,
    expiry_ts bigint,
    ultimate_session_expiry_ts bigint
);

CREATE TABLE registration_tokens (
    token text NOT NULL,
    uses_allowed integer,
    pending integer NOT NULL,
    completed integer NOT NULL,
    expiry_time bigint
);

CREATE TABLE remote_media_cache (
    media_origin text,
    media_id text,
    media_type text,
    created_ts bigint,
    upload_name text,
    media_length integer,
    filesystem_id text,
    last_access_ts bigint,
    quarantined_by text,
    authenticated boolean DEFAULT false NOT NULL,
    sha256 text
);

CREATE TABLE remote_media_cache_thumbnails (
    media_origin text,
    media_id text,
    thumbnail_width integer,
    thumbnail_height integer,
    thumbnail_method text,
    thumbnail_type text,
    thumbnail_length integer,
    filesystem_id text
);

CREATE TABLE room_account_data (
    user_id text NOT NULL,
    room_id text NOT NULL,
    account_data_type text NOT NULL,
    stream_id bigint NOT NULL,
    content text NOT NULL,
    instance_name text
);

CREATE TABLE room_aliases (
    room_alias text NOT NULL,
    room_id text NOT NULL,
    creator text
);

CREATE TABLE room_memberships (
    event_id text NOT NULL,
    user_id text NOT NULL,
    sender text NOT NULL,
    room_id text NOT NULL,
    membership text NOT NULL,
    forgotten integer DEFAULT 0,
    display_name text,
    avatar_url text,
    event_stream_ordering bigint,
    participant boolean DEFAULT false
);

CREATE TABLE rooms (
    room_id text NOT NULL,
    is_public boolean,
    creator text,
    room_version text,
    has_auth_chain_index boolean
);

CREATE TABLE scheduled_tasks (
    id text NOT NULL,
    action text NOT NULL,
    status text NOT NULL,
    "timestamp" bigint NOT NULL,
    resource_id text,
    params text,
    result text,
    error text
);

CREATE TABLE sessions (
    session_type text NOT NULL,
    session_id text NOT NULL,
    value text NOT NULL,
    expiry_time_ms bigint NOT NULL
);

CREATE TABLE sliding_sync_connection_lazy_members (
    connection_key bigint NOT NULL,
    connection_position bigint,
    room_id text NOT NULL,
    user_id text NOT NULL,
    last_seen_ts bigint NOT NULL
);

CREATE TABLE sliding_sync_connection_positions (
    connection_position bigint NOT NULL,
    connection_key bigint NOT NULL,
    created_ts bigint NOT NULL
);

ALTER TABLE sliding_sync_connection_positions ALTER COLUMN connection_position ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME sliding_sync_connection_positions_connection_position_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE sliding_sync_connection_required_state (
    required_state_id bigint NOT NULL,
    connection_key bigint NOT NULL,
    required_state text NOT NULL
);

ALTER TABLE sliding_sync_connection_required_state ALTER COLUMN required_state_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME sliding_sync_connection_required_state_required_state_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE sliding_sync_connection_room_configs (
    connection_position bigint NOT NULL,
    room_id text NOT NULL,
    timeline_limit bigint NOT NULL,
    required_state_id bigint NOT NULL
);

CREATE TABLE sliding_sync_connection_streams (
    connection_position bigint NOT NULL,
    stream text NOT NULL,
    room_id text NOT NULL,
    room_status text NOT NULL,
    last_token text
);

CREATE TABLE sliding_sync_connections (
    connection_key bigint NOT NULL,
    user_id text NOT NULL,
    effective_device_id text NOT NULL,
    conn_id text NOT NULL,
    created_ts bigint NOT NULL,
    last_used_ts bigint
);

ALTER TABLE sliding_sync_connections ALTER COLUMN connection_key ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME sliding_sync_connections_connection_key_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE sticky_events (
    stream_id integer NOT NULL,
    instance_name text NOT NULL,
    event_id text NOT NULL,
    room_id text NOT NULL,
    event_stream_ordering integer NOT NULL,
    sender text NOT NULL,
    expires_at bigint NOT NULL
);

CREATE TABLE stream_ordering_to_exterm (
    stream_ordering bigint NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL
);

CREATE TABLE thread_subscriptions (
    stream_id integer NOT NULL,
    instance_name text NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    subscribed boolean NOT NULL,
    automatic boolean NOT NULL,
    unsubscribed_at_stream_ordering bigint,
    unsubscribed_at_topological_ordering bigint
);

CREATE TABLE threads (
    room_id text NOT NULL,
    thread_id text NOT NULL,
    latest_event_id text NOT NULL,
    topological_ordering bigint NOT NULL,
    stream_ordering bigint NOT NULL
);

CREATE TABLE threepid_validation_session (
    session_id text NOT NULL,
    medium text NOT NULL,
    address text NOT NULL,
    client_secret text NOT NULL,
    last_send_attempt bigint NOT NULL,
    validated_at bigint
);

CREATE TABLE threepid_validation_token (
    token text NOT NULL,
    session_id text NOT NULL,
    next_link text,
    expires bigint NOT NULL
);

CREATE TABLE ui_auth_sessions (
    session_id text NOT NULL,
    creation_time bigint NOT NULL,
    serverdict text NOT NULL,
    clientdict text NOT NULL,
    uri text NOT NULL,
    method text NOT NULL,
    description text NOT NULL
);

CREATE TABLE ui_auth_sessions_credentials (
    session_id text NOT NULL,
    stage_type text NOT NULL,
    result text NOT NULL
);

CREATE TABLE ui_auth_sessions_ips (
    session_id text NOT NULL,
    ip text NOT NULL,
    user_agent text NOT NULL
);

CREATE TABLE user_daily_visits (
    user_id text NOT NULL,
    device_id text,
    "timestamp" bigint NOT NULL,
    user_agent text
);

CREATE TABLE user_external_ids (
    auth_provider text NOT NULL,
    external_id text NOT NULL,
    user_id text NOT NULL
);

CREATE TABLE user_filters (
    user_id text NOT NULL,
    filter_id bigint NOT NULL,
    filter_json bytea NOT NULL,
    full_user_id text,
    CONSTRAINT full_user_id_not_null CHECK ((full_user_id IS NOT NULL))
);

CREATE TABLE user_ips (
    user_id text NOT NULL,
    access_token text NOT NULL,
    device_id text,
    ip text NOT NULL,
    user_agent text NOT NULL,
    last_seen bigint NOT NULL
);

CREATE TABLE user_reports (
    id bigint NOT NULL,
    received_ts bigint NOT NULL,
    target_user_id text NOT NULL,
    user_id text NOT NULL,
    reason text NOT NULL
);

CREATE TABLE user_threepids (
    user_id text NOT NULL,
    medium text NOT NULL,
    address text NOT NULL,
    validated_at bigint NOT NULL,
    added_at bigint NOT NULL
);

CREATE TABLE users (
    name text,
    password_hash text,
    creation_ts bigint,
    admin smallint DEFAULT 0 NOT NULL,
    upgrade_ts bigint,
    is_guest smallint DEFAULT 0 NOT NULL,
    appservice_id text,
    consent_version text,
    consent_server_notice_sent text,
    user_type text,
    deactivated smallint DEFAULT 0 NOT NULL,
    shadow_banned boolean,
    consent_ts bigint,
    approved boolean,
    locked boolean DEFAULT false NOT NULL,
    suspended boolean DEFAULT false NOT NULL
);

CREATE TABLE users_to_send_full_presence_to (
    user_id text NOT NULL,
    presence_stream_id bigint
);

CREATE TABLE worker_locks (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    instance_name text NOT NULL,
    token text NOT NULL,
    last_renewed_ts bigint NOT NULL
);

CREATE UNLOGGED TABLE worker_read_write_locks (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    instance_name text NOT NULL,
    write_lock boolean NOT NULL,
    token text NOT NULL,
    last_renewed_ts bigint NOT NULL
);

CREATE UNLOGGED TABLE worker_read_write_locks_mode (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    write_lock boolean NOT NULL,
    token text NOT NULL
);

ALTER TABLE ONLY access_tokens
    ADD CONSTRAINT access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY access_tokens
    ADD CONSTRAINT access_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY account_data
    ADD CONSTRAINT account_data_uniqueness UNIQUE (user_id, account_data_type);

ALTER TABLE ONLY current_state_events
    ADD CONSTRAINT current_state_events_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY current_state_events
    ADD CONSTRAINT current_state_events_room_id_type_state_key_key UNIQUE (room_id, type, state_key);

ALTER TABLE ONLY destination_rooms
    ADD CONSTRAINT destination_rooms_pkey PRIMARY KEY (destination, room_id);

ALTER TABLE ONLY destinations
    ADD CONSTRAINT destinations_pkey PRIMARY KEY (destination);

ALTER TABLE ONLY devices
    ADD CONSTRAINT device_uniqueness UNIQUE (user_id, device_id);

ALTER TABLE ONLY e2e_device_keys_json
    ADD CONSTRAINT e2e_device_keys_json_uniqueness UNIQUE (user_id, device_id);

ALTER TABLE ONLY event_expiry
    ADD CONSTRAINT event_expiry_pkey PRIMARY KEY (event_id);

ALTER TABLE ONLY event_forward_extremities
    ADD CONSTRAINT event_forward_extremities_event_id_room_id_key UNIQUE (event_id, room_id);

ALTER TABLE ONLY event_push_actions
    ADD CONSTRAINT event_id_user_id_profile_tag_uniqueness UNIQUE (room_id, event_id, user_id, profile_tag);

ALTER TABLE ONLY event_json
    ADD CONSTRAINT event_json_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY event_reports
    ADD CONSTRAINT event_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY events
    ADD CONSTRAINT events_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY local_media_repository
    ADD CONSTRAINT local_media_repository_media_id_key UNIQUE (media_id);

ALTER TABLE ONLY login_tokens
    ADD CONSTRAINT login_tokens_pkey PRIMARY KEY (token);

ALTER TABLE ONLY user_threepids
    ADD CONSTRAINT medium_address UNIQUE (medium, address);

ALTER TABLE ONLY open_id_tokens
    ADD CONSTRAINT open_id_tokens_pkey PRIMARY KEY (token);

ALTER TABLE ONLY profiles
    ADD CONSTRAINT profiles_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY pushers
    ADD CONSTRAINT pushers2_app_id_pushkey_user_name_key UNIQUE (app_id, pushkey, user_name);

ALTER TABLE ONLY pushers
    ADD CONSTRAINT pushers2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY receipts_linearized
    ADD CONSTRAINT receipts_linearized_uniqueness_thread UNIQUE (room_id, receipt_type, user_id, thread_id);

ALTER TABLE ONLY received_transactions
    ADD CONSTRAINT received_transactions_transaction_id_origin_key UNIQUE (transaction_id, origin);

ALTER TABLE ONLY redactions
    ADD CONSTRAINT redactions_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY registration_tokens
    ADD CONSTRAINT registration_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY remote_media_cache
    ADD CONSTRAINT remote_media_cache_media_origin_media_id_key UNIQUE (media_origin, media_id);

ALTER TABLE ONLY room_account_data
    ADD CONSTRAINT room_account_data_uniqueness UNIQUE (user_id, room_id, account_data_type);

ALTER TABLE ONLY room_aliases
    ADD CONSTRAINT room_aliases_room_alias_key UNIQUE (room_alias);

ALTER TABLE ONLY room_memberships
    ADD CONSTRAINT room_memberships_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY rooms
    ADD CONSTRAINT rooms_pkey PRIMARY KEY (room_id);

ALTER TABLE ONLY scheduled_tasks
    ADD CONSTRAINT scheduled_tasks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_session_type_session_id_key UNIQUE (session_type, session_id);

ALTER TABLE ONLY sliding_sync_connection_positions
    ADD CONSTRAINT sliding_sync_connection_positions_pkey PRIMARY KEY (connection_position);

ALTER TABLE ONLY sliding_sync_connection_required_state
    ADD CONSTRAINT sliding_sync_connection_required_state_pkey PRIMARY KEY (required_state_id);

ALTER TABLE ONLY sliding_sync_connections
    ADD CONSTRAINT sliding_sync_connections_pkey PRIMARY KEY (connection_key);

ALTER TABLE ONLY sticky_events
    ADD CONSTRAINT sticky_events_event_stream_ordering_key UNIQUE (event_stream_ordering);

ALTER TABLE ONLY sticky_events
    ADD CONSTRAINT sticky_events_pkey PRIMARY KEY (stream_id);

ALTER TABLE ONLY thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_pkey PRIMARY KEY (stream_id);

ALTER TABLE ONLY thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_room_id_event_id_user_id_key UNIQUE (room_id, event_id, user_id);

ALTER TABLE ONLY threads
    ADD CONSTRAINT threads_uniqueness UNIQUE (room_id, thread_id);

ALTER TABLE ONLY threepid_validation_session
    ADD CONSTRAINT threepid_validation_session_pkey PRIMARY KEY (session_id);

ALTER TABLE ONLY threepid_validation_token
    ADD CONSTRAINT threepid_validation_token_pkey PRIMARY KEY (token);

ALTER TABLE ONLY ui_auth_sessions_credentials
    ADD CONSTRAINT ui_auth_sessions_credentials_session_id_stage_type_key UNIQUE (session_id, stage_type);

ALTER TABLE ONLY ui_auth_sessions_ips
    ADD CONSTRAINT ui_auth_sessions_ips_session_id_ip_user_agent_key UNIQUE (session_id, ip, user_agent);

ALTER TABLE ONLY ui_auth_sessions
    ADD CONSTRAINT ui_auth_sessions_session_id_key UNIQUE (session_id);

ALTER TABLE ONLY user_external_ids
    ADD CONSTRAINT user_external_ids_auth_provider_external_id_key UNIQUE (auth_provider, external_id);

ALTER TABLE ONLY user_reports
    ADD CONSTRAINT user_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_name_key UNIQUE (name);

ALTER TABLE ONLY users_to_send_full_presence_to
    ADD CONSTRAINT users_to_send_full_presence_to_pkey PRIMARY KEY (user_id);

CREATE INDEX access_tokens_device_id ON access_tokens USING btree (user_id, device_id);

CREATE INDEX access_tokens_refresh_token_id_idx ON access_tokens USING btree (refresh_token_id);

CREATE INDEX account_data_stream_id ON account_data USING btree (user_id, stream_id);

CREATE UNIQUE INDEX cache_invalidation_stream_by_instance_id ON cache_invalidation_stream_by_instance USING btree (stream_id);

CREATE INDEX cache_invalidation_stream_by_instance_instance_index ON cache_invalidation_stream_by_instance USING btree (instance_name, stream_id);

CREATE INDEX current_state_events_member_index ON current_state_events USING btree (state_key) WHERE (type = 'm.room.member'::text);

CREATE INDEX current_state_events_members_room_index ON current_state_events USING btree (room_id, membership) WHERE (type = 'm.room.member'::text);

CREATE INDEX current_state_events_stream_ordering_idx ON current_state_events USING btree (event_stream_ordering);

CREATE INDEX destination_rooms_room_id ON destination_rooms USING btree (room_id);

CREATE INDEX device_federation_inbox_received_ts_index ON device_federation_inbox USING btree (received_ts);

CREATE INDEX device_federation_inbox_sender_id ON device_federation_inbox USING btree (origin, message_id);

CREATE INDEX device_inbox_stream_id_user_id ON device_inbox USING btree (stream_id, user_id);

CREATE INDEX device_inbox_user_stream_id ON device_inbox USING btree (user_id, device_id, stream_id);

CREATE INDEX device_lists_changes_in_room_by_room_idx ON device_lists_changes_in_room USING btree (room_id, stream_id);

CREATE INDEX device_lists_changes_in_room_inserted_ts_idx ON device_lists_changes_in_room USING btree (inserted_ts) WHERE (inserted_ts IS NOT NULL);

CREATE UNIQUE INDEX device_lists_changes_in_stream_id ON device_lists_changes_in_room USING btree (stream_id, room_id);

CREATE INDEX device_lists_changes_in_stream_id_unconverted ON device_lists_changes_in_room USING btree (stream_id) WHERE (NOT converted_to_destinations);

CREATE UNIQUE INDEX device_lists_outbound_last_success_unique_idx ON device_lists_outbound_last_success USING btree (destination, user_id);

CREATE INDEX device_lists_outbound_pokes_id ON device_lists_outbound_pokes USING btree (destination, stream_id);

CREATE INDEX device_lists_outbound_pokes_stream ON device_lists_outbound_pokes USING btree (stream_id);

CREATE INDEX device_lists_outbound_pokes_user ON device_lists_outbound_pokes USING btree (destination, user_id);

CREATE UNIQUE INDEX e2e_room_keys_with_version_idx ON e2e_room_keys USING btree (user_id, version, room_id, session_id);

CREATE INDEX ev_edges_prev_id ON event_edges USING btree (prev_event_id);

CREATE INDEX ev_extrem_id ON event_forward_extremities USING btree (event_id);

CREATE INDEX ev_extrem_room ON event_forward_extremities USING btree (room_id);

CREATE INDEX event_contains_url_index ON events USING btree (room_id, topological_ordering, stream_ordering) WHERE ((contains_url = true) AND (outlier = false));

CREATE UNIQUE INDEX event_edges_event_id_prev_event_id_idx ON event_edges USING btree (event_id, prev_event_id);

CREATE INDEX event_expiry_expiry_ts_idx ON event_expiry USING btree (expiry_ts);

CREATE INDEX event_push_actions_highlights_index ON event_push_actions USING btree (user_id, room_id, topological_ordering, stream_ordering) WHERE (highlight = 1);

CREATE INDEX event_push_actions_rm_tokens ON event_push_actions USING btree (user_id, room_id, topological_ordering, stream_ordering);

CREATE INDEX event_push_actions_room_id_user_id ON event_push_actions USING btree (room_id, user_id);

CREATE INDEX event_push_actions_staging_id ON event_push_actions_staging USING btree (event_id);

CREATE INDEX event_push_actions_stream_highlight_index ON event_push_actions USING btree (highlight, stream_ordering) WHERE (highlight = 0);

CREATE INDEX event_push_actions_stream_ordering ON event_push_actions USING btree (stream_ordering, user_id);

CREATE INDEX event_push_actions_u_highlight ON event_push_actions USING btree (user_id, stream_ordering);

CREATE INDEX event_push_summary_index_room_id ON event_push_summary USING btree (room_id);

CREATE UNIQUE INDEX event_push_summary_unique_index2 ON event_push_summary USING btree (user_id, room_id, thread_id);

CREATE UNIQUE INDEX event_relations_id ON event_relations USING btree (event_id);

CREATE INDEX event_relations_relates ON event_relations USING btree (relates_to_id, relation_type, aggregation_key);

CREATE UNIQUE INDEX event_txn_id_device_id_event_id ON event_txn_id_device_id USING btree (event_id);

CREATE INDEX event_txn_id_device_id_ts ON event_txn_id_device_id USING btree (inserted_ts);

CREATE UNIQUE INDEX event_txn_id_device_id_txn_id2 ON event_txn_id_device_id USING btree (user_id, device_id, room_id, txn_id);

CREATE INDEX events_jump_to_date_idx ON events USING btree (room_id, origin_server_ts) WHERE (NOT outlier);

CREATE INDEX events_order_room ON events USING btree (room_id, topological_ordering, stream_ordering);

CREATE INDEX events_room_stream ON events USING btree (room_id, stream_ordering);

CREATE UNIQUE INDEX events_stream_ordering ON events USING btree (stream_ordering);

CREATE INDEX events_ts ON events USING btree (origin_server_ts, stream_ordering);

CREATE UNIQUE INDEX local_current_membership_idx ON local_current_membership USING btree (user_id, room_id);

CREATE INDEX local_current_membership_room_idx ON local_current_membership USING btree (room_id);

CREATE INDEX local_current_membership_stream_ordering_idx ON local_current_membership USING btree (event_stream_ordering);

CREATE INDEX local_media_repository_sha256 ON local_media_repository USING btree (sha256) WHERE (sha256 IS NOT NULL);

CREATE UNIQUE INDEX local_media_repository_thumbn_media_id_width_height_method_key ON local_media_repository_thumbnails USING btree (media_id, thumbnail_width, thumbnail_height, thumbnail_type, thumbnail_method);

CREATE INDEX local_media_repository_thumbnails_media_id ON local_media_repository_thumbnails USING btree (media_id);

CREATE INDEX local_media_repository_url_cache_by_url_download_ts ON local_media_repository_url_cache USING btree (url, download_ts);

CREATE INDEX local_media_repository_url_cache_expires_idx ON local_media_repository_url_cache USING btree (expires_ts);

CREATE INDEX local_media_repository_url_cache_media_idx ON local_media_repository_url_cache USING btree (media_id);

CREATE INDEX local_media_repository_url_idx ON local_media_repository USING btree (created_ts) WHERE (url_cache IS NOT NULL);

CREATE INDEX login_tokens_auth_provider_idx ON login_tokens USING btree (auth_provider_id, auth_provider_session_id);

CREATE INDEX login_tokens_expiry_time_idx ON login_tokens USING btree (expiry_ts);

CREATE INDEX monthly_active_users_time_stamp ON monthly_active_users USING btree ("timestamp");

CREATE UNIQUE INDEX monthly_active_users_users ON monthly_active_users USING btree (user_id);

CREATE INDEX open_id_tokens_ts_valid_until_ms ON open_id_tokens USING btree (ts_valid_until_ms);

CREATE INDEX presence_stream_id ON presence_stream USING btree (stream_id, user_id);

CREATE INDEX presence_stream_state_not_offline_idx ON presence_stream USING btree (state) WHERE (state <> 'offline'::text);

CREATE INDEX presence_stream_user_id ON presence_stream USING btree (user_id);

CREATE INDEX public_room_index ON rooms USING btree (is_public);

CREATE INDEX receipts_linearized_event_id ON receipts_linearized USING btree (room_id, event_id);

CREATE INDEX receipts_linearized_id ON receipts_linearized USING btree (stream_id);

CREATE INDEX receipts_linearized_room_stream ON receipts_linearized USING btree (room_id, stream_id);

CREATE UNIQUE INDEX receipts_linearized_unique_index ON receipts_linearized USING btree (room_id, receipt_type, user_id) WHERE (thread_id IS NULL);

CREATE INDEX receipts_linearized_user ON receipts_linearized USING btree (user_id);

CREATE INDEX received_transactions_ts ON received_transactions USING btree (ts);

CREATE INDEX received_ts_idx ON events USING btree (received_ts) WHERE (type = 'm.room.member'::text);

CREATE INDEX redactions_have_censored_ts ON redactions USING btree (received_ts) WHERE (NOT have_censored);

CREATE INDEX redactions_redacts ON redactions USING btree (redacts);

CREATE INDEX refresh_tokens_next_token_id ON refresh_tokens USING btree (next_token_id) WHERE (next_token_id IS NOT NULL);

CREATE INDEX remote_media_cache_sha256 ON remote_media_cache USING btree (sha256) WHERE (sha256 IS NOT NULL);

CREATE UNIQUE INDEX remote_media_repository_thumbn_media_origin_id_width_height_met ON remote_media_cache_thumbnails USING btree (media_origin, media_id, thumbnail_width, thumbnail_height, thumbnail_type, thumbnail_method);

CREATE INDEX room_account_data_room_id ON room_account_data USING btree (room_id);

CREATE INDEX room_account_data_stream_id ON room_account_data USING btree (user_id, stream_id);

CREATE INDEX room_aliases_id ON room_aliases USING btree (room_id);

CREATE INDEX room_membership_user_room_idx ON room_memberships USING btree (user_id, room_id);

CREATE INDEX room_memberships_room_id ON room_memberships USING btree (room_id);

CREATE INDEX room_memberships_stream_ordering_idx ON room_memberships USING btree (event_stream_ordering);

CREATE INDEX room_memberships_user_id ON room_memberships USING btree (user_id);

CREATE INDEX room_memberships_user_room_forgotten ON room_memberships USING btree (user_id, room_id) WHERE (forgotten = 1);

CREATE INDEX scheduled_tasks_status ON scheduled_tasks USING btree (status);

CREATE INDEX scheduled_tasks_timestamp ON scheduled_tasks USING btree ("timestamp");

CREATE INDEX sliding_sync_connection_lazy_members_conn_pos_idx ON sliding_sync_connection_lazy_members USING btree (connection_position) WHERE (connection_position IS NOT NULL);

CREATE UNIQUE INDEX sliding_sync_connection_lazy_members_idx ON sliding_sync_connection_lazy_members USING btree (connection_key, room_id, user_id);

CREATE INDEX sliding_sync_connection_lazy_members_pos_idx ON sliding_sync_connection_lazy_members USING btree (connection_key, connection_position) WHERE (connection_position IS NOT NULL);

CREATE INDEX sliding_sync_connection_positions_key ON sliding_sync_connection_positions USING btree (connection_key);

CREATE INDEX sliding_sync_connection_positions_ts_idx ON sliding_sync_connection_positions USING btree (created_ts);

CREATE INDEX sliding_sync_connection_required_state_conn_pos ON sliding_sync_connection_required_state USING btree (connection_key);

CREATE UNIQUE INDEX sliding_sync_connection_room_configs_idx ON sliding_sync_connection_room_configs USING btree (connection_position, room_id);

CREATE INDEX sliding_sync_connection_room_configs_required_state_id_idx ON sliding_sync_connection_room_configs USING btree (required_state_id);

CREATE UNIQUE INDEX sliding_sync_connection_streams_idx ON sliding_sync_connection_streams USING btree (connection_position, room_id, stream);

CREATE INDEX sliding_sync_connections_idx ON sliding_sync_connections USING btree (user_id, effective_device_id, conn_id);

CREATE INDEX sliding_sync_connections_last_used_ts_idx ON sliding_sync_connections USING btree (last_used_ts) WHERE (last_used_ts IS NOT NULL);

CREATE INDEX sliding_sync_connections_ts_idx ON sliding_sync_connections USING btree (created_ts);

CREATE INDEX sticky_events_room_idx ON sticky_events USING btree (room_id, event_stream_ordering);

CREATE INDEX stream_ordering_to_exterm_idx ON stream_ordering_to_exterm USING btree (stream_ordering);

CREATE INDEX stream_ordering_to_exterm_rm_idx ON stream_ordering_to_exterm USING btree (room_id, stream_ordering);

CREATE INDEX thread_subscriptions_by_event ON thread_subscriptions USING btree (event_id);

CREATE INDEX thread_subscriptions_by_user ON thread_subscriptions USING btree (user_id, stream_id);

CREATE INDEX thread_subscriptions_user_room ON thread_subscriptions USING btree (user_id, room_id);

CREATE INDEX threads_ordering_idx ON threads USING btree (room_id, topological_ordering, stream_ordering);

CREATE INDEX threepid_validation_token_session_id ON threepid_validation_token USING btree (session_id);

CREATE INDEX user_daily_visits_ts_idx ON user_daily_visits USING btree ("timestamp");

CREATE INDEX user_daily_visits_uts_idx ON user_daily_visits USING btree (user_id, "timestamp");

CREATE INDEX user_external_ids_user_id_idx ON user_external_ids USING btree (user_id);

CREATE UNIQUE INDEX user_filters_unique ON user_filters USING btree (user_id, filter_id);

CREATE INDEX user_ips_device_id ON user_ips USING btree (user_id, device_id, last_seen);

CREATE INDEX user_ips_last_seen ON user_ips USING btree (user_id, last_seen);

CREATE INDEX user_ips_last_seen_only ON user_ips USING btree (last_seen);

CREATE UNIQUE INDEX user_ips_user_token_ip_unique_index ON user_ips USING btree (user_id, access_token, ip);

CREATE INDEX user_reports_target_user_id ON user_reports USING btree (target_user_id);

CREATE INDEX user_reports_user_id ON user_reports USING btree (user_id);

CREATE INDEX user_threepids_medium_address ON user_threepids USING btree (medium, address);

CREATE INDEX user_threepids_user_id ON user_threepids USING btree (user_id);

CREATE INDEX users_creation_ts ON users USING btree (creation_ts);

CREATE INDEX users_have_local_media ON local_media_repository USING btree (user_id, created_ts);

CREATE UNIQUE INDEX worker_locks_key ON worker_locks USING btree (lock_name, lock_key);

CREATE UNIQUE INDEX worker_read_write_locks_key ON worker_read_write_locks USING btree (lock_name, lock_key, token);

CREATE UNIQUE INDEX worker_read_write_locks_mode_key ON worker_read_write_locks_mode USING btree (lock_name, lock_key);

CREATE UNIQUE INDEX worker_read_write_locks_mode_type ON worker_read_write_locks_mode USING btree (lock_name, lock_key, write_lock);

CREATE UNIQUE INDEX worker_read_write_locks_write ON worker_read_write_locks USING btree (lock_name, lock_key) WHERE write_lock;

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON current_state_events FOR EACH ROW EXECUTE FUNCTION synapse.check_event_stream_ordering();

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON local_current_membership FOR EACH ROW EXECUTE FUNCTION synapse.check_event_stream_ordering();

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON room_memberships FOR EACH ROW EXECUTE FUNCTION synapse.check_event_stream_ordering();

CREATE TRIGGER delete_read_write_lock_parent_trigger AFTER DELETE ON worker_read_write_locks FOR EACH ROW EXECUTE FUNCTION synapse.delete_read_write_lock_parent();

CREATE TRIGGER upsert_read_write_lock_parent_trigger BEFORE INSERT ON worker_read_write_locks FOR EACH ROW EXECUTE FUNCTION synapse.upsert_read_write_lock_parent();

ALTER TABLE ONLY access_tokens
    ADD CONSTRAINT access_tokens_refresh_token_id_fkey FOREIGN KEY (refresh_token_id) REFERENCES refresh_tokens(id) ON DELETE CASCADE;

ALTER TABLE ONLY destination_rooms
    ADD CONSTRAINT destination_rooms_destination_fkey FOREIGN KEY (destination) REFERENCES destinations(destination);

ALTER TABLE ONLY destination_rooms
    ADD CONSTRAINT destination_rooms_room_id_fkey FOREIGN KEY (room_id) REFERENCES rooms(room_id);

ALTER TABLE ONLY event_edges
    ADD CONSTRAINT event_edges_event_id_fkey FOREIGN KEY (event_id) REFERENCES events(event_id);

ALTER TABLE ONLY event_forward_extremities
    ADD CONSTRAINT event_forward_extremities_event_id FOREIGN KEY (event_id) REFERENCES events(event_id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY current_state_events
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES events(stream_ordering) NOT VALID;

ALTER TABLE ONLY local_current_membership
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES events(stream_ordering) NOT VALID;

ALTER TABLE ONLY room_memberships
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES events(stream_ordering) NOT VALID;

ALTER TABLE ONLY event_txn_id_device_id
    ADD CONSTRAINT event_txn_id_device_id_event_id_fkey FOREIGN KEY (event_id) REFERENCES events(event_id) ON DELETE CASCADE;

ALTER TABLE ONLY event_txn_id_device_id
    ADD CONSTRAINT event_txn_id_device_id_user_id_device_id_fkey FOREIGN KEY (user_id, device_id) REFERENCES devices(user_id, device_id) ON DELETE CASCADE;

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_next_token_id_fkey FOREIGN KEY (next_token_id) REFERENCES refresh_tokens(id) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_lazy_members
    ADD CONSTRAINT sliding_sync_connection_lazy_members_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES sliding_sync_connections(connection_key) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_lazy_members
    ADD CONSTRAINT sliding_sync_connection_lazy_members_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_positions
    ADD CONSTRAINT sliding_sync_connection_positions_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES sliding_sync_connections(connection_key) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_required_state
    ADD CONSTRAINT sliding_sync_connection_required_state_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES sliding_sync_connections(connection_key) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_room_configs
    ADD CONSTRAINT sliding_sync_connection_room_configs_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;

ALTER TABLE ONLY sliding_sync_connection_room_configs
    ADD CONSTRAINT sliding_sync_connection_room_configs_required_state_id_fkey FOREIGN KEY (required_state_id) REFERENCES sliding_sync_connection_required_state(required_state_id);

ALTER TABLE ONLY sliding_sync_connection_streams
    ADD CONSTRAINT sliding_sync_connection_streams_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;

ALTER TABLE ONLY thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_events FOREIGN KEY (event_id) REFERENCES events(event_id) ON DELETE CASCADE;

ALTER TABLE ONLY thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_rooms FOREIGN KEY (room_id) REFERENCES rooms(room_id) ON DELETE CASCADE;

ALTER TABLE ONLY thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_users FOREIGN KEY (user_id) REFERENCES users(name);

ALTER TABLE ONLY ui_auth_sessions_credentials
    ADD CONSTRAINT ui_auth_sessions_credentials_session_id_fkey FOREIGN KEY (session_id) REFERENCES ui_auth_sessions(session_id);

ALTER TABLE ONLY ui_auth_sessions_ips
    ADD CONSTRAINT ui_auth_sessions_ips_session_id_fkey FOREIGN KEY (session_id) REFERENCES ui_auth_sessions(session_id);

ALTER TABLE ONLY users_to_send_full_presence_to
    ADD CONSTRAINT users_to_send_full_presence_to_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(name);

ALTER TABLE ONLY worker_read_write_locks
    ADD CONSTRAINT worker_read_write_locks_lock_name_lock_key_write_lock_fkey FOREIGN KEY (lock_name, lock_key, write_lock) REFERENCES worker_read_write_locks_mode(lock_name, lock_key, write_lock);

ALTER TABLE ONLY worker_read_write_locks_mode
    ADD CONSTRAINT worker_read_write_locks_mode_foreign FOREIGN KEY (lock_name, lock_key, token) REFERENCES worker_read_write_locks(lock_name, lock_key, token) DEFERRABLE INITIALLY DEFERRED;
RESET search_path;
`,
  dataSql: `INSERT INTO synapse.users (name, password_hash, creation_ts, admin, is_guest, user_type, deactivated, shadow_banned, approved, locked, suspended) VALUES
  ('@alice:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 34560000000)/1000, 1, 0, NULL, 0, false, true, false, false),
  ('@bob:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 32400000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@carol:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 30240000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@dave:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 28080000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@erin:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 25920000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@frank:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 23760000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@grace:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 21600000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@heidi:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 19440000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@ivan:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 17280000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@judy:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 15120000000)/1000, 0, 0, NULL, 0, false, true, false, false),
  ('@mallory:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 12960000000)/1000, 0, 0, NULL, 1, false, true, false, false),
  ('@oscar:example.org', '$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', ((extract(epoch from now())*1000)::bigint - 10800000000)/1000, 0, 0, NULL, 0, false, true, false, false);
INSERT INTO synapse.profiles (user_id, displayname, avatar_url, full_user_id) VALUES
  ('alice', 'Alice', 'mxc://example.org/av0', '@alice:example.org'),
  ('bob', 'Bob', NULL, '@bob:example.org'),
  ('carol', 'Carol', NULL, '@carol:example.org'),
  ('dave', 'Dave', 'mxc://example.org/av3', '@dave:example.org'),
  ('erin', 'Erin', NULL, '@erin:example.org'),
  ('frank', 'Frank', NULL, '@frank:example.org'),
  ('grace', 'Grace', 'mxc://example.org/av6', '@grace:example.org'),
  ('heidi', 'Heidi', NULL, '@heidi:example.org'),
  ('ivan', 'Ivan', NULL, '@ivan:example.org'),
  ('judy', 'Judy', 'mxc://example.org/av9', '@judy:example.org'),
  ('mallory', 'Mallory', NULL, '@mallory:example.org'),
  ('oscar', 'Oscar', NULL, '@oscar:example.org');
INSERT INTO synapse.user_threepids (user_id, medium, address, validated_at, added_at) VALUES
  ('@alice:example.org', 'email', 'alice@mail.example.com', (extract(epoch from now())*1000)::bigint - 33696000000, (extract(epoch from now())*1000)::bigint - 33696000000),
  ('@bob:example.org', 'email', 'bob@mail.example.com', (extract(epoch from now())*1000)::bigint - 31536000000, (extract(epoch from now())*1000)::bigint - 31536000000),
  ('@carol:example.org', 'email', 'carol@mail.example.com', (extract(epoch from now())*1000)::bigint - 29376000000, (extract(epoch from now())*1000)::bigint - 29376000000),
  ('@dave:example.org', 'email', 'dave@mail.example.com', (extract(epoch from now())*1000)::bigint - 27216000000, (extract(epoch from now())*1000)::bigint - 27216000000),
  ('@erin:example.org', 'email', 'erin@mail.example.com', (extract(epoch from now())*1000)::bigint - 25056000000, (extract(epoch from now())*1000)::bigint - 25056000000),
  ('@frank:example.org', 'email', 'frank@mail.example.com', (extract(epoch from now())*1000)::bigint - 22896000000, (extract(epoch from now())*1000)::bigint - 22896000000),
  ('@grace:example.org', 'email', 'grace@mail.example.com', (extract(epoch from now())*1000)::bigint - 20736000000, (extract(epoch from now())*1000)::bigint - 20736000000),
  ('@heidi:example.org', 'email', 'heidi@mail.example.com', (extract(epoch from now())*1000)::bigint - 18576000000, (extract(epoch from now())*1000)::bigint - 18576000000),
  ('@ivan:example.org', 'email', 'ivan@mail.example.com', (extract(epoch from now())*1000)::bigint - 16416000000, (extract(epoch from now())*1000)::bigint - 16416000000);
INSERT INTO synapse.user_external_ids (auth_provider, external_id, user_id) VALUES
  ('oidc-keycloak', 'kc-0000', '@dave:example.org'),
  ('oidc-keycloak', 'kc-0001', '@erin:example.org'),
  ('oidc-keycloak', 'kc-0002', '@frank:example.org'),
  ('oidc-keycloak', 'kc-0003', '@grace:example.org');
INSERT INTO synapse.devices (user_id, device_id, display_name, last_seen, ip, user_agent, hidden) VALUES
  ('@alice:example.org', 'DEV00ABC', 'iPhone', (extract(epoch from now())*1000)::bigint - 5596414384, '203.0.113.10', 'Element/1.6.18 (Android 14)', false),
  ('@alice:example.org', 'DEV01ABC', NULL, (extract(epoch from now())*1000)::bigint - 2607407391, '203.0.113.11', 'Element/1.6.20 (iPhone; iOS 17.4)', false),
  ('@bob:example.org', 'DEV10ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 11248449286, '203.0.113.12', 'matrix-nio/0.24', false),
  ('@bob:example.org', 'DEV11ABC', 'Pixel 8', (extract(epoch from now())*1000)::bigint - 1252500448, '203.0.113.13', 'matrix-nio/0.24', false),
  ('@carol:example.org', 'DEV20ABC', 'iPhone', (extract(epoch from now())*1000)::bigint - 9260442032, '203.0.113.14', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', false),
  ('@carol:example.org', 'DEV21ABC', 'iPhone', (extract(epoch from now())*1000)::bigint - 6319652529, '203.0.113.15', 'Element/1.6.18 (Android 14)', false),
  ('@dave:example.org', 'DEV30ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 1003035309, '203.0.113.16', 'matrix-nio/0.24', false),
  ('@dave:example.org', 'DEV31ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 8768915045, '203.0.113.17', 'matrix-nio/0.24', false),
  ('@erin:example.org', 'DEV40ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 648756581, '203.0.113.18', 'matrix-nio/0.24', false),
  ('@erin:example.org', 'DEV41ABC', 'iPhone', (extract(epoch from now())*1000)::bigint - 7493886743, '203.0.113.19', 'FluffyChat/1.20', false),
  ('@frank:example.org', 'DEV50ABC', NULL, (extract(epoch from now())*1000)::bigint - 1207905364, '203.0.113.20', 'Element/1.6.18 (Android 14)', false),
  ('@frank:example.org', 'DEV51ABC', NULL, (extract(epoch from now())*1000)::bigint - 1568306494, '203.0.113.21', 'matrix-nio/0.24', false),
  ('@grace:example.org', 'DEV60ABC', NULL, (extract(epoch from now())*1000)::bigint - 7336188803, '203.0.113.22', 'Element/1.6.18 (Android 14)', false),
  ('@grace:example.org', 'DEV61ABC', 'Pixel 8', (extract(epoch from now())*1000)::bigint - 14288154314, '203.0.113.23', 'Element/1.6.20 (iPhone; iOS 17.4)', false),
  ('@heidi:example.org', 'DEV70ABC', 'iPhone', (extract(epoch from now())*1000)::bigint - 2140054923, '203.0.113.24', 'Element/1.6.20 (iPhone; iOS 17.4)', false),
  ('@heidi:example.org', 'DEV71ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 3858240429, '203.0.113.25', 'matrix-nio/0.24', false),
  ('@ivan:example.org', 'DEV80ABC', 'Pixel 8', (extract(epoch from now())*1000)::bigint - 10842367980, '203.0.113.26', 'matrix-nio/0.24', false),
  ('@ivan:example.org', 'DEV81ABC', NULL, (extract(epoch from now())*1000)::bigint - 16376455705, '203.0.113.27', 'Element/1.6.18 (Android 14)', false),
  ('@judy:example.org', 'DEV90ABC', NULL, (extract(epoch from now())*1000)::bigint - 9972704335, '203.0.113.28', 'Element/1.6.18 (Android 14)', false),
  ('@judy:example.org', 'DEV91ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 6855159870, '203.0.113.29', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', false),
  ('@mallory:example.org', 'DEV100ABC', NULL, (extract(epoch from now())*1000)::bigint - 25920000000, '203.0.113.30', 'Element/1.6.20 (iPhone; iOS 17.4)', false),
  ('@mallory:example.org', 'DEV101ABC', 'Pixel 8', (extract(epoch from now())*1000)::bigint - 25920000000, '203.0.113.31', 'Element/1.6.20 (iPhone; iOS 17.4)', false),
  ('@oscar:example.org', 'DEV110ABC', NULL, (extract(epoch from now())*1000)::bigint - 16869708740, '203.0.113.32', 'FluffyChat/1.20', false),
  ('@oscar:example.org', 'DEV111ABC', 'Element Desktop', (extract(epoch from now())*1000)::bigint - 805772473, '203.0.113.33', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', false);
INSERT INTO synapse.access_tokens (id, user_id, device_id, token, valid_until_ms, puppets_user_id, last_validated, refresh_token_id, used) VALUES
  (1, '@alice:example.org', 'DEV00ABC', 'syt_0000_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 5596414384, NULL, NULL),
  (2, '@alice:example.org', 'DEV01ABC', 'syt_0001_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 2607407391, NULL, NULL),
  (3, '@bob:example.org', 'DEV10ABC', 'syt_0002_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 11248449286, NULL, NULL),
  (4, '@bob:example.org', 'DEV11ABC', 'syt_0003_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 1252500448, NULL, NULL),
  (5, '@carol:example.org', 'DEV20ABC', 'syt_0004_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 9260442032, NULL, NULL),
  (6, '@carol:example.org', 'DEV21ABC', 'syt_0005_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 6319652529, NULL, NULL),
  (7, '@dave:example.org', 'DEV30ABC', 'syt_0006_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 1003035309, NULL, NULL),
  (8, '@dave:example.org', 'DEV31ABC', 'syt_0007_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 8768915045, NULL, NULL),
  (9, '@erin:example.org', 'DEV40ABC', 'syt_0008_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 648756581, NULL, NULL),
  (10, '@erin:example.org', 'DEV41ABC', 'syt_0009_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 7493886743, NULL, NULL),
  (11, '@frank:example.org', 'DEV50ABC', 'syt_0010_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 1207905364, NULL, NULL),
  (12, '@frank:example.org', 'DEV51ABC', 'syt_0011_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 1568306494, NULL, NULL),
  (13, '@grace:example.org', 'DEV60ABC', 'syt_0012_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 7336188803, NULL, NULL),
  (14, '@grace:example.org', 'DEV61ABC', 'syt_0013_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 14288154314, NULL, NULL),
  (15, '@heidi:example.org', 'DEV70ABC', 'syt_0014_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 2140054923, NULL, NULL),
  (16, '@heidi:example.org', 'DEV71ABC', 'syt_0015_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 3858240429, NULL, NULL),
  (17, '@ivan:example.org', 'DEV80ABC', 'syt_0016_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 10842367980, NULL, NULL),
  (18, '@ivan:example.org', 'DEV81ABC', 'syt_0017_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 16376455705, NULL, NULL),
  (19, '@judy:example.org', 'DEV90ABC', 'syt_0018_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 9972704335, NULL, NULL),
  (20, '@judy:example.org', 'DEV91ABC', 'syt_0019_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 6855159870, NULL, NULL),
  (21, '@mallory:example.org', 'DEV100ABC', 'syt_0020_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 25920000000, NULL, NULL),
  (22, '@mallory:example.org', 'DEV101ABC', 'syt_0021_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 25920000000, NULL, NULL),
  (23, '@oscar:example.org', 'DEV110ABC', 'syt_0022_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 16869708740, NULL, NULL),
  (24, '@oscar:example.org', 'DEV111ABC', 'syt_0023_tok', NULL, NULL, (extract(epoch from now())*1000)::bigint - 805772473, NULL, NULL);
INSERT INTO synapse.user_ips (user_id, access_token, device_id, ip, user_agent, last_seen) VALUES
  ('@alice:example.org', 'syt_0000_tok', 'DEV00ABC', '198.51.100.196', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1361878539),
  ('@alice:example.org', 'syt_0001_tok', 'DEV01ABC', '198.51.100.225', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 808700866),
  ('@bob:example.org', 'syt_0002_tok', 'DEV10ABC', '198.51.100.90', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1180534186),
  ('@bob:example.org', 'syt_0003_tok', 'DEV11ABC', '198.51.100.205', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 164185356),
  ('@carol:example.org', 'syt_0004_tok', 'DEV20ABC', '198.51.100.24', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1126912028),
  ('@carol:example.org', 'syt_0005_tok', 'DEV21ABC', '198.51.100.171', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 144962141),
  ('@dave:example.org', 'syt_0006_tok', 'DEV30ABC', '198.51.100.180', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1537883039),
  ('@dave:example.org', 'syt_0007_tok', 'DEV31ABC', '198.51.100.175', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 676817093),
  ('@erin:example.org', 'syt_0008_tok', 'DEV40ABC', '198.51.100.99', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 54454022),
  ('@erin:example.org', 'syt_0009_tok', 'DEV41ABC', '198.51.100.119', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 400001754),
  ('@frank:example.org', 'syt_0010_tok', 'DEV50ABC', '198.51.100.30', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 140888763),
  ('@frank:example.org', 'syt_0011_tok', 'DEV51ABC', '198.51.100.197', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 308064617),
  ('@grace:example.org', 'syt_0012_tok', 'DEV60ABC', '198.51.100.64', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 929422714),
  ('@grace:example.org', 'syt_0013_tok', 'DEV61ABC', '198.51.100.224', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 192255549),
  ('@heidi:example.org', 'syt_0014_tok', 'DEV70ABC', '198.51.100.115', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1305858508),
  ('@heidi:example.org', 'syt_0015_tok', 'DEV71ABC', '198.51.100.227', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1946765036),
  ('@ivan:example.org', 'syt_0016_tok', 'DEV80ABC', '198.51.100.222', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 662151893),
  ('@ivan:example.org', 'syt_0017_tok', 'DEV81ABC', '198.51.100.107', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1622424116),
  ('@judy:example.org', 'syt_0018_tok', 'DEV90ABC', '198.51.100.98', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 359321676),
  ('@judy:example.org', 'syt_0019_tok', 'DEV91ABC', '198.51.100.46', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 551793104),
  ('@mallory:example.org', 'syt_0020_tok', 'DEV100ABC', '198.51.100.60', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1152716439),
  ('@mallory:example.org', 'syt_0021_tok', 'DEV101ABC', '198.51.100.151', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 624922954),
  ('@oscar:example.org', 'syt_0022_tok', 'DEV110ABC', '198.51.100.2', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 995918916),
  ('@oscar:example.org', 'syt_0023_tok', 'DEV111ABC', '198.51.100.95', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1346001428),
  ('@alice:example.org', 'syt_0000_tok', 'DEV00ABC', '198.51.100.244', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1640880342),
  ('@alice:example.org', 'syt_0001_tok', 'DEV01ABC', '198.51.100.132', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1556498426),
  ('@bob:example.org', 'syt_0002_tok', 'DEV10ABC', '198.51.100.190', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1085454943),
  ('@bob:example.org', 'syt_0003_tok', 'DEV11ABC', '198.51.100.223', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 932817267),
  ('@carol:example.org', 'syt_0004_tok', 'DEV20ABC', '198.51.100.103', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 246778678),
  ('@carol:example.org', 'syt_0005_tok', 'DEV21ABC', '198.51.100.163', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 148711042),
  ('@dave:example.org', 'syt_0006_tok', 'DEV30ABC', '198.51.100.18', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1047412737),
  ('@dave:example.org', 'syt_0007_tok', 'DEV31ABC', '198.51.100.29', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1427672942),
  ('@erin:example.org', 'syt_0008_tok', 'DEV40ABC', '198.51.100.27', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1347052151),
  ('@erin:example.org', 'syt_0009_tok', 'DEV41ABC', '198.51.100.138', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 2254746358),
  ('@frank:example.org', 'syt_0010_tok', 'DEV50ABC', '198.51.100.158', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 167873056),
  ('@frank:example.org', 'syt_0011_tok', 'DEV51ABC', '198.51.100.54', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 894459901),
  ('@grace:example.org', 'syt_0012_tok', 'DEV60ABC', '198.51.100.163', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 2270230500),
  ('@grace:example.org', 'syt_0013_tok', 'DEV61ABC', '198.51.100.155', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1127038209),
  ('@heidi:example.org', 'syt_0014_tok', 'DEV70ABC', '198.51.100.30', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 2359618026),
  ('@heidi:example.org', 'syt_0015_tok', 'DEV71ABC', '198.51.100.120', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1150037110),
  ('@ivan:example.org', 'syt_0016_tok', 'DEV80ABC', '198.51.100.22', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 243573487),
  ('@ivan:example.org', 'syt_0017_tok', 'DEV81ABC', '198.51.100.88', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1137656208),
  ('@judy:example.org', 'syt_0018_tok', 'DEV90ABC', '198.51.100.178', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1227228704),
  ('@judy:example.org', 'syt_0019_tok', 'DEV91ABC', '198.51.100.53', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 860075288),
  ('@mallory:example.org', 'syt_0020_tok', 'DEV100ABC', '198.51.100.177', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 2172084557),
  ('@mallory:example.org', 'syt_0021_tok', 'DEV101ABC', '198.51.100.195', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 708867554),
  ('@oscar:example.org', 'syt_0022_tok', 'DEV110ABC', '198.51.100.165', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1654426049),
  ('@oscar:example.org', 'syt_0023_tok', 'DEV111ABC', '198.51.100.67', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 871825876),
  ('@alice:example.org', 'syt_0000_tok', 'DEV00ABC', '198.51.100.43', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1834321516),
  ('@alice:example.org', 'syt_0001_tok', 'DEV01ABC', '198.51.100.137', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1851225318),
  ('@bob:example.org', 'syt_0002_tok', 'DEV10ABC', '198.51.100.85', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1457364428),
  ('@bob:example.org', 'syt_0003_tok', 'DEV11ABC', '198.51.100.202', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1915410265),
  ('@carol:example.org', 'syt_0004_tok', 'DEV20ABC', '198.51.100.210', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1758163046),
  ('@carol:example.org', 'syt_0005_tok', 'DEV21ABC', '198.51.100.59', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1230326368),
  ('@dave:example.org', 'syt_0006_tok', 'DEV30ABC', '198.51.100.92', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 2351307104),
  ('@dave:example.org', 'syt_0007_tok', 'DEV31ABC', '198.51.100.203', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1122498373),
  ('@erin:example.org', 'syt_0008_tok', 'DEV40ABC', '198.51.100.50', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 2272717392),
  ('@erin:example.org', 'syt_0009_tok', 'DEV41ABC', '198.51.100.115', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 2269120379),
  ('@frank:example.org', 'syt_0010_tok', 'DEV50ABC', '198.51.100.94', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 524491999),
  ('@frank:example.org', 'syt_0011_tok', 'DEV51ABC', '198.51.100.59', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 468067890),
  ('@grace:example.org', 'syt_0012_tok', 'DEV60ABC', '198.51.100.53', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1483106566),
  ('@grace:example.org', 'syt_0013_tok', 'DEV61ABC', '198.51.100.231', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1997012676),
  ('@heidi:example.org', 'syt_0014_tok', 'DEV70ABC', '198.51.100.123', 'Element/1.6.18 (Android 14)', (extract(epoch from now())*1000)::bigint - 1900126645),
  ('@heidi:example.org', 'syt_0015_tok', 'DEV71ABC', '198.51.100.22', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 2161708431),
  ('@ivan:example.org', 'syt_0016_tok', 'DEV80ABC', '198.51.100.201', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 1136256780),
  ('@ivan:example.org', 'syt_0017_tok', 'DEV81ABC', '198.51.100.46', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1875167971),
  ('@judy:example.org', 'syt_0018_tok', 'DEV90ABC', '198.51.100.86', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1902928888),
  ('@judy:example.org', 'syt_0019_tok', 'DEV91ABC', '198.51.100.249', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1100933272),
  ('@mallory:example.org', 'syt_0020_tok', 'DEV100ABC', '198.51.100.191', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85', (extract(epoch from now())*1000)::bigint - 1722359403),
  ('@mallory:example.org', 'syt_0021_tok', 'DEV101ABC', '198.51.100.44', 'Element/1.6.20 (iPhone; iOS 17.4)', (extract(epoch from now())*1000)::bigint - 66296267),
  ('@oscar:example.org', 'syt_0022_tok', 'DEV110ABC', '198.51.100.152', 'FluffyChat/1.20', (extract(epoch from now())*1000)::bigint - 1916415891),
  ('@oscar:example.org', 'syt_0023_tok', 'DEV111ABC', '198.51.100.38', 'matrix-nio/0.24', (extract(epoch from now())*1000)::bigint - 1963938791);
INSERT INTO synapse.rooms (room_id, is_public, creator, room_version, has_auth_chain_index) VALUES
  ('!room0:example.org', true, '@alice:example.org', '10', true),
  ('!room1:example.org', false, '@bob:example.org', '10', true),
  ('!room2:example.org', true, '@carol:example.org', '10', true),
  ('!room3:example.org', false, '@dave:example.org', '10', true),
  ('!room4:example.org', true, '@alice:example.org', '10', true),
  ('!room5:example.org', false, '@bob:example.org', '10', true);
INSERT INTO synapse.room_aliases (room_alias, room_id, creator) VALUES
  ('#general0:example.org', '!room0:example.org', '@alice:example.org'),
  ('#general1:example.org', '!room1:example.org', '@alice:example.org'),
  ('#general2:example.org', '!room2:example.org', '@alice:example.org');
INSERT INTO synapse.events (topological_ordering, event_id, type, room_id, content, unrecognized_keys, processed, outlier, depth, origin_server_ts, received_ts, sender, contains_url, instance_name, stream_ordering, state_key, rejection_reason) VALUES
  (1, '$ev000', 'm.room.member', '!room0:example.org', NULL, NULL, true, false, 1, (extract(epoch from now())*1000)::bigint - 17280008640, (extract(epoch from now())*1000)::bigint - 17280000000, '@alice:example.org', false, 'master', 1, '@alice:example.org', NULL),
  (2, '$ev001', 'm.room.member', '!room1:example.org', NULL, NULL, true, false, 2, (extract(epoch from now())*1000)::bigint - 17072648640, (extract(epoch from now())*1000)::bigint - 17072640000, '@bob:example.org', false, 'master', 2, '@bob:example.org', NULL),
  (3, '$ev002', 'm.room.member', '!room2:example.org', NULL, NULL, true, false, 3, (extract(epoch from now())*1000)::bigint - 16865288640, (extract(epoch from now())*1000)::bigint - 16865279999, '@carol:example.org', false, 'master', 3, '@carol:example.org', NULL),
  (4, '$ev003', 'm.room.member', '!room3:example.org', NULL, NULL, true, false, 4, (extract(epoch from now())*1000)::bigint - 16657928640, (extract(epoch from now())*1000)::bigint - 16657920000, '@dave:example.org', false, 'master', 4, '@dave:example.org', NULL),
  (5, '$ev004', 'm.room.member', '!room4:example.org', NULL, NULL, true, false, 5, (extract(epoch from now())*1000)::bigint - 16450568640, (extract(epoch from now())*1000)::bigint - 16450560000, '@erin:example.org', false, 'master', 5, '@erin:example.org', NULL),
  (6, '$ev005', 'm.room.member', '!room5:example.org', NULL, NULL, true, false, 6, (extract(epoch from now())*1000)::bigint - 16243208640, (extract(epoch from now())*1000)::bigint - 16243200000, '@frank:example.org', false, 'master', 6, '@frank:example.org', NULL),
  (7, '$ev006', 'm.room.member', '!room0:example.org', NULL, NULL, true, false, 7, (extract(epoch from now())*1000)::bigint - 16035848640, (extract(epoch from now())*1000)::bigint - 16035840000, '@grace:example.org', false, 'master', 7, '@grace:example.org', NULL),
  (8, '$ev007', 'm.room.member', '!room1:example.org', NULL, NULL, true, false, 8, (extract(epoch from now())*1000)::bigint - 15828488640, (extract(epoch from now())*1000)::bigint - 15828479999, '@heidi:example.org', false, 'master', 8, '@heidi:example.org', NULL),
  (9, '$ev008', 'm.room.member', '!room2:example.org', NULL, NULL, true, false, 9, (extract(epoch from now())*1000)::bigint - 15621128640, (extract(epoch from now())*1000)::bigint - 15621120000, '@ivan:example.org', false, 'master', 9, '@ivan:example.org', NULL),
  (10, '$ev009', 'm.room.member', '!room3:example.org', NULL, NULL, true, false, 10, (extract(epoch from now())*1000)::bigint - 15413768640, (extract(epoch from now())*1000)::bigint - 15413760000, '@alice:example.org', false, 'master', 10, '@alice:example.org', NULL),
  (11, '$ev010', 'm.room.member', '!room4:example.org', NULL, NULL, true, false, 11, (extract(epoch from now())*1000)::bigint - 15206408640, (extract(epoch from now())*1000)::bigint - 15206400000, '@bob:example.org', false, 'master', 11, '@bob:example.org', NULL),
  (12, '$ev011', 'm.room.member', '!room5:example.org', NULL, NULL, true, false, 12, (extract(epoch from now())*1000)::bigint - 14999048640, (extract(epoch from now())*1000)::bigint - 14999040000, '@carol:example.org', false, 'master', 12, '@carol:example.org', NULL),
  (13, '$ev012', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 13, (extract(epoch from now())*1000)::bigint - 14791688640, (extract(epoch from now())*1000)::bigint - 14791679999, '@dave:example.org', false, 'master', 13, NULL, NULL),
  (14, '$ev013', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 14, (extract(epoch from now())*1000)::bigint - 14584328640, (extract(epoch from now())*1000)::bigint - 14584320000, '@erin:example.org', false, 'master', 14, NULL, NULL),
  (15, '$ev014', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 15, (extract(epoch from now())*1000)::bigint - 14376968640, (extract(epoch from now())*1000)::bigint - 14376960000, '@frank:example.org', false, 'master', 15, NULL, NULL),
  (16, '$ev015', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 16, (extract(epoch from now())*1000)::bigint - 14169608640, (extract(epoch from now())*1000)::bigint - 14169600000, '@grace:example.org', false, 'master', 16, NULL, NULL),
  (17, '$ev016', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 17, (extract(epoch from now())*1000)::bigint - 13962248640, (extract(epoch from now())*1000)::bigint - 13962240000, '@heidi:example.org', false, 'master', 17, NULL, NULL),
  (18, '$ev017', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 18, (extract(epoch from now())*1000)::bigint - 13754888640, (extract(epoch from now())*1000)::bigint - 13754879999, '@ivan:example.org', false, 'master', 18, NULL, NULL),
  (19, '$ev018', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 19, (extract(epoch from now())*1000)::bigint - 13547528640, (extract(epoch from now())*1000)::bigint - 13547520000, '@alice:example.org', false, 'master', 19, NULL, NULL),
  (20, '$ev019', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 20, (extract(epoch from now())*1000)::bigint - 13340168640, (extract(epoch from now())*1000)::bigint - 13340160000, '@bob:example.org', false, 'master', 20, NULL, NULL),
  (21, '$ev020', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 21, (extract(epoch from now())*1000)::bigint - 13132808640, (extract(epoch from now())*1000)::bigint - 13132800000, '@carol:example.org', false, 'master', 21, NULL, NULL),
  (22, '$ev021', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 22, (extract(epoch from now())*1000)::bigint - 12925448640, (extract(epoch from now())*1000)::bigint - 12925440000, '@dave:example.org', false, 'master', 22, NULL, NULL),
  (23, '$ev022', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 23, (extract(epoch from now())*1000)::bigint - 12718088640, (extract(epoch from now())*1000)::bigint - 12718079999, '@erin:example.org', false, 'master', 23, NULL, NULL),
  (24, '$ev023', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 24, (extract(epoch from now())*1000)::bigint - 12510728640, (extract(epoch from now())*1000)::bigint - 12510720000, '@frank:example.org', false, 'master', 24, NULL, NULL),
  (25, '$ev024', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 25, (extract(epoch from now())*1000)::bigint - 12303368640, (extract(epoch from now())*1000)::bigint - 12303360000, '@grace:example.org', false, 'master', 25, NULL, NULL),
  (26, '$ev025', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 26, (extract(epoch from now())*1000)::bigint - 12096008640, (extract(epoch from now())*1000)::bigint - 12096000000, '@heidi:example.org', false, 'master', 26, NULL, NULL),
  (27, '$ev026', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 27, (extract(epoch from now())*1000)::bigint - 11888648640, (extract(epoch from now())*1000)::bigint - 11888640000, '@ivan:example.org', false, 'master', 27, NULL, NULL),
  (28, '$ev027', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 28, (extract(epoch from now())*1000)::bigint - 11681288640, (extract(epoch from now())*1000)::bigint - 11681279999, '@alice:example.org', false, 'master', 28, NULL, NULL),
  (29, '$ev028', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 29, (extract(epoch from now())*1000)::bigint - 11473928640, (extract(epoch from now())*1000)::bigint - 11473920000, '@bob:example.org', false, 'master', 29, NULL, NULL),
  (30, '$ev029', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 30, (extract(epoch from now())*1000)::bigint - 11266568640, (extract(epoch from now())*1000)::bigint - 11266560000, '@carol:example.org', false, 'master', 30, NULL, NULL),
  (31, '$ev030', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 31, (extract(epoch from now())*1000)::bigint - 11059208640, (extract(epoch from now())*1000)::bigint - 11059200000, '@dave:example.org', false, 'master', 31, NULL, NULL),
  (32, '$ev031', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 32, (extract(epoch from now())*1000)::bigint - 10851848640, (extract(epoch from now())*1000)::bigint - 10851840000, '@erin:example.org', false, 'master', 32, NULL, NULL),
  (33, '$ev032', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 33, (extract(epoch from now())*1000)::bigint - 10644488640, (extract(epoch from now())*1000)::bigint - 10644480000, '@frank:example.org', false, 'master', 33, NULL, NULL),
  (34, '$ev033', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 34, (extract(epoch from now())*1000)::bigint - 10437128640, (extract(epoch from now())*1000)::bigint - 10437120000, '@grace:example.org', false, 'master', 34, NULL, NULL),
  (35, '$ev034', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 35, (extract(epoch from now())*1000)::bigint - 10229768640, (extract(epoch from now())*1000)::bigint - 10229760000, '@heidi:example.org', false, 'master', 35, NULL, NULL),
  (36, '$ev035', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 36, (extract(epoch from now())*1000)::bigint - 10022408640, (extract(epoch from now())*1000)::bigint - 10022400000, '@ivan:example.org', false, 'master', 36, NULL, NULL),
  (37, '$ev036', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 37, (extract(epoch from now())*1000)::bigint - 9815048640, (extract(epoch from now())*1000)::bigint - 9815040000, '@alice:example.org', false, 'master', 37, NULL, NULL),
  (38, '$ev037', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 38, (extract(epoch from now())*1000)::bigint - 9607688640, (extract(epoch from now())*1000)::bigint - 9607680000, '@bob:example.org', false, 'master', 38, NULL, NULL),
  (39, '$ev038', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 39, (extract(epoch from now())*1000)::bigint - 9400328640, (extract(epoch from now())*1000)::bigint - 9400320000, '@carol:example.org', false, 'master', 39, NULL, NULL),
  (40, '$ev039', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 40, (extract(epoch from now())*1000)::bigint - 9192968640, (extract(epoch from now())*1000)::bigint - 9192960000, '@dave:example.org', false, 'master', 40, NULL, NULL),
  (41, '$ev040', 'm.room.redaction', '!room4:example.org', NULL, NULL, true, false, 41, (extract(epoch from now())*1000)::bigint - 8985608640, (extract(epoch from now())*1000)::bigint - 8985600000, '@erin:example.org', false, 'master', 41, NULL, NULL),
  (42, '$ev041', 'm.room.redaction', '!room5:example.org', NULL, NULL, true, false, 42, (extract(epoch from now())*1000)::bigint - 8778248640, (extract(epoch from now())*1000)::bigint - 8778240000, '@frank:example.org', false, 'master', 42, NULL, NULL),
  (43, '$ev042', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 43, (extract(epoch from now())*1000)::bigint - 8570888640, (extract(epoch from now())*1000)::bigint - 8570880000, '@grace:example.org', false, 'master', 43, NULL, NULL),
  (44, '$ev043', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 44, (extract(epoch from now())*1000)::bigint - 8363528640, (extract(epoch from now())*1000)::bigint - 8363520000, '@heidi:example.org', false, 'master', 44, NULL, NULL),
  (45, '$ev044', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 45, (extract(epoch from now())*1000)::bigint - 8156168640, (extract(epoch from now())*1000)::bigint - 8156160000, '@ivan:example.org', false, 'master', 45, NULL, NULL),
  (46, '$ev045', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 46, (extract(epoch from now())*1000)::bigint - 7948808640, (extract(epoch from now())*1000)::bigint - 7948800000, '@alice:example.org', false, 'master', 46, NULL, NULL),
  (47, '$ev046', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 47, (extract(epoch from now())*1000)::bigint - 7741448640, (extract(epoch from now())*1000)::bigint - 7741440000, '@bob:example.org', false, 'master', 47, NULL, NULL),
  (48, '$ev047', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 48, (extract(epoch from now())*1000)::bigint - 7534088640, (extract(epoch from now())*1000)::bigint - 7534080000, '@carol:example.org', false, 'master', 48, NULL, NULL),
  (49, '$ev048', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 49, (extract(epoch from now())*1000)::bigint - 7326728640, (extract(epoch from now())*1000)::bigint - 7326720000, '@dave:example.org', false, 'master', 49, NULL, NULL),
  (50, '$ev049', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 50, (extract(epoch from now())*1000)::bigint - 7119368640, (extract(epoch from now())*1000)::bigint - 7119360000, '@erin:example.org', false, 'master', 50, NULL, NULL),
  (51, '$ev050', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 51, (extract(epoch from now())*1000)::bigint - 6912008640, (extract(epoch from now())*1000)::bigint - 6912000000, '@frank:example.org', false, 'master', 51, NULL, NULL),
  (52, '$ev051', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 52, (extract(epoch from now())*1000)::bigint - 6704648640, (extract(epoch from now())*1000)::bigint - 6704640000, '@grace:example.org', false, 'master', 52, NULL, NULL),
  (53, '$ev052', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 53, (extract(epoch from now())*1000)::bigint - 6497288640, (extract(epoch from now())*1000)::bigint - 6497280000, '@heidi:example.org', false, 'master', 53, NULL, NULL),
  (54, '$ev053', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 54, (extract(epoch from now())*1000)::bigint - 6289928640, (extract(epoch from now())*1000)::bigint - 6289920000, '@ivan:example.org', false, 'master', 54, NULL, NULL),
  (55, '$ev054', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 55, (extract(epoch from now())*1000)::bigint - 6082568640, (extract(epoch from now())*1000)::bigint - 6082560000, '@alice:example.org', false, 'master', 55, NULL, NULL),
  (56, '$ev055', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 56, (extract(epoch from now())*1000)::bigint - 5875208640, (extract(epoch from now())*1000)::bigint - 5875200000, '@bob:example.org', false, 'master', 56, NULL, NULL),
  (57, '$ev056', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 57, (extract(epoch from now())*1000)::bigint - 5667848640, (extract(epoch from now())*1000)::bigint - 5667839999, '@carol:example.org', false, 'master', 57, NULL, NULL),
  (58, '$ev057', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 58, (extract(epoch from now())*1000)::bigint - 5460488640, (extract(epoch from now())*1000)::bigint - 5460480000, '@dave:example.org', false, 'master', 58, NULL, NULL),
  (59, '$ev058', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 59, (extract(epoch from now())*1000)::bigint - 5253128640, (extract(epoch from now())*1000)::bigint - 5253120000, '@erin:example.org', false, 'master', 59, NULL, NULL),
  (60, '$ev059', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 60, (extract(epoch from now())*1000)::bigint - 5045768640, (extract(epoch from now())*1000)::bigint - 5045760000, '@frank:example.org', false, 'master', 60, NULL, NULL),
  (61, '$ev060', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 61, (extract(epoch from now())*1000)::bigint - 4838408640, (extract(epoch from now())*1000)::bigint - 4838400000, '@grace:example.org', false, 'master', 61, NULL, NULL),
  (62, '$ev061', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 62, (extract(epoch from now())*1000)::bigint - 4631048640, (extract(epoch from now())*1000)::bigint - 4631039999, '@heidi:example.org', false, 'master', 62, NULL, NULL),
  (63, '$ev062', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 63, (extract(epoch from now())*1000)::bigint - 4423688640, (extract(epoch from now())*1000)::bigint - 4423680000, '@ivan:example.org', false, 'master', 63, NULL, NULL),
  (64, '$ev063', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 64, (extract(epoch from now())*1000)::bigint - 4216328640, (extract(epoch from now())*1000)::bigint - 4216320000, '@alice:example.org', false, 'master', 64, NULL, NULL),
  (65, '$ev064', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 65, (extract(epoch from now())*1000)::bigint - 4008968640, (extract(epoch from now())*1000)::bigint - 4008960000, '@bob:example.org', false, 'master', 65, NULL, NULL),
  (66, '$ev065', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 66, (extract(epoch from now())*1000)::bigint - 3801608640, (extract(epoch from now())*1000)::bigint - 3801600000, '@carol:example.org', false, 'master', 66, NULL, NULL),
  (67, '$ev066', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 67, (extract(epoch from now())*1000)::bigint - 3594248640, (extract(epoch from now())*1000)::bigint - 3594239999, '@dave:example.org', false, 'master', 67, NULL, NULL),
  (68, '$ev067', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 68, (extract(epoch from now())*1000)::bigint - 3386888640, (extract(epoch from now())*1000)::bigint - 3386880000, '@erin:example.org', false, 'master', 68, NULL, NULL),
  (69, '$ev068', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 69, (extract(epoch from now())*1000)::bigint - 3179528640, (extract(epoch from now())*1000)::bigint - 3179520000, '@frank:example.org', false, 'master', 69, NULL, NULL),
  (70, '$ev069', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 70, (extract(epoch from now())*1000)::bigint - 2972168640, (extract(epoch from now())*1000)::bigint - 2972160000, '@grace:example.org', false, 'master', 70, NULL, NULL),
  (71, '$ev070', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 71, (extract(epoch from now())*1000)::bigint - 2764808640, (extract(epoch from now())*1000)::bigint - 2764800000, '@heidi:example.org', false, 'master', 71, NULL, NULL),
  (72, '$ev071', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 72, (extract(epoch from now())*1000)::bigint - 2557448639, (extract(epoch from now())*1000)::bigint - 2557439999, '@ivan:example.org', false, 'master', 72, NULL, NULL),
  (73, '$ev072', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 73, (extract(epoch from now())*1000)::bigint - 2350088640, (extract(epoch from now())*1000)::bigint - 2350080000, '@alice:example.org', false, 'master', 73, NULL, NULL),
  (74, '$ev073', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 74, (extract(epoch from now())*1000)::bigint - 2142728640, (extract(epoch from now())*1000)::bigint - 2142720000, '@bob:example.org', false, 'master', 74, NULL, NULL),
  (75, '$ev074', 'm.room.message', '!room2:example.org', NULL, NULL, true, false, 75, (extract(epoch from now())*1000)::bigint - 1935368640, (extract(epoch from now())*1000)::bigint - 1935360000, '@carol:example.org', false, 'master', 75, NULL, NULL),
  (76, '$ev075', 'm.room.message', '!room3:example.org', NULL, NULL, true, false, 76, (extract(epoch from now())*1000)::bigint - 1728008640, (extract(epoch from now())*1000)::bigint - 1728000000, '@dave:example.org', false, 'master', 76, NULL, NULL),
  (77, '$ev076', 'm.room.message', '!room4:example.org', NULL, NULL, true, false, 77, (extract(epoch from now())*1000)::bigint - 1520648639, (extract(epoch from now())*1000)::bigint - 1520639999, '@erin:example.org', false, 'master', 77, NULL, NULL),
  (78, '$ev077', 'm.room.message', '!room5:example.org', NULL, NULL, true, false, 78, (extract(epoch from now())*1000)::bigint - 1313288640, (extract(epoch from now())*1000)::bigint - 1313280000, '@frank:example.org', false, 'master', 78, NULL, NULL),
  (79, '$ev078', 'm.room.message', '!room0:example.org', NULL, NULL, true, false, 79, (extract(epoch from now())*1000)::bigint - 1105928640, (extract(epoch from now())*1000)::bigint - 1105920000, '@grace:example.org', false, 'master', 79, NULL, NULL),
  (80, '$ev079', 'm.room.message', '!room1:example.org', NULL, NULL, true, false, 80, (extract(epoch from now())*1000)::bigint - 898568640, (extract(epoch from now())*1000)::bigint - 898560000, '@heidi:example.org', false, 'master', 80, NULL, NULL);
INSERT INTO synapse.event_json (event_id, room_id, internal_metadata, json, format_version) VALUES
  ('$ev000', '!room0:example.org', '{}', '{"type": "m.room.member", "sender": "@alice:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev001', '!room1:example.org', '{}', '{"type": "m.room.member", "sender": "@bob:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev002', '!room2:example.org', '{}', '{"type": "m.room.member", "sender": "@carol:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev003', '!room3:example.org', '{}', '{"type": "m.room.member", "sender": "@dave:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev004', '!room4:example.org', '{}', '{"type": "m.room.member", "sender": "@erin:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev005', '!room5:example.org', '{}', '{"type": "m.room.member", "sender": "@frank:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev006', '!room0:example.org', '{}', '{"type": "m.room.member", "sender": "@grace:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev007', '!room1:example.org', '{}', '{"type": "m.room.member", "sender": "@heidi:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev008', '!room2:example.org', '{}', '{"type": "m.room.member", "sender": "@ivan:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev009', '!room3:example.org', '{}', '{"type": "m.room.member", "sender": "@alice:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev010', '!room4:example.org', '{}', '{"type": "m.room.member", "sender": "@bob:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev011', '!room5:example.org', '{}', '{"type": "m.room.member", "sender": "@carol:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev012', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev013', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev014', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev015', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev016', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev017', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev018', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev019', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev020', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev021', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev022', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev023', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev024', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev025', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev026', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev027', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev028', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev029', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev030', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev031', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev032', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev033', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev034', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev035', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev036', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev037', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev038', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev039', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev040', '!room4:example.org', '{}', '{"type": "m.room.redaction", "sender": "@erin:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev041', '!room5:example.org', '{}', '{"type": "m.room.redaction", "sender": "@frank:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev042', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev043', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev044', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev045', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev046', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev047', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev048', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev049', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev050', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev051', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev052', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev053', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev054', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev055', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev056', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev057', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev058', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev059', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev060', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev061', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev062', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev063', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev064', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev065', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev066', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev067', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev068', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev069', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev070', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev071', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@ivan:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev072', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@alice:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev073', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@bob:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3),
  ('$ev074', '!room2:example.org', '{}', '{"type": "m.room.message", "sender": "@carol:example.org", "room_id": "!room2:example.org", "content": {"body": "hello"}}', 3),
  ('$ev075', '!room3:example.org', '{}', '{"type": "m.room.message", "sender": "@dave:example.org", "room_id": "!room3:example.org", "content": {"body": "hello"}}', 3),
  ('$ev076', '!room4:example.org', '{}', '{"type": "m.room.message", "sender": "@erin:example.org", "room_id": "!room4:example.org", "content": {"body": "hello"}}', 3),
  ('$ev077', '!room5:example.org', '{}', '{"type": "m.room.message", "sender": "@frank:example.org", "room_id": "!room5:example.org", "content": {"body": "hello"}}', 3),
  ('$ev078', '!room0:example.org', '{}', '{"type": "m.room.message", "sender": "@grace:example.org", "room_id": "!room0:example.org", "content": {"body": "hello"}}', 3),
  ('$ev079', '!room1:example.org', '{}', '{"type": "m.room.message", "sender": "@heidi:example.org", "room_id": "!room1:example.org", "content": {"body": "hello"}}', 3);
INSERT INTO synapse.event_edges (event_id, prev_event_id, room_id, is_state) VALUES
  ('$ev001', '$ev000', '!room1:example.org', false),
  ('$ev002', '$ev001', '!room2:example.org', false),
  ('$ev003', '$ev002', '!room3:example.org', false),
  ('$ev004', '$ev003', '!room4:example.org', false),
  ('$ev005', '$ev004', '!room5:example.org', false),
  ('$ev006', '$ev005', '!room0:example.org', false),
  ('$ev007', '$ev006', '!room1:example.org', false),
  ('$ev008', '$ev007', '!room2:example.org', false),
  ('$ev009', '$ev008', '!room3:example.org', false),
  ('$ev010', '$ev009', '!room4:example.org', false),
  ('$ev011', '$ev010', '!room5:example.org', false),
  ('$ev012', '$ev011', '!room0:example.org', false),
  ('$ev013', '$ev012', '!room1:example.org', false),
  ('$ev014', '$ev013', '!room2:example.org', false),
  ('$ev015', '$ev014', '!room3:example.org', false),
  ('$ev016', '$ev015', '!room4:example.org', false),
  ('$ev017', '$ev016', '!room5:example.org', false),
  ('$ev018', '$ev017', '!room0:example.org', false),
  ('$ev019', '$ev018', '!room1:example.org', false),
  ('$ev020', '$ev019', '!room2:example.org', false),
  ('$ev021', '$ev020', '!room3:example.org', false),
  ('$ev022', '$ev021', '!room4:example.org', false),
  ('$ev023', '$ev022', '!room5:example.org', false),
  ('$ev024', '$ev023', '!room0:example.org', false),
  ('$ev025', '$ev024', '!room1:example.org', false),
  ('$ev026', '$ev025', '!room2:example.org', false),
  ('$ev027', '$ev026', '!room3:example.org', false),
  ('$ev028', '$ev027', '!room4:example.org', false),
  ('$ev029', '$ev028', '!room5:example.org', false),
  ('$ev030', '$ev029', '!room0:example.org', false),
  ('$ev031', '$ev030', '!room1:example.org', false),
  ('$ev032', '$ev031', '!room2:example.org', false),
  ('$ev033', '$ev032', '!room3:example.org', false),
  ('$ev034', '$ev033', '!room4:example.org', false),
  ('$ev035', '$ev034', '!room5:example.org', false),
  ('$ev036', '$ev035', '!room0:example.org', false),
  ('$ev037', '$ev036', '!room1:example.org', false),
  ('$ev038', '$ev037', '!room2:example.org', false),
  ('$ev039', '$ev038', '!room3:example.org', false),
  ('$ev040', '$ev039', '!room4:example.org', false),
  ('$ev041', '$ev040', '!room5:example.org', false),
  ('$ev042', '$ev041', '!room0:example.org', false),
  ('$ev043', '$ev042', '!room1:example.org', false),
  ('$ev044', '$ev043', '!room2:example.org', false),
  ('$ev045', '$ev044', '!room3:example.org', false),
  ('$ev046', '$ev045', '!room4:example.org', false),
  ('$ev047', '$ev046', '!room5:example.org', false),
  ('$ev048', '$ev047', '!room0:example.org', false),
  ('$ev049', '$ev048', '!room1:example.org', false),
  ('$ev050', '$ev049', '!room2:example.org', false),
  ('$ev051', '$ev050', '!room3:example.org', false),
  ('$ev052', '$ev051', '!room4:example.org', false),
  ('$ev053', '$ev052', '!room5:example.org', false),
  ('$ev054', '$ev053', '!room0:example.org', false),
  ('$ev055', '$ev054', '!room1:example.org', false),
  ('$ev056', '$ev055', '!room2:example.org', false),
  ('$ev057', '$ev056', '!room3:example.org', false),
  ('$ev058', '$ev057', '!room4:example.org', false),
  ('$ev059', '$ev058', '!room5:example.org', false),
  ('$ev060', '$ev059', '!room0:example.org', false),
  ('$ev061', '$ev060', '!room1:example.org', false),
  ('$ev062', '$ev061', '!room2:example.org', false),
  ('$ev063', '$ev062', '!room3:example.org', false),
  ('$ev064', '$ev063', '!room4:example.org', false),
  ('$ev065', '$ev064', '!room5:example.org', false),
  ('$ev066', '$ev065', '!room0:example.org', false),
  ('$ev067', '$ev066', '!room1:example.org', false),
  ('$ev068', '$ev067', '!room2:example.org', false),
  ('$ev069', '$ev068', '!room3:example.org', false),
  ('$ev070', '$ev069', '!room4:example.org', false),
  ('$ev071', '$ev070', '!room5:example.org', false),
  ('$ev072', '$ev071', '!room0:example.org', false),
  ('$ev073', '$ev072', '!room1:example.org', false),
  ('$ev074', '$ev073', '!room2:example.org', false),
  ('$ev075', '$ev074', '!room3:example.org', false),
  ('$ev076', '$ev075', '!room4:example.org', false),
  ('$ev077', '$ev076', '!room5:example.org', false),
  ('$ev078', '$ev077', '!room0:example.org', false),
  ('$ev079', '$ev078', '!room1:example.org', false);
INSERT INTO synapse.event_forward_extremities (event_id, room_id) VALUES
  ('$ev074', '!room2:example.org'),
  ('$ev075', '!room3:example.org'),
  ('$ev076', '!room4:example.org'),
  ('$ev077', '!room5:example.org'),
  ('$ev078', '!room0:example.org'),
  ('$ev079', '!room1:example.org');
INSERT INTO synapse.event_relations (event_id, relates_to_id, relation_type, aggregation_key) VALUES
  ('$ev060', '$ev050', 'm.annotation', '👍'),
  ('$ev061', '$ev051', 'm.annotation', '👍'),
  ('$ev062', '$ev052', 'm.annotation', '👍'),
  ('$ev063', '$ev053', 'm.annotation', '👍'),
  ('$ev064', '$ev054', 'm.annotation', '👍');
INSERT INTO synapse.redactions (event_id, redacts, have_censored, received_ts, recheck) VALUES
  ('$ev040', '$ev030', true, (extract(epoch from now())*1000)::bigint - 8985600000, false),
  ('$ev041', '$ev031', false, (extract(epoch from now())*1000)::bigint - 8778240000, true);
INSERT INTO synapse.event_expiry (event_id, expiry_ts) VALUES
  ('$ev070', (extract(epoch from now())*1000)::bigint - -86400000),
  ('$ev071', (extract(epoch from now())*1000)::bigint - 1728000);
INSERT INTO synapse.room_memberships (event_id, user_id, sender, room_id, membership, forgotten, display_name, avatar_url, event_stream_ordering, participant) VALUES
  ('$ev000', '@alice:example.org', '@alice:example.org', '!room0:example.org', 'join', 0, 'alice', NULL, 1, true),
  ('$ev001', '@bob:example.org', '@bob:example.org', '!room1:example.org', 'join', 0, 'bob', NULL, 2, true),
  ('$ev002', '@carol:example.org', '@carol:example.org', '!room2:example.org', 'join', 0, 'carol', NULL, 3, true),
  ('$ev003', '@dave:example.org', '@dave:example.org', '!room3:example.org', 'join', 0, 'dave', NULL, 4, true),
  ('$ev004', '@erin:example.org', '@erin:example.org', '!room4:example.org', 'join', 0, 'erin', NULL, 5, true),
  ('$ev005', '@frank:example.org', '@frank:example.org', '!room5:example.org', 'join', 0, 'frank', NULL, 6, true),
  ('$ev006', '@grace:example.org', '@grace:example.org', '!room0:example.org', 'join', 0, 'grace', NULL, 7, true),
  ('$ev007', '@heidi:example.org', '@heidi:example.org', '!room1:example.org', 'join', 0, 'heidi', NULL, 8, true),
  ('$ev008', '@ivan:example.org', '@ivan:example.org', '!room2:example.org', 'join', 0, 'ivan', NULL, 9, true),
  ('$ev009', '@alice:example.org', '@alice:example.org', '!room3:example.org', 'join', 0, 'alice', NULL, 10, true),
  ('$ev010', '@bob:example.org', '@bob:example.org', '!room4:example.org', 'join', 0, 'bob', NULL, 11, true),
  ('$ev011', '@carol:example.org', '@carol:example.org', '!room5:example.org', 'join', 0, 'carol', NULL, 12, true);
INSERT INTO synapse.current_state_events (event_id, room_id, type, state_key, membership, event_stream_ordering) VALUES
  ('$ev000', '!room0:example.org', 'm.room.member', '@alice:example.org', 'join', 1),
  ('$ev001', '!room1:example.org', 'm.room.member', '@bob:example.org', 'join', 2),
  ('$ev002', '!room2:example.org', 'm.room.member', '@carol:example.org', 'join', 3),
  ('$ev003', '!room3:example.org', 'm.room.member', '@dave:example.org', 'join', 4),
  ('$ev004', '!room4:example.org', 'm.room.member', '@erin:example.org', 'join', 5),
  ('$ev005', '!room5:example.org', 'm.room.member', '@frank:example.org', 'join', 6),
  ('$ev006', '!room0:example.org', 'm.room.member', '@grace:example.org', 'join', 7),
  ('$ev007', '!room1:example.org', 'm.room.member', '@heidi:example.org', 'join', 8),
  ('$ev008', '!room2:example.org', 'm.room.member', '@ivan:example.org', 'join', 9),
  ('$ev009', '!room3:example.org', 'm.room.member', '@alice:example.org', 'join', 10),
  ('$ev010', '!room4:example.org', 'm.room.member', '@bob:example.org', 'join', 11),
  ('$ev011', '!room5:example.org', 'm.room.member', '@carol:example.org', 'join', 12);
INSERT INTO synapse.local_current_membership (room_id, user_id, event_id, membership, event_stream_ordering) VALUES
  ('!room0:example.org', '@alice:example.org', '$ev000', 'join', 1),
  ('!room1:example.org', '@bob:example.org', '$ev001', 'join', 2),
  ('!room2:example.org', '@carol:example.org', '$ev002', 'join', 3),
  ('!room3:example.org', '@dave:example.org', '$ev003', 'join', 4),
  ('!room4:example.org', '@erin:example.org', '$ev004', 'join', 5),
  ('!room5:example.org', '@frank:example.org', '$ev005', 'join', 6),
  ('!room0:example.org', '@grace:example.org', '$ev006', 'join', 7),
  ('!room1:example.org', '@heidi:example.org', '$ev007', 'join', 8),
  ('!room2:example.org', '@ivan:example.org', '$ev008', 'join', 9),
  ('!room3:example.org', '@alice:example.org', '$ev009', 'join', 10),
  ('!room4:example.org', '@bob:example.org', '$ev010', 'join', 11),
  ('!room5:example.org', '@carol:example.org', '$ev011', 'join', 12);
INSERT INTO synapse.threads (room_id, thread_id, latest_event_id, topological_ordering, stream_ordering) VALUES
  ('!room2:example.org', '$ev050', '$ev056', 56, 57);
INSERT INTO synapse.thread_subscriptions (stream_id, instance_name, room_id, event_id, user_id, subscribed, automatic) VALUES
  (1, 'master', '!room2:example.org', '$ev050', '@bob:example.org', true, false);
INSERT INTO synapse.event_push_actions (room_id, event_id, user_id, profile_tag, actions, topological_ordering, stream_ordering, notif, highlight, unread, thread_id) VALUES
  ('!room2:example.org', '$ev020', '@bob:example.org', NULL, '["notify"]', 21, 21, 1, 1, 1, 'main'),
  ('!room3:example.org', '$ev021', '@carol:example.org', NULL, '["notify"]', 22, 22, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev022', '@dave:example.org', NULL, '["notify"]', 23, 23, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev023', '@erin:example.org', NULL, '["notify"]', 24, 24, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev024', '@frank:example.org', NULL, '["notify"]', 25, 25, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev025', '@grace:example.org', NULL, '["notify"]', 26, 26, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev026', '@heidi:example.org', NULL, '["notify"]', 27, 27, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev027', '@ivan:example.org', NULL, '["notify"]', 28, 28, 1, 1, 1, 'main'),
  ('!room4:example.org', '$ev028', '@alice:example.org', NULL, '["notify"]', 29, 29, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev029', '@bob:example.org', NULL, '["notify"]', 30, 30, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev030', '@carol:example.org', NULL, '["notify"]', 31, 31, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev031', '@dave:example.org', NULL, '["notify"]', 32, 32, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev032', '@erin:example.org', NULL, '["notify"]', 33, 33, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev033', '@frank:example.org', NULL, '["notify"]', 34, 34, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev034', '@grace:example.org', NULL, '["notify"]', 35, 35, 1, 1, 1, 'main'),
  ('!room5:example.org', '$ev035', '@heidi:example.org', NULL, '["notify"]', 36, 36, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev036', '@ivan:example.org', NULL, '["notify"]', 37, 37, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev037', '@alice:example.org', NULL, '["notify"]', 38, 38, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev038', '@bob:example.org', NULL, '["notify"]', 39, 39, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev039', '@carol:example.org', NULL, '["notify"]', 40, 40, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev040', '@dave:example.org', NULL, '["notify"]', 41, 41, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev041', '@erin:example.org', NULL, '["notify"]', 42, 42, 1, 1, 1, 'main'),
  ('!room0:example.org', '$ev042', '@frank:example.org', NULL, '["notify"]', 43, 43, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev043', '@grace:example.org', NULL, '["notify"]', 44, 44, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev044', '@heidi:example.org', NULL, '["notify"]', 45, 45, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev045', '@ivan:example.org', NULL, '["notify"]', 46, 46, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev046', '@alice:example.org', NULL, '["notify"]', 47, 47, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev047', '@bob:example.org', NULL, '["notify"]', 48, 48, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev048', '@carol:example.org', NULL, '["notify"]', 49, 49, 1, 1, 1, 'main'),
  ('!room1:example.org', '$ev049', '@dave:example.org', NULL, '["notify"]', 50, 50, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev050', '@erin:example.org', NULL, '["notify"]', 51, 51, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev051', '@frank:example.org', NULL, '["notify"]', 52, 52, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev052', '@grace:example.org', NULL, '["notify"]', 53, 53, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev053', '@heidi:example.org', NULL, '["notify"]', 54, 54, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev054', '@ivan:example.org', NULL, '["notify"]', 55, 55, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev055', '@alice:example.org', NULL, '["notify"]', 56, 56, 1, 1, 1, 'main'),
  ('!room2:example.org', '$ev056', '@bob:example.org', NULL, '["notify"]', 57, 57, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev057', '@carol:example.org', NULL, '["notify"]', 58, 58, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev058', '@dave:example.org', NULL, '["notify"]', 59, 59, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev059', '@erin:example.org', NULL, '["notify"]', 60, 60, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev060', '@frank:example.org', NULL, '["notify"]', 61, 61, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev061', '@grace:example.org', NULL, '["notify"]', 62, 62, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev062', '@heidi:example.org', NULL, '["notify"]', 63, 63, 1, 1, 1, 'main'),
  ('!room3:example.org', '$ev063', '@ivan:example.org', NULL, '["notify"]', 64, 64, 1, 0, 1, 'main'),
  ('!room4:example.org', '$ev064', '@alice:example.org', NULL, '["notify"]', 65, 65, 1, 0, 1, 'main'),
  ('!room5:example.org', '$ev065', '@bob:example.org', NULL, '["notify"]', 66, 66, 1, 0, 1, 'main'),
  ('!room0:example.org', '$ev066', '@carol:example.org', NULL, '["notify"]', 67, 67, 1, 0, 1, 'main'),
  ('!room1:example.org', '$ev067', '@dave:example.org', NULL, '["notify"]', 68, 68, 1, 0, 1, 'main'),
  ('!room2:example.org', '$ev068', '@erin:example.org', NULL, '["notify"]', 69, 69, 1, 0, 1, 'main'),
  ('!room3:example.org', '$ev069', '@frank:example.org', NULL, '["notify"]', 70, 70, 1, 1, 1, 'main');
INSERT INTO synapse.event_push_actions_staging (event_id, user_id, actions, notif, highlight, unread, thread_id, inserted_ts) VALUES
  ('$pending0', '@alice:example.org', '["notify"]', 1, 0, 1, 'main', (extract(epoch from now())*1000)::bigint - 259200000),
  ('$pending1', '@bob:example.org', '["notify"]', 1, 0, 1, 'main', (extract(epoch from now())*1000)::bigint - 17280000),
  ('$pending2', '@carol:example.org', '["notify"]', 1, 0, 1, 'main', (extract(epoch from now())*1000)::bigint - 864000),
  ('$pending3', '@dave:example.org', '["notify"]', 1, 0, 1, 'main', (extract(epoch from now())*1000)::bigint - 864000),
  ('$pending4', '@erin:example.org', '["notify"]', 1, 0, 1, 'main', (extract(epoch from now())*1000)::bigint - 86400);
INSERT INTO synapse.event_push_summary (user_id, room_id, notif_count, stream_ordering, unread_count, last_receipt_stream_ordering, thread_id) VALUES
  ('@alice:example.org', '!room0:example.org', 0, 60, 0, 50, 'main'),
  ('@bob:example.org', '!room1:example.org', 1, 61, 1, 50, 'main'),
  ('@carol:example.org', '!room2:example.org', 2, 62, 2, 50, 'main'),
  ('@dave:example.org', '!room3:example.org', 3, 63, 3, 50, 'main'),
  ('@erin:example.org', '!room4:example.org', 4, 64, 4, 50, 'main'),
  ('@frank:example.org', '!room5:example.org', 5, 65, 5, 50, 'main'),
  ('@grace:example.org', '!room0:example.org', 6, 66, 6, 50, 'main'),
  ('@heidi:example.org', '!room1:example.org', 7, 67, 7, 50, 'main');
INSERT INTO synapse.stream_ordering_to_exterm (stream_ordering, room_id, event_id) VALUES
  (1, '!room0:example.org', '$ev000'),
  (5, '!room4:example.org', '$ev004'),
  (9, '!room2:example.org', '$ev008'),
  (13, '!room0:example.org', '$ev012'),
  (17, '!room4:example.org', '$ev016'),
  (21, '!room2:example.org', '$ev020'),
  (25, '!room0:example.org', '$ev024'),
  (29, '!room4:example.org', '$ev028'),
  (33, '!room2:example.org', '$ev032'),
  (37, '!room0:example.org', '$ev036'),
  (41, '!room4:example.org', '$ev040'),
  (45, '!room2:example.org', '$ev044'),
  (49, '!room0:example.org', '$ev048'),
  (53, '!room4:example.org', '$ev052'),
  (57, '!room2:example.org', '$ev056'),
  (61, '!room0:example.org', '$ev060'),
  (65, '!room4:example.org', '$ev064'),
  (69, '!room2:example.org', '$ev068'),
  (73, '!room0:example.org', '$ev072'),
  (77, '!room4:example.org', '$ev076');
INSERT INTO synapse.event_txn_id_device_id (event_id, room_id, user_id, device_id, txn_id, inserted_ts) VALUES
  ('$ev000', '!room0:example.org', '@alice:example.org', 'DEV00ABC', 'm0.1', (extract(epoch from now())*1000)::bigint - 17280000000),
  ('$ev010', '!room4:example.org', '@bob:example.org', 'DEV10ABC', 'm10.1', (extract(epoch from now())*1000)::bigint - 15206400000),
  ('$ev020', '!room2:example.org', '@carol:example.org', 'DEV20ABC', 'm20.1', (extract(epoch from now())*1000)::bigint - 13132800000),
  ('$ev030', '!room0:example.org', '@dave:example.org', 'DEV30ABC', 'm30.1', (extract(epoch from now())*1000)::bigint - 11059200000),
  ('$ev040', '!room4:example.org', '@erin:example.org', 'DEV40ABC', 'm40.1', (extract(epoch from now())*1000)::bigint - 8985600000),
  ('$ev050', '!room2:example.org', '@frank:example.org', 'DEV50ABC', 'm50.1', (extract(epoch from now())*1000)::bigint - 6912000000),
  ('$ev060', '!room0:example.org', '@grace:example.org', 'DEV60ABC', 'm60.1', (extract(epoch from now())*1000)::bigint - 4838400000),
  ('$ev070', '!room4:example.org', '@heidi:example.org', 'DEV70ABC', 'm70.1', (extract(epoch from now())*1000)::bigint - 2764800000);
INSERT INTO synapse.receipts_linearized (stream_id, room_id, receipt_type, user_id, event_id, data, instance_name, event_stream_ordering, thread_id) VALUES
  (1, '!room0:example.org', 'm.read', '@alice:example.org', '$ev060', '{"ts":1}', 'master', 61, NULL),
  (2, '!room1:example.org', 'm.read', '@bob:example.org', '$ev061', '{"ts":1}', 'master', 62, NULL),
  (3, '!room2:example.org', 'm.read', '@carol:example.org', '$ev062', '{"ts":1}', 'master', 63, NULL),
  (4, '!room3:example.org', 'm.read', '@dave:example.org', '$ev063', '{"ts":1}', 'master', 64, NULL),
  (5, '!room4:example.org', 'm.read', '@erin:example.org', '$ev064', '{"ts":1}', 'master', 65, NULL),
  (6, '!room5:example.org', 'm.read', '@frank:example.org', '$ev065', '{"ts":1}', 'master', 66, NULL),
  (7, '!room0:example.org', 'm.read', '@grace:example.org', '$ev066', '{"ts":1}', 'master', 67, NULL),
  (8, '!room1:example.org', 'm.read', '@heidi:example.org', '$ev067', '{"ts":1}', 'master', 68, NULL);
INSERT INTO synapse.event_reports (id, received_ts, room_id, event_id, user_id, reason, content) VALUES
  (1, (extract(epoch from now())*1000)::bigint - 3888000000, '!room3:example.org', '$ev033', '@carol:example.org', 'spam', '{"score":-100}'),
  (2, (extract(epoch from now())*1000)::bigint - 1036800000, '!room5:example.org', '$ev065', '@erin:example.org', 'abusive', '{}');
INSERT INTO synapse.user_reports (id, received_ts, target_user_id, user_id, reason) VALUES
  (1, (extract(epoch from now())*1000)::bigint - 1728000000, '@mallory:example.org', '@dave:example.org', 'harassment');
INSERT INTO synapse.user_daily_visits (user_id, device_id, timestamp, user_agent) VALUES
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 0)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 0)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 0)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 777600000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 777600000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 777600000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 1555200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 1555200000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 1555200000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 2332800000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 2332800000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 2332800000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 3110400000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 3110400000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 3110400000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 3888000000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 3888000000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 3888000000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 4665600000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 4665600000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 4665600000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 5443200000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 5443200000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 5443200000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 6220800000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 6220800000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 6220800000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 6998400000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 6998400000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 6998400000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 7776000000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 7776000000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 7776000000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 8553600000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 8553600000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 8553600000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 9331200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 9331200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 9331200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 10108800000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 10108800000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 10108800000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 10886400000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 10886400000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 10886400000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 11664000000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 11664000000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 11664000000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 12441600000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 12441600000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 12441600000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 13219200000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 13219200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 13219200000)/86400000)*86400000, 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 13996800000)/86400000)*86400000, 'Element/1.6.18 (Android 14)'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 13996800000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 13996800000)/86400000)*86400000, 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('@alice:example.org', 'DEV00ABC', (((extract(epoch from now())*1000)::bigint - 14774400000)/86400000)*86400000, 'matrix-nio/0.24'),
  ('@bob:example.org', 'DEV10ABC', (((extract(epoch from now())*1000)::bigint - 14774400000)/86400000)*86400000, 'FluffyChat/1.20'),
  ('@carol:example.org', 'DEV20ABC', (((extract(epoch from now())*1000)::bigint - 14774400000)/86400000)*86400000, 'matrix-nio/0.24');
INSERT INTO synapse.monthly_active_users (user_id, timestamp) VALUES
  ('@alice:example.org', (extract(epoch from now())*1000)::bigint - 116741307),
  ('@bob:example.org', (extract(epoch from now())*1000)::bigint - 3476834694),
  ('@carol:example.org', (extract(epoch from now())*1000)::bigint - 254470534),
  ('@dave:example.org', (extract(epoch from now())*1000)::bigint - 1271812520),
  ('@erin:example.org', (extract(epoch from now())*1000)::bigint - 3784654825),
  ('@frank:example.org', (extract(epoch from now())*1000)::bigint - 2360066277),
  ('@grace:example.org', (extract(epoch from now())*1000)::bigint - 782196833),
  ('@heidi:example.org', (extract(epoch from now())*1000)::bigint - 1083942497),
  ('@ivan:example.org', (extract(epoch from now())*1000)::bigint - 1979960659),
  ('@judy:example.org', (extract(epoch from now())*1000)::bigint - 3140688402);
INSERT INTO synapse.received_transactions (transaction_id, origin, ts, response_code, response_json, has_been_referenced) VALUES
  ('txn0', 'matrix.org', (extract(epoch from now())*1000)::bigint - 151290938, 200, '\\x7b7d'::bytea, 0),
  ('txn1', 'other.example', (extract(epoch from now())*1000)::bigint - 199388104, 200, '\\x7b7d'::bytea, 0),
  ('txn2', 'matrix.org', (extract(epoch from now())*1000)::bigint - 181578193, 200, '\\x7b7d'::bytea, 0),
  ('txn3', 'matrix.org', (extract(epoch from now())*1000)::bigint - 90497629, 200, '\\x7b7d'::bytea, 0),
  ('txn4', 'other.example', (extract(epoch from now())*1000)::bigint - 95979517, 200, '\\x7b7d'::bytea, 0),
  ('txn5', 'matrix.org', (extract(epoch from now())*1000)::bigint - 145253698, 200, '\\x7b7d'::bytea, 0),
  ('txn6', 'other.example', (extract(epoch from now())*1000)::bigint - 16594909, 200, '\\x7b7d'::bytea, 0),
  ('txn7', 'other.example', (extract(epoch from now())*1000)::bigint - 169516858, 200, '\\x7b7d'::bytea, 0),
  ('txn8', 'matrix.org', (extract(epoch from now())*1000)::bigint - 202985274, 200, '\\x7b7d'::bytea, 0),
  ('txn9', 'other.example', (extract(epoch from now())*1000)::bigint - 31623929, 200, '\\x7b7d'::bytea, 0),
  ('txn10', 'matrix.org', (extract(epoch from now())*1000)::bigint - 209017714, 200, '\\x7b7d'::bytea, 0),
  ('txn11', 'matrix.org', (extract(epoch from now())*1000)::bigint - 161502198, 200, '\\x7b7d'::bytea, 0),
  ('txn12', 'matrix.org', (extract(epoch from now())*1000)::bigint - 86543390, 200, '\\x7b7d'::bytea, 0),
  ('txn13', 'other.example', (extract(epoch from now())*1000)::bigint - 35887101, 200, '\\x7b7d'::bytea, 0),
  ('txn14', 'matrix.org', (extract(epoch from now())*1000)::bigint - 35601162, 200, '\\x7b7d'::bytea, 0),
  ('txn15', 'other.example', (extract(epoch from now())*1000)::bigint - 214724805, 200, '\\x7b7d'::bytea, 0),
  ('txn16', 'other.example', (extract(epoch from now())*1000)::bigint - 73820090, 200, '\\x7b7d'::bytea, 0),
  ('txn17', 'matrix.org', (extract(epoch from now())*1000)::bigint - 77584680, 200, '\\x7b7d'::bytea, 0),
  ('txn18', 'matrix.org', (extract(epoch from now())*1000)::bigint - 156224642, 200, '\\x7b7d'::bytea, 0),
  ('txn19', 'matrix.org', (extract(epoch from now())*1000)::bigint - 73575597, 200, '\\x7b7d'::bytea, 0);
INSERT INTO synapse.sessions (session_type, session_id, value, expiry_time_ms) VALUES
  ('oidc_session', 'sess0', '{}', (extract(epoch from now())*1000)::bigint - 116548920),
  ('oidc_session', 'sess1', '{}', (extract(epoch from now())*1000)::bigint - 180974450),
  ('oidc_session', 'sess2', '{}', (extract(epoch from now())*1000)::bigint - 96962477),
  ('oidc_session', 'sess3', '{}', (extract(epoch from now())*1000)::bigint - 132034169),
  ('oidc_session', 'sess4', '{}', (extract(epoch from now())*1000)::bigint - 73538067),
  ('oidc_session', 'sess5', '{}', (extract(epoch from now())*1000)::bigint - 248863352),
  ('oidc_session', 'sess6', '{}', (extract(epoch from now())*1000)::bigint - 25418220),
  ('oidc_session', 'sess7', '{}', (extract(epoch from now())*1000)::bigint - 237735808);
INSERT INTO synapse.login_tokens (token, user_id, expiry_ts, used_ts, auth_provider_id, auth_provider_session_id) VALUES
  ('lt0', '@alice:example.org', (extract(epoch from now())*1000)::bigint - 39427452, (extract(epoch from now())*1000)::bigint - 43200000, 'oidc-keycloak', NULL),
  ('lt1', '@bob:example.org', (extract(epoch from now())*1000)::bigint - 151429900, NULL, NULL, NULL),
  ('lt2', '@carol:example.org', (extract(epoch from now())*1000)::bigint - 14446649, (extract(epoch from now())*1000)::bigint - 43200000, NULL, NULL),
  ('lt3', '@dave:example.org', (extract(epoch from now())*1000)::bigint - 46924949, NULL, 'oidc-keycloak', NULL),
  ('lt4', '@erin:example.org', (extract(epoch from now())*1000)::bigint - 156531163, (extract(epoch from now())*1000)::bigint - 43200000, NULL, NULL),
  ('lt5', '@frank:example.org', (extract(epoch from now())*1000)::bigint - 31301366, NULL, NULL, NULL),
  ('lt6', '@grace:example.org', (extract(epoch from now())*1000)::bigint - 130577086, (extract(epoch from now())*1000)::bigint - 43200000, 'oidc-keycloak', NULL),
  ('lt7', '@heidi:example.org', (extract(epoch from now())*1000)::bigint - 141641940, NULL, NULL, NULL);
INSERT INTO synapse.threepid_validation_session (session_id, medium, address, client_secret, last_send_attempt, validated_at) VALUES
  ('tps0', 'email', 'new0@mail.example.com', 'secret0', (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 77760000),
  ('tps1', 'email', 'new1@mail.example.com', 'secret1', (extract(epoch from now())*1000)::bigint - 1209600000, NULL),
  ('tps2', 'email', 'new2@mail.example.com', 'secret2', (extract(epoch from now())*1000)::bigint - 2332800000, (extract(epoch from now())*1000)::bigint - 2324160000),
  ('tps3', 'email', 'new3@mail.example.com', 'secret3', (extract(epoch from now())*1000)::bigint - 3456000000, NULL),
  ('tps4', 'email', 'new4@mail.example.com', 'secret4', (extract(epoch from now())*1000)::bigint - 4579200000, (extract(epoch from now())*1000)::bigint - 4570560000),
  ('tps5', 'email', 'new5@mail.example.com', 'secret5', (extract(epoch from now())*1000)::bigint - 5702400000, NULL),
  ('tps6', 'email', 'new6@mail.example.com', 'secret6', (extract(epoch from now())*1000)::bigint - 6825600000, (extract(epoch from now())*1000)::bigint - 6816960000),
  ('tps7', 'email', 'new7@mail.example.com', 'secret7', (extract(epoch from now())*1000)::bigint - 7948800000, NULL);
INSERT INTO synapse.threepid_validation_token (token, session_id, next_link, expires) VALUES
  ('tok0', 'tps0', NULL, (extract(epoch from now())*1000)::bigint - 0),
  ('tok1', 'tps1', NULL, (extract(epoch from now())*1000)::bigint - 1123200000),
  ('tok2', 'tps2', NULL, (extract(epoch from now())*1000)::bigint - 2246400000),
  ('tok3', 'tps3', NULL, (extract(epoch from now())*1000)::bigint - 3369600000),
  ('tok4', 'tps4', NULL, (extract(epoch from now())*1000)::bigint - 4492800000),
  ('tok5', 'tps5', NULL, (extract(epoch from now())*1000)::bigint - 5616000000),
  ('tok6', 'tps6', NULL, (extract(epoch from now())*1000)::bigint - 6739200000),
  ('tok7', 'tps7', NULL, (extract(epoch from now())*1000)::bigint - 7862400000);
INSERT INTO synapse.ui_auth_sessions (session_id, creation_time, serverdict, clientdict, uri, method, description) VALUES
  ('ui0', (extract(epoch from now())*1000)::bigint - 367151897, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui1', (extract(epoch from now())*1000)::bigint - 292300570, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui2', (extract(epoch from now())*1000)::bigint - 408719329, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui3', (extract(epoch from now())*1000)::bigint - 175882722, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui4', (extract(epoch from now())*1000)::bigint - 232211099, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui5', (extract(epoch from now())*1000)::bigint - 222805319, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui6', (extract(epoch from now())*1000)::bigint - 214109057, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices'),
  ('ui7', (extract(epoch from now())*1000)::bigint - 141866383, '{}', '{}', '/_matrix/client/v3/delete_devices', 'POST', 'remove devices');
INSERT INTO synapse.ui_auth_sessions_ips (session_id, ip, user_agent) VALUES
  ('ui0', '192.0.2.5', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('ui1', '192.0.2.6', 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('ui2', '192.0.2.7', 'Element/1.6.18 (Android 14)'),
  ('ui3', '192.0.2.8', 'FluffyChat/1.20'),
  ('ui4', '192.0.2.9', 'matrix-nio/0.24'),
  ('ui5', '192.0.2.10', 'Mozilla/5.0 (X11; Linux x86_64) Element/1.11.85'),
  ('ui6', '192.0.2.11', 'Element/1.6.20 (iPhone; iOS 17.4)'),
  ('ui7', '192.0.2.12', 'Element/1.6.18 (Android 14)');
INSERT INTO synapse.ui_auth_sessions_credentials (session_id, stage_type, result) VALUES
  ('ui0', 'm.login.password', '"@alice:example.org"'),
  ('ui2', 'm.login.password', '"@alice:example.org"'),
  ('ui4', 'm.login.password', '"@alice:example.org"'),
  ('ui6', 'm.login.password', '"@alice:example.org"');
INSERT INTO synapse.sliding_sync_connections (user_id, effective_device_id, conn_id, created_ts, last_used_ts) VALUES
  ('@alice:example.org', 'DEV00ABC', 'main', (extract(epoch from now())*1000)::bigint - 2592000000, NULL),
  ('@alice:example.org', 'DEV01ABC', 'main', (extract(epoch from now())*1000)::bigint - 2332800000, (extract(epoch from now())*1000)::bigint - 289954684),
  ('@bob:example.org', 'DEV10ABC', 'main', (extract(epoch from now())*1000)::bigint - 2073600000, (extract(epoch from now())*1000)::bigint - 829185531),
  ('@bob:example.org', 'DEV11ABC', 'main', (extract(epoch from now())*1000)::bigint - 1814400000, (extract(epoch from now())*1000)::bigint - 190796683),
  ('@carol:example.org', 'DEV20ABC', 'main', (extract(epoch from now())*1000)::bigint - 1555200000, (extract(epoch from now())*1000)::bigint - 928322181),
  ('@carol:example.org', 'DEV21ABC', 'main', (extract(epoch from now())*1000)::bigint - 1296000000, (extract(epoch from now())*1000)::bigint - 279451455),
  ('@dave:example.org', 'DEV30ABC', 'main', (extract(epoch from now())*1000)::bigint - 1036800000, (extract(epoch from now())*1000)::bigint - 18300587),
  ('@dave:example.org', 'DEV31ABC', 'main', (extract(epoch from now())*1000)::bigint - 777600000, (extract(epoch from now())*1000)::bigint - 92612626);
INSERT INTO synapse.sliding_sync_connection_positions (connection_key, created_ts) VALUES
  (1, (extract(epoch from now())*1000)::bigint - 225755712),
  (2, (extract(epoch from now())*1000)::bigint - 525803827),
  (3, (extract(epoch from now())*1000)::bigint - 192832342),
  (4, (extract(epoch from now())*1000)::bigint - 229121174),
  (5, (extract(epoch from now())*1000)::bigint - 105888281),
  (6, (extract(epoch from now())*1000)::bigint - 10830054),
  (7, (extract(epoch from now())*1000)::bigint - 859085209),
  (8, (extract(epoch from now())*1000)::bigint - 361447983);
INSERT INTO synapse.sliding_sync_connection_required_state (connection_key, required_state) VALUES
  (1, '[["m.room.member","$LAZY"]]'),
  (2, '[["m.room.member","$LAZY"]]'),
  (3, '[["m.room.member","$LAZY"]]'),
  (4, '[["m.room.member","$LAZY"]]'),
  (5, '[["m.room.member","$LAZY"]]'),
  (6, '[["m.room.member","$LAZY"]]'),
  (7, '[["m.room.member","$LAZY"]]'),
  (8, '[["m.room.member","$LAZY"]]');
INSERT INTO synapse.sliding_sync_connection_room_configs (connection_position, room_id, timeline_limit, required_state_id) VALUES
  (1, '!room0:example.org', 10, 1),
  (2, '!room1:example.org', 10, 2),
  (3, '!room2:example.org', 10, 3),
  (4, '!room3:example.org', 10, 4),
  (5, '!room4:example.org', 10, 5),
  (6, '!room5:example.org', 10, 6),
  (7, '!room0:example.org', 10, 7),
  (8, '!room1:example.org', 10, 8);
INSERT INTO synapse.sliding_sync_connection_streams (connection_position, stream, room_id, room_status, last_token) VALUES
  (1, 'account_data', '!room0:example.org', 'l', 's1'),
  (2, 'account_data', '!room1:example.org', 'l', 's1'),
  (3, 'account_data', '!room2:example.org', 'l', 's1'),
  (4, 'account_data', '!room3:example.org', 'l', 's1'),
  (5, 'account_data', '!room4:example.org', 'l', 's1'),
  (6, 'account_data', '!room5:example.org', 'l', 's1'),
  (7, 'account_data', '!room0:example.org', 'l', 's1'),
  (8, 'account_data', '!room1:example.org', 'l', 's1');
INSERT INTO synapse.sliding_sync_connection_lazy_members (connection_key, connection_position, room_id, user_id, last_seen_ts) VALUES
  (1, 1, '!room0:example.org', '@alice:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (2, 2, '!room1:example.org', '@bob:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (3, 3, '!room2:example.org', '@carol:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (4, 4, '!room3:example.org', '@dave:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (5, 5, '!room4:example.org', '@erin:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (6, 6, '!room5:example.org', '@frank:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (7, 7, '!room0:example.org', '@grace:example.org', (extract(epoch from now())*1000)::bigint - 86400000),
  (8, 8, '!room1:example.org', '@heidi:example.org', (extract(epoch from now())*1000)::bigint - 86400000);
INSERT INTO synapse.scheduled_tasks (id, action, status, timestamp, resource_id, params, result, error) VALUES
  ('task0', 'shutdown_and_purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 0, '!room0:example.org', '{}', NULL, NULL),
  ('task1', 'purge_room', 'failed', (extract(epoch from now())*1000)::bigint - 267840000, '!room1:example.org', '{}', NULL, 'boom'),
  ('task2', 'shutdown_and_purge_room', 'scheduled', (extract(epoch from now())*1000)::bigint - 535680000, '!room2:example.org', '{}', NULL, NULL),
  ('task3', 'purge_room', 'active', (extract(epoch from now())*1000)::bigint - 803520000, '!room3:example.org', '{}', NULL, NULL),
  ('task4', 'shutdown_and_purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 1071360000, '!room4:example.org', '{}', NULL, NULL),
  ('task5', 'purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 1339200000, '!room5:example.org', '{}', NULL, NULL),
  ('task6', 'shutdown_and_purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 1607040000, '!room0:example.org', '{}', NULL, NULL),
  ('task7', 'purge_room', 'failed', (extract(epoch from now())*1000)::bigint - 1874880000, '!room1:example.org', '{}', NULL, 'boom'),
  ('task8', 'shutdown_and_purge_room', 'scheduled', (extract(epoch from now())*1000)::bigint - 2142720000, '!room2:example.org', '{}', NULL, NULL),
  ('task9', 'purge_room', 'active', (extract(epoch from now())*1000)::bigint - 2410560000, '!room3:example.org', '{}', NULL, NULL),
  ('task10', 'shutdown_and_purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 2678400000, '!room4:example.org', '{}', NULL, NULL),
  ('task11', 'purge_room', 'complete', (extract(epoch from now())*1000)::bigint - 2946240000, '!room5:example.org', '{}', NULL, NULL);
INSERT INTO synapse.local_media_repository (media_id, media_type, media_length, created_ts, upload_name, user_id, quarantined_by, url_cache, last_access_ts, safe_from_quarantine, authenticated, sha256) VALUES
  ('lm00', 'image/png', 1000, (extract(epoch from now())*1000)::bigint - 0, 'img0.png', '@alice:example.org', NULL, 'https://example.com/0', NULL, false, true, '0000000000000000000000000000000000000000000000000000000000000000'),
  ('lm01', 'image/png', 1037, (extract(epoch from now())*1000)::bigint - 777600000, 'img1.png', '@bob:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 345600000, false, true, '0000000000000000000000000000000000000000000000000000000000000001'),
  ('lm02', 'image/png', 1074, (extract(epoch from now())*1000)::bigint - 1555200000, 'img2.png', '@carol:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 691200000, false, true, '0000000000000000000000000000000000000000000000000000000000000002'),
  ('lm03', 'image/png', 1111, (extract(epoch from now())*1000)::bigint - 2332800000, 'img3.png', '@dave:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 1036800000, false, true, '0000000000000000000000000000000000000000000000000000000000000003'),
  ('lm04', 'image/png', 1148, (extract(epoch from now())*1000)::bigint - 3110400000, 'img4.png', '@erin:example.org', NULL, NULL, NULL, false, true, '0000000000000000000000000000000000000000000000000000000000000004'),
  ('lm05', 'image/png', 1185, (extract(epoch from now())*1000)::bigint - 3888000000, 'img5.png', '@frank:example.org', NULL, 'https://example.com/5', (extract(epoch from now())*1000)::bigint - 1728000000, false, true, '0000000000000000000000000000000000000000000000000000000000000005'),
  ('lm06', 'image/png', 1222, (extract(epoch from now())*1000)::bigint - 4665600000, 'img6.png', '@grace:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 2073600000, false, true, '0000000000000000000000000000000000000000000000000000000000000006'),
  ('lm07', 'image/png', 1259, (extract(epoch from now())*1000)::bigint - 5443200000, 'img7.png', '@heidi:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 2419200000, false, true, '0000000000000000000000000000000000000000000000000000000000000007'),
  ('lm08', 'image/png', 1296, (extract(epoch from now())*1000)::bigint - 6220800000, 'img8.png', '@ivan:example.org', NULL, NULL, NULL, false, true, '0000000000000000000000000000000000000000000000000000000000000008'),
  ('lm09', 'image/png', 1333, (extract(epoch from now())*1000)::bigint - 6998400000, 'img9.png', '@alice:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 3110400000, false, true, '0000000000000000000000000000000000000000000000000000000000000009'),
  ('lm10', 'image/png', 1370, (extract(epoch from now())*1000)::bigint - 7776000000, 'img10.png', '@bob:example.org', NULL, 'https://example.com/10', (extract(epoch from now())*1000)::bigint - 3456000000, false, true, '000000000000000000000000000000000000000000000000000000000000000a'),
  ('lm11', 'image/png', 1407, (extract(epoch from now())*1000)::bigint - 8553600000, 'img11.png', '@carol:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 3801600000, false, true, '000000000000000000000000000000000000000000000000000000000000000b'),
  ('lm12', 'image/png', 1444, (extract(epoch from now())*1000)::bigint - 9331200000, 'img12.png', '@dave:example.org', NULL, NULL, NULL, false, true, '000000000000000000000000000000000000000000000000000000000000000c'),
  ('lm13', 'image/png', 1481, (extract(epoch from now())*1000)::bigint - 10108800000, 'img13.png', '@erin:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 4492800000, false, true, '000000000000000000000000000000000000000000000000000000000000000d'),
  ('lm14', 'image/png', 1518, (extract(epoch from now())*1000)::bigint - 10886400000, 'img14.png', '@frank:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 4838400000, false, true, '000000000000000000000000000000000000000000000000000000000000000e'),
  ('lm15', 'image/png', 1555, (extract(epoch from now())*1000)::bigint - 11664000000, 'img15.png', '@grace:example.org', NULL, 'https://example.com/15', (extract(epoch from now())*1000)::bigint - 5184000000, false, true, '000000000000000000000000000000000000000000000000000000000000000f'),
  ('lm16', 'image/png', 1592, (extract(epoch from now())*1000)::bigint - 12441600000, 'img16.png', '@heidi:example.org', NULL, NULL, NULL, false, true, '0000000000000000000000000000000000000000000000000000000000000010'),
  ('lm17', 'image/png', 1629, (extract(epoch from now())*1000)::bigint - 13219200000, 'img17.png', '@ivan:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 5875200000, false, true, '0000000000000000000000000000000000000000000000000000000000000011'),
  ('lm18', 'image/png', 1666, (extract(epoch from now())*1000)::bigint - 13996800000, 'img18.png', '@alice:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 6220800000, false, true, '0000000000000000000000000000000000000000000000000000000000000012'),
  ('lm19', 'image/png', 1703, (extract(epoch from now())*1000)::bigint - 14774400000, 'img19.png', '@bob:example.org', NULL, NULL, (extract(epoch from now())*1000)::bigint - 6566400000, false, true, '0000000000000000000000000000000000000000000000000000000000000013');
INSERT INTO synapse.local_media_repository_thumbnails (media_id, thumbnail_width, thumbnail_height, thumbnail_type, thumbnail_method, thumbnail_length) VALUES
  ('lm00', 32, 32, 'image/png', 'crop', 200),
  ('lm01', 32, 32, 'image/png', 'crop', 200),
  ('lm02', 32, 32, 'image/png', 'crop', 200),
  ('lm03', 32, 32, 'image/png', 'crop', 200),
  ('lm04', 32, 32, 'image/png', 'crop', 200),
  ('lm05', 32, 32, 'image/png', 'crop', 200),
  ('lm06', 32, 32, 'image/png', 'crop', 200),
  ('lm07', 32, 32, 'image/png', 'crop', 200),
  ('lm08', 32, 32, 'image/png', 'crop', 200),
  ('lm09', 32, 32, 'image/png', 'crop', 200),
  ('lm10', 32, 32, 'image/png', 'crop', 200),
  ('lm11', 32, 32, 'image/png', 'crop', 200),
  ('lm12', 32, 32, 'image/png', 'crop', 200),
  ('lm13', 32, 32, 'image/png', 'crop', 200),
  ('lm14', 32, 32, 'image/png', 'crop', 200),
  ('lm15', 32, 32, 'image/png', 'crop', 200),
  ('lm16', 32, 32, 'image/png', 'crop', 200),
  ('lm17', 32, 32, 'image/png', 'crop', 200),
  ('lm18', 32, 32, 'image/png', 'crop', 200),
  ('lm19', 32, 32, 'image/png', 'crop', 200);
INSERT INTO synapse.local_media_repository_url_cache (url, response_code, etag, expires_ts, og, media_id, download_ts) VALUES
  ('https://example.com/0', 200, NULL, (extract(epoch from now())*1000)::bigint - -86400000, '{"og:title":"x"}', 'lm00', (extract(epoch from now())*1000)::bigint - 0),
  ('https://example.com/5', 200, NULL, (extract(epoch from now())*1000)::bigint - 3801600000, '{"og:title":"x"}', 'lm05', (extract(epoch from now())*1000)::bigint - 3888000000),
  ('https://example.com/10', 200, NULL, (extract(epoch from now())*1000)::bigint - 7689600000, '{"og:title":"x"}', 'lm10', (extract(epoch from now())*1000)::bigint - 7776000000),
  ('https://example.com/15', 200, NULL, (extract(epoch from now())*1000)::bigint - 11577600000, '{"og:title":"x"}', 'lm15', (extract(epoch from now())*1000)::bigint - 11664000000);
INSERT INTO synapse.remote_media_cache (media_origin, media_id, media_type, created_ts, upload_name, media_length, filesystem_id, last_access_ts, quarantined_by, authenticated, sha256) VALUES
  ('matrix.org', 'rm00', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 0, NULL, 5000, 'fs00', (extract(epoch from now())*1000)::bigint - 0, NULL, false, NULL),
  ('matrix.org', 'rm01', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 691200000, NULL, 5000, 'fs01', (extract(epoch from now())*1000)::bigint - 432000000, NULL, false, NULL),
  ('matrix.org', 'rm02', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 1382400000, NULL, 5000, 'fs02', (extract(epoch from now())*1000)::bigint - 864000000, NULL, false, NULL),
  ('matrix.org', 'rm03', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 2073600000, NULL, 5000, 'fs03', (extract(epoch from now())*1000)::bigint - 1296000000, NULL, false, NULL),
  ('matrix.org', 'rm04', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 2764800000, NULL, 5000, 'fs04', (extract(epoch from now())*1000)::bigint - 1728000000, NULL, false, NULL),
  ('matrix.org', 'rm05', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 3456000000, NULL, 5000, 'fs05', (extract(epoch from now())*1000)::bigint - 2160000000, NULL, false, NULL),
  ('matrix.org', 'rm06', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 4147200000, NULL, 5000, 'fs06', (extract(epoch from now())*1000)::bigint - 2592000000, NULL, false, NULL),
  ('matrix.org', 'rm07', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 4838400000, NULL, 5000, 'fs07', (extract(epoch from now())*1000)::bigint - 3024000000, NULL, false, NULL),
  ('matrix.org', 'rm08', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 5529600000, NULL, 5000, 'fs08', (extract(epoch from now())*1000)::bigint - 3456000000, NULL, false, NULL),
  ('matrix.org', 'rm09', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 6220800000, NULL, 5000, 'fs09', (extract(epoch from now())*1000)::bigint - 3888000000, NULL, false, NULL),
  ('matrix.org', 'rm10', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 6912000000, NULL, 5000, 'fs10', (extract(epoch from now())*1000)::bigint - 4320000000, NULL, false, NULL),
  ('matrix.org', 'rm11', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 7603200000, NULL, 5000, 'fs11', (extract(epoch from now())*1000)::bigint - 4752000000, NULL, false, NULL),
  ('matrix.org', 'rm12', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 8294400000, NULL, 5000, 'fs12', (extract(epoch from now())*1000)::bigint - 5184000000, NULL, false, NULL),
  ('matrix.org', 'rm13', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 8985600000, NULL, 5000, 'fs13', (extract(epoch from now())*1000)::bigint - 5616000000, NULL, false, NULL),
  ('matrix.org', 'rm14', 'image/jpeg', (extract(epoch from now())*1000)::bigint - 9676800000, NULL, 5000, 'fs14', (extract(epoch from now())*1000)::bigint - 6048000000, NULL, false, NULL);
INSERT INTO synapse.remote_media_cache_thumbnails (media_origin, media_id, thumbnail_width, thumbnail_height, thumbnail_method, thumbnail_type, thumbnail_length, filesystem_id) VALUES
  ('matrix.org', 'rm00', 32, 32, 'scale', 'image/jpeg', 100, 'fs00t'),
  ('matrix.org', 'rm01', 32, 32, 'scale', 'image/jpeg', 100, 'fs01t'),
  ('matrix.org', 'rm02', 32, 32, 'scale', 'image/jpeg', 100, 'fs02t'),
  ('matrix.org', 'rm03', 32, 32, 'scale', 'image/jpeg', 100, 'fs03t'),
  ('matrix.org', 'rm04', 32, 32, 'scale', 'image/jpeg', 100, 'fs04t'),
  ('matrix.org', 'rm05', 32, 32, 'scale', 'image/jpeg', 100, 'fs05t'),
  ('matrix.org', 'rm06', 32, 32, 'scale', 'image/jpeg', 100, 'fs06t'),
  ('matrix.org', 'rm07', 32, 32, 'scale', 'image/jpeg', 100, 'fs07t'),
  ('matrix.org', 'rm08', 32, 32, 'scale', 'image/jpeg', 100, 'fs08t'),
  ('matrix.org', 'rm09', 32, 32, 'scale', 'image/jpeg', 100, 'fs09t'),
  ('matrix.org', 'rm10', 32, 32, 'scale', 'image/jpeg', 100, 'fs10t'),
  ('matrix.org', 'rm11', 32, 32, 'scale', 'image/jpeg', 100, 'fs11t'),
  ('matrix.org', 'rm12', 32, 32, 'scale', 'image/jpeg', 100, 'fs12t'),
  ('matrix.org', 'rm13', 32, 32, 'scale', 'image/jpeg', 100, 'fs13t'),
  ('matrix.org', 'rm14', 32, 32, 'scale', 'image/jpeg', 100, 'fs14t');
INSERT INTO synapse.cache_invalidation_stream_by_instance (stream_id, instance_name, cache_func, keys, invalidation_ts) VALUES
  (1, 'master', 'get_user_by_id', ARRAY['@alice:example.org'], (extract(epoch from now())*1000)::bigint - 1036800000),
  (2, 'master', 'get_user_by_id', ARRAY['@bob:example.org'], (extract(epoch from now())*1000)::bigint - 1002240000),
  (3, 'master', 'get_user_by_id', ARRAY['@carol:example.org'], (extract(epoch from now())*1000)::bigint - 967679999),
  (4, 'master', 'get_user_by_id', ARRAY['@dave:example.org'], (extract(epoch from now())*1000)::bigint - 933120000),
  (5, 'master', 'get_user_by_id', ARRAY['@erin:example.org'], (extract(epoch from now())*1000)::bigint - 898560000),
  (6, 'master', 'get_user_by_id', ARRAY['@frank:example.org'], (extract(epoch from now())*1000)::bigint - 864000000),
  (7, 'master', 'get_user_by_id', ARRAY['@grace:example.org'], (extract(epoch from now())*1000)::bigint - 829440000),
  (8, 'master', 'get_user_by_id', ARRAY['@heidi:example.org'], (extract(epoch from now())*1000)::bigint - 794879999),
  (9, 'master', 'get_user_by_id', ARRAY['@ivan:example.org'], (extract(epoch from now())*1000)::bigint - 760320000),
  (10, 'master', 'get_user_by_id', ARRAY['@alice:example.org'], (extract(epoch from now())*1000)::bigint - 725760000),
  (11, 'master', 'get_user_by_id', ARRAY['@bob:example.org'], (extract(epoch from now())*1000)::bigint - 691200000),
  (12, 'master', 'get_user_by_id', ARRAY['@carol:example.org'], (extract(epoch from now())*1000)::bigint - 656640000),
  (13, 'master', 'get_user_by_id', ARRAY['@dave:example.org'], (extract(epoch from now())*1000)::bigint - 622079999),
  (14, 'master', 'get_user_by_id', ARRAY['@erin:example.org'], (extract(epoch from now())*1000)::bigint - 587520000),
  (15, 'master', 'get_user_by_id', ARRAY['@frank:example.org'], (extract(epoch from now())*1000)::bigint - 552960000),
  (16, 'master', 'get_user_by_id', ARRAY['@grace:example.org'], (extract(epoch from now())*1000)::bigint - 518400000),
  (17, 'master', 'get_user_by_id', ARRAY['@heidi:example.org'], (extract(epoch from now())*1000)::bigint - 483839999),
  (18, 'master', 'get_user_by_id', ARRAY['@ivan:example.org'], (extract(epoch from now())*1000)::bigint - 449279999),
  (19, 'master', 'get_user_by_id', ARRAY['@alice:example.org'], (extract(epoch from now())*1000)::bigint - 414720000),
  (20, 'master', 'get_user_by_id', ARRAY['@bob:example.org'], (extract(epoch from now())*1000)::bigint - 380159999),
  (21, 'master', 'get_user_by_id', ARRAY['@carol:example.org'], (extract(epoch from now())*1000)::bigint - 345600000),
  (22, 'master', 'get_user_by_id', ARRAY['@dave:example.org'], (extract(epoch from now())*1000)::bigint - 311039999),
  (23, 'master', 'get_user_by_id', ARRAY['@erin:example.org'], (extract(epoch from now())*1000)::bigint - 276479999),
  (24, 'master', 'get_user_by_id', ARRAY['@frank:example.org'], (extract(epoch from now())*1000)::bigint - 241919999),
  (25, 'master', 'get_user_by_id', ARRAY['@grace:example.org'], (extract(epoch from now())*1000)::bigint - 207359999),
  (26, 'master', 'get_user_by_id', ARRAY['@heidi:example.org'], (extract(epoch from now())*1000)::bigint - 172800000),
  (27, 'master', 'get_user_by_id', ARRAY['@ivan:example.org'], (extract(epoch from now())*1000)::bigint - 138239999),
  (28, 'master', 'get_user_by_id', ARRAY['@alice:example.org'], (extract(epoch from now())*1000)::bigint - 103679999),
  (29, 'master', 'get_user_by_id', ARRAY['@bob:example.org'], (extract(epoch from now())*1000)::bigint - 69119999),
  (30, 'master', 'get_user_by_id', ARRAY['@carol:example.org'], (extract(epoch from now())*1000)::bigint - 34559999);
INSERT INTO synapse.device_federation_inbox (origin, message_id, received_ts, instance_name) VALUES
  ('other.example', 'msg0', (extract(epoch from now())*1000)::bigint - 0, 'master'),
  ('matrix.org', 'msg1', (extract(epoch from now())*1000)::bigint - 51840000, 'master'),
  ('matrix.org', 'msg2', (extract(epoch from now())*1000)::bigint - 103680000, 'master'),
  ('matrix.org', 'msg3', (extract(epoch from now())*1000)::bigint - 155519999, 'master'),
  ('matrix.org', 'msg4', (extract(epoch from now())*1000)::bigint - 207360000, 'master'),
  ('matrix.org', 'msg5', (extract(epoch from now())*1000)::bigint - 259200000, 'master'),
  ('other.example', 'msg6', (extract(epoch from now())*1000)::bigint - 311039999, 'master'),
  ('matrix.org', 'msg7', (extract(epoch from now())*1000)::bigint - 362880000, 'master'),
  ('matrix.org', 'msg8', (extract(epoch from now())*1000)::bigint - 414720000, 'master'),
  ('matrix.org', 'msg9', (extract(epoch from now())*1000)::bigint - 466559999, 'master'),
  ('other.example', 'msg10', (extract(epoch from now())*1000)::bigint - 518400000, 'master'),
  ('other.example', 'msg11', (extract(epoch from now())*1000)::bigint - 570240000, 'master'),
  ('matrix.org', 'msg12', (extract(epoch from now())*1000)::bigint - 622079999, 'master'),
  ('other.example', 'msg13', (extract(epoch from now())*1000)::bigint - 673920000, 'master'),
  ('other.example', 'msg14', (extract(epoch from now())*1000)::bigint - 725760000, 'master'),
  ('matrix.org', 'msg15', (extract(epoch from now())*1000)::bigint - 777600000, 'master'),
  ('other.example', 'msg16', (extract(epoch from now())*1000)::bigint - 829440000, 'master'),
  ('other.example', 'msg17', (extract(epoch from now())*1000)::bigint - 881279999, 'master'),
  ('matrix.org', 'msg18', (extract(epoch from now())*1000)::bigint - 933119999, 'master'),
  ('other.example', 'msg19', (extract(epoch from now())*1000)::bigint - 984960000, 'master');
INSERT INTO synapse.device_inbox (user_id, device_id, stream_id, message_json, instance_name) VALUES
  ('@alice:example.org', 'DEV00ABC', 1, '{"type":"m.room_key_request"}', 'master'),
  ('@alice:example.org', 'DEV01ABC', 2, '{"type":"m.room_key_request"}', 'master'),
  ('@bob:example.org', 'DEV10ABC', 3, '{"type":"m.room_key_request"}', 'master'),
  ('@bob:example.org', 'DEV11ABC', 4, '{"type":"m.room_key_request"}', 'master'),
  ('@carol:example.org', 'DEV20ABC', 5, '{"type":"m.room_key_request"}', 'master'),
  ('@carol:example.org', 'DEV21ABC', 6, '{"type":"m.room_key_request"}', 'master'),
  ('@dave:example.org', 'DEV30ABC', 7, '{"type":"m.room_key_request"}', 'master'),
  ('@dave:example.org', 'DEV31ABC', 8, '{"type":"m.room_key_request"}', 'master'),
  ('@erin:example.org', 'DEV40ABC', 9, '{"type":"m.room_key_request"}', 'master'),
  ('@erin:example.org', 'DEV41ABC', 10, '{"type":"m.room_key_request"}', 'master');
INSERT INTO synapse.device_lists_outbound_pokes (destination, stream_id, user_id, device_id, sent, ts, opentracing_context, instance_name) VALUES
  ('matrix.org', 1, '@alice:example.org', 'DEV00ABC', true, (extract(epoch from now())*1000)::bigint - 0, '{}', 'master'),
  ('matrix.org', 2, '@alice:example.org', 'DEV01ABC', false, (extract(epoch from now())*1000)::bigint - 25920000, '{}', 'master'),
  ('matrix.org', 3, '@bob:example.org', 'DEV10ABC', false, (extract(epoch from now())*1000)::bigint - 51840000, '{}', 'master'),
  ('matrix.org', 4, '@bob:example.org', 'DEV11ABC', true, (extract(epoch from now())*1000)::bigint - 77759999, '{}', 'master'),
  ('other.example', 5, '@carol:example.org', 'DEV20ABC', false, (extract(epoch from now())*1000)::bigint - 103680000, '{}', 'master'),
  ('matrix.org', 6, '@carol:example.org', 'DEV21ABC', false, (extract(epoch from now())*1000)::bigint - 129600000, '{}', 'master'),
  ('other.example', 7, '@dave:example.org', 'DEV30ABC', true, (extract(epoch from now())*1000)::bigint - 155519999, '{}', 'master'),
  ('matrix.org', 8, '@dave:example.org', 'DEV31ABC', false, (extract(epoch from now())*1000)::bigint - 181440000, '{}', 'master'),
  ('other.example', 9, '@alice:example.org', 'DEV00ABC', false, (extract(epoch from now())*1000)::bigint - 207360000, '{}', 'master'),
  ('other.example', 10, '@alice:example.org', 'DEV01ABC', true, (extract(epoch from now())*1000)::bigint - 233279999, '{}', 'master'),
  ('other.example', 11, '@bob:example.org', 'DEV10ABC', false, (extract(epoch from now())*1000)::bigint - 259200000, '{}', 'master'),
  ('other.example', 12, '@bob:example.org', 'DEV11ABC', false, (extract(epoch from now())*1000)::bigint - 285120000, '{}', 'master'),
  ('matrix.org', 13, '@carol:example.org', 'DEV20ABC', true, (extract(epoch from now())*1000)::bigint - 311039999, '{}', 'master'),
  ('matrix.org', 14, '@carol:example.org', 'DEV21ABC', false, (extract(epoch from now())*1000)::bigint - 336960000, '{}', 'master'),
  ('other.example', 15, '@dave:example.org', 'DEV30ABC', false, (extract(epoch from now())*1000)::bigint - 362880000, '{}', 'master'),
  ('matrix.org', 16, '@dave:example.org', 'DEV31ABC', true, (extract(epoch from now())*1000)::bigint - 388800000, '{}', 'master'),
  ('matrix.org', 17, '@alice:example.org', 'DEV00ABC', false, (extract(epoch from now())*1000)::bigint - 414720000, '{}', 'master'),
  ('other.example', 18, '@alice:example.org', 'DEV01ABC', false, (extract(epoch from now())*1000)::bigint - 440639999, '{}', 'master'),
  ('other.example', 19, '@bob:example.org', 'DEV10ABC', true, (extract(epoch from now())*1000)::bigint - 466559999, '{}', 'master'),
  ('matrix.org', 20, '@bob:example.org', 'DEV11ABC', false, (extract(epoch from now())*1000)::bigint - 492480000, '{}', 'master'),
  ('matrix.org', 21, '@carol:example.org', 'DEV20ABC', false, (extract(epoch from now())*1000)::bigint - 518400000, '{}', 'master'),
  ('matrix.org', 22, '@carol:example.org', 'DEV21ABC', true, (extract(epoch from now())*1000)::bigint - 544320000, '{}', 'master'),
  ('matrix.org', 23, '@dave:example.org', 'DEV30ABC', false, (extract(epoch from now())*1000)::bigint - 570240000, '{}', 'master'),
  ('other.example', 24, '@dave:example.org', 'DEV31ABC', false, (extract(epoch from now())*1000)::bigint - 596160000, '{}', 'master');
INSERT INTO synapse.device_lists_outbound_last_success (destination, user_id, stream_id) VALUES
  ('matrix.org', '@alice:example.org', 1),
  ('matrix.org', '@bob:example.org', 2),
  ('matrix.org', '@carol:example.org', 3),
  ('matrix.org', '@dave:example.org', 4);
INSERT INTO synapse.device_lists_changes_in_room (user_id, device_id, room_id, stream_id, converted_to_destinations, opentracing_context, instance_name, inserted_ts) VALUES
  ('@alice:example.org', 'DEV00ABC', '!room0:example.org', 1, true, '{}', 'master', NULL),
  ('@alice:example.org', 'DEV01ABC', '!room1:example.org', 2, true, '{}', 'master', NULL),
  ('@bob:example.org', 'DEV10ABC', '!room2:example.org', 3, true, '{}', 'master', NULL),
  ('@bob:example.org', 'DEV11ABC', '!room3:example.org', 4, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 4665600000),
  ('@carol:example.org', 'DEV20ABC', '!room4:example.org', 5, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 4492800000),
  ('@carol:example.org', 'DEV21ABC', '!room5:example.org', 6, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 4320000000),
  ('@dave:example.org', 'DEV30ABC', '!room0:example.org', 7, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 4147200000),
  ('@dave:example.org', 'DEV31ABC', '!room1:example.org', 8, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3974400000),
  ('@alice:example.org', 'DEV00ABC', '!room2:example.org', 9, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3801600000),
  ('@alice:example.org', 'DEV01ABC', '!room3:example.org', 10, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3628800000),
  ('@bob:example.org', 'DEV10ABC', '!room4:example.org', 11, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3456000000),
  ('@bob:example.org', 'DEV11ABC', '!room5:example.org', 12, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3283200000),
  ('@carol:example.org', 'DEV20ABC', '!room0:example.org', 13, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 3110400000),
  ('@carol:example.org', 'DEV21ABC', '!room1:example.org', 14, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2937600000),
  ('@dave:example.org', 'DEV30ABC', '!room2:example.org', 15, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2764800000),
  ('@dave:example.org', 'DEV31ABC', '!room3:example.org', 16, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2592000000),
  ('@alice:example.org', 'DEV00ABC', '!room4:example.org', 17, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2419200000),
  ('@alice:example.org', 'DEV01ABC', '!room5:example.org', 18, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2246400000),
  ('@bob:example.org', 'DEV10ABC', '!room0:example.org', 19, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 2073600000),
  ('@bob:example.org', 'DEV11ABC', '!room1:example.org', 20, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1900800000),
  ('@carol:example.org', 'DEV20ABC', '!room2:example.org', 21, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1728000000),
  ('@carol:example.org', 'DEV21ABC', '!room3:example.org', 22, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1555200000),
  ('@dave:example.org', 'DEV30ABC', '!room4:example.org', 23, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1382400000),
  ('@dave:example.org', 'DEV31ABC', '!room5:example.org', 24, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1209600000),
  ('@alice:example.org', 'DEV00ABC', '!room0:example.org', 25, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 1036800000),
  ('@alice:example.org', 'DEV01ABC', '!room1:example.org', 26, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 864000000),
  ('@bob:example.org', 'DEV10ABC', '!room2:example.org', 27, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 691200000),
  ('@bob:example.org', 'DEV11ABC', '!room3:example.org', 28, true, '{}', 'master', (extract(epoch from now())*1000)::bigint - 518400000);
INSERT INTO synapse.sticky_events (stream_id, instance_name, event_id, room_id, event_stream_ordering, sender, expires_at) VALUES
  (1, 'master', '$ev070', '!room4:example.org', 71, '@heidi:example.org', (extract(epoch from now())*1000)::bigint - 1728000),
  (2, 'master', '$ev071', '!room5:example.org', 72, '@ivan:example.org', (extract(epoch from now())*1000)::bigint - -864000),
  (3, 'master', '$ev072', '!room0:example.org', 73, '@alice:example.org', (extract(epoch from now())*1000)::bigint - 1728000),
  (4, 'master', '$ev073', '!room1:example.org', 74, '@bob:example.org', (extract(epoch from now())*1000)::bigint - -864000),
  (5, 'master', '$ev074', '!room2:example.org', 75, '@carol:example.org', (extract(epoch from now())*1000)::bigint - 1728000),
  (6, 'master', '$ev075', '!room3:example.org', 76, '@dave:example.org', (extract(epoch from now())*1000)::bigint - -864000);
INSERT INTO synapse.worker_locks (lock_name, lock_key, instance_name, token, last_renewed_ts) VALUES
  ('delete_room', '!room0:example.org', 'master', 't1', (extract(epoch from now())*1000)::bigint - 17280);
INSERT INTO synapse.worker_read_write_locks (lock_name, lock_key, instance_name, write_lock, token, last_renewed_ts) VALUES
  ('purge_room_lock', '!room0:example.org', 'master', false, 'rw0', (extract(epoch from now())*1000)::bigint - 17280),
  ('purge_room_lock', '!room1:example.org', 'master', false, 'rw1', (extract(epoch from now())*1000)::bigint - 17280),
  ('purge_room_lock', '!room2:example.org', 'master', false, 'rw2', (extract(epoch from now())*1000)::bigint - 864000),
  ('purge_room_lock', '!room3:example.org', 'master', false, 'rw3', (extract(epoch from now())*1000)::bigint - 864000);
INSERT INTO synapse.pushers (id, user_name, access_token, profile_tag, kind, app_id, app_display_name, device_display_name, pushkey, ts, lang, data, last_stream_ordering, last_success, failing_since, enabled, device_id, instance_name) VALUES
  (1, '@alice:example.org', 1, '', 'http', 'im.vector.app.android', 'Element', 'Pixel 8', 'pk0', (extract(epoch from now())*1000)::bigint - 8640000000, 'en', '{"url":"https://push.example/_matrix/push/v1/notify"}', 60, (extract(epoch from now())*1000)::bigint - 86400000, NULL, true, 'DEV00ABC', 'master'),
  (2, '@bob:example.org', 2, '', 'http', 'im.vector.app.android', 'Element', 'Pixel 8', 'pk1', (extract(epoch from now())*1000)::bigint - 7776000000, 'en', '{"url":"https://push.example/_matrix/push/v1/notify"}', 60, (extract(epoch from now())*1000)::bigint - 86400000, NULL, true, 'DEV10ABC', 'master'),
  (3, '@carol:example.org', 3, '', 'http', 'im.vector.app.android', 'Element', 'Pixel 8', 'pk2', (extract(epoch from now())*1000)::bigint - 6912000000, 'en', '{"url":"https://push.example/_matrix/push/v1/notify"}', 60, (extract(epoch from now())*1000)::bigint - 86400000, NULL, true, 'DEV20ABC', 'master'),
  (4, '@dave:example.org', 4, '', 'http', 'im.vector.app.android', 'Element', 'Pixel 8', 'pk3', (extract(epoch from now())*1000)::bigint - 6048000000, 'en', '{"url":"https://push.example/_matrix/push/v1/notify"}', 60, (extract(epoch from now())*1000)::bigint - 86400000, NULL, true, 'DEV30ABC', 'master'),
  (5, '@erin:example.org', 5, '', 'http', 'im.vector.app.android', 'Element', 'Pixel 8', 'pk4', (extract(epoch from now())*1000)::bigint - 5184000000, 'en', '{"url":"https://push.example/_matrix/push/v1/notify"}', 60, (extract(epoch from now())*1000)::bigint - 86400000, NULL, true, 'DEV40ABC', 'master');
INSERT INTO synapse.account_data (user_id, account_data_type, stream_id, content, instance_name) VALUES
  ('@alice:example.org', 'm.push_rules', 1, '{}', 'master'),
  ('@bob:example.org', 'm.push_rules', 2, '{}', 'master'),
  ('@carol:example.org', 'm.push_rules', 3, '{}', 'master'),
  ('@dave:example.org', 'm.push_rules', 4, '{}', 'master'),
  ('@erin:example.org', 'm.push_rules', 5, '{}', 'master'),
  ('@frank:example.org', 'm.push_rules', 6, '{}', 'master'),
  ('@grace:example.org', 'm.push_rules', 7, '{}', 'master'),
  ('@heidi:example.org', 'm.push_rules', 8, '{}', 'master'),
  ('@ivan:example.org', 'm.push_rules', 9, '{}', 'master');
INSERT INTO synapse.room_account_data (user_id, room_id, account_data_type, stream_id, content, instance_name) VALUES
  ('@alice:example.org', '!room0:example.org', 'm.fully_read', 20, '{"event_id":"$ev050"}', 'master'),
  ('@bob:example.org', '!room1:example.org', 'm.fully_read', 21, '{"event_id":"$ev050"}', 'master'),
  ('@carol:example.org', '!room2:example.org', 'm.fully_read', 22, '{"event_id":"$ev050"}', 'master'),
  ('@dave:example.org', '!room3:example.org', 'm.fully_read', 23, '{"event_id":"$ev050"}', 'master'),
  ('@erin:example.org', '!room4:example.org', 'm.fully_read', 24, '{"event_id":"$ev050"}', 'master'),
  ('@frank:example.org', '!room5:example.org', 'm.fully_read', 25, '{"event_id":"$ev050"}', 'master');
INSERT INTO synapse.user_filters (user_id, filter_id, filter_json, full_user_id) VALUES
  ('alice', 0, '\\x7b7d'::bytea, '@alice:example.org'),
  ('bob', 0, '\\x7b7d'::bytea, '@bob:example.org'),
  ('carol', 0, '\\x7b7d'::bytea, '@carol:example.org'),
  ('dave', 0, '\\x7b7d'::bytea, '@dave:example.org'),
  ('erin', 0, '\\x7b7d'::bytea, '@erin:example.org'),
  ('frank', 0, '\\x7b7d'::bytea, '@frank:example.org'),
  ('grace', 0, '\\x7b7d'::bytea, '@grace:example.org'),
  ('heidi', 0, '\\x7b7d'::bytea, '@heidi:example.org'),
  ('ivan', 0, '\\x7b7d'::bytea, '@ivan:example.org');
INSERT INTO synapse.open_id_tokens (token, ts_valid_until_ms, user_id) VALUES
  ('oid0', (extract(epoch from now())*1000)::bigint - 3300255741, '@alice:example.org'),
  ('oid1', (extract(epoch from now())*1000)::bigint - 349185509, '@bob:example.org'),
  ('oid2', (extract(epoch from now())*1000)::bigint - 5143886112, '@carol:example.org'),
  ('oid3', (extract(epoch from now())*1000)::bigint - 2908244949, '@dave:example.org'),
  ('oid4', (extract(epoch from now())*1000)::bigint - 3891525523, '@erin:example.org'),
  ('oid5', (extract(epoch from now())*1000)::bigint - 7547439893, '@frank:example.org');
INSERT INTO synapse.registration_tokens (token, uses_allowed, pending, completed, expiry_time) VALUES
  ('invite-2024', 10, 0, 3, (extract(epoch from now())*1000)::bigint - -2592000000),
  ('old-token', 1, 0, 1, (extract(epoch from now())*1000)::bigint - 5184000000);
INSERT INTO synapse.presence_stream (stream_id, user_id, state, last_active_ts, last_federation_update_ts, last_user_sync_ts, status_msg, currently_active, instance_name) VALUES
  (1, '@alice:example.org', 'offline', (extract(epoch from now())*1000)::bigint - 418543949, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (2, '@bob:example.org', 'unavailable', (extract(epoch from now())*1000)::bigint - 78170386, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (3, '@carol:example.org', 'online', (extract(epoch from now())*1000)::bigint - 272216920, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (4, '@dave:example.org', 'unavailable', (extract(epoch from now())*1000)::bigint - 6260047, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (5, '@erin:example.org', 'unavailable', (extract(epoch from now())*1000)::bigint - 1661967129, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (6, '@frank:example.org', 'offline', (extract(epoch from now())*1000)::bigint - 559066569, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (7, '@grace:example.org', 'online', (extract(epoch from now())*1000)::bigint - 1668672178, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (8, '@heidi:example.org', 'unavailable', (extract(epoch from now())*1000)::bigint - 376472201, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master'),
  (9, '@ivan:example.org', 'online', (extract(epoch from now())*1000)::bigint - 1847085, (extract(epoch from now())*1000)::bigint - 86400000, (extract(epoch from now())*1000)::bigint - 86400000, NULL, false, 'master');
INSERT INTO synapse.destinations (destination, retry_last_ts, retry_interval, failure_ts, last_successful_stream_ordering) VALUES
  ('matrix.org', 0, 0, NULL, 70),
  ('other.example', (extract(epoch from now())*1000)::bigint - 8640000, 600000, (extract(epoch from now())*1000)::bigint - 259200000, 40);
INSERT INTO synapse.destination_rooms (destination, room_id, stream_ordering) VALUES
  ('matrix.org', '!room0:example.org', 70),
  ('other.example', '!room1:example.org', 40);
INSERT INTO synapse.users_to_send_full_presence_to (user_id, presence_stream_id) VALUES
  ('@bob:example.org', 3);
INSERT INTO synapse.e2e_device_keys_json (user_id, device_id, ts_added_ms, key_json) VALUES
  ('@alice:example.org', 'DEV00ABC', (extract(epoch from now())*1000)::bigint - 5682814384, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@alice:example.org', 'DEV01ABC', (extract(epoch from now())*1000)::bigint - 2693807391, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@bob:example.org', 'DEV10ABC', (extract(epoch from now())*1000)::bigint - 11334849286, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@bob:example.org', 'DEV11ABC', (extract(epoch from now())*1000)::bigint - 1338900448, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@carol:example.org', 'DEV20ABC', (extract(epoch from now())*1000)::bigint - 9346842032, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@carol:example.org', 'DEV21ABC', (extract(epoch from now())*1000)::bigint - 6406052529, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@dave:example.org', 'DEV30ABC', (extract(epoch from now())*1000)::bigint - 1089435309, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@dave:example.org', 'DEV31ABC', (extract(epoch from now())*1000)::bigint - 8855315045, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@erin:example.org', 'DEV40ABC', (extract(epoch from now())*1000)::bigint - 735156581, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@erin:example.org', 'DEV41ABC', (extract(epoch from now())*1000)::bigint - 7580286743, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@frank:example.org', 'DEV50ABC', (extract(epoch from now())*1000)::bigint - 1294305364, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}'),
  ('@frank:example.org', 'DEV51ABC', (extract(epoch from now())*1000)::bigint - 1654706494, '{"algorithms":["m.olm.v1.curve25519-aes-sha2"]}');
INSERT INTO synapse.e2e_room_keys (user_id, room_id, session_id, version, first_message_index, forwarded_count, is_verified, session_data) VALUES
  ('@alice:example.org', '!room0:example.org', 's0', 1, 0, 0, true, '{"ciphertext":"..."}'),
  ('@bob:example.org', '!room1:example.org', 's1', 1, 0, 0, true, '{"ciphertext":"..."}'),
  ('@carol:example.org', '!room2:example.org', 's2', 1, 0, 0, true, '{"ciphertext":"..."}'),
  ('@dave:example.org', '!room3:example.org', 's3', 1, 0, 0, true, '{"ciphertext":"..."}'),
  ('@erin:example.org', '!room4:example.org', 's4', 1, 0, 0, true, '{"ciphertext":"..."}'),
  ('@frank:example.org', '!room5:example.org', 's5', 1, 0, 0, true, '{"ciphertext":"..."}');
`,
  cleans: [
    {
      table: "synapse.user_ips",
      clock: "last_seen",
      retention: "setting user_ips_max_age, default 28d (synapse/config/server.py:668)",
      source: "synapse/storage/databases/main/client_ips.py:483",
      note: "bigint epoch milliseconds; runs every 5s in batches of 5000 (client_ips.py:441) once the devices_last_seen background update is done",
    },
    {
      table: "synapse.received_transactions",
      clock: "ts",
      retention: "24h (hard-coded day_ago)",
      source: "synapse/storage/databases/main/transactions.py:93",
      note: "epoch ms; every 30 min",
    },
    {
      table: "synapse.sessions",
      clock: "expiry_time_ms",
      retention: "expiry_time_ms passed",
      source: "synapse/storage/databases/main/session.py:145",
      note: "every 30 min",
    },
    {
      table: "synapse.sticky_events",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "synapse/storage/databases/main/sticky_events.py:413",
    },
    {
      table: "synapse.cache_invalidation_stream_by_instance",
      clock: "invalidation_ts",
      retention: "7d (RETENTION_PERIOD_OF_CACHE_INVALIDATIONS_MS, cache.py:86)",
      source: "synapse/storage/databases/main/cache.py:901",
      note: "Postgres only; finds the highest stream_id whose invalidation_ts is past the cutoff and deletes stream_id ranges up to it, 20,000 at a time",
    },
    {
      table: "synapse.device_federation_inbox",
      clock: "received_ts",
      retention: "7d (DEVICE_FEDERATION_INBOX_CLEANUP_DELAY, deviceinbox.py:65)",
      source: "synapse/storage/databases/main/deviceinbox.py:1071",
      note: "every 5 min, 1000 rows a batch, only after the received_ts index background update",
    },
    {
      table: "synapse.device_lists_outbound_pokes",
      clock: "ts",
      retention: "1 day (prune_age default, devices.py:1618)",
      source: "synapse/storage/databases/main/devices.py:1681",
      note: "for each (destination, user_id) with an update older than a day and more than one row, deletes all but the newest row; the pair's device_lists_outbound_last_success row is deleted too (devices.py:1697)",
    },
    {
      table: "synapse.device_lists_changes_in_room",
      clock: "inserted_ts",
      retention: "30d (PRUNE_DEVICE_LISTS_CHANGES_IN_ROOM_AGE, devices.py:89)",
      source: "synapse/storage/databases/main/devices.py:2573",
      note: "converts the inserted_ts cutoff to a stream_id and deletes stream_id <= it (rows with NULL inserted_ts go by stream order); always keeps the max stream_id row",
    },
    {
      table: "synapse.stream_ordering_to_exterm",
      clock: "stream_ordering",
      retention:
        "1 month (stream_ordering_month_ago: first events.received_ts after now-30d, event_push_actions.py:1239)",
      source: "synapse/storage/databases/main/event_federation.py:2050",
      note: "no timestamp column: the age is mapped to a stream_ordering through events.received_ts; hourly",
    },
    {
      table: "synapse.event_push_actions",
      clock: "stream_ordering",
      retention:
        "1 day (stream_ordering_day_ago, event_push_actions.py:1246) and already rotated into event_push_summary",
      source: "synapse/storage/databases/main/event_push_actions.py:1799",
      note: "only highlight = 0 rows; highlights are kept. Also deleted per user when a read receipt arrives (event_push_actions.py:1477)",
    },
    {
      table: "synapse.event_push_actions_staging",
      clock: "inserted_ts",
      retention: "1h (hard-coded)",
      source: "synapse/storage/databases/main/event_push_actions.py:1841",
      note: "also deletes rows with NULL inserted_ts; every 30 min",
    },
    {
      table: "synapse.event_txn_id_device_id",
      clock: "inserted_ts",
      retention: "24h (hard-coded one_day_ago)",
      source: "synapse/storage/databases/main/events_worker.py:2352",
      note: "every 5 min",
    },
    {
      table: "synapse.worker_read_write_locks",
      clock: "last_renewed_ts",
      retention: "2 min (_LOCK_TIMEOUT, lock.py:56)",
      source: "synapse/storage/databases/main/lock.py:338",
      note: "UNLOGGED table; trigger keeps worker_read_write_locks_mode in step",
    },
    {
      table: "synapse.monthly_active_users",
      clock: "timestamp",
      retention: "30d (hard-coded thirty_days_ago)",
      source: "synapse/storage/databases/main/monthly_active_users.py:235",
      note: "reserved users (mau_limits_reserved_threepids) are kept; with limit_usage_by_mau it also trims to max_mau_value (monthly_active_users.py:259); hourly from synapse/app/phone_stats_home.py:241",
    },
    {
      table: "synapse.threepid_validation_token",
      clock: "expires",
      retention: "expires passed",
      source: "synapse/storage/databases/main/registration.py:1517",
      note: "every 30 min; the parent threepid_validation_session is not deleted by age",
    },
    {
      table: "synapse.login_tokens",
      clock: "expiry_ts",
      retention: "expiry_ts passed + 5 min",
      source: "synapse/storage/databases/main/registration.py:3016",
    },
    {
      table: "synapse.ui_auth_sessions",
      clock: "creation_time",
      retention: "48h (SESSION_EXPIRE_MS, synapse/handlers/auth.py:195)",
      source: "synapse/storage/databases/main/ui_auth.py:340",
      note: "select at ui_auth.py:340, delete at ui_auth.py:410; its ui_auth_sessions_ips and ui_auth_sessions_credentials rows are deleted with it (ui_auth.py:345,401); every 5 min from handlers/auth.py:244",
    },
    {
      table: "synapse.sliding_sync_connections",
      clock: "last_used_ts",
      retention: "7d (CONNECTION_EXPIRY, sliding_sync.py:62)",
      source: "synapse/storage/databases/main/sliding_sync.py:786",
      note: "rows with NULL last_used_ts are kept; child sliding_sync_connection_* rows go by ON DELETE CASCADE",
    },
    {
      table: "synapse.scheduled_tasks",
      clock: "timestamp",
      retention: "7d (KEEP_TASKS_FOR_MS, synapse/util/task_scheduler.py:102)",
      source: "synapse/util/task_scheduler.py:402",
      note: "only status 'complete' or 'failed'; deleted one by one via task_scheduler.py:408 -> synapse/storage/databases/main/task_scheduler.py:221",
    },
    {
      table: "synapse.local_media_repository_url_cache",
      clock: "expires_ts",
      retention: "expires_ts passed",
      source: "synapse/media/url_previewer.py:787",
      note: "select at synapse/storage/databases/main/media_repository.py:934, delete at media_repository.py:951; only when url_preview_enabled (default false, synapse/config/repository.py:144)",
    },
    {
      table: "synapse.local_media_repository",
      clock: "last_access_ts (created_ts when never accessed)",
      retention: "setting media_retention.local_media_lifetime, no default (off)",
      source: "synapse/media/media_repository.py:1584",
      note: "select at synapse/storage/databases/main/media_repository.py:394 (skips quarantined, protected and avatar media), delete at media_repository.py:979 with its thumbnails. Separately, URL-preview media (url_cache IS NOT NULL) is deleted 2 days after created_ts (IMAGE_CACHE_EXPIRY_MS, synapse/media/url_previewer.py:65,823) when url_preview_enabled",
    },
    {
      table: "synapse.remote_media_cache",
      clock: "last_access_ts",
      retention: "setting media_retention.remote_media_lifetime, no default (off)",
      source: "synapse/media/media_repository.py:1568",
      note: "select at synapse/storage/databases/main/media_repository.py:900 (not quarantined), delete at media_repository.py:916 with remote_media_cache_thumbnails",
    },
    {
      table: "synapse.devices",
      clock: "last_seen",
      retention:
        "setting delete_stale_devices_after, no default (off) (synapse/config/server.py:943)",
      source: "synapse/handlers/device.py:203",
      note: "select at synapse/storage/databases/main/devices.py:1729 (hidden = false, local devices only); deleted through delete_devices with their access tokens",
    },
    {
      table: "synapse.events",
      clock: "received_ts",
      retention:
        "room retention policy max_lifetime (m.room.retention or retention.default_policy.max_lifetime); retention.enabled default false (synapse/config/retention.py:50)",
      source: "synapse/handlers/pagination.py:277",
      note: "purge jobs map now-max_lifetime to a stream_ordering via events.received_ts, then purge_history deletes the room's older events and their event_json, event_edges, event_auth, event_relations, event_search, redactions, rejections, event_to_state_groups, event_push_actions rows (synapse/storage/databases/main/purge_events.py:310-326)",
    },
    {
      table: "synapse.event_expiry",
      clock: "expiry_ts",
      retention: "expiry_ts passed",
      source: "synapse/storage/databases/main/censor_events.py:220",
      note: "MSC2228 self-destructing events, only when enable_ephemeral_messages (default false, synapse/config/server.py:892); the event is censored (event_json rewritten), not deleted; scheduled in synapse/handlers/message.py:458",
    },
  ],
  shouldAsk: [
    {
      table: "synapse.user_daily_visits",
      why: "one row per user, device and day with the user agent; written every 5 min (metrics.py:398), never deleted",
    },
    {
      table: "synapse.threepid_validation_session",
      why: "e-mail addresses / phone numbers being verified plus client secrets; removed only when a validation completes, never by age",
    },
    {
      table: "synapse.event_reports",
      why: "who reported which event and why (free-text reason), kept forever",
    },
    { table: "synapse.user_reports", why: "who reported which user and why, kept forever" },
    {
      table: "synapse.presence_stream",
      why: "last_active_ts and status messages per user; superseded rows are replaced, the latest never ages out",
    },
  ],
  neverDelete: [
    "synapse.users",
    "synapse.profiles",
    "synapse.user_threepids",
    "synapse.user_external_ids",
    "synapse.access_tokens",
    "synapse.refresh_tokens",
    "synapse.account_data",
    "synapse.room_account_data",
    "synapse.rooms",
    "synapse.room_aliases",
    "synapse.room_memberships",
    "synapse.current_state_events",
    "synapse.local_current_membership",
    "synapse.event_json",
    "synapse.event_relations",
    "synapse.redactions",
    "synapse.threads",
    "synapse.thread_subscriptions",
    "synapse.pushers",
    "synapse.user_filters",
    "synapse.e2e_device_keys_json",
    "synapse.e2e_room_keys",
    "synapse.receipts_linearized",
    "synapse.registration_tokens",
    "synapse.destinations",
    "synapse.destination_rooms",
  ],
};
