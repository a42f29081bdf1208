// Unleash (Node, db-migrate SQL migrations), from Unleash/unleash@ceeb5a9ca6d0beb0cabf041d6a27ffd2d6501859
// (2026-08-21, "chore(deps): update dependency nodemailer to v9.0.5 (#12553)", the main branch's HEAD as fetched).
// Schema: its 395 migrations (src/migrations/*.js, each a db.runSql of its SQL) run with db-migrate 0.11.14 and
// db-migrate-pg 1.5.2 (the versions in package.json:90-91), as src/migrator.ts:33-40 runs them, on PostgreSQL 15
// with schema unleash (its DATABASE_SCHEMA setting, src/lib/create-config.ts:264), then read back with pg_dump (see
// the header of schemaSql).
// Cleanup: the scheduler of src/lib/features/scheduler/schedule-services.ts (started unless disableScheduler,
// src/lib/server-impl.ts:308-309) runs, among jobs that delete nothing:
// - removeInstancesOlderThanTwoDays, every 24 hours (:83-87): client_instances (SDK instances with their client IP)
//   whose last_seen is more than 1 day old (src/lib/db/client-instance-store.ts:76-79, despite the job's name);
// - removeInactiveApplications, every 24 hours (:89-95): client_applications not seen for 30 days
//   (src/lib/db/client-applications-store.ts:510-514; client_applications_usage goes with them by ON DELETE CASCADE);
// - clearMetrics, every 12 hours (:167-171): hourly client_metrics_env rows 48 hours old
//   (src/lib/features/metrics/client-metrics/client-metrics-store-v2.ts:346-350; client_metrics_env_variants goes
//   with them by ON DELETE CASCADE);
// - cleanUpIntegrationEvents, every 15 minutes (:194-198): integration_events but the newest 100 of the last 2 hours
//   and the newest of each integration (src/lib/features/integration-events/integration-events-store.ts:42-68);
// - clearUnknownFlags, every 6 hours (:212-216): unknown_flags not seen for 24 hours
//   (src/lib/features/metrics/unknown-flags/unknown-flags-store.ts:154-157);
// - clearExpiredEdgeNonces, hourly (:217-221): edge_hmac_nonces whose expires_at (5 minutes after it is seen,
//   src/lib/features/edgetokens/edge-hmac-verifier.ts:41) has passed (src/lib/features/edgetokens/edge-token-store.ts:136-141);
// - deleteSystemCreatedTokensNotSeen, every 10 minutes (:222-228): api_tokens_v2 not created by a user and not seen
//   for 7 days (src/lib/features/apitokensv2/api-token-v2-store.ts:161-172, the 7 days at api-token-v2-service.ts:83;
//   api_tokens_v2_project goes with them by ON DELETE CASCADE).
// And the session store, connect-session-knex 5.0.0 (src/lib/middleware/session-db.ts:16-21, with sessions in the
// database by default, create-config.ts:279), deletes the unleash_session rows whose `expired` has passed every
// 60000 ms (its default cleanupInterval; node_modules/connect-session-knex/dist/index.js:17, 226-250, the library's
// code, as Wiki.js's).
// Not counted: cleanLastSeen (hourly, :43-47) deletes last_seen_at_metrics rows of features or environments that no
// longer exist, not by age; clearDailyMetrics (client_metrics_env_daily, by date) and reset tokens' deleteExpired
// (src/lib/db/reset-token-store.ts:112-116) exist but nothing calls them; inactive users are deleted only when an
// administrator asks for it (src/lib/users/inactive/inactive-users-controller.ts:71-78); used_passwords keeps a
// user's newest passwords, trimmed by count when the password changes (src/lib/features/users/user-store.ts:87-101).
// The events table (the audit log) is never deleted by age. login_history, user_access_requests, signals,
// action_set_events and emails_sent are written only by Unleash Enterprise (no code here writes them), and whatever
// Enterprise cleans is not in this repository.
// Neither list: metrics and trend aggregates without personal data (client_metrics_env_daily and its variants,
// flag_trends, user_trends, lifecycle_trends, environment_type_trends, project_client_metrics_trends, stat_*,
// request_count_consumption, connection_count_consumption, unique_connections, edge_node_presence, licensed_users,
// project_stats, onboarding_events_*), the scheduler's jobs table, the tables the cascades above empty
// (client_applications_usage, client_metrics_env_variants, api_tokens_v2_project), last_seen_at_metrics,
// user-interface state (user_splash, user_feedback, feedback, notifications, user_notifications) and db-migrate's
// own migrations table.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "unleash",
  framework: "db-migrate",
  source: {
    repo: "Unleash/unleash",
    commit: "ceeb5a9ca6d0beb0cabf041d6a27ffd2d6501859",
    schemaFrom:
      "src/migrations/*.js (395, in name order, as src/migrator.ts runs them with db-migrate) replayed with db-migrate 0.11.14 and db-migrate-pg 1.5.2 on PostgreSQL 15 in schema unleash and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 108 tables",
  },
  schemas: ["unleash"],
  schemaSql: `
-- Unleash: Unleash/unleash@ceeb5a9ca6d0beb0cabf041d6a27ffd2d6501859
-- Built by running its 395 migrations (src/migrations/*.js, 20141020151056-initial-schema to
-- 20260817100000-add-job-retry-metadata; the one data migration misplaced in src/migrations/migrations/ is not
-- picked up by db-migrate) with db-migrate 0.11.14 and db-migrate-pg 1.5.2's up() (driver pg, schema unleash, as
-- Unleash's DATABASE_SCHEMA runs it) on an empty PostgreSQL 15 database, then read back with pg_dump
-- --schema-only --no-owner --no-privileges --schema unleash (its SET lines, restrict lines and comments left out).
-- The rows the migrations insert (roles, permissions, environments, strategies, settings, db-migrate's records)
-- are data and are not kept. The plpgsql functions name tables unqualified, as Unleash's search_path has them.
CREATE SCHEMA unleash;

CREATE FUNCTION unleash.assign_unleash_permission_to_role(permission_name text, role_name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
    var_role_id int;
    var_permission text;
BEGIN
    var_role_id := (SELECT r.id FROM roles r WHERE r.name = role_name);
    var_permission := (SELECT p.permission FROM permissions p WHERE p.permission = permission_name);

    IF NOT EXISTS (
        SELECT 1
        FROM role_permission AS rp
        WHERE rp.role_id = var_role_id AND rp.permission = var_permission
    ) THEN
        INSERT INTO role_permission(role_id, permission) VALUES (var_role_id, var_permission);
    END IF;
END
$$;

CREATE FUNCTION unleash.assign_unleash_permission_to_role_for_all_environments(permission_name text, role_name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
    var_role_id int;
    var_permission text;
BEGIN
    var_role_id := (SELECT id FROM roles r WHERE r.name = role_name);
    var_permission := (SELECT p.permission FROM permissions p WHERE p.permission = permission_name);

    INSERT INTO role_permission (role_id, permission, environment)
        SELECT var_role_id, var_permission, e.name
        FROM environments e
        WHERE NOT EXISTS (
            SELECT 1
            FROM role_permission rp
            WHERE rp.role_id = var_role_id
            AND rp.permission = var_permission
            AND rp.environment = e.name
        );
END;
$$;

CREATE FUNCTION unleash.bucket_edge_heartbeat(ts timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
            SELECT to_timestamp(floor(extract(epoch FROM ts) / 300) * 300) AT TIME ZONE 'UTC';
          $$;

CREATE FUNCTION unleash.date_floor_round(base_date timestamp with time zone, round_interval interval) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $_$
SELECT to_timestamp(
    (EXTRACT(epoch FROM $1)::integer / EXTRACT(epoch FROM $2)::integer)
    * EXTRACT(epoch FROM $2)::integer
)
$_$;

CREATE FUNCTION unleash.set_users_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
        BEGIN
            NEW.updated_at := now();
            RETURN NEW;
        END;
        $$;

CREATE FUNCTION unleash.unleash_update_stat_environment_changes_counter() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
        BEGIN
            IF NEW.environment IS NOT NULL THEN
                INSERT INTO stat_environment_updates(day, environment, updates) SELECT DATE_TRUNC('Day', NEW.created_at), NEW.environment, 1 ON CONFLICT (day, environment) DO UPDATE SET updates = stat_environment_updates.updates + 1;
            END IF;

            return null;
        END;
    $$;

CREATE TABLE unleash.action_set_events (
    id integer NOT NULL,
    action_set_id integer NOT NULL,
    signal_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    state text NOT NULL,
    signal jsonb NOT NULL,
    action_set jsonb NOT NULL
);

CREATE SEQUENCE unleash.action_set_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.action_set_events_id_seq OWNED BY unleash.action_set_events.id;

CREATE TABLE unleash.action_sets (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by_user_id integer,
    name character varying(255),
    project character varying(255) NOT NULL,
    actor_id integer,
    source character varying(255),
    source_id integer,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    enabled boolean DEFAULT true,
    description text
);

CREATE SEQUENCE unleash.action_sets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.action_sets_id_seq OWNED BY unleash.action_sets.id;

CREATE TABLE unleash.actions (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by_user_id integer,
    action_set_id integer,
    sort_order integer,
    action character varying(255) NOT NULL,
    execution_params jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE SEQUENCE unleash.actions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.actions_id_seq OWNED BY unleash.actions.id;

CREATE TABLE unleash.addons (
    id integer NOT NULL,
    provider text NOT NULL,
    description text,
    enabled boolean DEFAULT true,
    parameters json,
    events json,
    created_at timestamp with time zone DEFAULT now(),
    projects jsonb DEFAULT '[]'::jsonb,
    environments jsonb DEFAULT '[]'::jsonb
);

CREATE SEQUENCE unleash.addons_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.addons_id_seq OWNED BY unleash.addons.id;

CREATE TABLE unleash.api_token_project (
    secret text NOT NULL,
    project text NOT NULL
);

CREATE TABLE unleash.api_tokens (
    secret text NOT NULL,
    username text NOT NULL,
    type text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    expires_at timestamp with time zone,
    seen_at timestamp with time zone,
    environment character varying,
    alias text,
    token_name text,
    created_by_user_id integer
);

CREATE TABLE unleash.api_tokens_v2 (
    selector text NOT NULL,
    verifier text NOT NULL,
    token_name text NOT NULL,
    type text NOT NULL,
    environment text NOT NULL,
    expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL,
    seen_at timestamp with time zone,
    user_created boolean DEFAULT true NOT NULL
);

CREATE TABLE unleash.api_tokens_v2_project (
    selector text NOT NULL,
    project text NOT NULL
);

CREATE TABLE unleash.banners (
    id integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    message text NOT NULL,
    variant text,
    sticky boolean DEFAULT false,
    icon text,
    link text,
    link_text text,
    dialog_title text,
    dialog text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.cdn_tokens (
    id text NOT NULL,
    token_name text NOT NULL,
    project text NOT NULL,
    environment text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    expires_at timestamp with time zone,
    seen_at timestamp with time zone
);

CREATE TABLE unleash.change_request_approvals (
    id integer NOT NULL,
    change_request_id integer NOT NULL,
    created_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE unleash.change_request_approvals_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.change_request_approvals_id_seq OWNED BY unleash.change_request_approvals.id;

CREATE TABLE unleash.change_request_comments (
    id integer NOT NULL,
    change_request integer NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    created_by integer NOT NULL
);

CREATE SEQUENCE unleash.change_request_comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.change_request_comments_id_seq OWNED BY unleash.change_request_comments.id;

CREATE TABLE unleash.change_request_events (
    id integer NOT NULL,
    feature character varying(255),
    action character varying(255) NOT NULL,
    payload jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    change_request_id integer NOT NULL
);

CREATE SEQUENCE unleash.change_request_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.change_request_events_id_seq OWNED BY unleash.change_request_events.id;

CREATE TABLE unleash.change_request_rejections (
    id integer NOT NULL,
    change_request_id integer NOT NULL,
    created_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE unleash.change_request_rejections_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.change_request_rejections_id_seq OWNED BY unleash.change_request_rejections.id;

CREATE TABLE unleash.change_request_requested_approvers (
    change_request_id integer NOT NULL,
    user_id integer NOT NULL,
    requested_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text),
    notified_at timestamp with time zone
);

CREATE TABLE unleash.change_request_schedule (
    change_request integer NOT NULL,
    scheduled_at timestamp without time zone NOT NULL,
    created_by integer,
    status text,
    failure_reason text,
    reason text
);

CREATE TABLE unleash.change_request_settings (
    project character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    required_approvals integer DEFAULT 1
);

CREATE TABLE unleash.change_requests (
    id integer NOT NULL,
    environment character varying(100),
    state character varying(255) NOT NULL,
    project character varying(255),
    created_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    min_approvals integer DEFAULT 1,
    title text
);

CREATE SEQUENCE unleash.change_requests_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.change_requests_id_seq OWNED BY unleash.change_requests.id;

CREATE TABLE unleash.client_applications (
    app_name character varying(255) NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    seen_at timestamp with time zone,
    strategies json,
    description character varying(255),
    icon character varying(255),
    url character varying(255),
    color character varying(255),
    announced boolean DEFAULT false,
    created_by text
);

CREATE TABLE unleash.client_applications_usage (
    app_name character varying(255) NOT NULL,
    project character varying(255) NOT NULL,
    environment character varying(100) NOT NULL
);

CREATE TABLE unleash.client_instances (
    app_name character varying(255) NOT NULL,
    instance_id character varying(255) NOT NULL,
    client_ip character varying(255),
    last_seen timestamp with time zone DEFAULT now(),
    created_at timestamp with time zone DEFAULT now(),
    sdk_version character varying(255),
    environment character varying(255) DEFAULT 'default'::character varying NOT NULL,
    sdk_type character varying(255)
);

CREATE TABLE unleash.client_metrics_env (
    feature_name character varying(255) NOT NULL,
    app_name character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    yes bigint DEFAULT 0,
    no bigint DEFAULT 0
);

CREATE TABLE unleash.client_metrics_env_daily (
    feature_name character varying(255) NOT NULL,
    app_name character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    date date NOT NULL,
    yes bigint DEFAULT 0,
    no bigint DEFAULT 0
);

CREATE TABLE unleash.client_metrics_env_variants (
    feature_name character varying(255) NOT NULL,
    app_name character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    variant text NOT NULL,
    count integer DEFAULT 0
);

CREATE TABLE unleash.client_metrics_env_variants_daily (
    feature_name character varying(255) NOT NULL,
    app_name character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    date date NOT NULL,
    variant text NOT NULL,
    count bigint DEFAULT 0
);

CREATE TABLE unleash.connection_count_consumption (
    day date NOT NULL,
    metered_group text NOT NULL,
    requests bigint DEFAULT 0 NOT NULL,
    connections double precision DEFAULT 0 NOT NULL,
    origin text DEFAULT 'sdk'::text NOT NULL
);

CREATE TABLE unleash.context_fields (
    name character varying(255) NOT NULL,
    description text,
    sort_order integer DEFAULT 10,
    legal_values json,
    created_at timestamp without time zone DEFAULT now(),
    updated_at timestamp without time zone DEFAULT now(),
    stickiness boolean DEFAULT false,
    project character varying(255)
);

CREATE TABLE unleash.dependent_features (
    parent character varying(255) NOT NULL,
    child character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    variants jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE unleash.edge_api_tokens (
    id text NOT NULL,
    client_id text NOT NULL,
    environment text NOT NULL,
    projects jsonb NOT NULL,
    scope_hash text NOT NULL,
    token_value text NOT NULL,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL,
    revoked_at timestamp with time zone
);

CREATE TABLE unleash.edge_hmac_clients (
    id text NOT NULL,
    secret_enc bytea NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE unleash.edge_hmac_nonces (
    client_id text NOT NULL,
    nonce text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE unleash.edge_node_presence (
    bucket_ts timestamp with time zone NOT NULL,
    node_ephem_id text NOT NULL
);

CREATE TABLE unleash.emails_sent (
    id character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT now(),
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE unleash.environment_type_trends (
    id character varying(255) NOT NULL,
    environment_type character varying(255) NOT NULL,
    total_updates integer NOT NULL,
    created_at timestamp without time zone DEFAULT now()
);

CREATE TABLE unleash.environments (
    name character varying(100) NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    sort_order integer DEFAULT 9999,
    type text NOT NULL,
    enabled boolean DEFAULT true,
    protected boolean DEFAULT false,
    required_approvals integer
);

CREATE TABLE unleash.events (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    type character varying(255) NOT NULL,
    created_by character varying(255) NOT NULL,
    data json,
    tags json DEFAULT '[]'::json,
    project text,
    environment text,
    feature_name text,
    pre_data jsonb,
    announced boolean DEFAULT false NOT NULL,
    created_by_user_id integer,
    ip text,
    group_type text,
    group_id text
);

CREATE SEQUENCE unleash.events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.events_id_seq OWNED BY unleash.events.id;

CREATE TABLE unleash.favorite_features (
    feature character varying(255) NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.favorite_projects (
    project character varying(255) NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.feature_environment_safeguards (
    id text NOT NULL,
    impact_metric_id text NOT NULL,
    trigger_condition jsonb NOT NULL,
    environment text NOT NULL,
    feature_name text NOT NULL
);

CREATE TABLE unleash.feature_environments (
    environment character varying(100) DEFAULT 'default'::character varying NOT NULL,
    feature_name character varying(255) NOT NULL,
    enabled boolean NOT NULL,
    variants jsonb DEFAULT '[]'::jsonb NOT NULL,
    last_seen_at timestamp with time zone
);

CREATE TABLE unleash.feature_lifecycles (
    feature character varying(255) NOT NULL,
    stage character varying(255) NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    status text,
    status_value text
);

CREATE TABLE unleash.feature_link (
    id text NOT NULL,
    feature_name character varying(255) NOT NULL,
    url text NOT NULL,
    title text,
    domain character varying(255)
);

CREATE TABLE unleash.feature_strategies (
    id text NOT NULL,
    feature_name character varying(255) NOT NULL,
    project_name character varying(255) NOT NULL,
    environment character varying(100) DEFAULT 'default'::character varying NOT NULL,
    strategy_name character varying(255) NOT NULL,
    parameters jsonb DEFAULT '{}'::jsonb NOT NULL,
    constraints jsonb DEFAULT '[]'::jsonb NOT NULL,
    sort_order integer DEFAULT 9999 NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    title text,
    disabled boolean DEFAULT false,
    variants jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_by_user_id integer,
    milestone_id text
);

CREATE TABLE unleash.feature_strategy_segment (
    feature_strategy_id text NOT NULL,
    segment_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.feature_tag (
    feature_name character varying(255) NOT NULL,
    tag_type text NOT NULL,
    tag_value text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    created_by_user_id integer
);

CREATE TABLE unleash.feature_types (
    id character varying(255) NOT NULL,
    name character varying NOT NULL,
    description character varying,
    lifetime_days integer,
    created_at timestamp with time zone DEFAULT now(),
    created_by_user_id integer
);

CREATE TABLE unleash.features (
    created_at timestamp with time zone DEFAULT now(),
    name character varying(255) NOT NULL,
    description text,
    variants json DEFAULT '[]'::json,
    type character varying DEFAULT 'release'::character varying,
    stale boolean DEFAULT false,
    project character varying DEFAULT 'default'::character varying,
    last_seen_at timestamp with time zone,
    impression_data boolean DEFAULT false,
    archived_at timestamp with time zone,
    potentially_stale boolean DEFAULT false NOT NULL,
    created_by_user_id integer,
    archived boolean DEFAULT false
);

CREATE TABLE unleash.users (
    id integer NOT NULL,
    name character varying(255),
    username character varying(255),
    email character varying(255),
    image_url text,
    password_hash character varying(255),
    login_attempts integer DEFAULT 0,
    created_at timestamp without time zone DEFAULT now(),
    seen_at timestamp without time zone,
    settings json,
    permissions json DEFAULT '[]'::json,
    deleted_at timestamp with time zone,
    is_service boolean DEFAULT false,
    created_by_user_id integer,
    is_system boolean DEFAULT false NOT NULL,
    scim_id text,
    scim_external_id text,
    first_seen_at timestamp without time zone,
    email_hash text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    seat_type text,
    company_role text,
    product_updates_email_consent boolean
);

CREATE VIEW unleash.features_view AS
 SELECT features.name,
    features.description,
    features.type,
    features.project,
    features.stale,
    features.impression_data,
    features.created_at,
    features.archived_at,
    features.last_seen_at,
    feature_environments.last_seen_at AS env_last_seen_at,
    feature_environments.enabled,
    feature_environments.environment,
    feature_environments.variants,
    environments.name AS environment_name,
    environments.type AS environment_type,
    environments.sort_order AS environment_sort_order,
    feature_strategies.id AS strategy_id,
    feature_strategies.strategy_name,
    feature_strategies.parameters,
    feature_strategies.constraints,
    feature_strategies.sort_order,
    fss.segment_id AS segments,
    feature_strategies.title AS strategy_title,
    feature_strategies.disabled AS strategy_disabled,
    feature_strategies.variants AS strategy_variants,
    users.id AS user_id,
    users.name AS user_name,
    users.username AS user_username,
    users.email AS user_email
   FROM (((((unleash.features
     LEFT JOIN unleash.feature_environments ON (((feature_environments.feature_name)::text = (features.name)::text)))
     LEFT JOIN ( SELECT feature_strategies_1.id,
            feature_strategies_1.feature_name,
            feature_strategies_1.project_name,
            feature_strategies_1.environment,
            feature_strategies_1.strategy_name,
            feature_strategies_1.parameters,
            feature_strategies_1.constraints,
            feature_strategies_1.sort_order,
            feature_strategies_1.created_at,
            feature_strategies_1.title,
            feature_strategies_1.disabled,
            feature_strategies_1.variants,
            feature_strategies_1.created_by_user_id,
            feature_strategies_1.milestone_id
           FROM unleash.feature_strategies feature_strategies_1
          WHERE (feature_strategies_1.milestone_id IS NULL)) feature_strategies ON ((((feature_strategies.feature_name)::text = (feature_environments.feature_name)::text) AND ((feature_strategies.environment)::text = (feature_environments.environment)::text))))
     LEFT JOIN unleash.environments ON (((feature_environments.environment)::text = (environments.name)::text)))
     LEFT JOIN unleash.feature_strategy_segment fss ON ((fss.feature_strategy_id = feature_strategies.id)))
     LEFT JOIN unleash.users ON ((users.id = features.created_by_user_id)));

CREATE TABLE unleash.feedback (
    id integer NOT NULL,
    category text NOT NULL,
    user_type text,
    difficulty_score integer,
    positive text,
    areas_for_improvement text,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE unleash.feedback_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.feedback_id_seq OWNED BY unleash.feedback.id;

CREATE TABLE unleash.flag_trends (
    id character varying(255) NOT NULL,
    project character varying(255) NOT NULL,
    total_flags integer NOT NULL,
    stale_flags integer NOT NULL,
    potentially_stale_flags integer NOT NULL,
    created_at timestamp without time zone DEFAULT now(),
    health integer DEFAULT 100,
    time_to_production double precision DEFAULT 0,
    users integer DEFAULT 0,
    total_yes bigint,
    total_no bigint,
    total_apps integer,
    total_environments integer
);

CREATE TABLE unleash.group_role (
    group_id integer NOT NULL,
    role_id integer NOT NULL,
    created_by text,
    created_at timestamp with time zone DEFAULT now(),
    project text NOT NULL
);

CREATE TABLE unleash.group_user (
    group_id integer NOT NULL,
    user_id integer NOT NULL,
    created_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.groups (
    id integer NOT NULL,
    name text NOT NULL,
    description text,
    created_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    mappings_sso jsonb DEFAULT '[]'::jsonb,
    root_role_id integer,
    scim_id text,
    scim_external_id text
);

CREATE SEQUENCE unleash.groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.groups_id_seq OWNED BY unleash.groups.id;

CREATE TABLE unleash.impact_metrics (
    id text NOT NULL,
    feature character varying(255),
    config jsonb NOT NULL
);

CREATE TABLE unleash.signal_endpoint_tokens (
    id integer NOT NULL,
    token text NOT NULL,
    name text NOT NULL,
    signal_endpoint_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by_user_id integer
);

CREATE SEQUENCE unleash.incoming_webhook_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.incoming_webhook_tokens_id_seq OWNED BY unleash.signal_endpoint_tokens.id;

CREATE TABLE unleash.signal_endpoints (
    id integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by_user_id integer,
    description text
);

CREATE SEQUENCE unleash.incoming_webhooks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.incoming_webhooks_id_seq OWNED BY unleash.signal_endpoints.id;

CREATE TABLE unleash.integration_events (
    id bigint NOT NULL,
    integration_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    state text NOT NULL,
    state_details text NOT NULL,
    event jsonb NOT NULL,
    details jsonb NOT NULL
);

CREATE SEQUENCE unleash.integration_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.integration_events_id_seq OWNED BY unleash.integration_events.id;

CREATE TABLE unleash.jobs (
    name text NOT NULL,
    bucket timestamp with time zone NOT NULL,
    stage text NOT NULL,
    finished_at timestamp with time zone,
    lease_expires_at timestamp with time zone,
    attempt_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE unleash.last_seen_at_metrics (
    feature_name character varying(255) NOT NULL,
    environment character varying(100) NOT NULL,
    last_seen_at timestamp with time zone NOT NULL
);

CREATE TABLE unleash.licensed_users (
    count integer,
    date date NOT NULL
);

CREATE TABLE unleash.lifecycle_trends (
    id text NOT NULL,
    stage text NOT NULL,
    flag_type text NOT NULL,
    project character varying(255) NOT NULL,
    flags_older_than_week integer DEFAULT 0,
    new_flags_this_week integer DEFAULT 0,
    created_at timestamp without time zone DEFAULT now(),
    CONSTRAINT lifecycle_trends_stage_check CHECK ((stage = ANY (ARRAY['initial'::text, 'pre-live'::text, 'live'::text, 'completed'::text, 'archived'::text])))
);

CREATE TABLE unleash.login_history (
    id integer NOT NULL,
    username text NOT NULL,
    auth_type text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    successful boolean NOT NULL,
    ip inet,
    failure_reason text,
    type text DEFAULT 'login'::text NOT NULL
);

CREATE SEQUENCE unleash.login_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.login_events_id_seq OWNED BY unleash.login_history.id;

CREATE SEQUENCE unleash.message_banners_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.message_banners_id_seq OWNED BY unleash.banners.id;

CREATE TABLE unleash.migrations (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    run_on timestamp without time zone NOT NULL
);

CREATE SEQUENCE unleash.migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.migrations_id_seq OWNED BY unleash.migrations.id;

CREATE TABLE unleash.milestone_progressions (
    source_milestone text NOT NULL,
    target_milestone text NOT NULL,
    transition_condition jsonb NOT NULL,
    executed_at timestamp with time zone,
    paused_at timestamp with time zone
);

CREATE TABLE unleash.milestone_strategies (
    id text NOT NULL,
    milestone_id text NOT NULL,
    sort_order integer NOT NULL,
    title text,
    strategy_name text NOT NULL,
    parameters jsonb DEFAULT '{}'::jsonb NOT NULL,
    constraints jsonb,
    variants jsonb DEFAULT '[]'::jsonb NOT NULL,
    disabled boolean DEFAULT false
);

CREATE TABLE unleash.milestone_strategy_segments (
    segment_id integer NOT NULL,
    milestone_strategy_id text NOT NULL,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE unleash.milestones (
    id text NOT NULL,
    name text NOT NULL,
    sort_order integer NOT NULL,
    release_plan_definition_id text NOT NULL,
    started_at timestamp with time zone
);

CREATE TABLE unleash.notifications (
    id integer NOT NULL,
    event_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE unleash.notifications_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.notifications_id_seq OWNED BY unleash.notifications.id;

CREATE TABLE unleash.signals (
    id integer NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    source text NOT NULL,
    source_id integer NOT NULL,
    created_by_source_token_id integer,
    announced boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE unleash.observable_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.observable_events_id_seq OWNED BY unleash.signals.id;

CREATE TABLE unleash.onboarding_events_instance (
    event character varying(255) NOT NULL,
    time_to_event integer NOT NULL
);

CREATE TABLE unleash.onboarding_events_project (
    event character varying(255) NOT NULL,
    time_to_event integer NOT NULL,
    project character varying(255) NOT NULL
);

CREATE TABLE unleash.permissions (
    id integer NOT NULL,
    permission character varying(255) NOT NULL,
    display_name text,
    type character varying(255),
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE unleash.permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.permissions_id_seq OWNED BY unleash.permissions.id;

CREATE TABLE unleash.personal_access_tokens (
    secret text,
    description text,
    user_id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    seen_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    id integer NOT NULL,
    selector text,
    verifier text,
    CONSTRAINT personal_access_tokens_credential_shape CHECK ((((secret IS NOT NULL) AND (selector IS NULL) AND (verifier IS NULL)) OR ((secret IS NULL) AND (selector IS NOT NULL) AND (verifier IS NOT NULL))))
);

CREATE SEQUENCE unleash.personal_access_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.personal_access_tokens_id_seq OWNED BY unleash.personal_access_tokens.id;

CREATE TABLE unleash.project_client_metrics_trends (
    project character varying NOT NULL,
    date date NOT NULL,
    total_yes integer NOT NULL,
    total_no integer NOT NULL,
    total_apps integer NOT NULL,
    total_flags integer NOT NULL,
    total_environments integer NOT NULL
);

CREATE TABLE unleash.project_environments (
    project_id character varying(255) NOT NULL,
    environment_name character varying(100) NOT NULL,
    default_strategy jsonb
);

CREATE TABLE unleash.project_settings (
    project character varying(255) NOT NULL,
    default_stickiness character varying(100),
    project_mode character varying(100) DEFAULT 'open'::character varying NOT NULL,
    feature_limit integer,
    feature_naming_pattern text,
    feature_naming_example text,
    feature_naming_description text,
    link_templates jsonb DEFAULT '[]'::jsonb,
    CONSTRAINT project_settings_project_mode_values CHECK (((project_mode)::text = ANY ((ARRAY['open'::character varying, 'protected'::character varying, 'private'::character varying])::text[])))
);

CREATE TABLE unleash.project_stats (
    project character varying(255) NOT NULL,
    avg_time_to_prod_current_window double precision DEFAULT 0,
    project_changes_current_window integer DEFAULT 0,
    project_changes_past_window integer DEFAULT 0,
    features_created_current_window integer DEFAULT 0,
    features_created_past_window integer DEFAULT 0,
    features_archived_current_window integer DEFAULT 0,
    features_archived_past_window integer DEFAULT 0,
    project_members_added_current_window integer DEFAULT 0
);

CREATE TABLE unleash.projects (
    id character varying(255) NOT NULL,
    name character varying NOT NULL,
    description character varying,
    created_at timestamp without time zone DEFAULT now(),
    health integer DEFAULT 100,
    updated_at timestamp with time zone DEFAULT now(),
    archived_at timestamp with time zone
);

CREATE TABLE unleash.public_signup_tokens (
    secret text NOT NULL,
    name text,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text,
    role_id integer NOT NULL,
    url text,
    enabled boolean DEFAULT true
);

CREATE TABLE unleash.public_signup_tokens_user (
    secret text NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE unleash.release_plan_definitions (
    id text NOT NULL,
    discriminator text NOT NULL,
    name text NOT NULL,
    description text,
    feature_name text,
    environment text,
    created_by_user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL,
    active_milestone_id text,
    release_plan_template_id text,
    archived_at timestamp with time zone,
    project character varying(255),
    CONSTRAINT release_plan_definitions_discriminator_values CHECK ((discriminator = ANY (ARRAY['plan'::text, 'template'::text])))
);

CREATE TABLE unleash.release_plan_safeguards (
    id text NOT NULL,
    impact_metric_id text NOT NULL,
    trigger_condition jsonb NOT NULL,
    release_plan_id text NOT NULL,
    environment text NOT NULL,
    feature_name text NOT NULL
);

CREATE TABLE unleash.request_count_consumption (
    day date NOT NULL,
    metered_group text NOT NULL,
    requests bigint DEFAULT 0 NOT NULL,
    origin text DEFAULT 'sdk'::text NOT NULL
);

CREATE TABLE unleash.reset_tokens (
    reset_token text NOT NULL,
    user_id integer,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now(),
    created_by text
);

CREATE TABLE unleash.role_permission (
    role_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    environment character varying(100),
    permission text,
    created_by_user_id integer,
    id integer NOT NULL
);

CREATE SEQUENCE unleash.role_permission_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.role_permission_id_seq OWNED BY unleash.role_permission.id;

CREATE TABLE unleash.role_user (
    role_id integer NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    project character varying(255) NOT NULL,
    created_by_user_id integer
);

CREATE TABLE unleash.roles (
    id integer NOT NULL,
    name text NOT NULL,
    description text,
    type text DEFAULT 'custom'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone,
    created_by_user_id integer
);

CREATE SEQUENCE unleash.roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.roles_id_seq OWNED BY unleash.roles.id;

CREATE TABLE unleash.safeguards (
    id text NOT NULL,
    impact_metric_id text NOT NULL,
    action jsonb NOT NULL,
    trigger_condition jsonb NOT NULL
);

CREATE TABLE unleash.segments (
    id integer NOT NULL,
    name text NOT NULL,
    description text,
    created_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    constraints jsonb DEFAULT '[]'::jsonb NOT NULL,
    segment_project_id character varying(255)
);

CREATE SEQUENCE unleash.segments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.segments_id_seq OWNED BY unleash.segments.id;

CREATE TABLE unleash.servicenow_change_references (
    change_request_id integer NOT NULL,
    integration_id integer NOT NULL,
    sys_id text,
    created_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE unleash.settings (
    name character varying(255) NOT NULL,
    content json
);

CREATE TABLE unleash.stat_edge_observability (
    instance_id text NOT NULL,
    reported_at timestamp with time zone NOT NULL,
    app_name text,
    started timestamp with time zone NOT NULL,
    edge_version text NOT NULL,
    region text,
    cpu_usage numeric DEFAULT 0.0,
    memory_usage bigint DEFAULT 0,
    connected_streaming_clients integer DEFAULT 0 NOT NULL,
    connected_via text,
    client_features_average_latency_ms numeric DEFAULT 0.0,
    client_features_p99_latency_ms numeric DEFAULT 0.0,
    frontend_api_average_latency_ms numeric DEFAULT 0.0,
    frontend_api_p99_latency_ms numeric DEFAULT 0.0,
    upstream_features_average_latency_ms numeric DEFAULT 0.0,
    upstream_features_p99_latency_ms numeric DEFAULT 0.0,
    upstream_metrics_average_latency_ms numeric DEFAULT 0.0,
    upstream_metrics_p99_latency_ms numeric DEFAULT 0.0,
    upstream_edge_average_latency_ms numeric DEFAULT 0.0,
    upstream_edge_p99_latency_ms numeric DEFAULT 0.0,
    hosting text,
    api_key_revision_ids jsonb
);

CREATE TABLE unleash.stat_edge_traffic_usage (
    instance_id text NOT NULL,
    day date NOT NULL,
    traffic_group text NOT NULL,
    count bigint DEFAULT 0 NOT NULL,
    status_code integer DEFAULT 200 NOT NULL
);

CREATE TABLE unleash.stat_environment_updates (
    day date NOT NULL,
    environment text NOT NULL,
    updates bigint DEFAULT 0 NOT NULL
);

CREATE TABLE unleash.stat_traffic_usage (
    day date NOT NULL,
    traffic_group text NOT NULL,
    status_code_series integer NOT NULL,
    count bigint DEFAULT 0 NOT NULL
);

CREATE TABLE unleash.strategies (
    created_at timestamp with time zone DEFAULT now(),
    name character varying(255) NOT NULL,
    description text,
    parameters json,
    built_in integer DEFAULT 0,
    deprecated boolean DEFAULT false,
    sort_order integer DEFAULT 9999,
    display_name text,
    title text
);

CREATE TABLE unleash.tag_types (
    name text NOT NULL,
    description text,
    icon text,
    created_at timestamp with time zone DEFAULT now(),
    color character varying(10)
);

CREATE TABLE unleash.tags (
    type text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE TABLE unleash.unique_connections (
    id character varying(255) NOT NULL,
    updated_at timestamp without time zone DEFAULT now(),
    hll bytea NOT NULL
);

CREATE TABLE unleash.unknown_flags (
    name text NOT NULL,
    app_name text NOT NULL,
    seen_at timestamp with time zone DEFAULT now() NOT NULL,
    environment text DEFAULT 'default'::text NOT NULL
);

CREATE TABLE unleash.unleash_session (
    sid character varying NOT NULL,
    sess json NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    expired timestamp with time zone NOT NULL
);

CREATE TABLE unleash.used_passwords (
    user_id integer NOT NULL,
    password_hash text NOT NULL,
    used_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text)
);

CREATE TABLE unleash.user_access_requests (
    id text NOT NULL,
    email text NOT NULL,
    requested_at timestamp with time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE unleash.user_feedback (
    user_id integer NOT NULL,
    feedback_id text NOT NULL,
    given timestamp with time zone,
    nevershow boolean DEFAULT false NOT NULL
);

CREATE TABLE unleash.user_notifications (
    notification_id integer NOT NULL,
    user_id integer NOT NULL,
    read_at timestamp with time zone
);

CREATE TABLE unleash.user_splash (
    user_id integer NOT NULL,
    splash_id text NOT NULL,
    seen boolean DEFAULT false NOT NULL
);

CREATE TABLE unleash.user_trends (
    id character varying(255) NOT NULL,
    total_users integer NOT NULL,
    active_users integer NOT NULL,
    created_at timestamp without time zone DEFAULT now()
);

CREATE TABLE unleash.user_unsubscription (
    user_id integer NOT NULL,
    subscription character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT now()
);

CREATE SEQUENCE unleash.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE unleash.users_id_seq OWNED BY unleash.users.id;

ALTER TABLE ONLY unleash.action_set_events ALTER COLUMN id SET DEFAULT nextval('unleash.action_set_events_id_seq'::regclass);

ALTER TABLE ONLY unleash.action_sets ALTER COLUMN id SET DEFAULT nextval('unleash.action_sets_id_seq'::regclass);

ALTER TABLE ONLY unleash.actions ALTER COLUMN id SET DEFAULT nextval('unleash.actions_id_seq'::regclass);

ALTER TABLE ONLY unleash.addons ALTER COLUMN id SET DEFAULT nextval('unleash.addons_id_seq'::regclass);

ALTER TABLE ONLY unleash.banners ALTER COLUMN id SET DEFAULT nextval('unleash.message_banners_id_seq'::regclass);

ALTER TABLE ONLY unleash.change_request_approvals ALTER COLUMN id SET DEFAULT nextval('unleash.change_request_approvals_id_seq'::regclass);

ALTER TABLE ONLY unleash.change_request_comments ALTER COLUMN id SET DEFAULT nextval('unleash.change_request_comments_id_seq'::regclass);

ALTER TABLE ONLY unleash.change_request_events ALTER COLUMN id SET DEFAULT nextval('unleash.change_request_events_id_seq'::regclass);

ALTER TABLE ONLY unleash.change_request_rejections ALTER COLUMN id SET DEFAULT nextval('unleash.change_request_rejections_id_seq'::regclass);

ALTER TABLE ONLY unleash.change_requests ALTER COLUMN id SET DEFAULT nextval('unleash.change_requests_id_seq'::regclass);

ALTER TABLE ONLY unleash.events ALTER COLUMN id SET DEFAULT nextval('unleash.events_id_seq'::regclass);

ALTER TABLE ONLY unleash.feedback ALTER COLUMN id SET DEFAULT nextval('unleash.feedback_id_seq'::regclass);

ALTER TABLE ONLY unleash.groups ALTER COLUMN id SET DEFAULT nextval('unleash.groups_id_seq'::regclass);

ALTER TABLE ONLY unleash.integration_events ALTER COLUMN id SET DEFAULT nextval('unleash.integration_events_id_seq'::regclass);

ALTER TABLE ONLY unleash.login_history ALTER COLUMN id SET DEFAULT nextval('unleash.login_events_id_seq'::regclass);

ALTER TABLE ONLY unleash.migrations ALTER COLUMN id SET DEFAULT nextval('unleash.migrations_id_seq'::regclass);

ALTER TABLE ONLY unleash.notifications ALTER COLUMN id SET DEFAULT nextval('unleash.notifications_id_seq'::regclass);

ALTER TABLE ONLY unleash.permissions ALTER COLUMN id SET DEFAULT nextval('unleash.permissions_id_seq'::regclass);

ALTER TABLE ONLY unleash.personal_access_tokens ALTER COLUMN id SET DEFAULT nextval('unleash.personal_access_tokens_id_seq'::regclass);

ALTER TABLE ONLY unleash.role_permission ALTER COLUMN id SET DEFAULT nextval('unleash.role_permission_id_seq'::regclass);

ALTER TABLE ONLY unleash.roles ALTER COLUMN id SET DEFAULT nextval('unleash.roles_id_seq'::regclass);

ALTER TABLE ONLY unleash.segments ALTER COLUMN id SET DEFAULT nextval('unleash.segments_id_seq'::regclass);

ALTER TABLE ONLY unleash.signal_endpoint_tokens ALTER COLUMN id SET DEFAULT nextval('unleash.incoming_webhook_tokens_id_seq'::regclass);

ALTER TABLE ONLY unleash.signal_endpoints ALTER COLUMN id SET DEFAULT nextval('unleash.incoming_webhooks_id_seq'::regclass);

ALTER TABLE ONLY unleash.signals ALTER COLUMN id SET DEFAULT nextval('unleash.observable_events_id_seq'::regclass);

ALTER TABLE ONLY unleash.users ALTER COLUMN id SET DEFAULT nextval('unleash.users_id_seq'::regclass);

ALTER TABLE ONLY unleash.action_set_events
    ADD CONSTRAINT action_set_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.action_sets
    ADD CONSTRAINT action_sets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.actions
    ADD CONSTRAINT actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.addons
    ADD CONSTRAINT addons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.api_token_project
    ADD CONSTRAINT api_token_project_pkey PRIMARY KEY (secret, project);

ALTER TABLE ONLY unleash.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (secret);

ALTER TABLE ONLY unleash.api_tokens_v2
    ADD CONSTRAINT api_tokens_v2_pkey PRIMARY KEY (selector);

ALTER TABLE ONLY unleash.api_tokens_v2_project
    ADD CONSTRAINT api_tokens_v2_project_pkey PRIMARY KEY (selector, project);

ALTER TABLE ONLY unleash.cdn_tokens
    ADD CONSTRAINT cdn_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.change_request_approvals
    ADD CONSTRAINT change_request_approvals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.change_request_comments
    ADD CONSTRAINT change_request_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.change_request_events
    ADD CONSTRAINT change_request_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.change_request_rejections
    ADD CONSTRAINT change_request_rejections_change_request_id_created_by_key UNIQUE (change_request_id, created_by);

ALTER TABLE ONLY unleash.change_request_rejections
    ADD CONSTRAINT change_request_rejections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.change_request_requested_approvers
    ADD CONSTRAINT change_request_requested_approvers_pkey PRIMARY KEY (change_request_id, user_id);

ALTER TABLE ONLY unleash.change_request_schedule
    ADD CONSTRAINT change_request_schedule_pkey PRIMARY KEY (change_request);

ALTER TABLE ONLY unleash.change_request_settings
    ADD CONSTRAINT change_request_settings_pkey PRIMARY KEY (project, environment);

ALTER TABLE ONLY unleash.change_request_settings
    ADD CONSTRAINT change_request_settings_project_environment_key UNIQUE (project, environment);

ALTER TABLE ONLY unleash.change_requests
    ADD CONSTRAINT change_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.client_applications
    ADD CONSTRAINT client_applications_pkey PRIMARY KEY (app_name);

ALTER TABLE ONLY unleash.client_applications_usage
    ADD CONSTRAINT client_applications_usage_pkey PRIMARY KEY (app_name, project, environment);

ALTER TABLE ONLY unleash.client_instances
    ADD CONSTRAINT client_instances_pkey PRIMARY KEY (app_name, environment, instance_id);

ALTER TABLE ONLY unleash.client_metrics_env_daily
    ADD CONSTRAINT client_metrics_env_daily_pkey PRIMARY KEY (feature_name, app_name, environment, date);

ALTER TABLE ONLY unleash.client_metrics_env
    ADD CONSTRAINT client_metrics_env_pkey PRIMARY KEY (feature_name, app_name, environment, "timestamp");

ALTER TABLE ONLY unleash.client_metrics_env_variants_daily
    ADD CONSTRAINT client_metrics_env_variants_daily_pkey PRIMARY KEY (feature_name, app_name, environment, date, variant);

ALTER TABLE ONLY unleash.client_metrics_env_variants
    ADD CONSTRAINT client_metrics_env_variants_pkey PRIMARY KEY (feature_name, app_name, environment, "timestamp", variant);

ALTER TABLE ONLY unleash.connection_count_consumption
    ADD CONSTRAINT connection_count_consumption_pkey PRIMARY KEY (day, metered_group, origin);

ALTER TABLE ONLY unleash.context_fields
    ADD CONSTRAINT context_fields_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.dependent_features
    ADD CONSTRAINT dependent_features_pkey PRIMARY KEY (parent, child);

ALTER TABLE ONLY unleash.edge_api_tokens
    ADD CONSTRAINT edge_api_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.edge_hmac_clients
    ADD CONSTRAINT edge_hmac_clients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.edge_hmac_nonces
    ADD CONSTRAINT edge_hmac_nonces_pkey PRIMARY KEY (client_id, nonce);

ALTER TABLE ONLY unleash.edge_node_presence
    ADD CONSTRAINT edge_node_presence_pkey PRIMARY KEY (bucket_ts, node_ephem_id);

ALTER TABLE ONLY unleash.emails_sent
    ADD CONSTRAINT emails_sent_pkey PRIMARY KEY (id, type);

ALTER TABLE ONLY unleash.environment_type_trends
    ADD CONSTRAINT environment_type_trends_pkey PRIMARY KEY (id, environment_type);

ALTER TABLE ONLY unleash.environments
    ADD CONSTRAINT environments_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.favorite_features
    ADD CONSTRAINT favorite_features_pkey PRIMARY KEY (feature, user_id);

ALTER TABLE ONLY unleash.favorite_projects
    ADD CONSTRAINT favorite_projects_pkey PRIMARY KEY (project, user_id);

ALTER TABLE ONLY unleash.feature_environment_safeguards
    ADD CONSTRAINT feature_environment_safeguards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.feature_environments
    ADD CONSTRAINT feature_environments_pkey PRIMARY KEY (environment, feature_name);

ALTER TABLE ONLY unleash.feature_lifecycles
    ADD CONSTRAINT feature_lifecycles_pkey PRIMARY KEY (feature, stage);

ALTER TABLE ONLY unleash.feature_link
    ADD CONSTRAINT feature_link_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.feature_strategies
    ADD CONSTRAINT feature_strategies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.feature_strategy_segment
    ADD CONSTRAINT feature_strategy_segment_pkey PRIMARY KEY (feature_strategy_id, segment_id);

ALTER TABLE ONLY unleash.feature_tag
    ADD CONSTRAINT feature_tag_pkey PRIMARY KEY (feature_name, tag_type, tag_value);

ALTER TABLE ONLY unleash.feature_types
    ADD CONSTRAINT feature_types_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.features
    ADD CONSTRAINT features_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.feedback
    ADD CONSTRAINT feedback_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.flag_trends
    ADD CONSTRAINT flag_trends_pkey PRIMARY KEY (id, project);

ALTER TABLE ONLY unleash.group_role
    ADD CONSTRAINT group_role_pkey PRIMARY KEY (group_id, role_id, project);

ALTER TABLE ONLY unleash.group_user
    ADD CONSTRAINT group_user_pkey PRIMARY KEY (group_id, user_id);

ALTER TABLE ONLY unleash.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.impact_metrics
    ADD CONSTRAINT impact_metrics_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.signal_endpoint_tokens
    ADD CONSTRAINT incoming_webhook_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.signal_endpoints
    ADD CONSTRAINT incoming_webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.integration_events
    ADD CONSTRAINT integration_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (name, bucket);

ALTER TABLE ONLY unleash.last_seen_at_metrics
    ADD CONSTRAINT last_seen_at_metrics_pkey PRIMARY KEY (feature_name, environment);

ALTER TABLE ONLY unleash.licensed_users
    ADD CONSTRAINT licensed_users_pkey PRIMARY KEY (date);

ALTER TABLE ONLY unleash.lifecycle_trends
    ADD CONSTRAINT lifecycle_trends_pkey PRIMARY KEY (id, stage, flag_type, project);

ALTER TABLE ONLY unleash.login_history
    ADD CONSTRAINT login_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.banners
    ADD CONSTRAINT message_banners_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.migrations
    ADD CONSTRAINT migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.milestone_progressions
    ADD CONSTRAINT milestone_progressions_pkey PRIMARY KEY (source_milestone);

ALTER TABLE ONLY unleash.milestone_strategies
    ADD CONSTRAINT milestone_strategies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.milestone_strategy_segments
    ADD CONSTRAINT milestone_strategy_segments_pkey PRIMARY KEY (segment_id, milestone_strategy_id);

ALTER TABLE ONLY unleash.milestones
    ADD CONSTRAINT milestones_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.signals
    ADD CONSTRAINT observable_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.onboarding_events_instance
    ADD CONSTRAINT onboarding_events_instance_pkey PRIMARY KEY (event);

ALTER TABLE ONLY unleash.onboarding_events_project
    ADD CONSTRAINT onboarding_events_project_pkey PRIMARY KEY (event, project);

ALTER TABLE ONLY unleash.permissions
    ADD CONSTRAINT permission_unique UNIQUE (permission);

ALTER TABLE ONLY unleash.permissions
    ADD CONSTRAINT permissions_pkey PRIMARY KEY (permission);

ALTER TABLE ONLY unleash.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_selector_key UNIQUE (selector);

ALTER TABLE ONLY unleash.project_client_metrics_trends
    ADD CONSTRAINT project_client_metrics_trends_pkey PRIMARY KEY (project, date);

ALTER TABLE ONLY unleash.project_environments
    ADD CONSTRAINT project_environments_pkey PRIMARY KEY (project_id, environment_name);

ALTER TABLE ONLY unleash.project_settings
    ADD CONSTRAINT project_settings_pkey PRIMARY KEY (project);

ALTER TABLE ONLY unleash.project_stats
    ADD CONSTRAINT project_stats_pkey PRIMARY KEY (project);

ALTER TABLE ONLY unleash.project_stats
    ADD CONSTRAINT project_stats_project_key UNIQUE (project);

ALTER TABLE ONLY unleash.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.public_signup_tokens
    ADD CONSTRAINT public_signup_tokens_pkey PRIMARY KEY (secret);

ALTER TABLE ONLY unleash.public_signup_tokens_user
    ADD CONSTRAINT public_signup_tokens_user_pkey PRIMARY KEY (secret, user_id);

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.release_plan_safeguards
    ADD CONSTRAINT release_plan_safeguards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.request_count_consumption
    ADD CONSTRAINT request_count_consumption_pkey PRIMARY KEY (day, metered_group, origin);

ALTER TABLE ONLY unleash.reset_tokens
    ADD CONSTRAINT reset_tokens_pkey PRIMARY KEY (reset_token);

ALTER TABLE ONLY unleash.role_permission
    ADD CONSTRAINT role_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.role_user
    ADD CONSTRAINT role_user_pkey PRIMARY KEY (role_id, user_id, project);

ALTER TABLE ONLY unleash.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.roles
    ADD CONSTRAINT roles_type_name_unique UNIQUE (type, name);

ALTER TABLE ONLY unleash.safeguards
    ADD CONSTRAINT safeguards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.segments
    ADD CONSTRAINT segments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.servicenow_change_references
    ADD CONSTRAINT servicenow_change_references_pkey PRIMARY KEY (change_request_id, integration_id);

ALTER TABLE ONLY unleash.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.stat_edge_observability
    ADD CONSTRAINT stat_edge_observability_pkey PRIMARY KEY (instance_id);

ALTER TABLE ONLY unleash.stat_edge_traffic_usage
    ADD CONSTRAINT stat_edge_traffic_usage_pkey PRIMARY KEY (instance_id, traffic_group, day, status_code);

ALTER TABLE ONLY unleash.stat_environment_updates
    ADD CONSTRAINT stat_environment_updates_pkey PRIMARY KEY (day, environment);

ALTER TABLE ONLY unleash.stat_traffic_usage
    ADD CONSTRAINT stat_traffic_usage_pkey PRIMARY KEY (day, traffic_group, status_code_series);

ALTER TABLE ONLY unleash.strategies
    ADD CONSTRAINT strategies_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.tag_types
    ADD CONSTRAINT tag_types_pkey PRIMARY KEY (name);

ALTER TABLE ONLY unleash.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (type, value);

ALTER TABLE ONLY unleash.change_request_approvals
    ADD CONSTRAINT unique_approvals UNIQUE (change_request_id, created_by);

ALTER TABLE ONLY unleash.unique_connections
    ADD CONSTRAINT unique_connections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.unknown_flags
    ADD CONSTRAINT unknown_flags_pkey PRIMARY KEY (name, app_name, environment);

ALTER TABLE ONLY unleash.unleash_session
    ADD CONSTRAINT unleash_session_pkey PRIMARY KEY (sid);

ALTER TABLE ONLY unleash.used_passwords
    ADD CONSTRAINT used_passwords_pkey PRIMARY KEY (user_id, password_hash);

ALTER TABLE ONLY unleash.user_access_requests
    ADD CONSTRAINT user_access_requests_email_key UNIQUE (email);

ALTER TABLE ONLY unleash.user_access_requests
    ADD CONSTRAINT user_access_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.user_feedback
    ADD CONSTRAINT user_feedback_pkey PRIMARY KEY (user_id, feedback_id);

ALTER TABLE ONLY unleash.user_notifications
    ADD CONSTRAINT user_notifications_pkey PRIMARY KEY (notification_id, user_id);

ALTER TABLE ONLY unleash.user_splash
    ADD CONSTRAINT user_splash_pkey PRIMARY KEY (user_id, splash_id);

ALTER TABLE ONLY unleash.user_trends
    ADD CONSTRAINT user_trends_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.user_unsubscription
    ADD CONSTRAINT user_unsubscription_pkey PRIMARY KEY (user_id, subscription);

ALTER TABLE ONLY unleash.users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE ONLY unleash.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY unleash.users
    ADD CONSTRAINT users_username_key UNIQUE (username);

CREATE INDEX change_request_requested_approvers_cr_id_idx ON unleash.change_request_requested_approvers USING btree (change_request_id);

CREATE INDEX change_request_requested_approvers_user_id_idx ON unleash.change_request_requested_approvers USING btree (user_id);

CREATE INDEX client_instances_environment_idx ON unleash.client_instances USING btree (environment);

CREATE INDEX cr_req_approvers_notified_at_idx ON unleash.change_request_requested_approvers USING btree (notified_at);

CREATE UNIQUE INDEX edge_api_token_scope_uniq_idx ON unleash.edge_api_tokens USING btree (client_id, scope_hash) WHERE (revoked_at IS NULL);

CREATE INDEX edge_api_tokens_token_value_idx ON unleash.edge_api_tokens USING btree (token_value);

CREATE INDEX edge_hmac_nonces_client_id_idx ON unleash.edge_hmac_nonces USING btree (client_id);

CREATE INDEX edge_hmac_nonces_nonce_idx ON unleash.edge_hmac_nonces USING btree (nonce);

CREATE INDEX edge_node_presence_brin ON unleash.edge_node_presence USING brin (bucket_ts);

CREATE INDEX edge_node_presence_node_hash ON unleash.edge_node_presence USING hash (node_ephem_id);

CREATE INDEX edge_observability_app_name_idx ON unleash.stat_edge_observability USING btree (app_name) WHERE (app_name IS NOT NULL);

CREATE INDEX edge_observability_connected_via_idx ON unleash.stat_edge_observability USING btree (connected_via) WHERE (connected_via IS NOT NULL);

CREATE INDEX events_created_by_user_id_idx ON unleash.events USING btree (created_by_user_id);

CREATE INDEX events_environment_idx ON unleash.events USING btree (environment);

CREATE INDEX events_project_idx ON unleash.events USING btree (project);

CREATE INDEX events_unannounced_idx ON unleash.events USING btree (announced) WHERE (announced = false);

CREATE INDEX feature_environments_feature_name_idx ON unleash.feature_environments USING btree (feature_name);

CREATE INDEX feature_name_idx ON unleash.events USING btree (feature_name);

CREATE INDEX feature_strategies_environment_idx ON unleash.feature_strategies USING btree (environment);

CREATE INDEX feature_strategies_feature_name_idx ON unleash.feature_strategies USING btree (feature_name);

CREATE INDEX feature_strategy_segment_segment_id_index ON unleash.feature_strategy_segment USING btree (segment_id);

CREATE INDEX feature_tag_tag_type_and_value_idx ON unleash.feature_tag USING btree (tag_type, tag_value);

CREATE INDEX groups_group_name_idx ON unleash.groups USING btree (name);

CREATE UNIQUE INDEX groups_scim_external_id_uniq_idx ON unleash.groups USING btree (scim_external_id) WHERE (scim_external_id IS NOT NULL);

CREATE UNIQUE INDEX groups_scim_id_unique_idx ON unleash.groups USING btree (scim_id) WHERE (scim_id IS NOT NULL);

CREATE INDEX idx_action_set_events_action_set_id_state ON unleash.action_set_events USING btree (action_set_id, state);

CREATE INDEX idx_action_set_events_signal_id ON unleash.action_set_events USING btree (signal_id);

CREATE INDEX idx_action_sets_project ON unleash.action_sets USING btree (project);

CREATE INDEX idx_client_applications_announced_false ON unleash.client_applications USING btree (announced) WHERE (announced = false);

CREATE INDEX idx_client_metrics_f_name ON unleash.client_metrics_env USING btree (feature_name);

CREATE INDEX idx_events_created_at_desc ON unleash.events USING btree (created_at DESC);

CREATE INDEX idx_events_feature_type_id ON unleash.events USING btree (id) WHERE ((feature_name IS NOT NULL) OR ((type)::text = ANY ((ARRAY['segment-updated'::character varying, 'feature_import'::character varying, 'features-imported'::character varying])::text[])));

CREATE INDEX idx_events_project_feature_created ON unleash.events USING btree (project, feature_name, created_at DESC);

CREATE INDEX idx_events_type ON unleash.events USING btree (type);

CREATE INDEX idx_feature_name ON unleash.last_seen_at_metrics USING btree (feature_name);

CREATE INDEX idx_feature_strategies_milestone_id ON unleash.feature_strategies USING btree (milestone_id) WHERE (milestone_id IS NOT NULL);

CREATE INDEX idx_integration_events_integration_id ON unleash.integration_events USING btree (integration_id);

CREATE INDEX idx_job_finished ON unleash.jobs USING btree (finished_at);

CREATE INDEX idx_job_stage ON unleash.jobs USING btree (stage);

CREATE INDEX idx_milestone_strategies_strategy_name ON unleash.milestone_strategies USING btree (strategy_name);

CREATE INDEX idx_milestones_release_plan_definition_id ON unleash.milestones USING btree (release_plan_definition_id);

CREATE INDEX idx_release_plan_definitions_created_by_user_id ON unleash.release_plan_definitions USING btree (created_by_user_id);

CREATE INDEX idx_release_plan_template_definition_id ON unleash.release_plan_definitions USING btree (release_plan_template_id) WHERE (release_plan_template_id IS NOT NULL);

CREATE INDEX idx_signal_endpoint_tokens_signal_endpoint_id ON unleash.signal_endpoint_tokens USING btree (signal_endpoint_id);

CREATE INDEX idx_signal_endpoints_enabled ON unleash.signal_endpoints USING btree (enabled);

CREATE INDEX idx_signals_created_by_source_token_id ON unleash.signals USING btree (created_by_source_token_id);

CREATE INDEX idx_signals_source_and_source_id ON unleash.signals USING btree (source, source_id);

CREATE INDEX idx_signals_unannounced ON unleash.signals USING btree (announced) WHERE (announced = false);

CREATE UNIQUE INDEX idx_uniq_release_plan_definitions_discriminator_template ON unleash.release_plan_definitions USING btree (name) WHERE (discriminator = 'template'::text);

CREATE INDEX idx_unleash_session_expired ON unleash.unleash_session USING btree (expired);

CREATE INDEX idx_users_only_updated_at_desc ON unleash.users USING btree (updated_at DESC) WHERE ((is_system = false) AND (is_service = false));

CREATE INDEX login_events_ip_idx ON unleash.login_history USING btree (ip);

CREATE INDEX personal_access_tokens_secret_idx ON unleash.personal_access_tokens USING btree (secret);

CREATE INDEX personal_access_tokens_user_id_idx ON unleash.personal_access_tokens USING btree (user_id);

CREATE INDEX project_environments_environment_idx ON unleash.project_environments USING btree (environment_name);

CREATE INDEX reset_tokens_user_id_idx ON unleash.reset_tokens USING btree (user_id);

CREATE INDEX role_permission_role_id_idx ON unleash.role_permission USING btree (role_id);

CREATE INDEX role_user_user_id_idx ON unleash.role_user USING btree (user_id);

CREATE INDEX segments_name_index ON unleash.segments USING btree (name);

CREATE UNIQUE INDEX servicenow_change_references_sys_id_idx ON unleash.servicenow_change_references USING btree (sys_id);

CREATE INDEX stat_edge_traffic_usage_day_idx ON unleash.stat_edge_traffic_usage USING btree (day);

CREATE INDEX stat_edge_traffic_usage_traffic_group_idx ON unleash.stat_edge_traffic_usage USING btree (traffic_group);

CREATE INDEX stat_edge_traffic_usage_traffic_group_status_code_idx ON unleash.stat_edge_traffic_usage USING btree (status_code, traffic_group);

CREATE INDEX stat_traffic_usage_day_idx ON unleash.stat_traffic_usage USING btree (day);

CREATE INDEX stat_traffic_usage_status_code_series_idx ON unleash.stat_traffic_usage USING btree (status_code_series);

CREATE INDEX stat_traffic_usage_traffic_group_idx ON unleash.stat_traffic_usage USING btree (traffic_group);

CREATE UNIQUE INDEX unique_pending_request_per_user_project_env ON unleash.change_requests USING btree (created_by, project, environment) WHERE ((state)::text <> ALL ((ARRAY['Applied'::character varying, 'Cancelled'::character varying, 'Rejected'::character varying, 'Scheduled'::character varying])::text[]));

CREATE INDEX used_passwords_pw_hash_idx ON unleash.used_passwords USING btree (password_hash);

CREATE INDEX user_feedback_user_id_idx ON unleash.user_feedback USING btree (user_id);

CREATE INDEX user_splash_user_id_idx ON unleash.user_splash USING btree (user_id);

CREATE INDEX users_email_hash_idx ON unleash.users USING btree (email_hash);

CREATE UNIQUE INDEX users_scim_external_id_uniq_idx ON unleash.users USING btree (scim_external_id) WHERE (scim_external_id IS NOT NULL);

CREATE UNIQUE INDEX users_scim_id_unique_idx ON unleash.users USING btree (scim_id) WHERE (scim_id IS NOT NULL);

CREATE TRIGGER trg_set_users_updated_at BEFORE UPDATE ON unleash.users FOR EACH ROW EXECUTE FUNCTION unleash.set_users_updated_at();

CREATE TRIGGER unleash_update_stat_environment_changes AFTER INSERT ON unleash.events FOR EACH ROW EXECUTE FUNCTION unleash.unleash_update_stat_environment_changes_counter();

ALTER TABLE ONLY unleash.action_sets
    ADD CONSTRAINT action_sets_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.actions
    ADD CONSTRAINT actions_action_set_id_fkey FOREIGN KEY (action_set_id) REFERENCES unleash.action_sets(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.api_token_project
    ADD CONSTRAINT api_token_project_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.api_token_project
    ADD CONSTRAINT api_token_project_secret_fkey FOREIGN KEY (secret) REFERENCES unleash.api_tokens(secret) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.api_tokens_v2
    ADD CONSTRAINT api_tokens_v2_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.api_tokens_v2_project
    ADD CONSTRAINT api_tokens_v2_project_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.api_tokens_v2_project
    ADD CONSTRAINT api_tokens_v2_project_selector_fkey FOREIGN KEY (selector) REFERENCES unleash.api_tokens_v2(selector) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_approvals
    ADD CONSTRAINT change_request_approvals_change_request_id_fkey FOREIGN KEY (change_request_id) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_approvals
    ADD CONSTRAINT change_request_approvals_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_comments
    ADD CONSTRAINT change_request_comments_change_request_fkey FOREIGN KEY (change_request) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_comments
    ADD CONSTRAINT change_request_comments_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_events
    ADD CONSTRAINT change_request_events_change_request_id_fkey FOREIGN KEY (change_request_id) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_events
    ADD CONSTRAINT change_request_events_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_events
    ADD CONSTRAINT change_request_events_feature_fkey FOREIGN KEY (feature) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_rejections
    ADD CONSTRAINT change_request_rejections_change_request_id_fkey FOREIGN KEY (change_request_id) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_rejections
    ADD CONSTRAINT change_request_rejections_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_requested_approvers
    ADD CONSTRAINT change_request_requested_approvers_change_request_id_fkey FOREIGN KEY (change_request_id) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_requested_approvers
    ADD CONSTRAINT change_request_requested_approvers_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_schedule
    ADD CONSTRAINT change_request_schedule_change_request_fkey FOREIGN KEY (change_request) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_schedule
    ADD CONSTRAINT change_request_schedule_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id);

ALTER TABLE ONLY unleash.change_request_settings
    ADD CONSTRAINT change_request_settings_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_request_settings
    ADD CONSTRAINT change_request_settings_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_requests
    ADD CONSTRAINT change_requests_created_by_fkey FOREIGN KEY (created_by) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_requests
    ADD CONSTRAINT change_requests_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.change_requests
    ADD CONSTRAINT change_requests_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.client_applications_usage
    ADD CONSTRAINT client_applications_usage_app_name_fkey FOREIGN KEY (app_name) REFERENCES unleash.client_applications(app_name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.client_metrics_env_variants_daily
    ADD CONSTRAINT client_metrics_env_variants_d_feature_name_app_name_enviro_fkey FOREIGN KEY (feature_name, app_name, environment, date) REFERENCES unleash.client_metrics_env_daily(feature_name, app_name, environment, date) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY unleash.client_metrics_env_variants
    ADD CONSTRAINT client_metrics_env_variants_feature_name_app_name_environm_fkey FOREIGN KEY (feature_name, app_name, environment, "timestamp") REFERENCES unleash.client_metrics_env(feature_name, app_name, environment, "timestamp") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY unleash.context_fields
    ADD CONSTRAINT context_fields_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.dependent_features
    ADD CONSTRAINT dependent_features_child_fkey FOREIGN KEY (child) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.dependent_features
    ADD CONSTRAINT dependent_features_parent_fkey FOREIGN KEY (parent) REFERENCES unleash.features(name) ON DELETE RESTRICT;

ALTER TABLE ONLY unleash.edge_api_tokens
    ADD CONSTRAINT edge_api_tokens_client_id_fkey FOREIGN KEY (client_id) REFERENCES unleash.edge_hmac_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.edge_api_tokens
    ADD CONSTRAINT edge_api_tokens_token_value_fkey FOREIGN KEY (token_value) REFERENCES unleash.api_tokens(secret);

ALTER TABLE ONLY unleash.edge_hmac_nonces
    ADD CONSTRAINT edge_hmac_nonces_client_id_fkey FOREIGN KEY (client_id) REFERENCES unleash.edge_hmac_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.favorite_features
    ADD CONSTRAINT favorite_features_feature_fkey FOREIGN KEY (feature) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.favorite_features
    ADD CONSTRAINT favorite_features_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.favorite_projects
    ADD CONSTRAINT favorite_projects_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.favorite_projects
    ADD CONSTRAINT favorite_projects_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_environment_safeguards
    ADD CONSTRAINT feature_environment_safeguards_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_environment_safeguards
    ADD CONSTRAINT feature_environment_safeguards_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_environment_safeguards
    ADD CONSTRAINT feature_environment_safeguards_impact_metric_id_fkey FOREIGN KEY (impact_metric_id) REFERENCES unleash.impact_metrics(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_environments
    ADD CONSTRAINT feature_environments_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_environments
    ADD CONSTRAINT feature_environments_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_lifecycles
    ADD CONSTRAINT feature_lifecycles_feature_fkey FOREIGN KEY (feature) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_link
    ADD CONSTRAINT feature_link_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_strategies
    ADD CONSTRAINT feature_strategies_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_strategies
    ADD CONSTRAINT feature_strategies_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_strategies
    ADD CONSTRAINT feature_strategies_milestone_id_fkey FOREIGN KEY (milestone_id) REFERENCES unleash.milestones(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_strategy_segment
    ADD CONSTRAINT feature_strategy_segment_feature_strategy_id_fkey FOREIGN KEY (feature_strategy_id) REFERENCES unleash.feature_strategies(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_strategy_segment
    ADD CONSTRAINT feature_strategy_segment_segment_id_fkey FOREIGN KEY (segment_id) REFERENCES unleash.segments(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_tag
    ADD CONSTRAINT feature_tag_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.feature_tag
    ADD CONSTRAINT feature_tag_tag_type_tag_value_fkey FOREIGN KEY (tag_type, tag_value) REFERENCES unleash.tags(type, value) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.groups
    ADD CONSTRAINT fk_group_role_id FOREIGN KEY (root_role_id) REFERENCES unleash.roles(id);

ALTER TABLE ONLY unleash.group_role
    ADD CONSTRAINT fk_group_role_project FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.role_permission
    ADD CONSTRAINT fk_role_permission_environment FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.role_permission
    ADD CONSTRAINT fk_role_permission_permission FOREIGN KEY (permission) REFERENCES unleash.permissions(permission) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.group_role
    ADD CONSTRAINT group_role_group_id_fkey FOREIGN KEY (group_id) REFERENCES unleash.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.group_role
    ADD CONSTRAINT group_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES unleash.roles(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.group_user
    ADD CONSTRAINT group_user_group_id_fkey FOREIGN KEY (group_id) REFERENCES unleash.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.group_user
    ADD CONSTRAINT group_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.impact_metrics
    ADD CONSTRAINT impact_metrics_feature_fkey FOREIGN KEY (feature) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.signal_endpoint_tokens
    ADD CONSTRAINT incoming_webhook_tokens_incoming_webhook_id_fkey FOREIGN KEY (signal_endpoint_id) REFERENCES unleash.signal_endpoints(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.integration_events
    ADD CONSTRAINT integration_events_integration_id_fkey FOREIGN KEY (integration_id) REFERENCES unleash.addons(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.lifecycle_trends
    ADD CONSTRAINT lifecycle_trends_flag_type_fkey FOREIGN KEY (flag_type) REFERENCES unleash.feature_types(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.lifecycle_trends
    ADD CONSTRAINT lifecycle_trends_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestone_progressions
    ADD CONSTRAINT milestone_progressions_source_milestone_fkey FOREIGN KEY (source_milestone) REFERENCES unleash.milestones(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestone_progressions
    ADD CONSTRAINT milestone_progressions_target_milestone_fkey FOREIGN KEY (target_milestone) REFERENCES unleash.milestones(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestone_strategies
    ADD CONSTRAINT milestone_strategies_milestone_id_fkey FOREIGN KEY (milestone_id) REFERENCES unleash.milestones(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestone_strategies
    ADD CONSTRAINT milestone_strategies_strategy_name_fkey FOREIGN KEY (strategy_name) REFERENCES unleash.strategies(name);

ALTER TABLE ONLY unleash.milestone_strategy_segments
    ADD CONSTRAINT milestone_strategy_segments_milestone_strategy_id_fkey FOREIGN KEY (milestone_strategy_id) REFERENCES unleash.milestone_strategies(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestone_strategy_segments
    ADD CONSTRAINT milestone_strategy_segments_segment_id_fkey FOREIGN KEY (segment_id) REFERENCES unleash.segments(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.milestones
    ADD CONSTRAINT milestones_release_plan_definition_id_fkey FOREIGN KEY (release_plan_definition_id) REFERENCES unleash.release_plan_definitions(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.notifications
    ADD CONSTRAINT notifications_event_id_fkey FOREIGN KEY (event_id) REFERENCES unleash.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.onboarding_events_project
    ADD CONSTRAINT onboarding_events_project_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.project_environments
    ADD CONSTRAINT project_environments_environment_name_fkey FOREIGN KEY (environment_name) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.project_environments
    ADD CONSTRAINT project_environments_project_id_fkey FOREIGN KEY (project_id) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.project_settings
    ADD CONSTRAINT project_settings_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.project_stats
    ADD CONSTRAINT project_stats_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.public_signup_tokens
    ADD CONSTRAINT public_signup_tokens_role_id_fkey FOREIGN KEY (role_id) REFERENCES unleash.roles(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.public_signup_tokens_user
    ADD CONSTRAINT public_signup_tokens_user_secret_fkey FOREIGN KEY (secret) REFERENCES unleash.public_signup_tokens(secret) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.public_signup_tokens_user
    ADD CONSTRAINT public_signup_tokens_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_active_milestone_id_fkey FOREIGN KEY (active_milestone_id) REFERENCES unleash.milestones(id);

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_project_fkey FOREIGN KEY (project) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_definitions
    ADD CONSTRAINT release_plan_definitions_release_plan_template_id_fkey FOREIGN KEY (release_plan_template_id) REFERENCES unleash.release_plan_definitions(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_safeguards
    ADD CONSTRAINT release_plan_safeguards_environment_fkey FOREIGN KEY (environment) REFERENCES unleash.environments(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_safeguards
    ADD CONSTRAINT release_plan_safeguards_feature_name_fkey FOREIGN KEY (feature_name) REFERENCES unleash.features(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_safeguards
    ADD CONSTRAINT release_plan_safeguards_impact_metric_id_fkey FOREIGN KEY (impact_metric_id) REFERENCES unleash.impact_metrics(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.release_plan_safeguards
    ADD CONSTRAINT release_plan_safeguards_release_plan_id_fkey FOREIGN KEY (release_plan_id) REFERENCES unleash.release_plan_definitions(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.reset_tokens
    ADD CONSTRAINT reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.role_permission
    ADD CONSTRAINT role_permission_role_id_fkey FOREIGN KEY (role_id) REFERENCES unleash.roles(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.role_user
    ADD CONSTRAINT role_user_role_id_fkey FOREIGN KEY (role_id) REFERENCES unleash.roles(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.role_user
    ADD CONSTRAINT role_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.safeguards
    ADD CONSTRAINT safeguards_impact_metric_id_fkey FOREIGN KEY (impact_metric_id) REFERENCES unleash.impact_metrics(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.segments
    ADD CONSTRAINT segments_segment_project_id_fkey FOREIGN KEY (segment_project_id) REFERENCES unleash.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.servicenow_change_references
    ADD CONSTRAINT servicenow_change_references_change_request_id_fkey FOREIGN KEY (change_request_id) REFERENCES unleash.change_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.servicenow_change_references
    ADD CONSTRAINT servicenow_change_references_integration_id_fkey FOREIGN KEY (integration_id) REFERENCES unleash.addons(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.tags
    ADD CONSTRAINT tags_type_fkey FOREIGN KEY (type) REFERENCES unleash.tag_types(name) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.used_passwords
    ADD CONSTRAINT used_passwords_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.user_feedback
    ADD CONSTRAINT user_feedback_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.user_notifications
    ADD CONSTRAINT user_notifications_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES unleash.notifications(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.user_notifications
    ADD CONSTRAINT user_notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.user_splash
    ADD CONSTRAINT user_splash_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY unleash.user_unsubscription
    ADD CONSTRAINT user_unsubscription_user_id_fkey FOREIGN KEY (user_id) REFERENCES unleash.users(id) ON DELETE CASCADE;

`,
  cleans: [
    {
      table: "unleash.client_instances",
      clock: "last_seen",
      retention: "1d",
      source: "src/lib/db/client-instance-store.ts:78",
      note: "removeInstancesOlderThanTwoDays, every 24 hours (src/lib/features/scheduler/schedule-services.ts:83-87); the rows are the SDK instances that report metrics, with their client_ip",
    },
    {
      table: "unleash.client_applications",
      clock: "seen_at",
      retention: "30d",
      source: "src/lib/db/client-applications-store.ts:513",
      note: "removeInactiveApplications, every 24 hours (schedule-services.ts:89-95); an application never seen (seen_at null) is kept; client_applications_usage follows by ON DELETE CASCADE",
    },
    {
      table: "unleash.client_metrics_env",
      clock: "timestamp",
      retention: "48h",
      source: "src/lib/features/metrics/client-metrics/client-metrics-store-v2.ts:348",
      note: "clearMetrics(48), every 12 hours (schedule-services.ts:167-171); the hourly buckets of each flag's evaluations per application and environment; client_metrics_env_variants follows by ON DELETE CASCADE",
    },
    {
      table: "unleash.integration_events",
      clock: "created_at",
      retention:
        "count- and age-based: all but the newest 100 created in the last 2 hours and the newest of each integration",
      source: "src/lib/features/integration-events/integration-events-store.ts:45",
      note: "cleanUpIntegrationEvents, every 15 minutes (schedule-services.ts:194-198); the delete keeps the ids of two CTEs (:46-61)",
    },
    {
      table: "unleash.unknown_flags",
      clock: "seen_at",
      retention: "24h",
      source: "src/lib/features/metrics/unknown-flags/unknown-flags-store.ts:156",
      note: "clearUnknownFlags, every 6 hours (schedule-services.ts:212-216)",
    },
    {
      table: "unleash.edge_hmac_nonces",
      clock: "expires_at",
      retention: "expires_at passed (5 minutes after the nonce is seen, edge-hmac-verifier.ts:41)",
      source: "src/lib/features/edgetokens/edge-token-store.ts:139",
      note: "clearExpiredEdgeNonces, hourly (schedule-services.ts:217-221)",
    },
    {
      table: "unleash.api_tokens_v2",
      clock: "seen_at",
      retention: "7d (TOKEN_LIFETIME_AFTER_LAST_SEEN_IN_MINUTES, api-token-v2-service.ts:83)",
      source: "src/lib/features/apitokensv2/api-token-v2-store.ts:168",
      note: "deleteSystemCreatedTokensNotSeen, every 10 minutes (schedule-services.ts:222-228); only tokens with user_created false, and a token never seen (seen_at null) is kept; api_tokens_v2_project follows by ON DELETE CASCADE",
    },
    {
      table: "unleash.unleash_session",
      clock: "expired",
      retention:
        "expired passed (the cookie's maxAge: SESSION_TTL_HOURS, default 48h, create-config.ts:273)",
      source:
        "node_modules/connect-session-knex/dist/index.js:237-239 (connect-session-knex 5.0.0, package.json:85)",
      note: "the store's dbCleanup every cleanupInterval, 60000 ms by default (dist/index.js:17, 245-249); the store is set up in src/lib/middleware/session-db.ts:16-21 when session.db is on, its default (create-config.ts:279); besides, at each sign-in a user's sessions beyond the newest MAX_PARALLEL_SESSIONS less one (default 5) are deleted, count-based (src/lib/services/user-service.ts:490-495)",
    },
  ],
  shouldAsk: [
    {
      table: "unleash.events",
      why: "the audit log of every change, with created_by (a user's email or username), created_by_user_id and the ip of the request, kept for ever",
    },
    {
      table: "unleash.login_history",
      why: "every sign-in with its username, ip, success and failure reason; written by Unleash Enterprise (nothing here writes or deletes it)",
    },
    {
      table: "unleash.reset_tokens",
      why: "password reset and welcome tokens per user with expires_at and used_at; the store's deleteExpired (reset-token-store.ts:112-116) is never called, so used and expired ones are kept",
    },
    {
      table: "unleash.used_passwords",
      why: "the hashes of each user's former passwords with used_at, trimmed only by count when the password changes (user-store.ts:87-101), never by age",
    },
    {
      table: "unleash.user_access_requests",
      why: "email addresses of people asking for access, with requested_at; written by Unleash Enterprise, never deleted here",
    },
    {
      table: "unleash.signals",
      why: "the payloads external systems post to signal endpoints, with created_at; written by Unleash Enterprise, never deleted here",
    },
    {
      table: "unleash.action_set_events",
      why: "each run of an action set with the signal (its payload) that set it off, with created_at; written by Unleash Enterprise, never deleted here",
    },
  ],
  neverDelete: [
    "unleash.users",
    "unleash.groups",
    "unleash.group_user",
    "unleash.group_role",
    "unleash.roles",
    "unleash.role_user",
    "unleash.role_permission",
    "unleash.permissions",
    "unleash.personal_access_tokens",
    "unleash.api_tokens",
    "unleash.api_token_project",
    "unleash.cdn_tokens",
    "unleash.edge_api_tokens",
    "unleash.edge_hmac_clients",
    "unleash.public_signup_tokens",
    "unleash.public_signup_tokens_user",
    "unleash.projects",
    "unleash.project_environments",
    "unleash.project_settings",
    "unleash.environments",
    "unleash.features",
    "unleash.feature_environments",
    "unleash.feature_strategies",
    "unleash.feature_strategy_segment",
    "unleash.feature_tag",
    "unleash.feature_types",
    "unleash.feature_link",
    "unleash.feature_lifecycles",
    "unleash.dependent_features",
    "unleash.segments",
    "unleash.strategies",
    "unleash.context_fields",
    "unleash.tags",
    "unleash.tag_types",
    "unleash.addons",
    "unleash.settings",
    "unleash.banners",
    "unleash.favorite_features",
    "unleash.favorite_projects",
    "unleash.change_requests",
    "unleash.change_request_approvals",
    "unleash.change_request_comments",
    "unleash.change_request_events",
    "unleash.change_request_rejections",
    "unleash.change_request_schedule",
    "unleash.change_request_settings",
    "unleash.release_plan_definitions",
    "unleash.milestones",
    "unleash.milestone_strategies",
    "unleash.signal_endpoints",
    "unleash.signal_endpoint_tokens",
    "unleash.action_sets",
    "unleash.actions",
  ],
};
