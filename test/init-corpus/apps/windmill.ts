// Windmill (Rust, sqlx migrations run by its own CustomMigrator), from windmill-labs/windmill@dad4c10c8b06ce72d8d808ceea95c7d8efa4918d,
// read from nagyist/windmill, a mirror of windmill-labs/windmill whose HEAD is that upstream commit
// (#10669, 2026-08-12): windmill-labs/windmill itself is over the fetch size limit.
// Schema: its 623 migrations (backend/migrations/*.up.sql) replayed as backend/windmill-api/src/db.rs:209-267
// and 283-365 run them under sqlx 0.8.6 (each in a transaction of its own, or, for the 26 versions of
// OVERRIDDEN_MIGRATIONS, db.rs:33-103, the overriding text sent without one, split on ';' where it
// holds CONCURRENTLY), then the live migration fix_flow_versioning_2 (windmill-api/src/live_migrations.rs:81-123),
// on a PostgreSQL 15 server of its own, as a superuser (the migrations create the roles
// windmill_user, windmill_admin and others), on a connection whose search_path was windmill: the way
// Windmill runs in a schema other than public (PG_SCHEMA, windmill-common/src/db.rs:235-240); every
// object landed in schema windmill. Read back with pg_dump (see the header of schemaSql). Deviations:
// its 333 row-level security policies are left out (they name Windmill's roles, which the server the
// fixture loads on does not have; ENABLE ROW LEVEL SECURITY is kept); pg_dump's
// SET check_function_bodies = false is kept (an SQL function, folder_labels, reads folder, which the dump
// creates after it); and the four daily audit partitions that 20260311100000_audit_partitioning creates
// for the day it runs are kept as replayed (audit_20261205 to audit_20261208).
// Cleanup: the server's monitor (backend/src/monitor.rs), each iteration: delete_expired_items
// (monitor.rs:1295-1573) deletes expired tokens, pip resolutions, MCP OAuth refresh tokens and codes,
// blacklisted agent tokens, expired cache resources and variables, service log files after 14 days,
// the old audit table after the audit retention (14 days on the Community Edition, 365 on Enterprise,
// monitor.rs:5928-5937), autoscaling events after 30 days, feature usage after 60 days, and the jobs
// completed more than retention_period_secs ago (default 30 days, monitor.rs:2491-2503; per-workspace
// overrides on Enterprise) with their logs, stats, result streams and side rows (monitor.rs:1713-1950,
// windmill-common/src/jobs.rs:479-501), and expired trash (windmill-common/src/trashbin.rs:149); hourly,
// the audit partitions older than the audit retention are dropped (monitor.rs:5947-6033), and so on for
// the rows below, each with its own cadence. Not counted: the Enterprise code that is not public
// (windmill-ee-private): it reaps join_pending_inputs (a 60-day TTL, by the OSS stub's
// windmill-queue/src/cascade_oss.rs:38-44) and writes otel_traces, and may clean more; rows deleted
// when their job leaves the queue, not by age (job_perms, flow_iterator_data, debounce_key,
// concurrency_counter, resume_job, v2_job_runtime, v2_job_status); old script, flow and app versions,
// pruned (all but the latest) only by an administrator's action and only on the cloud-hosted service
// (backend/windmill-api-workspaces/src/workspaces.rs:11720-11780). The count-based caps on
// resource_version and capture are counted, as the other fixtures count theirs.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "windmill",
  framework: "rust",
  source: {
    repo: "windmill-labs/windmill",
    commit: "dad4c10c8b06ce72d8d808ceea95c7d8efa4918d",
    schemaFrom:
      "backend/migrations/*.up.sql (623, in version order, with windmill-api/src/db.rs's overridden migrations and the live migration fix_flow_versioning_2) replayed on PostgreSQL 15 with search_path windmill and dumped with pg_dump --schema-only --no-owner --no-privileges, its row-level security policies left out; all its 152 tables and four daily audit partitions (read from nagyist/windmill, a mirror at that upstream commit)",
  },
  schemas: ["windmill"],
  schemaSql: `
-- Windmill: windmill-labs/windmill@dad4c10c8b06ce72d8d808ceea95c7d8efa4918d (read from the mirror nagyist/windmill)
-- Built by running its 623 migrations (backend/migrations/20220123221901_migrate_root.up.sql to
-- 20260807103416_resource_version.up.sql, in version order) as its CustomMigrator does under sqlx
-- 0.8.6: _sqlx_migrations first, then each migration in a transaction of its own, except the 26
-- versions db.rs overrides (the first without its uuid-ossp extension, public. removed from five,
-- custom_migrations/*.sql for three, empty for three, a demo invite's DELETE for one, an emoji removed
-- from one, SET search_path FROM CURRENT in two, and ten index migrations made CONCURRENTLY, sent
-- without a transaction, statement by statement), then custom_migrations/fix_flow_versioning_2.sql as live_migrations.rs
-- runs it; on an empty PostgreSQL 15 database, as a superuser, with search_path windmill (Windmill's
-- PG_SCHEMA way of running outside public). Read back with pg_dump --schema-only --no-owner
-- --no-privileges; its SET lines but check_function_bodies, the search_path set_config, the restrict
-- and unrestrict lines and its comments left out, and its 333 CREATE POLICY statements left out (they
-- grant to the roles windmill_user and windmill_admin). The rows the migrations insert (global
-- settings, the admins workspace, resource types) are data, not kept. The four audit partitions are
-- those 20260311100000_audit_partitioning made for 2026-12-05 to 2026-12-08, the day it was replayed.
SET check_function_bodies = false;

CREATE SCHEMA windmill;

CREATE TYPE windmill.action_kind AS ENUM (
    'create',
    'update',
    'delete',
    'execute'
);

CREATE TYPE windmill.asset_access_type AS ENUM (
    'r',
    'w',
    'rw'
);

CREATE TYPE windmill.asset_kind AS ENUM (
    's3object',
    'resource',
    'variable',
    'ducklake',
    'datatable',
    'volume',
    'dbt'
);

CREATE TYPE windmill.asset_usage_kind AS ENUM (
    'script',
    'flow',
    'job'
);

CREATE TYPE windmill.authentication_method AS ENUM (
    'none',
    'windmill',
    'api_key',
    'basic_http',
    'custom_script',
    'signature'
);

CREATE TYPE windmill.autoscaling_event_type AS ENUM (
    'full_scaleout',
    'scalein',
    'scaleout'
);

CREATE TYPE windmill.aws_auth_resource_type AS ENUM (
    'oidc',
    'credentials'
);

CREATE TYPE windmill.azure_trigger_mode AS ENUM (
    'basic_push',
    'namespace_push',
    'namespace_pull'
);

CREATE TYPE windmill.delivery_mode AS ENUM (
    'push',
    'pull'
);

CREATE TYPE windmill.dispatch_outcome AS ENUM (
    'dispatched',
    'join_pending',
    'skipped'
);

CREATE TYPE windmill.draft_kind AS ENUM (
    'script',
    'flow',
    'app',
    'raw_app',
    'resource',
    'variable',
    'trigger_schedule',
    'trigger_webhook',
    'trigger_default_email',
    'trigger_email',
    'trigger_http',
    'trigger_websocket',
    'trigger_postgres',
    'trigger_kafka',
    'trigger_nats',
    'trigger_mqtt',
    'trigger_sqs',
    'trigger_gcp',
    'trigger_azure',
    'trigger_poll',
    'trigger_cli',
    'trigger_nextcloud',
    'trigger_google',
    'trigger_github',
    'data_pipeline',
    'trigger_amqp'
);

CREATE TYPE windmill.favorite_kind AS ENUM (
    'app',
    'script',
    'flow',
    'raw_app',
    'asset'
);

CREATE TYPE windmill.gcp_subscription_mode AS ENUM (
    'create_update',
    'existing'
);

CREATE TYPE windmill.http_method AS ENUM (
    'get',
    'post',
    'put',
    'delete',
    'patch'
);

CREATE TYPE windmill.importer_kind AS ENUM (
    'script',
    'flow',
    'app'
);

CREATE TYPE windmill.job_kind AS ENUM (
    'script',
    'preview',
    'flow',
    'dependencies',
    'flowpreview',
    'script_hub',
    'identity',
    'flowdependencies',
    'http',
    'graphql',
    'postgresql',
    'noop',
    'appdependencies',
    'deploymentcallback',
    'singlestepflow',
    'flowscript',
    'flownode',
    'appscript',
    'aiagent',
    'unassigned_script',
    'unassigned_flow',
    'unassigned_singlestepflow'
);

CREATE TYPE windmill.job_status AS ENUM (
    'success',
    'failure',
    'canceled',
    'skipped'
);

CREATE TYPE windmill.job_trigger_kind AS ENUM (
    'webhook',
    'http',
    'websocket',
    'kafka',
    'email',
    'nats',
    'schedule',
    'app',
    'ui',
    'postgres',
    'sqs',
    'gcp',
    'mqtt',
    'nextcloud',
    'google',
    'ci_test',
    'github',
    'azure',
    'asset',
    'freshness',
    'amqp'
);

CREATE TYPE windmill.log_mode AS ENUM (
    'standalone',
    'server',
    'worker',
    'agent',
    'indexer',
    'mcp'
);

CREATE TYPE windmill.login_type AS ENUM (
    'password',
    'github'
);

CREATE TYPE windmill.materialization_status AS ENUM (
    'running',
    'materialized',
    'failed'
);

CREATE TYPE windmill.message_type AS ENUM (
    'user',
    'assistant',
    'tool'
);

CREATE TYPE windmill.metric_kind AS ENUM (
    'scalar_int',
    'scalar_float',
    'timeseries_int',
    'timeseries_float'
);

CREATE TYPE windmill.mqtt_client_version AS ENUM (
    'v3',
    'v5'
);

CREATE TYPE windmill.native_trigger_service AS ENUM (
    'nextcloud',
    'google',
    'github'
);

CREATE TYPE windmill.request_type AS ENUM (
    'sync',
    'async',
    'sync_sse'
);

CREATE TYPE windmill.runnable_type AS ENUM (
    'ScriptHash',
    'ScriptPath',
    'FlowPath'
);

CREATE TYPE windmill.script_kind AS ENUM (
    'script',
    'trigger',
    'failure',
    'command',
    'approval',
    'preprocessor'
);

CREATE TYPE windmill.script_lang AS ENUM (
    'python3',
    'deno',
    'go',
    'bash',
    'postgresql',
    'nativets',
    'bun',
    'mysql',
    'bigquery',
    'snowflake',
    'graphql',
    'powershell',
    'mssql',
    'php',
    'bunnative',
    'rust',
    'ansible',
    'csharp',
    'oracledb',
    'nu',
    'java',
    'duckdb',
    'ruby',
    'rlang',
    'dbt'
);

CREATE TYPE windmill.script_trigger_kind AS ENUM (
    'asset',
    'schedule',
    'webhook',
    'email',
    'kafka',
    'mqtt',
    'nats',
    'postgres',
    'sqs',
    'gcp'
);

CREATE TYPE windmill.trigger_kind AS ENUM (
    'webhook',
    'http',
    'websocket',
    'kafka',
    'email',
    'nats',
    'postgres',
    'sqs',
    'mqtt',
    'gcp',
    'default_email',
    'nextcloud',
    'google',
    'github',
    'azure',
    'amqp'
);

CREATE TYPE windmill.trigger_mode AS ENUM (
    'enabled',
    'disabled',
    'suspended'
);

CREATE TYPE windmill.workspace_key_kind AS ENUM (
    'cloud'
);

CREATE FUNCTION windmill.audit_logs_s3_anchor_on_enable() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF NEW.value = to_jsonb(true)
       AND (TG_OP = 'INSERT' OR OLD.value IS DISTINCT FROM NEW.value) THEN
        INSERT INTO background_task_state (name, value)
        VALUES (
            'audit_logs_s3_export',
            jsonb_build_object(
                'last_xmin', txid_snapshot_xmin(txid_current_snapshot())::bigint,
                'last_ts', now(),
                'last_oldest_inflight_ts',
                    COALESCE(audit_logs_s3_oldest_inflight_ts(), now() - interval '7 days')
            )
        )
        ON CONFLICT (name) DO UPDATE
            SET value = EXCLUDED.value
            WHERE (background_task_state.value->>'last_xmin')::bigint
                  < (EXCLUDED.value->>'last_xmin')::bigint;
    END IF;
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.audit_logs_s3_oldest_inflight_ts() RETURNS timestamp with time zone
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_can_read_all_stats boolean := current_setting('is_superuser') = 'on';
BEGIN
    IF NOT v_can_read_all_stats THEN
        BEGIN
            v_can_read_all_stats := pg_has_role(current_user, 'pg_read_all_stats', 'USAGE');
        EXCEPTION WHEN OTHERS THEN
            v_can_read_all_stats := false;
        END;
    END IF;
    IF v_can_read_all_stats AND NOT EXISTS (SELECT 1 FROM pg_prepared_xacts) THEN
        RETURN (SELECT min(xact_start) FROM pg_stat_activity WHERE xact_start IS NOT NULL);
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION windmill.folder_labels(w_id text, item_path text) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'windmill'
    AS $$
    SELECT (
        SELECT array_agg(l ORDER BY first_ord)
        FROM (
            SELECT u.l, min(u.ord) AS first_ord
            FROM unnest(f.labels) WITH ORDINALITY AS u(l, ord)
            GROUP BY u.l
        ) deduped
    )
    FROM folder f
    WHERE f.workspace_id = w_id AND item_path LIKE 'f/%' AND f.name = split_part(item_path, '/', 2)
$$;

CREATE FUNCTION windmill.list_ws_specific_versions(seed_workspace text, user_email text, item_kind text, item_path text) RETURNS TABLE(ws character varying)
    LANGUAGE plpgsql
    AS $_$
DECLARE
    rel RECORD;
    usr_row RECORD;
    user_perms TEXT[];
    groups_csv TEXT;
    pgroups_csv TEXT;
    folders_read_csv TEXT;
    folders_write_csv TEXT;
    item_exists BOOLEAN;
    is_super BOOLEAN;
BEGIN
    IF item_kind NOT IN ('resource', 'variable') THEN
        RAISE EXCEPTION 'Invalid kind: %', item_kind;
    END IF;

    SELECT COALESCE(super_admin, false) INTO is_super
    FROM password WHERE email = user_email;
    is_super := COALESCE(is_super, false);

    BEGIN
        FOR rel IN
            WITH RECURSIVE related_workspaces(ws_id, depth, seen) AS (
                SELECT seed_workspace::VARCHAR, 0, ARRAY[seed_workspace::VARCHAR]
              UNION ALL
                SELECT step.next_id, r.depth + 1, r.seen || step.next_id
                FROM related_workspaces r
                CROSS JOIN LATERAL (
                    SELECT CASE WHEN w.id = r.ws_id THEN w.parent_workspace_id ELSE w.id END
                               AS next_id
                    FROM workspace w
                    WHERE (w.id = r.ws_id AND w.parent_workspace_id IS NOT NULL)
                       OR (w.parent_workspace_id = r.ws_id
                           AND w.is_dev_workspace AND NOT w.deleted)
                ) step
                -- The edges run both ways, so without this the walk bounces parent<->dev until it
                -- hits the depth cap on every call regardless of how few workspaces are related.
                WHERE r.depth < 32 AND NOT (step.next_id = ANY(r.seen))
            )
            SELECT DISTINCT r.ws_id
            FROM related_workspaces r
            INNER JOIN workspace w ON w.id = r.ws_id AND w.deleted = false
        LOOP
            SELECT u.username, u.is_admin
            INTO usr_row
            FROM usr u
            WHERE u.email = user_email
              AND u.workspace_id = rel.ws_id
              AND u.disabled = false;

            IF NOT FOUND AND NOT is_super THEN
                CONTINUE;
            END IF;

            IF NOT FOUND THEN
                -- super admin without a usr row in this workspace: synthesize an
                -- admin identity so RLS is bypassed (windmill_admin role).
                usr_row.username := user_email;
                usr_row.is_admin := true;
                groups_csv := '';
                pgroups_csv := '';
                folders_read_csv := '';
                folders_write_csv := '';
            ELSE
                SELECT
                    COALESCE(string_agg(g, ','), ''),
                    COALESCE(string_agg('g/' || g, ','), '')
                INTO groups_csv, pgroups_csv
                FROM (
                    SELECT group_ AS g FROM usr_to_group
                    WHERE usr_to_group.usr = usr_row.username
                      AND usr_to_group.workspace_id = rel.ws_id
                  UNION ALL
                    SELECT igroup FROM email_to_igroup WHERE email = user_email
                ) gs;

                user_perms := ARRAY['u/' || usr_row.username] || ARRAY(
                    SELECT 'g/' || g FROM (
                        SELECT group_ AS g FROM usr_to_group
                        WHERE usr = usr_row.username AND workspace_id = rel.ws_id
                      UNION ALL
                        SELECT igroup FROM email_to_igroup WHERE email = user_email
                    ) gs2
                );

                -- folders_read: every folder the user can see (write implies read);
                -- folders_write: only those granting write access.
                WITH user_folders AS (
                    SELECT name, EXISTS (
                        SELECT 1 FROM jsonb_each_text(extra_perms) t
                        WHERE t.key = ANY(user_perms) AND t.value::boolean IS true
                    ) AS is_write
                    FROM folder
                    WHERE extra_perms ?| user_perms AND folder.workspace_id = rel.ws_id
                )
                SELECT
                    COALESCE(string_agg(name, ','), ''),
                    COALESCE(string_agg(name, ',') FILTER (WHERE is_write), '')
                INTO folders_read_csv, folders_write_csv
                FROM user_folders;

                IF is_super THEN
                    usr_row.is_admin := true;
                END IF;
            END IF;

            PERFORM set_session_context(
                usr_row.is_admin,
                usr_row.username,
                groups_csv,
                pgroups_csv,
                folders_read_csv,
                folders_write_csv
            );

            EXECUTE format(
                'SELECT EXISTS(SELECT 1 FROM %I WHERE workspace_id = $1 AND path = $2)',
                item_kind
            )
            INTO item_exists
            USING rel.ws_id, item_path;

            IF item_exists THEN
                ws := rel.ws_id;
                RETURN NEXT;
            END IF;
        END LOOP;
    EXCEPTION WHEN OTHERS THEN
        -- Reset to a deny-default state before re-raising so a half-set
        -- session context can't leak past the failed call.
        PERFORM set_session_context(false, '', '', '', '', '');
        RAISE;
    END;

    -- Reset to a deny-default state on the happy path too. SET LOCAL is
    -- transaction-scoped so this also unwinds at transaction end, but
    -- being explicit defends against the function being called inside a
    -- longer outer transaction.
    PERFORM set_session_context(false, '', '', '', '', '');
END;
$_$;

CREATE FUNCTION windmill.notify_app_policy_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload)
    VALUES (
        'notify_app_policy_change',
        COALESCE(NEW.workspace_id, OLD.workspace_id) || ':' || COALESCE(NEW.path, OLD.path)
    );
    RETURN COALESCE(NEW, OLD);
END;
$$;

CREATE FUNCTION windmill.notify_config_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_config_change', NEW.name::text);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_global_setting_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_global_setting_change', NEW.name::text);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_global_setting_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_global_setting_change', OLD.name::text);
    RETURN OLD;
END;
$$;

CREATE FUNCTION windmill.notify_http_trigger_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_http_trigger_change', COALESCE(NEW.workspace_id, OLD.workspace_id) || ':' || COALESCE(NEW.path, OLD.path));
    RETURN COALESCE(NEW, OLD);
END;
$$;

CREATE FUNCTION windmill.notify_runnable_version_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
DECLARE
    source_type TEXT;
    kind TEXT;
BEGIN
    source_type := TG_ARGV[0];

    IF source_type = 'script' THEN
        kind := NEW.kind;
    ELSE
        kind := 'flow';
    END IF;

    INSERT INTO notify_event (channel, payload) VALUES ('notify_runnable_version_change', NEW.workspace_id || ':' || source_type || ':' || NEW.path || ':' || kind);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_team_plan_status_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_workspace_premium_change', NEW.workspace_id);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_token_invalidation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    IF OLD.label = 'session' AND OLD.email IS NOT NULL THEN
        INSERT INTO notify_event (channel, payload)
        VALUES ('notify_token_invalidation', OLD.token_prefix);
    END IF;
    RETURN OLD;
END;
$$;

CREATE FUNCTION windmill.notify_token_scopes_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    IF OLD.scopes IS DISTINCT FROM NEW.scopes THEN
        INSERT INTO notify_event (channel, payload)
        VALUES ('notify_token_invalidation', NEW.token_prefix);
    END IF;
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_webhook_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_webhook_change', NEW.workspace_id);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_workspace_envs_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_workspace_envs_change', COALESCE(NEW.workspace_id, OLD.workspace_id));
    RETURN COALESCE(NEW, OLD);
END;
$$;

CREATE FUNCTION windmill.notify_workspace_key_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO notify_event (channel, payload) VALUES ('notify_workspace_key_change', OLD.workspace_id);
        RETURN OLD;
    ELSE
        INSERT INTO notify_event (channel, payload) VALUES ('notify_workspace_key_change', NEW.workspace_id);
        RETURN NEW;
    END IF;
END;
$$;

CREATE FUNCTION windmill.notify_workspace_premium_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload) VALUES ('notify_workspace_premium_change', NEW.id);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.notify_workspace_rate_limit_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    AS $$
BEGIN
    INSERT INTO notify_event (channel, payload)
    VALUES ('notify_workspace_rate_limit_change', NEW.workspace_id);
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.prevent_route_path_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF CURRENT_USER = 'windmill_user' AND NEW.route_path <> OLD.route_path AND NOT COALESCE(NEW.workspaced_route, false) THEN
        RAISE EXCEPTION 'Modification of route_path is only allowed by admins for non-workspaced routes';
    END IF;
    RETURN NEW;
END;
$$;

CREATE FUNCTION windmill.record_resource_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'windmill'
    AS $$
BEGIN
    -- \`session.user\` is set by UserDB::begin for authed requests; worker and system writes fall
    -- back to the row's own author. NULLIF because a transaction-local set_config resets the
    -- placeholder to the empty string rather than unsetting it, so a pooled connection that
    -- previously served an authed request reports '' here, not NULL.
    INSERT INTO resource_version (workspace_id, path, resource_type, value, created_by)
    VALUES (
        NEW.workspace_id, NEW.path, NEW.resource_type, NEW.value,
        COALESCE(NULLIF(current_setting('session.user', true), ''), NEW.created_by)
    );

    -- The per-path cap is enforced by trim_resource_versions in the monitor, not here: trimming
    -- on every write would tax a path \`setResource\` can drive in a loop, to keep a bound that
    -- does not need to hold instantaneously.

    RETURN NEW;
END;
-- SECURITY DEFINER so history is written on behalf of every writer, including the read-only
-- policy above, without granting anyone direct write access to the table. \`SET search_path FROM
-- CURRENT\` is the injection hardening that goes with it, captured rather than hardcoded so
-- installs running a non-public PG_SCHEMA still resolve (see
-- 20260624103600_repair_folder_labels_search_path.up.sql).
$$;

CREATE FUNCTION windmill.set_session_context(admin boolean, username text, groups text, pgroups text, folders_read text, folders_write text) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF admin THEN
        SET LOCAL ROLE windmill_admin;
    ELSE
        SET LOCAL ROLE windmill_user;
    END IF;
    PERFORM set_config('session.user', username, true);
    PERFORM set_config('session.groups', groups, true);
    PERFORM set_config('session.pgroups', pgroups, true);
    PERFORM set_config('session.folders_read', folders_read, true);
    PERFORM set_config('session.folders_write', folders_write, true);
END;
$$;

CREATE TABLE windmill._sqlx_migrations (
    version bigint NOT NULL,
    description text NOT NULL,
    installed_on timestamp with time zone DEFAULT now() NOT NULL,
    success boolean NOT NULL,
    checksum bytea NOT NULL,
    execution_time bigint NOT NULL
);

CREATE TABLE windmill.account (
    workspace_id character varying(50) NOT NULL,
    id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    refresh_token character varying(10000) NOT NULL,
    client character varying(50) NOT NULL,
    refresh_error text,
    grant_type character varying(50) DEFAULT 'authorization_code'::character varying NOT NULL,
    cc_client_id character varying(500),
    cc_client_secret character varying(500),
    cc_token_url character varying(500),
    mcp_server_url text,
    is_workspace_integration boolean DEFAULT false NOT NULL,
    scopes text[]
);

CREATE SEQUENCE windmill.account_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.account_id_seq OWNED BY windmill.account.id;

CREATE TABLE windmill.agent_token_blacklist (
    token character varying NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    blacklisted_at timestamp without time zone DEFAULT now() NOT NULL,
    blacklisted_by character varying NOT NULL
);

CREATE TABLE windmill.ai_agent_memory (
    workspace_id character varying(50) NOT NULL,
    conversation_id uuid NOT NULL,
    step_id character varying(255) NOT NULL,
    messages jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.ai_skill (
    workspace_id character varying(50) NOT NULL,
    name character varying(255) NOT NULL,
    description text NOT NULL,
    instructions text NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_by character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE windmill.alerts (
    id integer NOT NULL,
    alert_type character varying(50) NOT NULL,
    message text NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    acknowledged boolean,
    workspace_id text,
    acknowledged_workspace boolean,
    resource text
);

CREATE SEQUENCE windmill.alerts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.alerts_id_seq OWNED BY windmill.alerts.id;

CREATE TABLE windmill.amqp_trigger (
    amqp_resource_path character varying(255) NOT NULL,
    queue_name character varying(255) NOT NULL,
    exchange jsonb,
    options jsonb,
    path character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.app (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    summary character varying(1000) DEFAULT ''::character varying NOT NULL,
    policy jsonb NOT NULL,
    versions bigint[] NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    custom_path text,
    labels text[],
    CONSTRAINT app_custom_path_check CHECK ((custom_path ~ '^[\\w-]+(\\/[\\w-]+)*$'::text))
);

CREATE TABLE windmill.app_bundles (
    app_version_id bigint NOT NULL,
    w_id character varying(255) NOT NULL,
    file_type character varying(10) NOT NULL,
    data bytea NOT NULL
);

CREATE SEQUENCE windmill.app_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.app_id_seq OWNED BY windmill.app.id;

CREATE TABLE windmill.app_script (
    id bigint NOT NULL,
    app bigint NOT NULL,
    hash character(64) NOT NULL,
    lock text,
    code text NOT NULL,
    code_sha256 character(64) NOT NULL
);

CREATE SEQUENCE windmill.app_script_app_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.app_script_app_seq OWNED BY windmill.app_script.app;

CREATE SEQUENCE windmill.app_script_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.app_script_id_seq OWNED BY windmill.app_script.id;

CREATE TABLE windmill.app_version (
    id bigint NOT NULL,
    app_id bigint NOT NULL,
    value json NOT NULL,
    created_by character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    raw_app boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE windmill.app_version_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.app_version_id_seq OWNED BY windmill.app_version.id;

CREATE TABLE windmill.app_version_lite (
    id bigint NOT NULL,
    value jsonb
);

CREATE SEQUENCE windmill.app_version_lite_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.app_version_lite_id_seq OWNED BY windmill.app_version_lite.id;

CREATE TABLE windmill.asset (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    kind windmill.asset_kind NOT NULL,
    usage_access_type windmill.asset_access_type,
    usage_path character varying(255) NOT NULL,
    usage_kind windmill.asset_usage_kind NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    id bigint NOT NULL,
    columns jsonb
);

CREATE SEQUENCE windmill.asset_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.asset_id_seq OWNED BY windmill.asset.id;

CREATE TABLE windmill.audit (
    workspace_id character varying(50) NOT NULL,
    id bigint NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
);

CREATE SEQUENCE windmill.audit_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.audit_id_seq OWNED BY windmill.audit.id;

CREATE TABLE windmill.audit_partitioned (
    workspace_id character varying(50) NOT NULL,
    id bigint DEFAULT nextval('windmill.audit_id_seq'::regclass) NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
)
PARTITION BY RANGE ("timestamp");

CREATE TABLE windmill.audit_20261205 (
    workspace_id character varying(50) NOT NULL,
    id bigint DEFAULT nextval('windmill.audit_id_seq'::regclass) NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
);

CREATE TABLE windmill.audit_20261206 (
    workspace_id character varying(50) NOT NULL,
    id bigint DEFAULT nextval('windmill.audit_id_seq'::regclass) NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
);

CREATE TABLE windmill.audit_20261207 (
    workspace_id character varying(50) NOT NULL,
    id bigint DEFAULT nextval('windmill.audit_id_seq'::regclass) NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
);

CREATE TABLE windmill.audit_20261208 (
    workspace_id character varying(50) NOT NULL,
    id bigint DEFAULT nextval('windmill.audit_id_seq'::regclass) NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(255) NOT NULL,
    operation character varying(50) NOT NULL,
    action_kind windmill.action_kind NOT NULL,
    resource character varying(255),
    parameters jsonb,
    email character varying(255),
    span character varying(255)
);

CREATE TABLE windmill.autoscaling_event (
    id integer NOT NULL,
    worker_group text NOT NULL,
    event_type windmill.autoscaling_event_type NOT NULL,
    desired_workers integer NOT NULL,
    applied_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    reason text
);

CREATE SEQUENCE windmill.autoscaling_event_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.autoscaling_event_id_seq OWNED BY windmill.autoscaling_event.id;

CREATE TABLE windmill.azure_trigger (
    azure_resource_path character varying(255) NOT NULL,
    azure_mode windmill.azure_trigger_mode NOT NULL,
    scope_resource_id text NOT NULL,
    topic_name character varying(255),
    subscription_name character varying(255) NOT NULL,
    event_type_filters jsonb,
    push_auth_config jsonb,
    path character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    labels text[],
    CONSTRAINT azure_push_auth_config_matches_mode CHECK ((((azure_mode = ANY (ARRAY['basic_push'::windmill.azure_trigger_mode, 'namespace_push'::windmill.azure_trigger_mode])) AND (push_auth_config IS NOT NULL)) OR ((azure_mode = 'namespace_pull'::windmill.azure_trigger_mode) AND (push_auth_config IS NULL)))),
    CONSTRAINT azure_topic_name_matches_mode CHECK ((((azure_mode = 'basic_push'::windmill.azure_trigger_mode) AND (topic_name IS NULL)) OR ((azure_mode = ANY (ARRAY['namespace_push'::windmill.azure_trigger_mode, 'namespace_pull'::windmill.azure_trigger_mode])) AND (topic_name IS NOT NULL))))
);

CREATE TABLE windmill.background_task_state (
    name text NOT NULL,
    value jsonb NOT NULL,
    running boolean DEFAULT false NOT NULL,
    owner text,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.capture (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(50) NOT NULL,
    main_args jsonb DEFAULT 'null'::jsonb NOT NULL,
    is_flow boolean NOT NULL,
    trigger_kind windmill.trigger_kind NOT NULL,
    preprocessor_args jsonb,
    id bigint NOT NULL,
    CONSTRAINT capture_payload_too_big CHECK ((length((main_args)::text) < (512 * 1024)))
);

CREATE TABLE windmill.capture_config (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    trigger_kind windmill.trigger_kind NOT NULL,
    trigger_config jsonb,
    owner character varying(50) NOT NULL,
    email character varying(255) NOT NULL,
    server_id character varying(50),
    last_client_ping timestamp with time zone,
    last_server_ping timestamp with time zone,
    error text
);

ALTER TABLE windmill.capture ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME windmill.capture_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE windmill.ci_test_reference (
    workspace_id character varying(50) NOT NULL,
    test_script_path character varying(510) NOT NULL,
    test_script_hash bigint NOT NULL,
    tested_item_path character varying(510) NOT NULL,
    tested_item_kind character varying(10) NOT NULL,
    has_wildcard boolean GENERATED ALWAYS AS (((tested_item_path)::text ~~ '%*%'::text)) STORED
);

CREATE TABLE windmill.cloud_workspace_settings (
    workspace_id character varying(50) NOT NULL,
    threshold_alert_amount integer,
    last_alert_sent timestamp without time zone,
    last_warning_sent timestamp without time zone,
    is_past_due boolean DEFAULT false NOT NULL,
    max_tolerated_executions integer
);

CREATE TABLE windmill.concurrency_counter (
    concurrency_id character varying(1000) NOT NULL,
    job_uuids jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE windmill.concurrency_key (
    key character varying(255) NOT NULL,
    ended_at timestamp with time zone,
    job_id uuid NOT NULL
);

CREATE TABLE windmill.concurrency_locks (
    id character varying NOT NULL,
    last_locked_at timestamp without time zone NOT NULL,
    owner character varying
);

CREATE TABLE windmill.concurrency_settings (
    hash bigint NOT NULL,
    concurrency_key character varying(255),
    concurrent_limit integer,
    concurrency_time_window_s integer
);

CREATE TABLE windmill.config (
    name character varying(255) NOT NULL,
    config jsonb DEFAULT '{}'::jsonb
);

CREATE TABLE windmill.custom_concurrency_key_ended (
    key character varying(255) NOT NULL,
    ended_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.data_metric (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(510) NOT NULL,
    table_path character varying(510) NOT NULL,
    kind character varying(16) NOT NULL,
    name character varying(255) NOT NULL,
    expr text NOT NULL,
    filter text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT data_metric_kind_check CHECK (((kind)::text = ANY ((ARRAY['measure'::character varying, 'dimension'::character varying])::text[])))
);

CREATE TABLE windmill.datatable_migrations (
    workspace_id character varying(50) NOT NULL,
    datatable character varying(255) NOT NULL,
    "timestamp" bigint NOT NULL,
    name character varying(255) NOT NULL,
    code_up text NOT NULL,
    code_down text
);

CREATE TABLE windmill.dbt_edge (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(255) NOT NULL,
    script_hash bigint,
    job_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    parent_unique_id text NOT NULL,
    child_unique_id text NOT NULL,
    ingested_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.dbt_graph_snapshot (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(255) NOT NULL,
    script_hash bigint,
    job_id uuid NOT NULL,
    digest text NOT NULL,
    relation_root_at_last_ingest text,
    ingested_at timestamp with time zone DEFAULT now() NOT NULL,
    permissioned_as character varying(255)
);

CREATE TABLE windmill.dbt_node (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(255) NOT NULL,
    script_hash bigint,
    job_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    unique_id text NOT NULL,
    resource_type text NOT NULL,
    name text NOT NULL,
    asset_path text,
    materialized text,
    materialize_strategy text,
    unique_key text,
    tags text[] DEFAULT '{}'::text[] NOT NULL,
    description text,
    test_kind text,
    test_column text,
    test_args jsonb,
    severity text,
    attached_node text,
    columns jsonb,
    freshness jsonb,
    raw_code text,
    original_file_path text,
    ingested_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.dbt_run_progress (
    workspace_id character varying(50) NOT NULL,
    job_id uuid NOT NULL,
    asset_kind windmill.asset_kind NOT NULL,
    asset_path character varying(255) NOT NULL,
    status windmill.materialization_status NOT NULL,
    row_count bigint,
    error text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.dbt_run_state (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(255) NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    identity text NOT NULL,
    args jsonb DEFAULT '{}'::jsonb NOT NULL,
    run_results text NOT NULL,
    job_id uuid,
    retryable boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE windmill.debounce_batch_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE windmill.debounce_key (
    key character varying(255) NOT NULL,
    job_id uuid NOT NULL,
    previous_job_id uuid,
    first_started_at timestamp with time zone DEFAULT now() NOT NULL,
    debounced_times integer DEFAULT 0 NOT NULL
);

CREATE TABLE windmill.debounce_stale_data (
    job_id uuid NOT NULL,
    to_relock text[]
);

CREATE TABLE windmill.debouncing_settings (
    hash bigint NOT NULL,
    debounce_key character varying(255),
    debounce_delay_s integer,
    max_total_debouncing_time integer,
    max_total_debounces_amount integer,
    debounce_args_to_accumulate text[]
);

CREATE TABLE windmill.dependency_map (
    workspace_id character varying(50) NOT NULL,
    importer_path character varying(510) NOT NULL,
    importer_kind windmill.importer_kind NOT NULL,
    imported_path character varying(510) NOT NULL,
    importer_node_id character varying(255) DEFAULT ''::character varying NOT NULL,
    imported_lockfile_hash bigint
);

CREATE TABLE windmill.deployment_metadata (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    script_hash bigint,
    app_version bigint,
    callback_job_ids uuid[],
    deployment_msg text,
    flow_version bigint,
    job_id uuid
);

CREATE TABLE windmill.dispatch_event (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    producer_job_id uuid NOT NULL,
    subscriber_path character varying(255) NOT NULL,
    asset_kind windmill.asset_kind NOT NULL,
    asset_path text NOT NULL,
    outcome windmill.dispatch_outcome NOT NULL,
    child_job_id uuid,
    partition text,
    received_inputs integer,
    required_inputs integer,
    debounce_s integer,
    reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE windmill.dispatch_event_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.dispatch_event_id_seq OWNED BY windmill.dispatch_event.id;

CREATE TABLE windmill.draft (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    typ windmill.draft_kind NOT NULL,
    value json NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email character varying(255),
    id bigint NOT NULL
);

CREATE SEQUENCE windmill.draft_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.draft_id_seq OWNED BY windmill.draft.id;

CREATE TABLE windmill.email_to_igroup (
    email character varying(255) NOT NULL,
    igroup character varying(255) NOT NULL
);

CREATE TABLE windmill.email_trigger (
    path character varying(255) NOT NULL,
    local_part character varying(255) NOT NULL,
    workspaced_local_part boolean NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.favorite (
    usr character varying(50) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    favorite_kind windmill.favorite_kind NOT NULL
);

CREATE TABLE windmill.feature_usage (
    feature character varying(50) NOT NULL,
    kind character varying(50) NOT NULL,
    key character varying(100) DEFAULT ''::character varying NOT NULL,
    entity_id character varying(50) DEFAULT ''::character varying NOT NULL,
    day date DEFAULT CURRENT_DATE NOT NULL,
    value bigint DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.flow (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    summary text NOT NULL,
    description text NOT NULL,
    value jsonb NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    schema json,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    dependency_job uuid,
    tag character varying(50),
    ws_error_handler_muted boolean DEFAULT false NOT NULL,
    dedicated_worker boolean,
    timeout integer,
    visible_to_runner_only boolean,
    concurrency_key character varying(255),
    versions bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    on_behalf_of_email text,
    lock_error_logs text,
    labels text[],
    on_behalf_of character varying(255),
    CONSTRAINT proper_id CHECK (((path)::text ~ '^[ufg](\\/[\\w-]+){2,}$'::text))
);

CREATE TABLE windmill.flow_conversation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id character varying(50) NOT NULL,
    flow_path character varying(255) NOT NULL,
    title character varying(255),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(50) NOT NULL
);

CREATE TABLE windmill.flow_conversation_message (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    conversation_id uuid NOT NULL,
    message_type windmill.message_type NOT NULL,
    content text NOT NULL,
    job_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    step_name character varying(255),
    success boolean DEFAULT true NOT NULL,
    created_seq bigint NOT NULL
);

ALTER TABLE windmill.flow_conversation_message ALTER COLUMN created_seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME windmill.flow_conversation_message_created_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE windmill.flow_iterator_data (
    job_id uuid NOT NULL,
    itered jsonb NOT NULL
);

CREATE SEQUENCE windmill.flow_node_hash_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE windmill.flow_node (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    hash bigint,
    path character varying(255) NOT NULL,
    lock text,
    code text,
    flow jsonb,
    hash_v2 character(64) DEFAULT to_hex(nextval('windmill.flow_node_hash_seq'::regclass)) NOT NULL
);

CREATE SEQUENCE windmill.flow_node_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.flow_node_id_seq OWNED BY windmill.flow_node.id;

CREATE TABLE windmill.flow_version (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    value jsonb NOT NULL,
    schema json,
    created_by character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE windmill.flow_version_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.flow_version_id_seq OWNED BY windmill.flow_version.id;

CREATE TABLE windmill.flow_version_lite (
    id bigint NOT NULL,
    value jsonb
);

CREATE SEQUENCE windmill.flow_version_lite_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.flow_version_lite_id_seq OWNED BY windmill.flow_version_lite.id;

CREATE TABLE windmill.workspace_runnable_dependencies (
    flow_path character varying(255),
    runnable_path character varying(255) NOT NULL,
    script_hash bigint,
    runnable_is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    app_path character varying(255),
    CONSTRAINT workspace_runnable_dependencies_path_exclusive CHECK ((((flow_path IS NOT NULL) AND (app_path IS NULL)) OR ((flow_path IS NULL) AND (app_path IS NOT NULL))))
);

CREATE VIEW windmill.flow_workspace_runnables AS
 SELECT workspace_runnable_dependencies.flow_path,
    workspace_runnable_dependencies.runnable_path,
    workspace_runnable_dependencies.script_hash,
    workspace_runnable_dependencies.runnable_is_flow,
    workspace_runnable_dependencies.workspace_id
   FROM windmill.workspace_runnable_dependencies;

CREATE TABLE windmill.folder (
    name character varying(255) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    display_name character varying(100) NOT NULL,
    owners character varying(255)[] NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    summary text,
    edited_at timestamp with time zone,
    created_by character varying(50),
    default_permissioned_as jsonb DEFAULT '[]'::jsonb NOT NULL,
    labels text[]
);

CREATE TABLE windmill.folder_permission_history (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    folder_name character varying(255) NOT NULL,
    changed_by character varying(50) NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    change_type character varying(50) NOT NULL,
    affected character varying(100)
);

CREATE SEQUENCE windmill.folder_permission_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.folder_permission_history_id_seq OWNED BY windmill.folder_permission_history.id;

CREATE TABLE windmill.fork_ducklake_namespace (
    workspace_id character varying(50) NOT NULL,
    ducklake_name character varying(255) NOT NULL,
    metadata_schema character varying(63) NOT NULL,
    catalog text NOT NULL,
    storage text DEFAULT ''::text NOT NULL,
    storage_ref text DEFAULT ''::text NOT NULL,
    data_path text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    schema_dropped boolean DEFAULT false NOT NULL
);

CREATE TABLE windmill.gcp_trigger (
    gcp_resource_path character varying(255) NOT NULL,
    topic_id character varying(255) NOT NULL,
    subscription_id character varying(255) NOT NULL,
    delivery_type windmill.delivery_mode NOT NULL,
    delivery_config jsonb,
    path character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    subscription_mode windmill.gcp_subscription_mode DEFAULT 'create_update'::windmill.gcp_subscription_mode NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    auto_acknowledge_msg boolean DEFAULT true,
    ack_deadline integer,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[],
    CONSTRAINT gcp_trigger_check CHECK (((delivery_type <> 'push'::windmill.delivery_mode) OR (delivery_config IS NOT NULL))),
    CONSTRAINT gcp_trigger_subscription_id_check CHECK (((char_length((subscription_id)::text) >= 3) AND (char_length((subscription_id)::text) <= 255))),
    CONSTRAINT gcp_trigger_topic_id_check CHECK (((char_length((topic_id)::text) >= 3) AND (char_length((topic_id)::text) <= 255)))
);

CREATE TABLE windmill.global_settings (
    name character varying(255) NOT NULL,
    value jsonb NOT NULL,
    updated_at timestamp without time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.group_ (
    workspace_id character varying(50) NOT NULL,
    name character varying(50) NOT NULL,
    summary text,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT proper_name CHECK (((name)::text ~ '^[\\w-]+$'::text))
);

CREATE TABLE windmill.group_permission_history (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    group_name character varying(255) NOT NULL,
    changed_by character varying(50) NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    change_type character varying(50) NOT NULL,
    member_affected character varying(100)
);

CREATE SEQUENCE windmill.group_permission_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.group_permission_history_id_seq OWNED BY windmill.group_permission_history.id;

CREATE TABLE windmill.healthchecks (
    id bigint NOT NULL,
    check_type text NOT NULL,
    healthy boolean NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE windmill.healthchecks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.healthchecks_id_seq OWNED BY windmill.healthchecks.id;

CREATE TABLE windmill.http_trigger (
    path character varying(255) NOT NULL,
    route_path character varying(255) NOT NULL,
    route_path_key character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    authentication_method windmill.authentication_method DEFAULT 'none'::windmill.authentication_method NOT NULL,
    http_method windmill.http_method NOT NULL,
    static_asset_config jsonb,
    is_static_website boolean DEFAULT false NOT NULL,
    workspaced_route boolean DEFAULT false NOT NULL,
    wrap_body boolean DEFAULT false NOT NULL,
    raw_string boolean DEFAULT false NOT NULL,
    authentication_resource_path character varying(255) DEFAULT NULL::character varying,
    summary character varying(512),
    description text,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    request_type windmill.request_type DEFAULT 'sync'::windmill.request_type NOT NULL,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE SEQUENCE windmill.http_trigger_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE windmill.input (
    id uuid NOT NULL,
    workspace_id character varying(50) NOT NULL,
    runnable_id character varying(255) NOT NULL,
    runnable_type windmill.runnable_type NOT NULL,
    name text NOT NULL,
    args jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(50) NOT NULL,
    is_public boolean DEFAULT false NOT NULL
);

CREATE TABLE windmill.instance_group (
    name character varying(255) NOT NULL,
    summary character varying(2000),
    id character varying(1000),
    scim_display_name character varying(255),
    external_id character varying(512),
    instance_role character varying(20) DEFAULT NULL::character varying,
    CONSTRAINT check_instance_role CHECK (((instance_role)::text = ANY ((ARRAY['devops'::character varying, 'superadmin'::character varying])::text[])))
);

CREATE TABLE windmill.job_delete_schedule (
    job_id uuid NOT NULL,
    workspace_id character varying(50) NOT NULL,
    delete_at timestamp with time zone NOT NULL
);

CREATE TABLE windmill.job_logs (
    job_id uuid NOT NULL,
    workspace_id character varying(255),
    created_at timestamp with time zone DEFAULT now(),
    logs text,
    log_offset integer DEFAULT 0 NOT NULL,
    log_file_index text[]
);

CREATE TABLE windmill.job_perms (
    job_id uuid NOT NULL,
    email character varying(255) NOT NULL,
    username character varying(50) NOT NULL,
    is_admin boolean NOT NULL,
    is_operator boolean NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    workspace_id character varying(50) NOT NULL,
    groups text[] NOT NULL,
    folders jsonb[] NOT NULL,
    end_user_email character varying(255)
);

CREATE TABLE windmill.job_resolution (
    job_id uuid NOT NULL,
    workspace_id character varying(50) NOT NULL,
    resolved_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_by character varying(255),
    note text,
    automatic boolean DEFAULT false NOT NULL
);

CREATE TABLE windmill.job_result_stream (
    job_id uuid NOT NULL,
    workspace_id text NOT NULL,
    stream text NOT NULL
);

CREATE TABLE windmill.job_result_stream_v2 (
    job_id uuid NOT NULL,
    workspace_id text NOT NULL,
    stream text NOT NULL,
    idx integer NOT NULL
);

CREATE TABLE windmill.job_settings (
    job_id uuid NOT NULL,
    runnable_settings bigint
);

CREATE TABLE windmill.job_stats (
    workspace_id character varying(50) NOT NULL,
    job_id uuid NOT NULL,
    metric_id character varying(50) NOT NULL,
    metric_name character varying(255),
    metric_kind windmill.metric_kind NOT NULL,
    scalar_int integer,
    scalar_float real,
    timestamps timestamp with time zone[],
    timeseries_int integer[],
    timeseries_float real[],
    timeseries_start timestamp with time zone,
    offsets_cs integer[]
);

CREATE TABLE windmill.join_pending_inputs (
    workspace_id character varying(50) NOT NULL,
    subscriber_path character varying(255) NOT NULL,
    partition text NOT NULL,
    trigger_ref text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.kafka_pending_commits (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    kafka_trigger_path character varying(255) NOT NULL,
    topic character varying(255) NOT NULL,
    partition integer NOT NULL,
    "offset" bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE windmill.kafka_pending_commits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.kafka_pending_commits_id_seq OWNED BY windmill.kafka_pending_commits.id;

CREATE TABLE windmill.kafka_trigger (
    path character varying(255) NOT NULL,
    kafka_resource_path character varying(255) NOT NULL,
    topics character varying(255)[] NOT NULL,
    group_id character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    filters jsonb[] DEFAULT '{}'::jsonb[] NOT NULL,
    auto_offset_reset character varying(10) DEFAULT 'latest'::character varying NOT NULL,
    reset_offset boolean DEFAULT false NOT NULL,
    auto_commit boolean DEFAULT true NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    filter_logic character varying(3) DEFAULT 'and'::character varying NOT NULL,
    labels text[]
);

CREATE TABLE windmill.lock_hash (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    lockfile_hash bigint NOT NULL
);

CREATE TABLE windmill.log_file (
    hostname character varying(255) NOT NULL,
    log_ts timestamp without time zone NOT NULL,
    ok_lines bigint,
    err_lines bigint,
    mode windmill.log_mode NOT NULL,
    worker_group character varying(255),
    file_path character varying(510) NOT NULL,
    json_fmt boolean DEFAULT false
);

CREATE TABLE windmill.macro_definition (
    workspace_id character varying(50) NOT NULL,
    name character varying(255) NOT NULL,
    provider_path character varying(510) NOT NULL,
    params text NOT NULL,
    body text NOT NULL,
    is_table_macro boolean NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.macro_usage (
    workspace_id character varying(50) NOT NULL,
    consumer_path character varying(510) NOT NULL,
    macro_name character varying(255) NOT NULL
);

CREATE TABLE windmill.magic_link (
    email character varying(255) NOT NULL,
    token character varying(100) NOT NULL,
    expiration timestamp with time zone DEFAULT (now() + '1 day'::interval) NOT NULL
);

CREATE TABLE windmill.materialized_asset_schema (
    workspace_id character varying(50) NOT NULL,
    asset_kind windmill.asset_kind NOT NULL,
    asset_path character varying(255) NOT NULL,
    version bigint NOT NULL,
    columns jsonb NOT NULL,
    snapshot_id bigint,
    job_id uuid,
    captured_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.materialized_partition (
    workspace_id character varying(50) NOT NULL,
    asset_kind windmill.asset_kind NOT NULL,
    asset_path character varying(255) NOT NULL,
    partition text DEFAULT ''::text NOT NULL,
    status windmill.materialization_status NOT NULL,
    snapshot_id bigint,
    row_count bigint,
    job_id uuid,
    materialized_at timestamp with time zone DEFAULT now() NOT NULL,
    error text
);

CREATE TABLE windmill.mcp_oauth_client (
    mcp_server_url text NOT NULL,
    client_id text NOT NULL,
    client_secret text,
    client_secret_expires_at timestamp without time zone,
    token_endpoint text NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.mcp_oauth_refresh_token (
    id bigint NOT NULL,
    refresh_token character varying(64) NOT NULL,
    access_token_hash character varying(64) NOT NULL,
    client_id character varying(255) NOT NULL,
    user_email character varying(255) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    scopes text[] NOT NULL,
    token_family uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    revoked boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE windmill.mcp_oauth_refresh_token_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.mcp_oauth_refresh_token_id_seq OWNED BY windmill.mcp_oauth_refresh_token.id;

CREATE TABLE windmill.mcp_oauth_server_client (
    client_id character varying(255) NOT NULL,
    client_name character varying(255) NOT NULL,
    redirect_uris text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.mcp_oauth_server_code (
    code character varying(64) NOT NULL,
    client_id character varying(255) NOT NULL,
    user_email character varying(255) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    scopes text[] NOT NULL,
    redirect_uri text NOT NULL,
    code_challenge character varying(128),
    code_challenge_method character varying(10),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '00:10:00'::interval) NOT NULL
);

CREATE TABLE windmill.metrics (
    id character varying(255) NOT NULL,
    value jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE windmill.mqtt_trigger (
    mqtt_resource_path character varying(255) NOT NULL,
    subscribe_topics jsonb[] NOT NULL,
    client_version windmill.mqtt_client_version DEFAULT 'v5'::windmill.mqtt_client_version NOT NULL,
    v5_config jsonb,
    v3_config jsonb,
    client_id character varying(65535) DEFAULT NULL::character varying,
    path character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.native_retry_attempt (
    job_id uuid NOT NULL,
    attempt integer NOT NULL
);

CREATE TABLE windmill.native_trigger (
    external_id character varying(255) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    service_name windmill.native_trigger_service NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    service_config jsonb,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    webhook_token_hash character varying(64) NOT NULL,
    summary character varying(1000)
);

CREATE TABLE windmill.nats_trigger (
    path character varying(255) NOT NULL,
    nats_resource_path character varying(255) NOT NULL,
    subjects character varying(255)[] NOT NULL,
    stream_name character varying(255),
    consumer_name character varying(255),
    use_jetstream boolean NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.notify_event (
    id bigint NOT NULL,
    channel text NOT NULL,
    payload text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE windmill.notify_event_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.notify_event_id_seq OWNED BY windmill.notify_event.id;

CREATE TABLE windmill.otel_traces (
    trace_id bytea NOT NULL,
    span_id bytea NOT NULL,
    trace_state text DEFAULT ''::text NOT NULL,
    parent_span_id bytea DEFAULT '\\x'::bytea NOT NULL,
    flags integer DEFAULT 0 NOT NULL,
    name text NOT NULL,
    kind integer NOT NULL,
    start_time_unix_nano bigint NOT NULL,
    end_time_unix_nano bigint NOT NULL,
    attributes jsonb DEFAULT '[]'::jsonb NOT NULL,
    dropped_attributes_count integer DEFAULT 0 NOT NULL,
    events jsonb DEFAULT '[]'::jsonb NOT NULL,
    dropped_events_count integer DEFAULT 0 NOT NULL,
    links jsonb DEFAULT '[]'::jsonb NOT NULL,
    dropped_links_count integer DEFAULT 0 NOT NULL,
    status jsonb
);

CREATE TABLE windmill.outstanding_wait_time (
    job_id uuid NOT NULL,
    self_wait_time_ms bigint,
    aggregate_wait_time_ms bigint
);

CREATE TABLE windmill.parallel_monitor_lock (
    parent_flow_id uuid NOT NULL,
    job_id uuid NOT NULL,
    last_ping timestamp with time zone
);

CREATE TABLE windmill.password (
    email character varying(255) NOT NULL,
    password_hash character varying(100),
    login_type character varying(50) NOT NULL,
    super_admin boolean DEFAULT false NOT NULL,
    verified boolean DEFAULT false NOT NULL,
    name character varying(255),
    company character varying(255),
    first_time_user boolean DEFAULT false NOT NULL,
    username character varying(50),
    devops boolean DEFAULT false NOT NULL,
    role_source character varying(20) DEFAULT 'manual'::character varying NOT NULL,
    disabled boolean DEFAULT false NOT NULL,
    CONSTRAINT check_role_source CHECK (((role_source)::text = ANY ((ARRAY['manual'::character varying, 'instance_group'::character varying])::text[])))
);

CREATE TABLE windmill.pending_user (
    email character varying(255) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    username character varying(50) NOT NULL
);

CREATE TABLE windmill.pip_resolution_cache (
    hash character varying(255) NOT NULL,
    expiration timestamp without time zone NOT NULL,
    lockfile text NOT NULL
);

CREATE TABLE windmill.pipeline_freshness_state (
    workspace_id character varying(50) NOT NULL,
    script_path character varying(510) NOT NULL,
    attempts integer DEFAULT 1 NOT NULL,
    last_push_at timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.postgres_trigger (
    path character varying(255) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb,
    postgres_resource_path character varying(255) NOT NULL,
    error text,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    replication_slot_name character varying(255) NOT NULL,
    publication_name character varying(255) NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.raw_app (
    path character varying(255) NOT NULL,
    version integer DEFAULT 0 NOT NULL,
    workspace_id character varying(50) NOT NULL,
    summary character varying(1000) DEFAULT ''::character varying NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    data text NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    labels text[]
);

CREATE TABLE windmill.raw_script_temp (
    workspace_id character varying(50) NOT NULL,
    hash character(64) NOT NULL,
    content text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.resource (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    value jsonb,
    description text,
    resource_type character varying(50) NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    edited_at timestamp with time zone,
    created_by character varying(500),
    labels text[],
    CONSTRAINT proper_id CHECK (((path)::text ~ '^[ufg](\\/[\\w-]+){2,}$'::text))
);

CREATE TABLE windmill.resource_type (
    workspace_id character varying(50) NOT NULL,
    name character varying(50) NOT NULL,
    schema jsonb,
    description text,
    edited_at timestamp with time zone,
    created_by character varying(50),
    format_extension character varying(20),
    is_fileset boolean DEFAULT false NOT NULL,
    CONSTRAINT proper_name CHECK (((name)::text ~ '^[\\w-]+$'::text))
);

CREATE TABLE windmill.resource_version (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    resource_type character varying(50) NOT NULL,
    value jsonb,
    created_by character varying(500),
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE windmill.resource_version ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME windmill.resource_version_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE windmill.resume_job (
    id uuid NOT NULL,
    job uuid NOT NULL,
    flow uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    value jsonb DEFAULT 'null'::jsonb NOT NULL,
    approver character varying(1000),
    resume_id integer DEFAULT 0 NOT NULL,
    approved boolean DEFAULT true NOT NULL
);

CREATE TABLE windmill.retry_settings (
    hash bigint NOT NULL,
    constant_attempts integer,
    constant_seconds integer,
    exponential_attempts integer,
    exponential_multiplier integer,
    exponential_seconds integer,
    exponential_random_factor integer,
    retry_if_expr text
);

CREATE TABLE windmill.runnable_settings (
    hash bigint NOT NULL,
    debouncing_settings bigint,
    concurrency_settings bigint,
    retry_settings bigint
);

CREATE TABLE windmill.schedule (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    edited_by character varying(255) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    schedule character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    script_path character varying(255) NOT NULL,
    args jsonb,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_flow boolean DEFAULT false NOT NULL,
    email character varying(255) DEFAULT 'missing@email.xyz'::character varying NOT NULL,
    error text,
    timezone character varying(255) DEFAULT 'UTC'::character varying NOT NULL,
    on_failure character varying(1000) DEFAULT NULL::character varying,
    on_recovery character varying(1000),
    on_failure_times integer,
    on_failure_exact boolean,
    on_failure_extra_args jsonb,
    on_recovery_times integer,
    on_recovery_extra_args jsonb,
    ws_error_handler_muted boolean DEFAULT false NOT NULL,
    retry jsonb,
    summary character varying(512),
    no_flow_overlap boolean DEFAULT false NOT NULL,
    tag character varying(50),
    paused_until timestamp with time zone,
    on_success character varying(1000),
    on_success_extra_args jsonb,
    cron_version text DEFAULT 'v1'::text,
    description text,
    dynamic_skip character varying(1000) DEFAULT NULL::character varying,
    permissioned_as character varying(255) NOT NULL,
    labels text[],
    CONSTRAINT proper_id CHECK (((path)::text ~ '^[ufg](\\/[\\w-]+){2,}$'::text))
);

CREATE TABLE windmill.script (
    workspace_id character varying(50) NOT NULL,
    hash bigint NOT NULL,
    path character varying(255) NOT NULL,
    parent_hashes bigint[],
    summary text NOT NULL,
    description text NOT NULL,
    content text NOT NULL,
    created_by character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    schema json,
    deleted boolean DEFAULT false NOT NULL,
    is_template boolean DEFAULT false,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    lock text,
    lock_error_logs text,
    language windmill.script_lang DEFAULT 'python3'::windmill.script_lang NOT NULL,
    kind windmill.script_kind DEFAULT 'script'::windmill.script_kind NOT NULL,
    tag character varying(50),
    envs character varying(1000)[],
    concurrent_limit integer,
    concurrency_time_window_s integer,
    cache_ttl integer,
    dedicated_worker boolean,
    ws_error_handler_muted boolean DEFAULT false NOT NULL,
    priority smallint,
    timeout integer,
    delete_after_use boolean,
    restart_unless_cancelled boolean,
    concurrency_key character varying(255),
    visible_to_runner_only boolean,
    codebase character varying(255),
    has_preprocessor boolean,
    on_behalf_of_email text,
    schema_validation boolean DEFAULT false NOT NULL,
    assets jsonb,
    debounce_key character varying(255),
    debounce_delay_s integer,
    runnable_settings_handle bigint,
    cache_ignore_s3_path boolean,
    modules jsonb,
    auto_kind character varying(20),
    labels text[],
    delete_after_secs integer,
    on_behalf_of character varying(255),
    CONSTRAINT proper_id CHECK (((path)::text ~ '^[ufg](\\/[\\w-]+){2,}$'::text))
);

CREATE TABLE windmill.script_trigger (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    runnable_kind windmill.asset_usage_kind NOT NULL,
    runnable_path character varying(255) NOT NULL,
    trigger_kind windmill.script_trigger_kind NOT NULL,
    trigger_ref text NOT NULL,
    join_all boolean DEFAULT false NOT NULL,
    debounce_s integer,
    retry_count smallint,
    retry_delay_s integer
);

CREATE SEQUENCE windmill.script_trigger_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.script_trigger_id_seq OWNED BY windmill.script_trigger.id;

CREATE TABLE windmill.skip_workspace_diff_tally (
    workspace_id character varying(50) NOT NULL,
    added_at timestamp without time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.sqs_trigger (
    path character varying(255) NOT NULL,
    queue_url character varying(255) NOT NULL,
    aws_resource_path character varying(255) NOT NULL,
    message_attributes text[],
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb,
    error text,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    aws_auth_resource_type windmill.aws_auth_resource_type DEFAULT 'credentials'::windmill.aws_auth_resource_type NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    labels text[]
);

CREATE TABLE windmill.token (
    token character varying(50),
    label character varying(1000),
    expiration timestamp with time zone,
    workspace_id character varying(50),
    owner character varying(55),
    email character varying(255),
    super_admin boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    scopes text[],
    job uuid,
    token_hash character varying(64) NOT NULL,
    token_prefix character varying(10) NOT NULL,
    read_only boolean DEFAULT false NOT NULL
);

CREATE TABLE windmill.token_expiry_notification (
    token_hash character varying(255) NOT NULL,
    expiration timestamp with time zone NOT NULL
);

CREATE TABLE windmill.trashbin (
    id bigint NOT NULL,
    workspace_id character varying(50) NOT NULL,
    item_kind character varying(50) NOT NULL,
    item_path text NOT NULL,
    item_data jsonb NOT NULL,
    deleted_by character varying(255) NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '3 days'::interval) NOT NULL
);

ALTER TABLE windmill.trashbin ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME windmill.trashbin_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE windmill.tutorial_progress (
    email character varying(255) NOT NULL,
    progress bit(64) DEFAULT '0'::"bit" NOT NULL,
    skipped_all boolean DEFAULT false NOT NULL
);

COMMENT ON COLUMN windmill.tutorial_progress.skipped_all IS 'Indicates if the user has skipped all tutorials (vs completing them all)';

CREATE TABLE windmill.unique_ext_jwt_token (
    jwt_hash bigint NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    username text DEFAULT ''::text NOT NULL,
    is_admin boolean DEFAULT false NOT NULL,
    is_operator boolean DEFAULT false NOT NULL,
    workspace_id text,
    label text,
    scopes text[]
);

CREATE TABLE windmill.usage (
    id character varying(50) NOT NULL,
    is_workspace boolean NOT NULL,
    month_ integer NOT NULL,
    usage integer NOT NULL
);

CREATE TABLE windmill.usr (
    workspace_id character varying(50) NOT NULL,
    username character varying(50) NOT NULL,
    email character varying(255) NOT NULL,
    is_admin boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    operator boolean DEFAULT false NOT NULL,
    disabled boolean DEFAULT false NOT NULL,
    role character varying(50),
    added_via jsonb,
    is_service_account boolean DEFAULT false NOT NULL,
    CONSTRAINT proper_email CHECK (((email)::text ~* '^(?:[a-z0-9!#$%&''*+/=?^_\`{|}~-]+(?:\\.[a-z0-9!#$%&''*+/=?^_\`{|}~-]+)*|"(?:[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x21\\x23-\\x5b\\x5d-\\x7f]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0e-\\x7f])*")@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|\\[(?:(?:(2(5[0-5]|[0-4][0-9])|1[0-9][0-9]|[1-9]?[0-9]))\\.){3}(?:(2(5[0-5]|[0-4][0-9])|1[0-9][0-9]|[1-9]?[0-9])|[a-z0-9-]*[a-z0-9]:(?:[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x21-\\x5a\\x53-\\x7f]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0e-\\x7f])+)\\])$'::text)),
    CONSTRAINT proper_username CHECK (((username)::text ~ '^[\\w-]+$'::text))
);

CREATE TABLE windmill.usr_to_group (
    workspace_id character varying(50) NOT NULL,
    group_ character varying(50) NOT NULL,
    usr character varying(50) DEFAULT 'ruben'::character varying NOT NULL
);

CREATE TABLE windmill.v2_job (
    id uuid NOT NULL,
    raw_code text,
    raw_lock text,
    raw_flow jsonb,
    tag character varying(50) DEFAULT 'other'::character varying NOT NULL,
    workspace_id character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(255) DEFAULT 'missing'::character varying NOT NULL,
    permissioned_as character varying(55) DEFAULT 'g/all'::character varying NOT NULL,
    permissioned_as_email character varying(255) DEFAULT 'missing@email.xyz'::character varying NOT NULL,
    kind windmill.job_kind DEFAULT 'script'::windmill.job_kind NOT NULL,
    runnable_id bigint,
    runnable_path character varying(255),
    parent_job uuid,
    root_job uuid,
    script_lang windmill.script_lang DEFAULT 'python3'::windmill.script_lang,
    script_entrypoint_override character varying(255),
    flow_step integer,
    flow_step_id character varying(255),
    flow_innermost_root_job uuid,
    trigger character varying(255),
    trigger_kind windmill.job_trigger_kind,
    same_worker boolean DEFAULT false NOT NULL,
    visible_to_owner boolean DEFAULT true NOT NULL,
    concurrent_limit integer,
    concurrency_time_window_s integer,
    cache_ttl integer,
    timeout integer,
    priority smallint,
    preprocessed boolean,
    args jsonb,
    labels text[],
    pre_run_error text
);

CREATE TABLE windmill.v2_job_completed (
    id uuid NOT NULL,
    workspace_id character varying(50) NOT NULL,
    duration_ms bigint NOT NULL,
    result jsonb,
    deleted boolean DEFAULT false NOT NULL,
    canceled_by character varying(50),
    canceled_reason text,
    flow_status jsonb,
    started_at timestamp with time zone DEFAULT now(),
    memory_peak integer,
    status windmill.job_status NOT NULL,
    completed_at timestamp with time zone DEFAULT now() NOT NULL,
    worker character varying(255),
    workflow_as_code_status jsonb,
    result_columns text[],
    retries uuid[],
    extras jsonb
);

CREATE VIEW windmill.v2_as_completed_job AS
 SELECT j.id,
    j.workspace_id,
    j.parent_job,
    j.created_by,
    j.created_at,
    c.duration_ms,
    ((c.status = 'success'::windmill.job_status) OR (c.status = 'skipped'::windmill.job_status)) AS success,
    j.runnable_id AS script_hash,
    j.runnable_path AS script_path,
    j.args,
    c.result,
    false AS deleted,
    j.raw_code,
    (c.status = 'canceled'::windmill.job_status) AS canceled,
    c.canceled_by,
    c.canceled_reason,
    j.kind AS job_kind,
        CASE
            WHEN (j.trigger_kind = 'schedule'::windmill.job_trigger_kind) THEN j.trigger
            ELSE NULL::character varying
        END AS schedule_path,
    j.permissioned_as,
    COALESCE(c.flow_status, c.workflow_as_code_status) AS flow_status,
    j.raw_flow,
    (j.flow_step_id IS NOT NULL) AS is_flow_step,
    j.script_lang AS language,
    c.started_at,
    (c.status = 'skipped'::windmill.job_status) AS is_skipped,
    j.raw_lock,
    j.permissioned_as_email AS email,
    j.visible_to_owner,
    c.memory_peak AS mem_peak,
    j.tag,
    j.priority,
    NULL::text AS logs,
    c.result_columns,
    j.script_entrypoint_override,
    j.preprocessed
   FROM (windmill.v2_job_completed c
     JOIN windmill.v2_job j USING (id));

CREATE TABLE windmill.v2_job_queue (
    id uuid NOT NULL,
    workspace_id character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    scheduled_for timestamp with time zone NOT NULL,
    running boolean DEFAULT false NOT NULL,
    canceled_by character varying(255),
    canceled_reason text,
    suspend integer DEFAULT 0 NOT NULL,
    suspend_until timestamp with time zone,
    tag character varying(255) DEFAULT 'other'::character varying NOT NULL,
    priority smallint,
    worker character varying(255),
    extras jsonb,
    runnable_settings_handle bigint,
    cache_ignore_s3_path boolean
);

CREATE TABLE windmill.v2_job_runtime (
    id uuid NOT NULL,
    ping timestamp with time zone DEFAULT now(),
    memory_peak integer
);

CREATE TABLE windmill.v2_job_status (
    id uuid NOT NULL,
    flow_status jsonb,
    flow_leaf_jobs jsonb,
    workflow_as_code_status jsonb
);

CREATE VIEW windmill.v2_as_queue AS
 SELECT j.id,
    j.workspace_id,
    j.parent_job,
    j.created_by,
    j.created_at,
    q.started_at,
    q.scheduled_for,
    q.running,
    j.runnable_id AS script_hash,
    j.runnable_path AS script_path,
    j.args,
    j.raw_code,
    (q.canceled_by IS NOT NULL) AS canceled,
    q.canceled_by,
    q.canceled_reason,
    r.ping AS last_ping,
    j.kind AS job_kind,
        CASE
            WHEN (j.trigger_kind = 'schedule'::windmill.job_trigger_kind) THEN j.trigger
            ELSE NULL::character varying
        END AS schedule_path,
    j.permissioned_as,
    COALESCE(s.flow_status, s.workflow_as_code_status) AS flow_status,
    j.raw_flow,
    (j.flow_step_id IS NOT NULL) AS is_flow_step,
    j.script_lang AS language,
    q.suspend,
    q.suspend_until,
    j.same_worker,
    j.raw_lock,
    j.pre_run_error,
    j.permissioned_as_email AS email,
    j.visible_to_owner,
    r.memory_peak AS mem_peak,
    j.flow_innermost_root_job AS root_job,
    s.flow_leaf_jobs AS leaf_jobs,
    j.tag,
    j.concurrent_limit,
    j.concurrency_time_window_s,
    j.timeout,
    j.flow_step_id,
    j.cache_ttl,
    j.priority,
    NULL::text AS logs,
    j.script_entrypoint_override,
    j.preprocessed
   FROM (((windmill.v2_job_queue q
     JOIN windmill.v2_job j USING (id))
     LEFT JOIN windmill.v2_job_runtime r USING (id))
     LEFT JOIN windmill.v2_job_status s USING (id));

CREATE TABLE windmill.v2_job_debounce_batch (
    id uuid NOT NULL,
    debounce_batch bigint DEFAULT nextval('windmill.debounce_batch_seq'::regclass) NOT NULL,
    consumed_at timestamp with time zone,
    consumed_by uuid
);

CREATE TABLE windmill.variable (
    workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    value character varying(15000) NOT NULL,
    is_secret boolean DEFAULT false NOT NULL,
    description character varying(10000) DEFAULT ''::character varying NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    account integer,
    is_oauth boolean DEFAULT false NOT NULL,
    expires_at timestamp with time zone,
    labels text[],
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_by character varying(50),
    CONSTRAINT proper_id CHECK (((path)::text ~ '^[ufg](\\/[\\w-]+){2,}$'::text))
);

CREATE TABLE windmill.volume (
    workspace_id character varying(50) NOT NULL,
    name character varying(255) NOT NULL,
    size_bytes bigint DEFAULT 0 NOT NULL,
    file_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(255) NOT NULL,
    updated_at timestamp with time zone,
    updated_by character varying(255),
    description text DEFAULT ''::text NOT NULL,
    lease_until timestamp with time zone,
    leased_by character varying(255),
    last_used_at timestamp with time zone,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE windmill.websocket_trigger (
    path character varying(255) NOT NULL,
    url character varying(1000) NOT NULL,
    script_path character varying(255) NOT NULL,
    is_flow boolean NOT NULL,
    workspace_id character varying(50) NOT NULL,
    edited_by character varying(50) NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_perms jsonb DEFAULT '{}'::jsonb NOT NULL,
    server_id character varying(50),
    last_server_ping timestamp with time zone,
    error text,
    filters jsonb[] DEFAULT '{}'::jsonb[] NOT NULL,
    initial_messages jsonb[] DEFAULT '{}'::jsonb[],
    url_runnable_args jsonb DEFAULT '{}'::jsonb,
    can_return_message boolean DEFAULT false NOT NULL,
    error_handler_path character varying(255),
    error_handler_args jsonb,
    retry jsonb,
    can_return_error_result boolean DEFAULT false NOT NULL,
    mode windmill.trigger_mode DEFAULT 'enabled'::windmill.trigger_mode NOT NULL,
    permissioned_as character varying(255) NOT NULL,
    filter_logic character varying(3) DEFAULT 'and'::character varying NOT NULL,
    labels text[],
    heartbeat jsonb
);

CREATE TABLE windmill.windmill_migrations (
    name text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE windmill.worker_group_job_stats (
    hour bigint NOT NULL,
    worker_group text NOT NULL,
    script_lang character varying(50) NOT NULL,
    workspace_id character varying(50) NOT NULL,
    job_count integer DEFAULT 0 NOT NULL,
    total_duration_ms bigint DEFAULT 0 NOT NULL
);

CREATE TABLE windmill.worker_ping (
    worker character varying(255) NOT NULL,
    worker_instance character varying(255) NOT NULL,
    ping_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    ip character varying(50) DEFAULT 'NO IP'::character varying NOT NULL,
    jobs_executed integer DEFAULT 0 NOT NULL,
    custom_tags text[],
    worker_group character varying(255) DEFAULT 'default'::character varying NOT NULL,
    dedicated_worker character varying(255),
    wm_version character varying(255) DEFAULT ''::character varying NOT NULL,
    current_job_id uuid,
    current_job_workspace_id character varying(50),
    vcpus bigint,
    memory bigint,
    occupancy_rate real,
    memory_usage bigint,
    wm_memory_usage bigint,
    occupancy_rate_15s real,
    occupancy_rate_5m real,
    occupancy_rate_30m real,
    job_isolation text,
    dedicated_workers text[],
    native_mode boolean DEFAULT false NOT NULL
);

CREATE TABLE windmill.workspace (
    id character varying(50) NOT NULL,
    name character varying(50) NOT NULL,
    owner character varying(50) NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    premium boolean DEFAULT false NOT NULL,
    parent_workspace_id character varying(50),
    is_dev_workspace boolean DEFAULT false NOT NULL,
    dev_workspace_label character varying,
    CONSTRAINT proper_id CHECK (((id)::text ~ '^\\w+(-\\w+)*$'::text)),
    CONSTRAINT workspace_dev_requires_parent CHECK (((NOT is_dev_workspace) OR (parent_workspace_id IS NOT NULL)))
);

CREATE SEQUENCE windmill.workspace_dependencies_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE windmill.workspace_dependencies (
    id bigint DEFAULT nextval('windmill.workspace_dependencies_id_seq'::regclass) NOT NULL,
    name character varying(255),
    content text NOT NULL,
    language windmill.script_lang NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    workspace_id character varying(50) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.workspace_diff (
    source_workspace_id character varying(50) NOT NULL,
    fork_workspace_id character varying(50) NOT NULL,
    path character varying(255) NOT NULL,
    kind character varying(50) NOT NULL,
    ahead integer DEFAULT 0 NOT NULL,
    behind integer DEFAULT 0 NOT NULL,
    has_changes boolean,
    exists_in_source boolean,
    exists_in_fork boolean,
    fork_last_event_kind character varying(20),
    fork_last_event_origin character varying(20),
    source_last_event_kind character varying(20),
    source_last_event_origin character varying(20)
);

CREATE TABLE windmill.workspace_diff_full_scan (
    source_workspace_id character varying(50) NOT NULL,
    fork_workspace_id character varying(50) NOT NULL,
    scanned_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.workspace_env (
    workspace_id character varying(50) NOT NULL,
    name character varying(255) NOT NULL,
    value character varying(1000) NOT NULL
);

CREATE TABLE windmill.workspace_fork_deployment_request (
    id bigint NOT NULL,
    source_workspace_id character varying(50) NOT NULL,
    fork_workspace_id character varying(50) NOT NULL,
    requested_by character varying(255) NOT NULL,
    requested_by_email character varying(255) NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    closed_reason character varying(20)
);

CREATE TABLE windmill.workspace_fork_deployment_request_assignee (
    request_id bigint NOT NULL,
    username character varying(255) NOT NULL,
    email character varying(255) NOT NULL
);

CREATE TABLE windmill.workspace_fork_deployment_request_comment (
    id bigint NOT NULL,
    request_id bigint NOT NULL,
    parent_id bigint,
    author character varying(255) NOT NULL,
    author_email character varying(255) NOT NULL,
    body text NOT NULL,
    anchor_kind character varying(50),
    anchor_path character varying(255),
    obsolete boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT anchor_kind_path_both_or_neither CHECK (((anchor_kind IS NULL) = (anchor_path IS NULL)))
);

CREATE SEQUENCE windmill.workspace_fork_deployment_request_comment_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.workspace_fork_deployment_request_comment_id_seq OWNED BY windmill.workspace_fork_deployment_request_comment.id;

CREATE SEQUENCE windmill.workspace_fork_deployment_request_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE windmill.workspace_fork_deployment_request_id_seq OWNED BY windmill.workspace_fork_deployment_request.id;

CREATE TABLE windmill.workspace_integrations (
    workspace_id character varying(50) NOT NULL,
    service_name windmill.native_trigger_service NOT NULL,
    oauth_data jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by character varying(50) NOT NULL,
    resource_path text
);

CREATE TABLE windmill.workspace_invite (
    workspace_id character varying(50) NOT NULL,
    email character varying(255) NOT NULL,
    is_admin boolean DEFAULT false NOT NULL,
    operator boolean DEFAULT false NOT NULL,
    CONSTRAINT proper_email CHECK (((email)::text ~* '^(?:[a-z0-9!#$%&''*+/=?^_\`{|}~-]+(?:\\.[a-z0-9!#$%&''*+/=?^_\`{|}~-]+)*|"(?:[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x21\\x23-\\x5b\\x5d-\\x7f]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0e-\\x7f])*")@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|\\[(?:(?:(2(5[0-5]|[0-4][0-9])|1[0-9][0-9]|[1-9]?[0-9]))\\.){3}(?:(2(5[0-5]|[0-4][0-9])|1[0-9][0-9]|[1-9]?[0-9])|[a-z0-9-]*[a-z0-9]:(?:[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x21-\\x5a\\x53-\\x7f]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0e-\\x7f])+)\\])$'::text))
);

CREATE TABLE windmill.workspace_key (
    workspace_id character varying(50) NOT NULL,
    kind windmill.workspace_key_kind NOT NULL,
    key character varying(255) DEFAULT 'changeme'::character varying NOT NULL
);

CREATE TABLE windmill.workspace_multipart_inflight (
    workspace_id character varying(50) NOT NULL,
    upload_id character varying(512) NOT NULL,
    part_id character varying(256) NOT NULL,
    storage character varying(255) NOT NULL,
    part_bytes bigint DEFAULT 0 NOT NULL,
    target_existing_size bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.workspace_protection_rule (
    workspace_id character varying(50) NOT NULL,
    name character varying(255) NOT NULL,
    rules integer NOT NULL,
    bypass_groups text[] DEFAULT '{}'::text[] NOT NULL,
    bypass_users text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.workspace_settings (
    workspace_id character varying(50) NOT NULL,
    slack_team_id character varying(50),
    slack_name character varying(50),
    slack_command_script character varying(255),
    slack_email character varying(50) DEFAULT 'missing@email.xyz'::character varying NOT NULL,
    customer_id character varying(100),
    plan character varying(40),
    webhook text,
    ai_config jsonb,
    large_file_storage jsonb,
    git_sync jsonb,
    default_app character varying(255),
    default_scripts jsonb,
    deploy_ui jsonb,
    mute_critical_alerts boolean,
    color character varying(7) DEFAULT NULL::character varying,
    operator_settings jsonb DEFAULT '{"runs": true, "assets": true, "groups": true, "folders": true, "workers": true, "triggers": true, "resources": true, "schedules": true, "variables": true, "audit_logs": true}'::jsonb,
    teams_command_script text,
    teams_team_id text,
    teams_team_name text,
    git_app_installations jsonb DEFAULT '[]'::jsonb NOT NULL,
    ducklake jsonb,
    slack_oauth_client_id character varying(255) DEFAULT NULL::character varying,
    slack_oauth_client_secret character varying(255) DEFAULT NULL::character varying,
    datatable jsonb,
    teams_team_guid text,
    auto_invite jsonb,
    error_handler jsonb,
    success_handler jsonb,
    public_app_execution_limit_per_minute integer,
    error_handler_fallback_to_instance_alerts boolean DEFAULT false NOT NULL,
    dbt_warehouses jsonb
);

CREATE TABLE windmill.workspace_shared_ui (
    workspace_id character varying(50) NOT NULL,
    files jsonb DEFAULT '{}'::jsonb NOT NULL,
    version bigint DEFAULT 0 NOT NULL,
    edited_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_by character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE windmill.workspace_storage_usage (
    workspace_id character varying(50) NOT NULL,
    storage character varying(255) NOT NULL,
    bytes bigint DEFAULT 0 NOT NULL,
    computed_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE windmill.ws_specific (
    workspace_id character varying(50) NOT NULL,
    item_kind character varying(50) NOT NULL,
    path character varying(255) NOT NULL
);

CREATE TABLE windmill.zombie_job_counter (
    job_id uuid NOT NULL,
    counter integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY windmill.audit_partitioned ATTACH PARTITION windmill.audit_20261205 FOR VALUES FROM ('2026-12-05 00:00:00+00') TO ('2026-12-06 00:00:00+00');

ALTER TABLE ONLY windmill.audit_partitioned ATTACH PARTITION windmill.audit_20261206 FOR VALUES FROM ('2026-12-06 00:00:00+00') TO ('2026-12-07 00:00:00+00');

ALTER TABLE ONLY windmill.audit_partitioned ATTACH PARTITION windmill.audit_20261207 FOR VALUES FROM ('2026-12-07 00:00:00+00') TO ('2026-12-08 00:00:00+00');

ALTER TABLE ONLY windmill.audit_partitioned ATTACH PARTITION windmill.audit_20261208 FOR VALUES FROM ('2026-12-08 00:00:00+00') TO ('2026-12-09 00:00:00+00');

ALTER TABLE ONLY windmill.account ALTER COLUMN id SET DEFAULT nextval('windmill.account_id_seq'::regclass);

ALTER TABLE ONLY windmill.alerts ALTER COLUMN id SET DEFAULT nextval('windmill.alerts_id_seq'::regclass);

ALTER TABLE ONLY windmill.app ALTER COLUMN id SET DEFAULT nextval('windmill.app_id_seq'::regclass);

ALTER TABLE ONLY windmill.app_script ALTER COLUMN id SET DEFAULT nextval('windmill.app_script_id_seq'::regclass);

ALTER TABLE ONLY windmill.app_script ALTER COLUMN app SET DEFAULT nextval('windmill.app_script_app_seq'::regclass);

ALTER TABLE ONLY windmill.app_version ALTER COLUMN id SET DEFAULT nextval('windmill.app_version_id_seq'::regclass);

ALTER TABLE ONLY windmill.app_version_lite ALTER COLUMN id SET DEFAULT nextval('windmill.app_version_lite_id_seq'::regclass);

ALTER TABLE ONLY windmill.asset ALTER COLUMN id SET DEFAULT nextval('windmill.asset_id_seq'::regclass);

ALTER TABLE ONLY windmill.audit ALTER COLUMN id SET DEFAULT nextval('windmill.audit_id_seq'::regclass);

ALTER TABLE ONLY windmill.autoscaling_event ALTER COLUMN id SET DEFAULT nextval('windmill.autoscaling_event_id_seq'::regclass);

ALTER TABLE ONLY windmill.dispatch_event ALTER COLUMN id SET DEFAULT nextval('windmill.dispatch_event_id_seq'::regclass);

ALTER TABLE ONLY windmill.draft ALTER COLUMN id SET DEFAULT nextval('windmill.draft_id_seq'::regclass);

ALTER TABLE ONLY windmill.flow_node ALTER COLUMN id SET DEFAULT nextval('windmill.flow_node_id_seq'::regclass);

ALTER TABLE ONLY windmill.flow_version ALTER COLUMN id SET DEFAULT nextval('windmill.flow_version_id_seq'::regclass);

ALTER TABLE ONLY windmill.flow_version_lite ALTER COLUMN id SET DEFAULT nextval('windmill.flow_version_lite_id_seq'::regclass);

ALTER TABLE ONLY windmill.folder_permission_history ALTER COLUMN id SET DEFAULT nextval('windmill.folder_permission_history_id_seq'::regclass);

ALTER TABLE ONLY windmill.group_permission_history ALTER COLUMN id SET DEFAULT nextval('windmill.group_permission_history_id_seq'::regclass);

ALTER TABLE ONLY windmill.healthchecks ALTER COLUMN id SET DEFAULT nextval('windmill.healthchecks_id_seq'::regclass);

ALTER TABLE ONLY windmill.kafka_pending_commits ALTER COLUMN id SET DEFAULT nextval('windmill.kafka_pending_commits_id_seq'::regclass);

ALTER TABLE ONLY windmill.mcp_oauth_refresh_token ALTER COLUMN id SET DEFAULT nextval('windmill.mcp_oauth_refresh_token_id_seq'::regclass);

ALTER TABLE ONLY windmill.notify_event ALTER COLUMN id SET DEFAULT nextval('windmill.notify_event_id_seq'::regclass);

ALTER TABLE ONLY windmill.script_trigger ALTER COLUMN id SET DEFAULT nextval('windmill.script_trigger_id_seq'::regclass);

ALTER TABLE ONLY windmill.workspace_fork_deployment_request ALTER COLUMN id SET DEFAULT nextval('windmill.workspace_fork_deployment_request_id_seq'::regclass);

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_comment ALTER COLUMN id SET DEFAULT nextval('windmill.workspace_fork_deployment_request_comment_id_seq'::regclass);

ALTER TABLE ONLY windmill._sqlx_migrations
    ADD CONSTRAINT _sqlx_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY windmill.account
    ADD CONSTRAINT account_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE ONLY windmill.agent_token_blacklist
    ADD CONSTRAINT agent_token_blacklist_pkey PRIMARY KEY (token);

ALTER TABLE ONLY windmill.ai_agent_memory
    ADD CONSTRAINT ai_agent_memory_pkey PRIMARY KEY (workspace_id, conversation_id, step_id);

ALTER TABLE ONLY windmill.ai_skill
    ADD CONSTRAINT ai_skill_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.alerts
    ADD CONSTRAINT alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.amqp_trigger
    ADD CONSTRAINT amqp_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.app_bundles
    ADD CONSTRAINT app_bundles_pkey PRIMARY KEY (app_version_id, file_type);

ALTER TABLE ONLY windmill.app
    ADD CONSTRAINT app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.app_script
    ADD CONSTRAINT app_script_hash_key UNIQUE (hash);

ALTER TABLE ONLY windmill.app_script
    ADD CONSTRAINT app_script_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.app_version_lite
    ADD CONSTRAINT app_version_lite_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.app_version
    ADD CONSTRAINT app_version_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.asset
    ADD CONSTRAINT asset_id_key UNIQUE (id);

ALTER TABLE ONLY windmill.asset
    ADD CONSTRAINT asset_pkey PRIMARY KEY (workspace_id, path, kind, usage_path, usage_kind);

ALTER TABLE ONLY windmill.audit_partitioned
    ADD CONSTRAINT audit_partitioned_pkey PRIMARY KEY (id, "timestamp");

ALTER TABLE ONLY windmill.audit_20261205
    ADD CONSTRAINT audit_20261205_pkey PRIMARY KEY (id, "timestamp");

ALTER TABLE ONLY windmill.audit_20261206
    ADD CONSTRAINT audit_20261206_pkey PRIMARY KEY (id, "timestamp");

ALTER TABLE ONLY windmill.audit_20261207
    ADD CONSTRAINT audit_20261207_pkey PRIMARY KEY (id, "timestamp");

ALTER TABLE ONLY windmill.audit_20261208
    ADD CONSTRAINT audit_20261208_pkey PRIMARY KEY (id, "timestamp");

ALTER TABLE ONLY windmill.audit
    ADD CONSTRAINT audit_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE ONLY windmill.autoscaling_event
    ADD CONSTRAINT autoscaling_event_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.azure_trigger
    ADD CONSTRAINT azure_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.background_task_state
    ADD CONSTRAINT background_task_state_pkey PRIMARY KEY (name);

ALTER TABLE ONLY windmill.capture_config
    ADD CONSTRAINT capture_config_pkey PRIMARY KEY (workspace_id, path, is_flow, trigger_kind);

ALTER TABLE ONLY windmill.capture
    ADD CONSTRAINT capture_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.ci_test_reference
    ADD CONSTRAINT ci_test_reference_pkey PRIMARY KEY (workspace_id, test_script_path, tested_item_path, tested_item_kind);

ALTER TABLE ONLY windmill.cloud_workspace_settings
    ADD CONSTRAINT cloud_workspace_settings_pkey PRIMARY KEY (workspace_id);

ALTER TABLE ONLY windmill.v2_job_completed
    ADD CONSTRAINT completed_job_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.concurrency_counter
    ADD CONSTRAINT concurrency_counter_pkey PRIMARY KEY (concurrency_id);

ALTER TABLE ONLY windmill.concurrency_key
    ADD CONSTRAINT concurrency_key_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.concurrency_locks
    ADD CONSTRAINT concurrency_locks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.concurrency_settings
    ADD CONSTRAINT concurrency_settings_pkey PRIMARY KEY (hash);

ALTER TABLE ONLY windmill.custom_concurrency_key_ended
    ADD CONSTRAINT custom_concurrency_key_ended_pkey PRIMARY KEY (key, ended_at);

ALTER TABLE ONLY windmill.data_metric
    ADD CONSTRAINT data_metric_pkey PRIMARY KEY (workspace_id, script_path, kind, name);

ALTER TABLE ONLY windmill.datatable_migrations
    ADD CONSTRAINT datatable_migrations_pkey PRIMARY KEY (workspace_id, datatable, "timestamp");

ALTER TABLE ONLY windmill.dbt_run_progress
    ADD CONSTRAINT dbt_run_progress_pkey PRIMARY KEY (workspace_id, job_id, asset_kind, asset_path);

ALTER TABLE ONLY windmill.dbt_run_state
    ADD CONSTRAINT dbt_run_state_pkey PRIMARY KEY (workspace_id, script_path, permissioned_as);

ALTER TABLE ONLY windmill.debounce_key
    ADD CONSTRAINT debounce_key_pkey PRIMARY KEY (key);

ALTER TABLE ONLY windmill.debounce_stale_data
    ADD CONSTRAINT debounce_stale_data_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.debouncing_settings
    ADD CONSTRAINT debouncing_settings_pkey PRIMARY KEY (hash);

ALTER TABLE ONLY windmill.dependency_map
    ADD CONSTRAINT dependency_map_pkey PRIMARY KEY (workspace_id, importer_node_id, importer_kind, importer_path, imported_path);

ALTER TABLE ONLY windmill.dispatch_event
    ADD CONSTRAINT dispatch_event_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.draft
    ADD CONSTRAINT draft_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.email_to_igroup
    ADD CONSTRAINT email_to_igroup_pkey PRIMARY KEY (email, igroup);

ALTER TABLE ONLY windmill.email_trigger
    ADD CONSTRAINT email_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.favorite
    ADD CONSTRAINT favorite_pkey PRIMARY KEY (usr, workspace_id, favorite_kind, path);

ALTER TABLE ONLY windmill.feature_usage
    ADD CONSTRAINT feature_usage_pkey PRIMARY KEY (feature, kind, key, entity_id, day);

ALTER TABLE ONLY windmill.flow_conversation_message
    ADD CONSTRAINT flow_conversation_message_created_seq_key UNIQUE (created_seq);

ALTER TABLE ONLY windmill.flow_conversation_message
    ADD CONSTRAINT flow_conversation_message_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.flow_conversation
    ADD CONSTRAINT flow_conversation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.flow_iterator_data
    ADD CONSTRAINT flow_iterator_data_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.flow_node
    ADD CONSTRAINT flow_node_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.flow_node
    ADD CONSTRAINT flow_node_unique_2 UNIQUE (path, workspace_id, hash_v2);

ALTER TABLE ONLY windmill.flow
    ADD CONSTRAINT flow_pkey PRIMARY KEY (workspace_id, path);

ALTER TABLE ONLY windmill.flow_version_lite
    ADD CONSTRAINT flow_version_lite_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.flow_version
    ADD CONSTRAINT flow_version_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.folder_permission_history
    ADD CONSTRAINT folder_permission_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.folder
    ADD CONSTRAINT folder_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.fork_ducklake_namespace
    ADD CONSTRAINT fork_ducklake_namespace_pkey PRIMARY KEY (workspace_id, ducklake_name, catalog, storage, storage_ref, data_path);

ALTER TABLE ONLY windmill.gcp_trigger
    ADD CONSTRAINT gcp_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.global_settings
    ADD CONSTRAINT global_settings_pkey PRIMARY KEY (name);

ALTER TABLE ONLY windmill.group_
    ADD CONSTRAINT group__pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.group_permission_history
    ADD CONSTRAINT group_permission_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.healthchecks
    ADD CONSTRAINT healthchecks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.http_trigger
    ADD CONSTRAINT http_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.input
    ADD CONSTRAINT input_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.instance_group
    ADD CONSTRAINT instance_group_pkey PRIMARY KEY (name);

ALTER TABLE ONLY windmill.job_delete_schedule
    ADD CONSTRAINT job_delete_schedule_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.job_logs
    ADD CONSTRAINT job_logs_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.job_perms
    ADD CONSTRAINT job_perms_pk PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.v2_job
    ADD CONSTRAINT job_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.job_resolution
    ADD CONSTRAINT job_resolution_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.job_result_stream
    ADD CONSTRAINT job_result_stream_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.job_result_stream_v2
    ADD CONSTRAINT job_result_stream_v2_pkey PRIMARY KEY (job_id, idx);

ALTER TABLE ONLY windmill.job_settings
    ADD CONSTRAINT job_settings_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.job_stats
    ADD CONSTRAINT job_stats_pkey PRIMARY KEY (workspace_id, job_id, metric_id);

ALTER TABLE ONLY windmill.join_pending_inputs
    ADD CONSTRAINT join_pending_inputs_pkey PRIMARY KEY (workspace_id, subscriber_path, partition, trigger_ref);

ALTER TABLE ONLY windmill.kafka_pending_commits
    ADD CONSTRAINT kafka_pending_commits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.kafka_trigger
    ADD CONSTRAINT kafka_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.lock_hash
    ADD CONSTRAINT lock_hash_pkey PRIMARY KEY (workspace_id, path);

ALTER TABLE ONLY windmill.log_file
    ADD CONSTRAINT log_file_pkey PRIMARY KEY (hostname, log_ts);

ALTER TABLE ONLY windmill.macro_definition
    ADD CONSTRAINT macro_definition_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.macro_usage
    ADD CONSTRAINT macro_usage_pkey PRIMARY KEY (workspace_id, consumer_path, macro_name);

ALTER TABLE ONLY windmill.magic_link
    ADD CONSTRAINT magic_link_pkey PRIMARY KEY (email, token);

ALTER TABLE ONLY windmill.materialized_asset_schema
    ADD CONSTRAINT materialized_asset_schema_pkey PRIMARY KEY (workspace_id, asset_kind, asset_path, version);

ALTER TABLE ONLY windmill.materialized_partition
    ADD CONSTRAINT materialized_partition_pkey PRIMARY KEY (workspace_id, asset_kind, asset_path, partition);

ALTER TABLE ONLY windmill.mcp_oauth_client
    ADD CONSTRAINT mcp_oauth_client_pkey PRIMARY KEY (mcp_server_url);

ALTER TABLE ONLY windmill.mcp_oauth_refresh_token
    ADD CONSTRAINT mcp_oauth_refresh_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.mcp_oauth_refresh_token
    ADD CONSTRAINT mcp_oauth_refresh_token_refresh_token_key UNIQUE (refresh_token);

ALTER TABLE ONLY windmill.mcp_oauth_server_client
    ADD CONSTRAINT mcp_oauth_server_client_pkey PRIMARY KEY (client_id);

ALTER TABLE ONLY windmill.mcp_oauth_server_code
    ADD CONSTRAINT mcp_oauth_server_code_pkey PRIMARY KEY (code);

ALTER TABLE ONLY windmill.mqtt_trigger
    ADD CONSTRAINT mqtt_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.native_retry_attempt
    ADD CONSTRAINT native_retry_attempt_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.native_trigger
    ADD CONSTRAINT native_trigger_pkey PRIMARY KEY (external_id, workspace_id, service_name);

ALTER TABLE ONLY windmill.nats_trigger
    ADD CONSTRAINT nats_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.notify_event
    ADD CONSTRAINT notify_event_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.otel_traces
    ADD CONSTRAINT otel_traces_pkey PRIMARY KEY (trace_id, span_id);

ALTER TABLE ONLY windmill.outstanding_wait_time
    ADD CONSTRAINT outstanding_wait_time_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY windmill.parallel_monitor_lock
    ADD CONSTRAINT parallel_monitor_lock_pkey PRIMARY KEY (parent_flow_id, job_id);

ALTER TABLE ONLY windmill.password
    ADD CONSTRAINT password_pkey PRIMARY KEY (email);

ALTER TABLE ONLY windmill.pending_user
    ADD CONSTRAINT pending_user_pkey PRIMARY KEY (email);

ALTER TABLE ONLY windmill.pip_resolution_cache
    ADD CONSTRAINT pip_resolution_cache_pkey PRIMARY KEY (hash);

ALTER TABLE ONLY windmill.pipeline_freshness_state
    ADD CONSTRAINT pipeline_freshness_state_pkey PRIMARY KEY (workspace_id, script_path);

ALTER TABLE ONLY windmill.postgres_trigger
    ADD CONSTRAINT pk_postgres_trigger PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.sqs_trigger
    ADD CONSTRAINT pk_sqs_trigger PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.v2_job_queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.raw_app
    ADD CONSTRAINT raw_app_pkey PRIMARY KEY (path);

ALTER TABLE ONLY windmill.raw_script_temp
    ADD CONSTRAINT raw_script_temp_pkey PRIMARY KEY (workspace_id, hash);

ALTER TABLE ONLY windmill.resource
    ADD CONSTRAINT resource_pkey PRIMARY KEY (workspace_id, path);

ALTER TABLE ONLY windmill.resource_type
    ADD CONSTRAINT resource_type_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.resource_version
    ADD CONSTRAINT resource_version_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.resume_job
    ADD CONSTRAINT resume_job_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.retry_settings
    ADD CONSTRAINT retry_settings_pkey PRIMARY KEY (hash);

ALTER TABLE ONLY windmill.runnable_settings
    ADD CONSTRAINT runnable_settings_pkey PRIMARY KEY (hash);

ALTER TABLE ONLY windmill.schedule
    ADD CONSTRAINT schedule_pkey PRIMARY KEY (workspace_id, path);

ALTER TABLE ONLY windmill.script
    ADD CONSTRAINT script_pkey PRIMARY KEY (workspace_id, hash);

ALTER TABLE ONLY windmill.script_trigger
    ADD CONSTRAINT script_trigger_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.skip_workspace_diff_tally
    ADD CONSTRAINT skip_workspace_diff_tally_pkey PRIMARY KEY (workspace_id);

ALTER TABLE ONLY windmill.token_expiry_notification
    ADD CONSTRAINT token_expiry_notification_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY windmill.token
    ADD CONSTRAINT token_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY windmill.trashbin
    ADD CONSTRAINT trashbin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.tutorial_progress
    ADD CONSTRAINT tutorial_progress_pkey PRIMARY KEY (email);

ALTER TABLE ONLY windmill.unique_ext_jwt_token
    ADD CONSTRAINT unique_ext_jwt_token_pkey PRIMARY KEY (jwt_hash);

ALTER TABLE ONLY windmill.app
    ADD CONSTRAINT unique_path_workspace_id UNIQUE (workspace_id, path);

ALTER TABLE ONLY windmill.usage
    ADD CONSTRAINT usage_pkey PRIMARY KEY (id, is_workspace, month_);

ALTER TABLE ONLY windmill.usr
    ADD CONSTRAINT usr_pkey PRIMARY KEY (workspace_id, username);

ALTER TABLE ONLY windmill.usr_to_group
    ADD CONSTRAINT usr_to_group_pkey PRIMARY KEY (workspace_id, usr, group_);

ALTER TABLE ONLY windmill.v2_job_debounce_batch
    ADD CONSTRAINT v2_job_debounce_batch_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.v2_job_runtime
    ADD CONSTRAINT v2_job_runtime_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.v2_job_status
    ADD CONSTRAINT v2_job_status_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.variable
    ADD CONSTRAINT variable_pkey PRIMARY KEY (workspace_id, path);

ALTER TABLE ONLY windmill.volume
    ADD CONSTRAINT volume_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.websocket_trigger
    ADD CONSTRAINT websocket_trigger_pkey PRIMARY KEY (path, workspace_id);

ALTER TABLE ONLY windmill.windmill_migrations
    ADD CONSTRAINT windmill_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY windmill.config
    ADD CONSTRAINT worker_group_config_pkey PRIMARY KEY (name);

ALTER TABLE ONLY windmill.worker_group_job_stats
    ADD CONSTRAINT worker_group_job_stats_pkey PRIMARY KEY (hour, worker_group, script_lang, workspace_id);

ALTER TABLE ONLY windmill.worker_ping
    ADD CONSTRAINT worker_ping_pkey PRIMARY KEY (worker);

ALTER TABLE ONLY windmill.workspace_dependencies
    ADD CONSTRAINT workspace_dependencies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.workspace_diff_full_scan
    ADD CONSTRAINT workspace_diff_full_scan_pkey PRIMARY KEY (source_workspace_id, fork_workspace_id);

ALTER TABLE ONLY windmill.workspace_diff
    ADD CONSTRAINT workspace_diff_pkey PRIMARY KEY (source_workspace_id, fork_workspace_id, path, kind);

ALTER TABLE ONLY windmill.workspace_env
    ADD CONSTRAINT workspace_env_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_assignee
    ADD CONSTRAINT workspace_fork_deployment_request_assignee_pkey PRIMARY KEY (request_id, username);

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_comment
    ADD CONSTRAINT workspace_fork_deployment_request_comment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.workspace_fork_deployment_request
    ADD CONSTRAINT workspace_fork_deployment_request_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.workspace_integrations
    ADD CONSTRAINT workspace_integrations_pkey PRIMARY KEY (workspace_id, service_name);

ALTER TABLE ONLY windmill.workspace_invite
    ADD CONSTRAINT workspace_invite_pkey PRIMARY KEY (workspace_id, email);

ALTER TABLE ONLY windmill.workspace_key
    ADD CONSTRAINT workspace_key_pkey PRIMARY KEY (workspace_id, kind);

ALTER TABLE ONLY windmill.workspace_multipart_inflight
    ADD CONSTRAINT workspace_multipart_inflight_pkey PRIMARY KEY (workspace_id, upload_id, part_id);

ALTER TABLE ONLY windmill.workspace
    ADD CONSTRAINT workspace_pkey PRIMARY KEY (id);

ALTER TABLE ONLY windmill.workspace_protection_rule
    ADD CONSTRAINT workspace_protection_rule_pkey PRIMARY KEY (workspace_id, name);

ALTER TABLE ONLY windmill.workspace_settings
    ADD CONSTRAINT workspace_settings_pkey PRIMARY KEY (workspace_id);

ALTER TABLE ONLY windmill.workspace_shared_ui
    ADD CONSTRAINT workspace_shared_ui_pkey PRIMARY KEY (workspace_id);

ALTER TABLE ONLY windmill.workspace_storage_usage
    ADD CONSTRAINT workspace_storage_usage_pkey PRIMARY KEY (workspace_id, storage);

ALTER TABLE ONLY windmill.ws_specific
    ADD CONSTRAINT ws_specific_pkey PRIMARY KEY (workspace_id, item_kind, path);

ALTER TABLE ONLY windmill.zombie_job_counter
    ADD CONSTRAINT zombie_job_counter_pkey PRIMARY KEY (job_id);

CREATE INDEX alerts_by_workspace ON windmill.alerts USING btree (workspace_id);

CREATE INDEX app_extra_perms ON windmill.app USING gin (extra_perms);

CREATE UNIQUE INDEX app_workspace_with_hash_unique_idx ON windmill.workspace_runnable_dependencies USING btree (app_path, runnable_path, script_hash, runnable_is_flow, workspace_id) WHERE (script_hash IS NOT NULL);

CREATE UNIQUE INDEX app_workspace_without_hash_unique_idx ON windmill.workspace_runnable_dependencies USING btree (app_path, runnable_path, runnable_is_flow, workspace_id) WHERE (script_hash IS NULL);

CREATE INDEX ix_audit_partitioned_timestamps ON ONLY windmill.audit_partitioned USING btree ("timestamp" DESC);

CREATE INDEX audit_20261205_timestamp_idx ON windmill.audit_20261205 USING btree ("timestamp" DESC);

CREATE INDEX idx_audit_partitioned_recent_login_activities ON ONLY windmill.audit_partitioned USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX audit_20261205_timestamp_username_idx ON windmill.audit_20261205 USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX idx_audit_partitioned_workspace ON ONLY windmill.audit_partitioned USING btree (workspace_id, "timestamp" DESC);

CREATE INDEX audit_20261205_workspace_id_timestamp_idx ON windmill.audit_20261205 USING btree (workspace_id, "timestamp" DESC);

CREATE INDEX audit_20261206_timestamp_idx ON windmill.audit_20261206 USING btree ("timestamp" DESC);

CREATE INDEX audit_20261206_timestamp_username_idx ON windmill.audit_20261206 USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX audit_20261206_workspace_id_timestamp_idx ON windmill.audit_20261206 USING btree (workspace_id, "timestamp" DESC);

CREATE INDEX audit_20261207_timestamp_idx ON windmill.audit_20261207 USING btree ("timestamp" DESC);

CREATE INDEX audit_20261207_timestamp_username_idx ON windmill.audit_20261207 USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX audit_20261207_workspace_id_timestamp_idx ON windmill.audit_20261207 USING btree (workspace_id, "timestamp" DESC);

CREATE INDEX audit_20261208_timestamp_idx ON windmill.audit_20261208 USING btree ("timestamp" DESC);

CREATE INDEX audit_20261208_timestamp_username_idx ON windmill.audit_20261208 USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX audit_20261208_workspace_id_timestamp_idx ON windmill.audit_20261208 USING btree (workspace_id, "timestamp" DESC);

CREATE INDEX autoscaling_event_applied_at_idx ON windmill.autoscaling_event USING btree (applied_at);

CREATE INDEX autoscaling_event_worker_group_idx ON windmill.autoscaling_event USING btree (worker_group, applied_at);

CREATE INDEX concurrency_key_ended_at_idx ON windmill.concurrency_key USING btree (key, ended_at DESC);

CREATE INDEX concurrency_key_ended_at_only_idx ON windmill.concurrency_key USING btree (ended_at);

CREATE UNIQUE INDEX dbt_edge_editor_key ON windmill.dbt_edge USING btree (workspace_id, job_id, parent_unique_id, child_unique_id) WHERE (script_hash IS NULL);

CREATE UNIQUE INDEX dbt_edge_versioned_key ON windmill.dbt_edge USING btree (workspace_id, script_path, script_hash, job_id, parent_unique_id, child_unique_id) WHERE (script_hash IS NOT NULL);

CREATE UNIQUE INDEX dbt_graph_snapshot_editor_key ON windmill.dbt_graph_snapshot USING btree (workspace_id, job_id) WHERE (script_hash IS NULL);

CREATE UNIQUE INDEX dbt_graph_snapshot_versioned_key ON windmill.dbt_graph_snapshot USING btree (workspace_id, script_path, script_hash, job_id) WHERE (script_hash IS NOT NULL);

CREATE UNIQUE INDEX dbt_node_editor_key ON windmill.dbt_node USING btree (workspace_id, job_id, unique_id) WHERE (script_hash IS NULL);

CREATE UNIQUE INDEX dbt_node_versioned_key ON windmill.dbt_node USING btree (workspace_id, script_path, script_hash, job_id, unique_id) WHERE (script_hash IS NOT NULL);

CREATE INDEX dependency_map_imported_path_idx ON windmill.dependency_map USING btree (workspace_id, imported_path);

CREATE INDEX dependency_map_importer_path_idx ON windmill.dependency_map USING btree (workspace_id, importer_path);

CREATE UNIQUE INDEX deployment_metadata_app ON windmill.deployment_metadata USING btree (workspace_id, path, app_version) WHERE (app_version IS NOT NULL);

CREATE UNIQUE INDEX deployment_metadata_flow ON windmill.deployment_metadata USING btree (workspace_id, path, flow_version) WHERE (flow_version IS NOT NULL);

CREATE UNIQUE INDEX deployment_metadata_script ON windmill.deployment_metadata USING btree (workspace_id, script_hash) WHERE (script_hash IS NOT NULL);

CREATE INDEX draft_kind_user_listing_idx ON windmill.draft USING btree (workspace_id, typ, email);

CREATE UNIQUE INDEX draft_pkey_legacy ON windmill.draft USING btree (workspace_id, path, typ) WHERE (email IS NULL);

CREATE UNIQUE INDEX draft_pkey_with_user ON windmill.draft USING btree (workspace_id, path, typ, email) WHERE (email IS NOT NULL);

CREATE INDEX draft_user_listing_idx ON windmill.draft USING btree (workspace_id, email, path) WHERE (email IS NOT NULL);

CREATE INDEX draft_workspace_path_typ_idx ON windmill.draft USING btree (workspace_id, path, typ);

CREATE INDEX flow_extra_perms ON windmill.flow USING gin (extra_perms);

CREATE INDEX flow_node_hash ON windmill.flow_node USING btree (hash);

CREATE INDEX flow_workspace_runnable_path_is_flow_idx ON windmill.workspace_runnable_dependencies USING btree (runnable_path, runnable_is_flow, workspace_id);

CREATE UNIQUE INDEX flow_workspace_with_hash_unique_idx ON windmill.workspace_runnable_dependencies USING btree (flow_path, runnable_path, script_hash, runnable_is_flow, workspace_id) WHERE (script_hash IS NOT NULL);

CREATE UNIQUE INDEX flow_workspace_without_hash_unique_idx ON windmill.workspace_runnable_dependencies USING btree (flow_path, runnable_path, runnable_is_flow, workspace_id) WHERE (script_hash IS NULL);

CREATE INDEX folder_extra_perms ON windmill.folder USING gin (extra_perms);

CREATE INDEX folder_owners ON windmill.folder USING gin (owners);

CREATE INDEX group_extra_perms ON windmill.group_ USING gin (extra_perms);

CREATE INDEX healthchecks_check_type_created_at ON windmill.healthchecks USING btree (check_type, created_at);

CREATE INDEX idx_account_mcp_server_url ON windmill.account USING btree (mcp_server_url) WHERE (mcp_server_url IS NOT NULL);

CREATE INDEX idx_agent_token_blacklist_expires_at ON windmill.agent_token_blacklist USING btree (expires_at);

CREATE INDEX idx_amqp_trigger_labels ON windmill.amqp_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_app_labels ON windmill.app USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_app_owner_prefix ON windmill.app USING btree (workspace_id, path text_pattern_ops);

CREATE INDEX idx_asset_job_pruning ON windmill.asset USING btree (workspace_id, path, kind, created_at DESC) WHERE (usage_kind = 'job'::windmill.asset_usage_kind);

CREATE INDEX idx_asset_usage ON windmill.asset USING btree (workspace_id, usage_path, usage_kind);

CREATE INDEX idx_asset_ws_path_kind_recent ON windmill.asset USING btree (workspace_id, path, kind, created_at DESC, id DESC) INCLUDE (usage_kind, usage_path);

CREATE INDEX idx_audit_recent_login_activities ON windmill.audit USING btree ("timestamp", username) WHERE ((operation)::text = ANY ((ARRAY['users.login'::character varying, 'oauth.login'::character varying, 'users.token.refresh'::character varying])::text[]));

CREATE INDEX idx_azure_trigger_labels ON windmill.azure_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_ci_test_ref_test_script ON windmill.ci_test_reference USING btree (workspace_id, test_script_path);

CREATE INDEX idx_ci_test_ref_tested_item ON windmill.ci_test_reference USING btree (workspace_id, tested_item_path, tested_item_kind);

CREATE INDEX idx_ci_test_ref_wildcards ON windmill.ci_test_reference USING btree (workspace_id, tested_item_kind) WHERE has_wildcard;

CREATE INDEX idx_conversation_message_conversation_created_seq ON windmill.flow_conversation_message USING btree (conversation_id, created_seq);

CREATE INDEX idx_data_metric_folder ON windmill.data_metric USING btree (workspace_id, script_path text_pattern_ops);

CREATE INDEX idx_data_metric_page ON windmill.data_metric USING btree (workspace_id, table_path, kind, name, script_path);

CREATE INDEX idx_data_metric_table ON windmill.data_metric USING btree (workspace_id, table_path);

CREATE INDEX idx_dbt_edge_run_age ON windmill.dbt_edge USING btree (ingested_at) WHERE (job_id <> '00000000-0000-0000-0000-000000000000'::uuid);

CREATE INDEX idx_dbt_graph_snapshot_age ON windmill.dbt_graph_snapshot USING btree (ingested_at) WHERE (job_id <> '00000000-0000-0000-0000-000000000000'::uuid);

CREATE INDEX idx_dbt_graph_snapshot_editor_path ON windmill.dbt_graph_snapshot USING btree (workspace_id, script_path, permissioned_as, ingested_at) WHERE (script_hash IS NULL);

CREATE INDEX idx_dbt_graph_snapshot_job ON windmill.dbt_graph_snapshot USING btree (workspace_id, job_id);

CREATE INDEX idx_dbt_node_asset_path ON windmill.dbt_node USING btree (workspace_id, asset_path) WHERE (asset_path IS NOT NULL);

CREATE INDEX idx_dbt_node_job ON windmill.dbt_node USING btree (job_id) WHERE (job_id <> '00000000-0000-0000-0000-000000000000'::uuid);

CREATE INDEX idx_dbt_node_run_age ON windmill.dbt_node USING btree (ingested_at) WHERE (job_id <> '00000000-0000-0000-0000-000000000000'::uuid);

CREATE INDEX idx_dbt_run_progress_updated_at ON windmill.dbt_run_progress USING btree (updated_at);

CREATE INDEX idx_debounce_key_job_id ON windmill.debounce_key USING btree (job_id);

CREATE INDEX idx_dispatch_event_producer ON windmill.dispatch_event USING btree (producer_job_id, id);

CREATE INDEX idx_dispatch_event_subscriber ON windmill.dispatch_event USING btree (workspace_id, subscriber_path text_pattern_ops, created_at DESC);

CREATE INDEX idx_email_trigger_labels ON windmill.email_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_feature_usage_day ON windmill.feature_usage USING btree (day);

CREATE INDEX idx_flow_conversation_workspace_path ON windmill.flow_conversation USING btree (workspace_id, flow_path, updated_at DESC);

CREATE INDEX idx_flow_labels ON windmill.flow USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_flow_owner_prefix ON windmill.flow USING btree (workspace_id, path text_pattern_ops) WHERE (archived = false);

CREATE INDEX idx_folder_perm_history_workspace_folder ON windmill.folder_permission_history USING btree (workspace_id, folder_name, id DESC);

CREATE INDEX idx_gcp_trigger_labels ON windmill.gcp_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_group_perm_history_workspace_group ON windmill.group_permission_history USING btree (workspace_id, group_name, id DESC);

CREATE INDEX idx_http_trigger_labels ON windmill.http_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_job_delete_schedule_delete_at ON windmill.job_delete_schedule USING btree (delete_at);

CREATE INDEX idx_job_v2_job_root_by_path_2 ON windmill.v2_job USING btree (workspace_id, runnable_path) WHERE (parent_job IS NULL);

CREATE INDEX idx_kafka_pending_commits_trigger ON windmill.kafka_pending_commits USING btree (workspace_id, kafka_trigger_path);

CREATE INDEX idx_kafka_trigger_labels ON windmill.kafka_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_macro_definition_provider ON windmill.macro_definition USING btree (workspace_id, provider_path);

CREATE INDEX idx_macro_usage_name ON windmill.macro_usage USING btree (workspace_id, macro_name);

CREATE INDEX idx_materialized_partition_asset_status ON windmill.materialized_partition USING btree (workspace_id, asset_kind, asset_path, status);

CREATE INDEX idx_materialized_partition_job ON windmill.materialized_partition USING btree (workspace_id, job_id) WHERE (job_id IS NOT NULL);

CREATE INDEX idx_mcp_oauth_client_expires ON windmill.mcp_oauth_client USING btree (client_secret_expires_at);

CREATE INDEX idx_mcp_oauth_refresh_token_expires ON windmill.mcp_oauth_refresh_token USING btree (expires_at);

CREATE INDEX idx_mcp_oauth_refresh_token_family ON windmill.mcp_oauth_refresh_token USING btree (token_family);

CREATE INDEX idx_mcp_oauth_refresh_token_token ON windmill.mcp_oauth_refresh_token USING btree (refresh_token);

CREATE INDEX idx_mcp_oauth_server_code_expires ON windmill.mcp_oauth_server_code USING btree (expires_at);

CREATE INDEX idx_metrics_id_created_at ON windmill.metrics USING btree (id, created_at DESC) WHERE ((id)::text ~~ 'queue_%'::text);

CREATE INDEX idx_mqtt_trigger_labels ON windmill.mqtt_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_native_trigger_script_path ON windmill.native_trigger USING btree (workspace_id, script_path, is_flow);

CREATE INDEX idx_native_trigger_workspace ON windmill.native_trigger USING btree (workspace_id);

CREATE INDEX idx_nats_trigger_labels ON windmill.nats_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_postgres_trigger_labels ON windmill.postgres_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_raw_app_labels ON windmill.raw_app USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_raw_script_temp_created_at ON windmill.raw_script_temp USING btree (created_at);

CREATE INDEX idx_resource_cache_expire ON windmill.resource USING btree (to_timestamp((((value ->> 'expire'::text))::integer)::double precision)) WHERE ((resource_type)::text = 'cache'::text);

CREATE INDEX idx_resource_labels ON windmill.resource USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_schedule_labels ON windmill.schedule USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_script_labels ON windmill.script USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_script_owner_prefix ON windmill.script USING btree (workspace_id, path text_pattern_ops) INCLUDE (auto_kind) WHERE (archived = false);

CREATE INDEX idx_script_pipeline_freshness_scan ON windmill.script USING btree (workspace_id, path, created_at DESC) WHERE (((auto_kind)::text = 'pipeline'::text) AND (archived = false) AND (deleted = false));

CREATE INDEX idx_script_pipeline_path ON windmill.script USING btree (workspace_id, path text_pattern_ops) WHERE (((auto_kind)::text = 'pipeline'::text) AND (archived = false) AND (deleted = false));

CREATE INDEX idx_script_trigger_ref ON windmill.script_trigger USING btree (workspace_id, trigger_kind, trigger_ref);

CREATE INDEX idx_script_trigger_runnable ON windmill.script_trigger USING btree (workspace_id, runnable_kind, runnable_path);

CREATE INDEX idx_sqs_trigger_labels ON windmill.sqs_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_token_expiry_notification_expiration ON windmill.token_expiry_notification USING btree (expiration);

CREATE INDEX idx_token_plaintext ON windmill.token USING btree (token) WHERE (token IS NOT NULL);

CREATE INDEX idx_token_prefix ON windmill.token USING btree (token_prefix);

CREATE INDEX idx_trashbin_expires_at ON windmill.trashbin USING btree (expires_at);

CREATE INDEX idx_trashbin_workspace_kind ON windmill.trashbin USING btree (workspace_id, item_kind);

CREATE INDEX idx_unique_ext_jwt_token_last_used_at ON windmill.unique_ext_jwt_token USING btree (last_used_at);

CREATE INDEX idx_usr_added_via ON windmill.usr USING gin (added_via);

CREATE INDEX idx_v2_job_debounce_batch_consumed_at ON windmill.v2_job_debounce_batch USING btree (consumed_at) WHERE (consumed_at IS NOT NULL);

CREATE INDEX idx_v2_job_debounce_batch_debounce_batch ON windmill.v2_job_debounce_batch USING btree (debounce_batch);

CREATE INDEX idx_variable_labels ON windmill.variable USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_volume_last_used ON windmill.volume USING btree (workspace_id, last_used_at);

CREATE INDEX idx_websocket_trigger_labels ON windmill.websocket_trigger USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX idx_workspace_integrations_service ON windmill.workspace_integrations USING btree (service_name);

CREATE INDEX idx_workspace_integrations_workspace ON windmill.workspace_integrations USING btree (workspace_id);

CREATE INDEX idx_workspace_multipart_inflight_created_at ON windmill.workspace_multipart_inflight USING btree (created_at);

CREATE INDEX idx_workspace_settings_auto_invite ON windmill.workspace_settings USING gin (auto_invite);

CREATE INDEX index_app_on_workspace_name ON windmill.app USING btree (workspace_id, lower(COALESCE(NULLIF((summary)::text, ''::text), (path)::text)));

CREATE INDEX index_flow_on_workspace_edited_at ON windmill.flow USING btree (workspace_id, archived, edited_at DESC);

CREATE INDEX index_flow_on_workspace_name ON windmill.flow USING btree (workspace_id, archived, lower(COALESCE(NULLIF(summary, ''::text), (path)::text)));

CREATE INDEX index_flow_version_path_created_at ON windmill.flow_version USING btree (path, created_at);

CREATE INDEX index_magic_link_exp ON windmill.magic_link USING btree (expiration);

CREATE INDEX index_resource_version_path ON windmill.resource_version USING btree (workspace_id, path, id DESC);

CREATE INDEX index_script_on_path_created_at ON windmill.script USING btree (workspace_id, path, created_at DESC);

CREATE INDEX index_script_on_workspace_created_at ON windmill.script USING btree (workspace_id, archived, created_at DESC);

CREATE INDEX index_script_on_workspace_name ON windmill.script USING btree (workspace_id, archived, lower(COALESCE(NULLIF(summary, ''::text), (path)::text)));

CREATE INDEX index_token_exp ON windmill.token USING btree (expiration);

CREATE INDEX index_usr_email ON windmill.usr USING btree (email);

CREATE INDEX ix_audit_timestamps ON windmill.audit USING btree ("timestamp" DESC);

CREATE INDEX ix_job_completed_completed_at ON windmill.v2_job_completed USING btree (completed_at DESC);

CREATE INDEX ix_job_root_job_index_by_path_2 ON windmill.v2_job USING btree (workspace_id, runnable_path, created_at DESC) WHERE (parent_job IS NULL);

CREATE INDEX ix_job_workspace_id_completed_at_all ON windmill.v2_job_completed USING btree (workspace_id, completed_at DESC);

CREATE INDEX ix_job_workspace_id_created_at_new_3 ON windmill.v2_job USING btree (workspace_id, created_at DESC);

CREATE INDEX ix_job_workspace_id_created_at_new_5 ON windmill.v2_job USING btree (workspace_id, created_at DESC) WHERE ((kind = ANY (ARRAY['preview'::windmill.job_kind, 'flowpreview'::windmill.job_kind])) AND (parent_job IS NULL));

CREATE INDEX ix_job_workspace_id_created_at_new_8 ON windmill.v2_job USING btree (workspace_id, created_at DESC) WHERE ((kind = 'deploymentcallback'::windmill.job_kind) AND (parent_job IS NULL));

CREATE INDEX ix_job_workspace_id_created_at_new_9 ON windmill.v2_job USING btree (workspace_id, created_at DESC) WHERE ((kind = ANY (ARRAY['dependencies'::windmill.job_kind, 'flowdependencies'::windmill.job_kind, 'appdependencies'::windmill.job_kind])) AND (parent_job IS NULL));

CREATE INDEX ix_resume_job_flow ON windmill.resume_job USING btree (flow);

CREATE INDEX ix_v2_job_completed_failure_workspace ON windmill.v2_job_completed USING btree (workspace_id, completed_at DESC) WHERE (status = ANY (ARRAY['failure'::windmill.job_status, 'canceled'::windmill.job_status]));

CREATE INDEX ix_v2_job_labels ON windmill.v2_job USING gin (labels) WHERE (labels IS NOT NULL);

CREATE INDEX ix_v2_job_parent_job ON windmill.v2_job USING btree (parent_job, created_at DESC) WHERE (parent_job IS NOT NULL);

CREATE INDEX ix_v2_job_workspace_id_created_at ON windmill.v2_job USING btree (workspace_id, created_at DESC) WHERE ((kind = ANY (ARRAY['script'::windmill.job_kind, 'flow'::windmill.job_kind, 'singlestepflow'::windmill.job_kind])) AND (parent_job IS NULL));

CREATE INDEX job_stats_id ON windmill.job_stats USING btree (job_id);

CREATE INDEX labeled_jobs_on_jobs ON windmill.v2_job_completed USING gin (((result -> 'wm_labels'::text))) WHERE (result ? 'wm_labels'::text);

CREATE INDEX log_file_log_ts_idx ON windmill.log_file USING btree (log_ts);

CREATE INDEX metrics_key_idx ON windmill.metrics USING btree (id);

CREATE INDEX metrics_sort_idx ON windmill.metrics USING btree (created_at DESC);

CREATE INDEX notify_event_created_at_idx ON windmill.notify_event USING btree (created_at);

CREATE UNIQUE INDEX one_non_archived_per_name_language_constraint ON windmill.workspace_dependencies USING btree (name, language, workspace_id) WHERE ((archived = false) AND (name IS NOT NULL));

CREATE UNIQUE INDEX one_non_archived_per_null_name_language_constraint ON windmill.workspace_dependencies USING btree (language, workspace_id) WHERE ((archived = false) AND (name IS NULL));

CREATE INDEX otel_traces_time_idx ON windmill.otel_traces USING btree (start_time_unix_nano);

CREATE INDEX otel_traces_trace_time_idx ON windmill.otel_traces USING btree (trace_id, start_time_unix_nano);

CREATE INDEX queue_sort_v2 ON windmill.v2_job_queue USING btree (priority DESC NULLS LAST, scheduled_for, tag) WHERE (running = false);

CREATE INDEX queue_suspended ON windmill.v2_job_queue USING btree (priority DESC NULLS LAST, created_at, suspend_until, suspend, tag) WHERE (suspend_until IS NOT NULL);

CREATE INDEX resource_extra_perms ON windmill.resource USING gin (extra_perms);

CREATE INDEX root_queue_index_by_path ON windmill.v2_job_queue USING btree (workspace_id, created_at);

CREATE INDEX schedule_extra_perms ON windmill.schedule USING gin (extra_perms);

CREATE INDEX script_extra_perms ON windmill.script USING gin (extra_perms);

CREATE INDEX script_not_archived ON windmill.script USING btree (workspace_id, path, created_at DESC) WHERE (archived = false);

CREATE UNIQUE INDEX unique_subscription_per_azure_scope ON windmill.azure_trigger USING btree (subscription_name, scope_resource_id, workspace_id);

CREATE UNIQUE INDEX unique_subscription_per_gcp_resource ON windmill.gcp_trigger USING btree (subscription_id, gcp_resource_path, workspace_id);

CREATE INDEX v2_job_queue_suspend ON windmill.v2_job_queue USING btree (workspace_id, suspend) WHERE (suspend > 0);

CREATE INDEX variable_extra_perms ON windmill.variable USING gin (extra_perms);

CREATE INDEX worker_group_job_stats_hour_idx ON windmill.worker_group_job_stats USING btree (hour DESC);

CREATE INDEX worker_group_job_stats_worker_group_idx ON windmill.worker_group_job_stats USING btree (worker_group, hour DESC);

CREATE INDEX worker_group_job_stats_workspace_idx ON windmill.worker_group_job_stats USING btree (workspace_id, hour DESC);

CREATE INDEX worker_ping_on_ping_at ON windmill.worker_ping USING btree (ping_at);

CREATE UNIQUE INDEX workspace_canonical_dev_idx ON windmill.workspace USING btree (parent_workspace_id) WHERE (is_dev_workspace AND (deleted = false));

CREATE INDEX workspace_dependencies_id_workspace ON windmill.workspace_dependencies USING btree (id, workspace_id);

CREATE INDEX workspace_dependencies_workspace_archived_idx ON windmill.workspace_dependencies USING btree (workspace_id, archived) WHERE (archived = false);

CREATE INDEX workspace_dependencies_workspace_lang_name_archived_idx ON windmill.workspace_dependencies USING btree (workspace_id, language, name, archived);

CREATE INDEX workspace_fork_deployment_request_comment_anchor_idx ON windmill.workspace_fork_deployment_request_comment USING btree (request_id, anchor_kind, anchor_path) WHERE (anchor_kind IS NOT NULL);

CREATE INDEX workspace_fork_deployment_request_comment_request_idx ON windmill.workspace_fork_deployment_request_comment USING btree (request_id);

CREATE INDEX workspace_fork_deployment_request_fork_idx ON windmill.workspace_fork_deployment_request USING btree (fork_workspace_id, closed_at);

CREATE UNIQUE INDEX workspace_fork_deployment_request_open_unique ON windmill.workspace_fork_deployment_request USING btree (source_workspace_id, fork_workspace_id) WHERE (closed_at IS NULL);

CREATE INDEX workspace_parent_idx ON windmill.workspace USING btree (parent_workspace_id) WHERE (parent_workspace_id IS NOT NULL);

ALTER INDEX windmill.audit_partitioned_pkey ATTACH PARTITION windmill.audit_20261205_pkey;

ALTER INDEX windmill.ix_audit_partitioned_timestamps ATTACH PARTITION windmill.audit_20261205_timestamp_idx;

ALTER INDEX windmill.idx_audit_partitioned_recent_login_activities ATTACH PARTITION windmill.audit_20261205_timestamp_username_idx;

ALTER INDEX windmill.idx_audit_partitioned_workspace ATTACH PARTITION windmill.audit_20261205_workspace_id_timestamp_idx;

ALTER INDEX windmill.audit_partitioned_pkey ATTACH PARTITION windmill.audit_20261206_pkey;

ALTER INDEX windmill.ix_audit_partitioned_timestamps ATTACH PARTITION windmill.audit_20261206_timestamp_idx;

ALTER INDEX windmill.idx_audit_partitioned_recent_login_activities ATTACH PARTITION windmill.audit_20261206_timestamp_username_idx;

ALTER INDEX windmill.idx_audit_partitioned_workspace ATTACH PARTITION windmill.audit_20261206_workspace_id_timestamp_idx;

ALTER INDEX windmill.audit_partitioned_pkey ATTACH PARTITION windmill.audit_20261207_pkey;

ALTER INDEX windmill.ix_audit_partitioned_timestamps ATTACH PARTITION windmill.audit_20261207_timestamp_idx;

ALTER INDEX windmill.idx_audit_partitioned_recent_login_activities ATTACH PARTITION windmill.audit_20261207_timestamp_username_idx;

ALTER INDEX windmill.idx_audit_partitioned_workspace ATTACH PARTITION windmill.audit_20261207_workspace_id_timestamp_idx;

ALTER INDEX windmill.audit_partitioned_pkey ATTACH PARTITION windmill.audit_20261208_pkey;

ALTER INDEX windmill.ix_audit_partitioned_timestamps ATTACH PARTITION windmill.audit_20261208_timestamp_idx;

ALTER INDEX windmill.idx_audit_partitioned_recent_login_activities ATTACH PARTITION windmill.audit_20261208_timestamp_username_idx;

ALTER INDEX windmill.idx_audit_partitioned_workspace ATTACH PARTITION windmill.audit_20261208_workspace_id_timestamp_idx;

CREATE TRIGGER app_policy_change_trigger AFTER UPDATE OF policy ON windmill.app FOR EACH ROW WHEN ((old.policy IS DISTINCT FROM new.policy)) EXECUTE FUNCTION windmill.notify_app_policy_change();

CREATE TRIGGER app_policy_delete_trigger AFTER DELETE ON windmill.app FOR EACH ROW EXECUTE FUNCTION windmill.notify_app_policy_change();

CREATE TRIGGER audit_logs_s3_anchor_trigger AFTER INSERT OR UPDATE OF value ON windmill.global_settings FOR EACH ROW WHEN (((new.name)::text = 'store_audit_logs_s3'::text)) EXECUTE FUNCTION windmill.audit_logs_s3_anchor_on_enable();

CREATE TRIGGER check_route_path_change BEFORE UPDATE ON windmill.http_trigger FOR EACH ROW EXECUTE FUNCTION windmill.prevent_route_path_change();

CREATE TRIGGER flow_versions_append_trigger AFTER UPDATE ON windmill.flow FOR EACH ROW WHEN ((new.versions[array_upper(new.versions, 1)] IS DISTINCT FROM old.versions[array_upper(old.versions, 1)])) EXECUTE FUNCTION windmill.notify_runnable_version_change('flow');

CREATE TRIGGER http_trigger_change_trigger AFTER INSERT OR DELETE OR UPDATE ON windmill.http_trigger FOR EACH ROW EXECUTE FUNCTION windmill.notify_http_trigger_change();

CREATE TRIGGER notify_config_change AFTER INSERT OR UPDATE ON windmill.config FOR EACH ROW EXECUTE FUNCTION windmill.notify_config_change();

CREATE TRIGGER notify_global_setting_change AFTER INSERT OR UPDATE ON windmill.global_settings FOR EACH ROW EXECUTE FUNCTION windmill.notify_global_setting_change();

CREATE TRIGGER notify_global_setting_delete AFTER DELETE ON windmill.global_settings FOR EACH ROW EXECUTE FUNCTION windmill.notify_global_setting_delete();

CREATE TRIGGER record_resource_version_insert_trigger AFTER INSERT ON windmill.resource FOR EACH ROW WHEN (((new.resource_type)::text <> ALL ((ARRAY['state'::character varying, 'cache'::character varying])::text[]))) EXECUTE FUNCTION windmill.record_resource_version();

CREATE TRIGGER record_resource_version_update_trigger AFTER UPDATE ON windmill.resource FOR EACH ROW WHEN ((((new.resource_type)::text <> ALL ((ARRAY['state'::character varying, 'cache'::character varying])::text[])) AND (new.value IS DISTINCT FROM old.value))) EXECUTE FUNCTION windmill.record_resource_version();

CREATE TRIGGER script_insert_trigger AFTER INSERT ON windmill.script FOR EACH ROW WHEN ((new.lock IS NOT NULL)) EXECUTE FUNCTION windmill.notify_runnable_version_change('script');

CREATE TRIGGER script_update_trigger AFTER UPDATE OF lock ON windmill.script FOR EACH ROW EXECUTE FUNCTION windmill.notify_runnable_version_change('script');

CREATE TRIGGER team_plan_status_change_trigger AFTER UPDATE OF is_past_due, max_tolerated_executions ON windmill.cloud_workspace_settings FOR EACH ROW EXECUTE FUNCTION windmill.notify_team_plan_status_change();

CREATE TRIGGER token_invalidation_trigger AFTER DELETE ON windmill.token FOR EACH ROW EXECUTE FUNCTION windmill.notify_token_invalidation();

CREATE TRIGGER token_scopes_update_trigger AFTER UPDATE OF scopes ON windmill.token FOR EACH ROW EXECUTE FUNCTION windmill.notify_token_scopes_change();

CREATE TRIGGER webhook_change_trigger AFTER UPDATE OF webhook ON windmill.workspace_settings FOR EACH ROW WHEN ((old.webhook IS DISTINCT FROM new.webhook)) EXECUTE FUNCTION windmill.notify_webhook_change();

CREATE TRIGGER workspace_envs_change_trigger AFTER INSERT OR DELETE OR UPDATE OF name, value ON windmill.workspace_env FOR EACH ROW EXECUTE FUNCTION windmill.notify_workspace_envs_change();

CREATE TRIGGER workspace_key_change_trigger AFTER INSERT OR DELETE OR UPDATE OF key ON windmill.workspace_key FOR EACH ROW EXECUTE FUNCTION windmill.notify_workspace_key_change();

CREATE TRIGGER workspace_premium_change_trigger AFTER UPDATE OF premium ON windmill.workspace FOR EACH ROW EXECUTE FUNCTION windmill.notify_workspace_premium_change();

CREATE TRIGGER workspace_rate_limit_change_trigger AFTER UPDATE OF public_app_execution_limit_per_minute ON windmill.workspace_settings FOR EACH ROW EXECUTE FUNCTION windmill.notify_workspace_rate_limit_change();

ALTER TABLE ONLY windmill.account
    ADD CONSTRAINT account_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.ai_skill
    ADD CONSTRAINT ai_skill_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.amqp_trigger
    ADD CONSTRAINT amqp_trigger_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.app_script
    ADD CONSTRAINT app_script_app_fkey FOREIGN KEY (app) REFERENCES windmill.app(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.app_version
    ADD CONSTRAINT app_version_flow_id_fkey FOREIGN KEY (app_id) REFERENCES windmill.app(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.app_version_lite
    ADD CONSTRAINT app_version_lite_id_fkey FOREIGN KEY (id) REFERENCES windmill.app_version(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.app
    ADD CONSTRAINT app_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.asset
    ADD CONSTRAINT asset_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.capture_config
    ADD CONSTRAINT capture_config_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.capture
    ADD CONSTRAINT capture_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.ci_test_reference
    ADD CONSTRAINT ci_test_reference_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.cloud_workspace_settings
    ADD CONSTRAINT cloud_workspace_settings_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.data_metric
    ADD CONSTRAINT data_metric_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.datatable_migrations
    ADD CONSTRAINT datatable_migrations_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_edge
    ADD CONSTRAINT dbt_edge_script_fkey FOREIGN KEY (workspace_id, script_hash) REFERENCES windmill.script(workspace_id, hash) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_edge
    ADD CONSTRAINT dbt_edge_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_graph_snapshot
    ADD CONSTRAINT dbt_graph_snapshot_script_fkey FOREIGN KEY (workspace_id, script_hash) REFERENCES windmill.script(workspace_id, hash) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_graph_snapshot
    ADD CONSTRAINT dbt_graph_snapshot_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_node
    ADD CONSTRAINT dbt_node_script_fkey FOREIGN KEY (workspace_id, script_hash) REFERENCES windmill.script(workspace_id, hash) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_node
    ADD CONSTRAINT dbt_node_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_run_progress
    ADD CONSTRAINT dbt_run_progress_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.dbt_run_state
    ADD CONSTRAINT dbt_run_state_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.deployment_metadata
    ADD CONSTRAINT deployment_metadata_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.dispatch_event
    ADD CONSTRAINT dispatch_event_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.draft
    ADD CONSTRAINT draft_password_fkey FOREIGN KEY (email) REFERENCES windmill.password(email) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.draft
    ADD CONSTRAINT draft_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.usr_to_group
    ADD CONSTRAINT fk_group FOREIGN KEY (workspace_id, group_) REFERENCES windmill.group_(workspace_id, name);

ALTER TABLE ONLY windmill.native_trigger
    ADD CONSTRAINT fk_native_trigger_workspace FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.postgres_trigger
    ADD CONSTRAINT fk_postgres_trigger_workspace FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.sqs_trigger
    ADD CONSTRAINT fk_sqs_trigger_workspace FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_integrations
    ADD CONSTRAINT fk_workspace_integrations_workspace FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_runnable_dependencies
    ADD CONSTRAINT fk_workspace_runnable_dependencies_app_path FOREIGN KEY (app_path, workspace_id) REFERENCES windmill.app(path, workspace_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.flow_conversation_message
    ADD CONSTRAINT flow_conversation_message_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES windmill.flow_conversation(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.flow_conversation
    ADD CONSTRAINT flow_conversation_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.flow_node
    ADD CONSTRAINT flow_node_path_workspace_id_fkey FOREIGN KEY (path, workspace_id) REFERENCES windmill.flow(path, workspace_id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.flow_node
    ADD CONSTRAINT flow_node_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.flow_version_lite
    ADD CONSTRAINT flow_version_lite_id_fkey FOREIGN KEY (id) REFERENCES windmill.flow_version(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.flow_version
    ADD CONSTRAINT flow_version_workspace_id_path_fkey FOREIGN KEY (workspace_id, path) REFERENCES windmill.flow(workspace_id, path) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.flow
    ADD CONSTRAINT flow_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.workspace_runnable_dependencies
    ADD CONSTRAINT flow_workspace_runnables_workspace_id_flow_path_fkey FOREIGN KEY (flow_path, workspace_id) REFERENCES windmill.flow(path, workspace_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.folder_permission_history
    ADD CONSTRAINT folder_permission_history_workspace_id_folder_name_fkey FOREIGN KEY (workspace_id, folder_name) REFERENCES windmill.folder(workspace_id, name) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.folder
    ADD CONSTRAINT folder_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.group_
    ADD CONSTRAINT group__workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.group_permission_history
    ADD CONSTRAINT group_permission_history_workspace_id_group_name_fkey FOREIGN KEY (workspace_id, group_name) REFERENCES windmill.group_(workspace_id, name) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.input
    ADD CONSTRAINT input_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.job_stats
    ADD CONSTRAINT job_stats_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.join_pending_inputs
    ADD CONSTRAINT join_pending_inputs_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.kafka_pending_commits
    ADD CONSTRAINT kafka_pending_commits_workspace_id_kafka_trigger_path_fkey FOREIGN KEY (workspace_id, kafka_trigger_path) REFERENCES windmill.kafka_trigger(workspace_id, path) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.lock_hash
    ADD CONSTRAINT lock_hash_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.macro_definition
    ADD CONSTRAINT macro_definition_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.macro_usage
    ADD CONSTRAINT macro_usage_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.materialized_asset_schema
    ADD CONSTRAINT materialized_asset_schema_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.materialized_partition
    ADD CONSTRAINT materialized_partition_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.mcp_oauth_refresh_token
    ADD CONSTRAINT mcp_oauth_refresh_token_client_id_fkey FOREIGN KEY (client_id) REFERENCES windmill.mcp_oauth_server_client(client_id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.mcp_oauth_server_code
    ADD CONSTRAINT mcp_oauth_server_code_client_id_fkey FOREIGN KEY (client_id) REFERENCES windmill.mcp_oauth_server_client(client_id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.nats_trigger
    ADD CONSTRAINT nats_trigger_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.pipeline_freshness_state
    ADD CONSTRAINT pipeline_freshness_state_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.raw_app
    ADD CONSTRAINT raw_app_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.raw_script_temp
    ADD CONSTRAINT raw_script_temp_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.resource_type
    ADD CONSTRAINT resource_type_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.resource_version
    ADD CONSTRAINT resource_version_workspace_id_path_fkey FOREIGN KEY (workspace_id, path) REFERENCES windmill.resource(workspace_id, path) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.resource
    ADD CONSTRAINT resource_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.resume_job
    ADD CONSTRAINT resume_job_flow_fkey FOREIGN KEY (flow) REFERENCES windmill.v2_job_queue(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.schedule
    ADD CONSTRAINT schedule_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.script_trigger
    ADD CONSTRAINT script_trigger_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY windmill.script
    ADD CONSTRAINT script_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.token
    ADD CONSTRAINT token_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.trashbin
    ADD CONSTRAINT trashbin_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.usr_to_group
    ADD CONSTRAINT usr_to_group_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.usr
    ADD CONSTRAINT usr_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.v2_job_runtime
    ADD CONSTRAINT v2_job_runtime_id_fkey FOREIGN KEY (id) REFERENCES windmill.v2_job_queue(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.v2_job_status
    ADD CONSTRAINT v2_job_status_id_fkey FOREIGN KEY (id) REFERENCES windmill.v2_job_queue(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.variable
    ADD CONSTRAINT variable_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.volume
    ADD CONSTRAINT volume_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.worker_group_job_stats
    ADD CONSTRAINT worker_group_job_stats_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_assignee
    ADD CONSTRAINT workspace_fork_deployment_request_assignee_request_id_fkey FOREIGN KEY (request_id) REFERENCES windmill.workspace_fork_deployment_request(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_comment
    ADD CONSTRAINT workspace_fork_deployment_request_comment_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES windmill.workspace_fork_deployment_request_comment(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_fork_deployment_request_comment
    ADD CONSTRAINT workspace_fork_deployment_request_comment_request_id_fkey FOREIGN KEY (request_id) REFERENCES windmill.workspace_fork_deployment_request(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_fork_deployment_request
    ADD CONSTRAINT workspace_fork_deployment_request_fork_workspace_id_fkey FOREIGN KEY (fork_workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_fork_deployment_request
    ADD CONSTRAINT workspace_fork_deployment_request_source_workspace_id_fkey FOREIGN KEY (source_workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_invite
    ADD CONSTRAINT workspace_invite_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.workspace_key
    ADD CONSTRAINT workspace_key_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.workspace_multipart_inflight
    ADD CONSTRAINT workspace_multipart_inflight_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace
    ADD CONSTRAINT workspace_parent_workspace_id_fkey FOREIGN KEY (parent_workspace_id) REFERENCES windmill.workspace(id) ON DELETE SET NULL;

ALTER TABLE ONLY windmill.workspace_protection_rule
    ADD CONSTRAINT workspace_protection_rule_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_settings
    ADD CONSTRAINT workspace_settings_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id);

ALTER TABLE ONLY windmill.workspace_shared_ui
    ADD CONSTRAINT workspace_shared_ui_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.workspace_storage_usage
    ADD CONSTRAINT workspace_storage_usage_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY windmill.ws_specific
    ADD CONSTRAINT ws_specific_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES windmill.workspace(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE windmill.amqp_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.app ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.audit ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.audit_partitioned ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.azure_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.capture ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.capture_config ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.email_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.flow ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.flow_conversation ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.flow_conversation_message ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.folder ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.folder_permission_history ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.gcp_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.group_permission_history ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.http_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.kafka_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.mqtt_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.nats_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.postgres_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.raw_app ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.resource ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.resource_version ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.schedule ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.script ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.sqs_trigger ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.usr_to_group ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.v2_job ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.variable ENABLE ROW LEVEL SECURITY;

ALTER TABLE windmill.websocket_trigger ENABLE ROW LEVEL SECURITY;
`,
  cleans: [
    {
      table: "windmill.v2_job_completed",
      clock: "completed_at",
      retention:
        "retention_period_secs (instance setting or JOB_RETENTION_SECS), default 30d (backend/src/monitor.rs:2491-2503); Enterprise workspaces may override it (monitor.rs:1553-1561)",
      source: "backend/src/monitor.rs:1818",
      note: "delete_expired_items on every server monitor iteration (monitor.rs:3240, 1523-1550), in batches, oldest first; jobs under a root flow still in the queue are kept",
    },
    {
      table: "windmill.v2_job",
      clock: "completed_at of its v2_job_completed row",
      retention: "with its completed job (retention_period_secs, default 30d)",
      source: "backend/windmill-common/src/jobs.rs:498",
      note: "delete_jobs, called for each batch of expired jobs (monitor.rs:1929)",
    },
    {
      table: "windmill.job_logs",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d)",
      source: "backend/src/monitor.rs:1898",
      note: "the log files they index are deleted from disk or object storage too (monitor.rs:1910); a job whose deletion an Enterprise user scheduled has its logs redacted at delete_at (monitor.rs:1633)",
    },
    {
      table: "windmill.job_stats",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d)",
      source: "backend/src/monitor.rs:1888",
    },
    {
      table: "windmill.native_retry_attempt",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d); also when its job is gone",
      source: "backend/src/monitor.rs:1920",
      note: "orphans reaped each iteration (monitor.rs:1425)",
    },
    {
      table: "windmill.job_result_stream_v2",
      clock: "completed_at of its job",
      retention: "60 seconds after its job completed (orphan sweep), and with its completed job",
      source: "backend/src/monitor.rs:5880",
      note: "cleanup_job_result_stream_orphaned_jobs on every server iteration (monitor.rs:3190); also monitor.rs:1935",
    },
    {
      table: "windmill.dispatch_event",
      clock: "completed_at of its producer job",
      retention: "with its completed job (default 30d)",
      source: "backend/windmill-common/src/jobs.rs:481",
      note: "delete_jobs (no foreign key: deleted explicitly, jobs.rs:473-478)",
    },
    {
      table: "windmill.flow_conversation_message",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d)",
      source: "backend/windmill-common/src/jobs.rs:487",
      note: "delete_jobs; the conversation itself (flow_conversation) is kept",
    },
    {
      table: "windmill.zombie_job_counter",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d)",
      source: "backend/windmill-common/src/jobs.rs:492",
    },
    {
      table: "windmill.job_resolution",
      clock: "completed_at of its job",
      retention: "with its completed job (default 30d); also when its job is gone",
      source: "backend/windmill-common/src/jobs.rs:495",
      note: "orphans reaped each iteration (monitor.rs:1436)",
    },
    {
      table: "windmill.concurrency_key",
      clock: "ended_at",
      retention: "retention_period_secs, default 30d",
      source: "backend/src/monitor.rs:1543",
    },
    {
      table: "windmill.token",
      clock: "expiration",
      retention: "expiration passed (tokens without one are kept)",
      source: "backend/src/monitor.rs:1298",
      note: "delete_expired_items; the owner is told by email and, if set, a critical alert",
    },
    {
      table: "windmill.token_expiry_notification",
      clock: "expiration",
      retention: "expiration passed",
      source: "backend/src/monitor.rs:1690",
      note: "check_expiring_tokens, every 10 iterations (monitor.rs:3388); a row is also deleted when its warning is sent, 7 days before (monitor.rs:1667)",
    },
    {
      table: "windmill.pip_resolution_cache",
      clock: "expiration",
      retention: "expiration passed",
      source: "backend/src/monitor.rs:1317",
    },
    {
      table: "windmill.mcp_oauth_refresh_token",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "backend/src/monitor.rs:1333",
    },
    {
      table: "windmill.mcp_oauth_server_code",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "backend/src/monitor.rs:1477",
    },
    {
      table: "windmill.agent_token_blacklist",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "backend/src/monitor.rs:1459",
    },
    {
      table: "windmill.resource",
      clock: "value->>'expire' (epoch seconds inside the JSON value)",
      retention: "the cache TTL of the job whose result it caches, passed",
      source: "backend/src/monitor.rs:1348",
      note: "only resources of type cache (job results cached by a script or flow's cache_ttl, backend/windmill-worker/src/common.rs:1752-1770); every other resource is the users' content and kept",
    },
    {
      table: "windmill.variable",
      clock: "expires_at",
      retention: "expires_at passed, only variables created with one",
      source: "backend/src/monitor.rs:1363",
      note: "variables without expires_at (most, secrets included) are kept",
    },
    {
      table: "windmill.log_file",
      clock: "log_ts",
      retention: "14d (SERVICE_LOG_RETENTION_SECS, backend/windmill-common/src/lib.rs:142)",
      source: "backend/src/monitor.rs:1379",
      note: "the service log files themselves deleted from disk or object storage; an administrator can also run it by hand (backend/windmill-api-settings/src/log_cleanup.rs:272)",
    },
    {
      table: "windmill.audit",
      clock: "timestamp",
      retention:
        "audit log retention: AUDIT_LOG_RETENTION_DAYS, default 14d on the Community Edition, 365d on Enterprise (monitor.rs:5928-5937, 2505-2515)",
      source: "backend/src/monitor.rs:1401",
      note: "the old, unpartitioned audit table: new rows go to audit_partitioned",
    },
    {
      table: "windmill.audit_partitioned",
      clock: "timestamp (daily range partitions)",
      retention:
        "audit log retention, default 14d (Community Edition) or 365d (Enterprise): a day's partition dropped once older",
      source: "backend/src/monitor.rs:6021",
      note: "manage_audit_partitions, hourly (monitor.rs:3415-3418, and at startup, 440), which also creates the next days' partitions; the partitions are not listed apart",
    },
    {
      table: "windmill.autoscaling_event",
      clock: "applied_at",
      retention: "30d",
      source: "backend/src/monitor.rs:1411",
    },
    {
      table: "windmill.feature_usage",
      clock: "day",
      retention: "60d",
      source: "backend/src/monitor.rs:1451",
    },
    {
      table: "windmill.metrics",
      clock: "created_at",
      retention: "14d, only the queue metrics (id LIKE 'queue_%')",
      source: "backend/src/monitor.rs:4239",
      note: "after each queue metrics export (expose_queue_metrics, monitor.rs:4088, 3276); other metrics are kept",
    },
    {
      table: "windmill.trashbin",
      clock: "expires_at",
      retention: "expires_at passed: 3 days after the item was deleted (the column's default)",
      source: "backend/windmill-common/src/trashbin.rs:149",
      note: "delete_expired_items (monitor.rs:1564)",
    },
    {
      table: "windmill.raw_script_temp",
      clock: "created_at",
      retention: "1 week",
      source: "backend/windmill-api-scripts/src/scripts.rs:4016",
      note: "on each store of a temporary raw script (POST raw_temp/store), not on a schedule",
    },
    {
      table: "windmill.background_task_state",
      clock: "updated_at",
      retention: "7d, only the server_heartbeat:* rows",
      source: "backend/windmill-api/src/lib.rs:1377",
      note: "cleanup_stale_server_heartbeats, hourly (monitor.rs:3394-3398); other tasks' rows are kept",
    },
    {
      table: "windmill.dbt_run_progress",
      clock: "updated_at",
      retention:
        "30d (RUN_PROGRESS_RETENTION_DAYS, backend/windmill-common/src/dbt_manifest.rs:226)",
      source: "backend/windmill-common/src/dbt_manifest.rs:238",
      note: "on each dbt run and progress report of the workspace (backend/windmill-worker/src/dbt_executor.rs:209, backend/windmill-api/src/dbt.rs:168), not on a schedule",
    },
    {
      table: "windmill.dbt_graph_snapshot",
      clock: "ingested_at",
      retention:
        "30d (RUN_GRAPH_RETENTION_DAYS, dbt_manifest.rs:217), run graphs only (not the deployed one, job_id zero)",
      source: "backend/windmill-common/src/dbt_manifest.rs:274",
      note: "on each dbt run or deploy (dbt_executor.rs:211, 587)",
    },
    {
      table: "windmill.dbt_node",
      clock: "ingested_at",
      retention: "30d, run graphs only",
      source: "backend/windmill-common/src/dbt_manifest.rs:285",
      note: "with the snapshots, on each dbt run or deploy",
    },
    {
      table: "windmill.dbt_edge",
      clock: "ingested_at",
      retention: "30d, run graphs only",
      source: "backend/windmill-common/src/dbt_manifest.rs:293",
      note: "with the snapshots, on each dbt run or deploy",
    },
    {
      table: "windmill.notify_event",
      clock: "created_at",
      retention: "10 minutes",
      source: "backend/windmill-common/src/notify_events.rs:59",
      note: "every 10 monitor iterations (monitor.rs:3367-3372)",
    },
    {
      table: "windmill.worker_group_job_stats",
      clock: "hour (epoch seconds, bigint)",
      retention: "60d",
      source: "backend/windmill-common/src/worker_group_job_stats.rs:106",
      note: "hourly (monitor.rs:3198-3202)",
    },
    {
      table: "windmill.v2_job_debounce_batch",
      clock: "consumed_at",
      retention: "10 minutes after it was consumed, once its job has left the queue",
      source: "backend/src/monitor.rs:5770",
      note: "every 10 iterations (monitor.rs:3153)",
    },
    {
      table: "windmill.parallel_monitor_lock",
      clock: "last_ping",
      retention: "FLOW_ZOMBIE_TRANSITION_TIMEOUT, default 60s (monitor.rs:175-178)",
      source: "backend/src/monitor.rs:5385",
      note: "handle_zombie_flows on each server iteration (monitor.rs:3107); the stale flow is then restarted; also deleted when the flow moves on (backend/windmill-worker/src/worker_flow.rs:1066)",
    },
    {
      table: "windmill.job_delete_schedule",
      clock: "delete_at",
      retention: "delete_at passed: the job's args, result and logs are then redacted",
      source: "backend/src/monitor.rs:1591",
      note: "cleanup_scheduled_job_deletions, Enterprise build only (monitor.rs:1574, 3440-3446), 10 batches of 1000 an iteration",
    },
    {
      table: "windmill.resource_version",
      clock: "id (newest kept)",
      retention:
        "count-based, not age: the 100 latest versions per resource path kept (MAX_RESOURCE_VERSIONS, backend/windmill-store/src/resources.rs:1036)",
      source: "backend/src/monitor.rs:1269",
      note: "trim_resource_versions every 120 iterations (monitor.rs:3214-3219); also deleted with their resource (ON DELETE CASCADE)",
    },
    {
      table: "windmill.capture",
      clock: "created_at",
      retention:
        "count-based, not age: the 20 latest captures per workspace kept (KEEP_LAST, backend/windmill-api/src/capture.rs:92)",
      source: "backend/windmill-api/src/capture.rs:922",
      note: "only when CLOUD_HOSTED is set (Windmill's own cloud; backend/windmill-common/src/worker.rs:402), at each new capture; also backend/windmill-trigger/src/capture.rs:66. A self-hosted instance keeps every capture",
    },
  ],
  shouldAsk: [
    {
      table: "windmill.magic_link",
      why: "e-mail addresses with a sign-in token and its expiration; deleted only when used, replaced or the e-mail changes, never because it expired",
    },
    {
      table: "windmill.pending_user",
      why: "e-mail addresses of sign-ups awaiting verification with created_at; never deleted by age",
    },
    {
      table: "windmill.unique_ext_jwt_token",
      why: "external JWTs seen per e-mail and username with last_used_at; never deleted by age",
    },
    {
      table: "windmill.workspace_invite",
      why: "e-mail addresses invited to a workspace; an invitation never expires",
    },
    {
      table: "windmill.ai_agent_memory",
      why: "AI agent conversation memory (messages) with created_at and updated_at; deleted only with its conversation or workspace",
    },
    {
      table: "windmill.folder_permission_history",
      why: "who changed whose folder permissions, with changed_at; never deleted",
    },
    {
      table: "windmill.group_permission_history",
      why: "who changed group membership (member_affected), with changed_at; never deleted",
    },
    {
      table: "windmill.otel_traces",
      why: "OpenTelemetry spans of jobs (attributes, events) with their times, written by the Enterprise code; no public code deletes them",
    },
  ],
  neverDelete: [
    "windmill.usr",
    "windmill.password",
    "windmill.usr_to_group",
    "windmill.group_",
    "windmill.instance_group",
    "windmill.email_to_igroup",
    "windmill.tutorial_progress",
    "windmill.workspace",
    "windmill.workspace_settings",
    "windmill.workspace_key",
    "windmill.workspace_env",
    "windmill.workspace_integrations",
    "windmill.workspace_protection_rule",
    "windmill.workspace_dependencies",
    "windmill.workspace_shared_ui",
    "windmill.cloud_workspace_settings",
    "windmill.usage",
    "windmill.account",
    "windmill.script",
    "windmill.flow",
    "windmill.flow_version",
    "windmill.flow_version_lite",
    "windmill.flow_node",
    "windmill.app",
    "windmill.app_version",
    "windmill.app_version_lite",
    "windmill.app_script",
    "windmill.app_bundles",
    "windmill.raw_app",
    "windmill.resource_type",
    "windmill.schedule",
    "windmill.folder",
    "windmill.input",
    "windmill.draft",
    "windmill.favorite",
    "windmill.volume",
    "windmill.ai_skill",
    "windmill.flow_conversation",
    "windmill.deployment_metadata",
    "windmill.workspace_fork_deployment_request",
    "windmill.workspace_fork_deployment_request_comment",
    "windmill.workspace_fork_deployment_request_assignee",
    "windmill.http_trigger",
    "windmill.websocket_trigger",
    "windmill.kafka_trigger",
    "windmill.nats_trigger",
    "windmill.postgres_trigger",
    "windmill.mqtt_trigger",
    "windmill.sqs_trigger",
    "windmill.gcp_trigger",
    "windmill.amqp_trigger",
    "windmill.azure_trigger",
    "windmill.email_trigger",
    "windmill.native_trigger",
    "windmill.script_trigger",
    "windmill.capture_config",
    "windmill.mcp_oauth_server_client",
    "windmill.mcp_oauth_client",
    "windmill.data_metric",
    "windmill.macro_definition",
    "windmill.datatable_migrations",
    "windmill.config",
    "windmill.global_settings",
    "windmill._sqlx_migrations",
    "windmill.windmill_migrations",
  ],
};
