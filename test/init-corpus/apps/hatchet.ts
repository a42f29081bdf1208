// Hatchet (Go; goose SQL and Go migrations, queries by sqlc), from hatchet-dev/hatchet@89d130f303c9561442804c9c32b8748e699d5139
// (2026-08-22), with the pgoutbox library it pins (github.com/hatchet-dev/pgoutbox v0.4.0, commit
// 31fe3bb68c9977895d834ae0ed0a2cce8c237ac7), whose migrations hatchet-migrate runs first.
// Schema: as `hatchet-migrate` does (cmd/hatchet-migrate/migrate/run.go:60-310): pgoutbox's 3 migrations in schema
// outbox (its default schema), then Hatchet's 233 goose migrations in version order in schema public, each SQL file's
// Up part run by psql in one transaction unless marked NO TRANSACTION; the 9 Go migrations were run by hand as the
// statements they send on an empty database (parent-level CREATE INDEX for the five per-partition index migrations,
// v1_0_99's mirror tables, functions and triggers, which v1_0_100 then swaps in; the two backfills have nothing to
// copy). Go could not be fetched to build the migrator. The replay agrees with the repository's sqlc schema snapshot
// (sql/schema/*.sql) column for column, but for v1_event_to_run, which the migrations keep (truncated, v1_0_138) and
// the snapshot leaves out. The day partitions the migrations made for the day of the replay were dropped (leaving the
// 23 partitioned parents), schema public renamed hatchet, and both schemas read back with pg_dump --schema-only
// --no-owner --no-privileges (its SET and comment lines left out; check_function_bodies stays off). btree_gist, which
// migration v1_0_113 creates in public, is created in schema hatchet. goose's own goose_db_version is not kept.
// Cleanup: v1 data is kept in day partitions which the task and OLAP controllers drop every 15 minutes once older
// than the retention, 720h by default (defaultTenantRetentionPeriod, pkg/config/limits/limits.go:6; core and OLAP can
// be set apart, limits.go:7-8): pkg/repository/task.go:443-511 (v1_task, v1_dag, v1_task_event, v1_log_line,
// v1_payload, v1_event and the three durable event log tables, list pkg/repository/sqlcv1/tasks.sql:50) and
// pkg/repository/olap.go:487-552 (the eleven OLAP tables, list olap.sql:44), each followed by the offloaded payload
// index rows of those days (task.go:525, olap.go:566). The task controller's one-minute cleanup deletes v1_match and
// its conditions by the same retention (task.go:4492-4500, matches.sql:279-292) and its operation pool expired
// idempotency keys (idempotency-keys.sql:1-5). The retention controller (internal/services/controllers/retention)
// deletes every 60 s idle auto-deleted message queues after 1 hour and expired message queue items (mq.sql:32-37,
// 119-124), hourly expired user sessions and anonymous ones after 24 hours (users.sql:158-173), and daily, only with
// enableWorkerRetention (off by default, pkg/config/server/server.go:57), workers without a heartbeat for the tenant's
// dataRetentionPeriod (workers.sql:560-571; their labels and action and service links go by ON DELETE CASCADE). The
// partition service deletes controller, scheduler and tenant-worker partitions 1 minute past their last heartbeat
// (tenants.sql:311, 393, 484). The pgoutbox library deletes outbox messages older than the 24h default expiration
// Hatchet gives it (pkg/config/loader/loader.go:1332) and consumer sessions 1 hour past expiry.
// Not counted: the queue and runtime rows deleted when they are processed or released (v1_queue_item, v1_retry_queue_item,
// v1_rate_limited_queue_items, v1_batched_queue_item, v1_paused_workflow_queue_item, v1_durable_sleep, v1_task_runtime
// and its slots, v1_concurrency_slot, v1_batch_runtime by trigger), and the task controller's sweep of those left
// behind by a dropped v1_task partition or a deleted tenant (queue.sql:659-736, tasks.sql:1223-1274: orphans, no age
// compared); paused-workflow queue items past a workflow's pausedWorkflowQueueTTL, whose tasks are cancelled
// (queue.sql:1150, an operation, not retention); the payload cutover, which moves payload partitions to external
// storage; the cutover job offsets, kept by key list (payload-store.sql:155-158); "Lease" rows, upserted; dispatchers
// and tickers, deleted by their own process at shutdown; the v0 tables ("Event", "LogLine", "StepRun", ...), which the
// v1 engine neither writes nor cleans; and v1_task_events_olap, v1_dag_data, v1_dag_to_task, v1_lookup_table and the
// OLAP lookup and status tables, which are not partitioned and never deleted from.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "hatchet",
  framework: "go",
  source: {
    repo: "hatchet-dev/hatchet",
    commit: "89d130f303c9561442804c9c32b8748e699d5139",
    schemaFrom:
      "its goose migrations (cmd/hatchet-migrate/migrate/migrations, 224 SQL and 9 Go, in version order) after the pgoutbox library's 3 migrations in schema outbox, as hatchet-migrate runs them, replayed with psql on PostgreSQL 15 (the Go migrations' statements run by hand), dated partitions dropped, schema public renamed hatchet and dumped with pg_dump --schema-only; 133 tables in hatchet (23 of them partitioned parents) and 4 in outbox",
  },
  schemas: ["hatchet", "outbox"],
  schemaSql: `
CREATE SCHEMA hatchet;
SET search_path TO hatchet;
SET check_function_bodies = false;
CREATE EXTENSION btree_gist SCHEMA hatchet;

CREATE SCHEMA outbox;

CREATE TYPE hatchet."ConcurrencyLimitStrategy" AS ENUM (
    'CANCEL_IN_PROGRESS',
    'DROP_NEWEST',
    'QUEUE_NEWEST',
    'GROUP_ROUND_ROBIN',
    'CANCEL_NEWEST'
);

CREATE TYPE hatchet."InternalQueue" AS ENUM (
    'WORKER_SEMAPHORE_COUNT',
    'STEP_RUN_UPDATE',
    'WORKFLOW_RUN_UPDATE',
    'WORKFLOW_RUN_PAUSED',
    'STEP_RUN_UPDATE_V2'
);

CREATE TYPE hatchet."InviteLinkStatus" AS ENUM (
    'PENDING',
    'ACCEPTED',
    'REJECTED'
);

CREATE TYPE hatchet."JobKind" AS ENUM (
    'DEFAULT',
    'ON_FAILURE'
);

CREATE TYPE hatchet."JobRunStatus" AS ENUM (
    'PENDING',
    'RUNNING',
    'SUCCEEDED',
    'FAILED',
    'CANCELLED',
    'BACKOFF'
);

CREATE TYPE hatchet."LeaseKind" AS ENUM (
    'WORKER',
    'QUEUE',
    'CONCURRENCY_STRATEGY',
    'TABLE_PARTITION_MAINTENANCE',
    'BATCH'
);

CREATE TYPE hatchet."LimitResource" AS ENUM (
    'TASK_RUN',
    'EVENT',
    'WORKER',
    'WORKER_SLOT',
    'CRON',
    'SCHEDULE',
    'INCOMING_WEBHOOK'
);

CREATE TYPE hatchet."LogLineLevel" AS ENUM (
    'DEBUG',
    'INFO',
    'WARN',
    'ERROR'
);

CREATE TYPE hatchet."MessageQueueItemStatus" AS ENUM (
    'PENDING',
    'ASSIGNED'
);

CREATE TYPE hatchet."StepExpressionKind" AS ENUM (
    'DYNAMIC_RATE_LIMIT_KEY',
    'DYNAMIC_RATE_LIMIT_VALUE',
    'DYNAMIC_RATE_LIMIT_UNITS',
    'DYNAMIC_RATE_LIMIT_WINDOW'
);

CREATE TYPE hatchet."StepRateLimitKind" AS ENUM (
    'STATIC',
    'DYNAMIC'
);

CREATE TYPE hatchet."StepRunEventReason" AS ENUM (
    'REQUEUED_NO_WORKER',
    'REQUEUED_RATE_LIMIT',
    'SCHEDULING_TIMED_OUT',
    'ASSIGNED',
    'STARTED',
    'FINISHED',
    'FAILED',
    'RETRYING',
    'CANCELLED',
    'TIMED_OUT',
    'REASSIGNED',
    'SLOT_RELEASED',
    'TIMEOUT_REFRESHED',
    'RETRIED_BY_USER',
    'SENT_TO_WORKER',
    'WORKFLOW_RUN_GROUP_KEY_SUCCEEDED',
    'WORKFLOW_RUN_GROUP_KEY_FAILED',
    'RATE_LIMIT_ERROR',
    'ACKNOWLEDGED'
);

CREATE TYPE hatchet."StepRunEventSeverity" AS ENUM (
    'INFO',
    'WARNING',
    'CRITICAL'
);

CREATE TYPE hatchet."StepRunStatus" AS ENUM (
    'PENDING',
    'PENDING_ASSIGNMENT',
    'ASSIGNED',
    'RUNNING',
    'SUCCEEDED',
    'FAILED',
    'CANCELLED',
    'CANCELLING',
    'BACKOFF'
);

CREATE TYPE hatchet."StickyStrategy" AS ENUM (
    'SOFT',
    'HARD'
);

CREATE TYPE hatchet."TenantEnvironment" AS ENUM (
    'local',
    'development',
    'production'
);

CREATE TYPE hatchet."TenantMajorEngineVersion" AS ENUM (
    'V0',
    'V1'
);

CREATE TYPE hatchet."TenantMajorUIVersion" AS ENUM (
    'V0',
    'V1'
);

CREATE TYPE hatchet."TenantMemberRole" AS ENUM (
    'OWNER',
    'ADMIN',
    'MEMBER',
    'VIEWER'
);

CREATE TYPE hatchet."TenantResourceLimitAlertType" AS ENUM (
    'Alarm',
    'Exhausted'
);

CREATE TYPE hatchet."VcsProvider" AS ENUM (
    'GITHUB'
);

CREATE TYPE hatchet."WebhookWorkerRequestMethod" AS ENUM (
    'GET',
    'POST',
    'PUT'
);

CREATE TYPE hatchet."WorkerLabelComparator" AS ENUM (
    'EQUAL',
    'NOT_EQUAL',
    'GREATER_THAN',
    'GREATER_THAN_OR_EQUAL',
    'LESS_THAN',
    'LESS_THAN_OR_EQUAL'
);

CREATE TYPE hatchet."WorkerSDKS" AS ENUM (
    'UNKNOWN',
    'GO',
    'PYTHON',
    'TYPESCRIPT',
    'RUBY'
);

CREATE TYPE hatchet."WorkerType" AS ENUM (
    'WEBHOOK',
    'MANAGED',
    'SELFHOSTED'
);

CREATE TYPE hatchet."WorkflowKind" AS ENUM (
    'FUNCTION',
    'DURABLE',
    'DAG'
);

CREATE TYPE hatchet."WorkflowPauseQueueBehavior" AS ENUM (
    'QUEUE',
    'DROP'
);

CREATE TYPE hatchet."WorkflowRunStatus" AS ENUM (
    'PENDING',
    'RUNNING',
    'SUCCEEDED',
    'FAILED',
    'QUEUED',
    'CANCELLING',
    'CANCELLED',
    'BACKOFF'
);

CREATE TYPE hatchet."WorkflowTriggerCronRefMethods" AS ENUM (
    'DEFAULT',
    'API'
);

CREATE TYPE hatchet."WorkflowTriggerScheduledRefMethods" AS ENUM (
    'DEFAULT',
    'API'
);

CREATE TYPE hatchet.idempotency_method AS ENUM (
    'TTL',
    'STATUS'
);

CREATE TYPE hatchet.uuidrange AS RANGE (
    subtype = uuid,
    multirange_type_name = hatchet.uuidmultirange
);

CREATE TYPE hatchet.v1_cel_evaluation_failure_source AS ENUM (
    'FILTER',
    'WEBHOOK',
    'IDEMPOTENCY_KEY'
);

CREATE TYPE hatchet.v1_concurrency_strategy AS ENUM (
    'NONE',
    'GROUP_ROUND_ROBIN',
    'CANCEL_IN_PROGRESS',
    'CANCEL_NEWEST'
);

CREATE TYPE hatchet.v1_durable_event_log_kind AS ENUM (
    'RUN',
    'WAIT_FOR',
    'MEMO'
);

CREATE TYPE hatchet.v1_event_type AS ENUM (
    'USER',
    'INTERNAL'
);

CREATE TYPE hatchet.v1_event_type_olap AS ENUM (
    'RETRYING',
    'REASSIGNED',
    'RETRIED_BY_USER',
    'CREATED',
    'QUEUED',
    'REQUEUED_NO_WORKER',
    'REQUEUED_RATE_LIMIT',
    'ASSIGNED',
    'ACKNOWLEDGED',
    'SENT_TO_WORKER',
    'SLOT_RELEASED',
    'STARTED',
    'TIMEOUT_REFRESHED',
    'SCHEDULING_TIMED_OUT',
    'FINISHED',
    'FAILED',
    'CANCELLED',
    'TIMED_OUT',
    'RATE_LIMIT_ERROR',
    'SKIPPED',
    'COULD_NOT_SEND_TO_WORKER',
    'DURABLE_EVICTED',
    'DURABLE_RESTORING',
    'BATCH_BUFFERED',
    'WAITING_FOR_BATCH',
    'BATCH_FLUSHED'
);

CREATE TYPE hatchet.v1_incoming_webhook_auth_type AS ENUM (
    'BASIC',
    'API_KEY',
    'HMAC'
);

CREATE TYPE hatchet.v1_incoming_webhook_hmac_algorithm AS ENUM (
    'SHA1',
    'SHA256',
    'SHA512',
    'MD5'
);

CREATE TYPE hatchet.v1_incoming_webhook_hmac_encoding AS ENUM (
    'HEX',
    'BASE64',
    'BASE64URL'
);

CREATE TYPE hatchet.v1_incoming_webhook_source_name AS ENUM (
    'GENERIC',
    'GITHUB',
    'STRIPE',
    'SLACK',
    'LINEAR',
    'SVIX'
);

CREATE TYPE hatchet.v1_log_line_level AS ENUM (
    'DEBUG',
    'INFO',
    'WARN',
    'ERROR'
);

CREATE TYPE hatchet.v1_match_condition_action AS ENUM (
    'CREATE',
    'QUEUE',
    'CANCEL',
    'SKIP',
    'CREATE_MATCH'
);

CREATE TYPE hatchet.v1_match_kind AS ENUM (
    'TRIGGER',
    'SIGNAL'
);

CREATE TYPE hatchet.v1_operator_kind AS ENUM (
    'HTTP_API',
    'DAG'
);

CREATE TYPE hatchet.v1_otel_span_kind AS ENUM (
    'UNSPECIFIED',
    'INTERNAL',
    'SERVER',
    'CLIENT',
    'PRODUCER',
    'CONSUMER'
);

CREATE TYPE hatchet.v1_otel_status_code AS ENUM (
    'UNSET',
    'OK',
    'ERROR'
);

CREATE TYPE hatchet.v1_payload_location AS ENUM (
    'INLINE',
    'EXTERNAL'
);

CREATE TYPE hatchet.v1_payload_location_olap AS ENUM (
    'INLINE',
    'EXTERNAL'
);

CREATE TYPE hatchet.v1_payload_type AS ENUM (
    'TASK_INPUT',
    'DAG_INPUT',
    'TASK_OUTPUT',
    'TASK_EVENT_DATA',
    'USER_EVENT_INPUT',
    'DURABLE_EVENT_LOG_ENTRY_DATA',
    'DURABLE_EVENT_LOG_ENTRY_RESULT_DATA'
);

CREATE TYPE hatchet.v1_readable_status_olap AS ENUM (
    'QUEUED',
    'RUNNING',
    'CANCELLED',
    'FAILED',
    'COMPLETED',
    'EVICTED'
);

CREATE TYPE hatchet.v1_run_kind AS ENUM (
    'TASK',
    'DAG'
);

CREATE TYPE hatchet.v1_status_kind AS ENUM (
    'TASK',
    'DAG'
);

CREATE TYPE hatchet.v1_step_match_condition_kind AS ENUM (
    'PARENT_OVERRIDE',
    'USER_EVENT',
    'SLEEP'
);

CREATE TYPE hatchet.v1_sticky_strategy AS ENUM (
    'NONE',
    'SOFT',
    'HARD'
);

CREATE TYPE hatchet.v1_sticky_strategy_olap AS ENUM (
    'NONE',
    'SOFT',
    'HARD'
);

CREATE TYPE hatchet.v1_task_event_type AS ENUM (
    'COMPLETED',
    'FAILED',
    'CANCELLED',
    'SIGNAL_CREATED',
    'SIGNAL_COMPLETED'
);

CREATE TYPE hatchet.v1_task_initial_state AS ENUM (
    'QUEUED',
    'CANCELLED',
    'SKIPPED',
    'FAILED'
);

CREATE FUNCTION hatchet.after_v1_concurrency_slot_delete_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    rec RECORD;
BEGIN
    FOR rec IN SELECT * FROM deleted_rows ORDER BY parent_strategy_id, workflow_version_id, workflow_run_id LOOP
        IF rec.parent_strategy_id IS NOT NULL THEN
            PERFORM cleanup_workflow_concurrency_slots(
                rec.parent_strategy_id,
                rec.workflow_version_id,
                rec.workflow_run_id
            );
        END IF;
    END LOOP;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.after_v1_concurrency_slot_delete_outbox_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO outbox.messages (topic, payload)
    SELECT
        'concurrency.' || dr.tenant_id::text || '.' || dr.strategy_id::text,
        jsonb_build_object(
            'operation', 'DELETE',
            'key', dr.key,
            'priority', dr.priority,
            'taskId', dr.task_id,
            'taskInsertedAt', dr.task_inserted_at,
            'taskRetryCount', dr.task_retry_count,
            'scheduleTimeoutAtMs', (EXTRACT(EPOCH FROM dr.schedule_timeout_at) * 1000)::bigint
        )
    FROM deleted_rows dr
    WHERE dr.parent_strategy_id IS NULL;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.after_v1_concurrency_slot_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    WITH parent_slot AS (
        SELECT
            *
        FROM
            new_table cs
        WHERE
            cs.parent_strategy_id IS NOT NULL
    ), parent_to_child_strategy_ids AS (
        SELECT
            wc.id AS parent_strategy_id,
            wc.tenant_id,
            ps.workflow_id,
            ps.workflow_version_id,
            ps.workflow_run_id,
            MAX(ps.sort_id) AS sort_id,
            MAX(ps.priority) AS priority,
            MAX(ps.key) AS key,
            ARRAY_AGG(DISTINCT wc.child_strategy_ids) AS child_strategy_ids
        FROM
            parent_slot ps
        JOIN v1_workflow_concurrency wc ON wc.workflow_id = ps.workflow_id AND wc.workflow_version_id = ps.workflow_version_id AND wc.id = ps.parent_strategy_id
        GROUP BY
            wc.id,
            wc.tenant_id,
            ps.workflow_id,
            ps.workflow_version_id,
            ps.workflow_run_id
    )
    INSERT INTO v1_workflow_concurrency_slot (
        sort_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        strategy_id,
        child_strategy_ids,
        priority,
        key
    )
    SELECT
        pcs.sort_id,
        pcs.tenant_id,
        pcs.workflow_id,
        pcs.workflow_version_id,
        pcs.workflow_run_id,
        pcs.parent_strategy_id,
        pcs.child_strategy_ids,
        pcs.priority,
        pcs.key
    FROM
        parent_to_child_strategy_ids pcs
    ON CONFLICT (strategy_id, workflow_version_id, workflow_run_id) DO NOTHING;

    WITH inactive_strategies AS (
        SELECT
            strategy.*
        FROM
            new_table cs
        JOIN
            v1_step_concurrency strategy ON strategy.workflow_id = cs.workflow_id AND strategy.workflow_version_id = cs.workflow_version_id AND strategy.id = cs.strategy_id
        WHERE
            strategy.is_active = FALSE
            OR strategy.last_active_at < NOW() - INTERVAL '1 hour'
        ORDER BY
            strategy.id
        FOR UPDATE
    )
    UPDATE v1_step_concurrency strategy
    SET is_active = TRUE, last_active_at = NOW()
    FROM inactive_strategies
    WHERE
        strategy.workflow_id = inactive_strategies.workflow_id AND
        strategy.workflow_version_id = inactive_strategies.workflow_version_id AND
        strategy.step_id = inactive_strategies.step_id AND
        strategy.id = inactive_strategies.id;

    RETURN NULL;
END;

$$;

CREATE FUNCTION hatchet.after_v1_concurrency_slot_insert_outbox_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO outbox.messages (topic, payload)
    SELECT
        'concurrency.' || nt.tenant_id::text || '.' || nt.strategy_id::text,
        jsonb_build_object(
            'operation', 'INSERT',
            'key', nt.key,
            'priority', nt.priority,
            'taskId', nt.task_id,
            'taskInsertedAt', nt.task_inserted_at,
            'taskRetryCount', nt.task_retry_count,
            'scheduleTimeoutAtMs', (EXTRACT(EPOCH FROM nt.schedule_timeout_at) * 1000)::bigint
        )
    FROM new_table nt
    WHERE nt.parent_strategy_id IS NULL;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.after_v1_concurrency_slot_update_outbox_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO outbox.messages (topic, payload)
    SELECT
        'concurrency.' || nt.tenant_id::text || '.' || nt.strategy_id::text,
        jsonb_build_object(
            'operation', 'UPDATE',
            'key', nt.key,
            'priority', nt.priority,
            'taskId', nt.task_id,
            'taskInsertedAt', nt.task_inserted_at,
            'taskRetryCount', nt.task_retry_count,
            'scheduleTimeoutAtMs', (EXTRACT(EPOCH FROM nt.schedule_timeout_at) * 1000)::bigint,
            'isFilled', nt.is_filled
        )
    FROM new_table nt
    WHERE nt.parent_strategy_id IS NULL
        AND nt.is_filled = FALSE;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.after_v1_task_runtime_delete_cleanup_batch_runtime_fn() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- Consider only batch-associated runtime rows which were deleted in this statement.
    -- Delete the corresponding v1_batch_runtime reservation iff no runtimes remain for that batch.
    WITH deleted_batches AS (
        SELECT DISTINCT
            d.tenant_id,
            d.batch_id
        FROM
            deleted_rows d
        WHERE
            d.batch_id IS NOT NULL
    ), deletable AS (
        SELECT
            br.tenant_id,
            br.batch_id
        FROM
            v1_batch_runtime br
        JOIN
            deleted_batches db ON db.tenant_id = br.tenant_id AND db.batch_id = br.batch_id
        WHERE NOT EXISTS (
            SELECT 1
            FROM v1_task_runtime tr
            WHERE tr.tenant_id = br.tenant_id
              AND tr.batch_id = br.batch_id
        )
        ORDER BY br.batch_id
        FOR UPDATE
    )
    DELETE FROM
        v1_batch_runtime br
    WHERE
        (br.tenant_id, br.batch_id) IN (SELECT tenant_id, batch_id FROM deletable);

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.cleanup_workflow_concurrency_slots(p_strategy_id bigint, p_workflow_version_id uuid, p_workflow_run_id uuid) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_sort_id BIGINT;
BEGIN
    -- Get the sort_id for the specific workflow concurrency slot
    SELECT sort_id INTO v_sort_id
    FROM v1_workflow_concurrency_slot
    WHERE strategy_id = p_strategy_id
      AND workflow_version_id = p_workflow_version_id
      AND workflow_run_id = p_workflow_run_id;

    -- Acquire an advisory lock for the strategy ID
    -- There is a small chance of collisions but it's extremely unlikely
    PERFORM pg_advisory_xact_lock(1000000 * p_strategy_id + v_sort_id);

    WITH relevant_tasks_for_dags AS (
        SELECT
            t.id,
            t.inserted_at,
            t.retry_count
        FROM
            v1_task t
        JOIN
            v1_dag_to_task dt ON t.id = dt.task_id AND t.inserted_at = dt.task_inserted_at
        JOIN
            v1_lookup_table lt ON dt.dag_id = lt.dag_id AND dt.dag_inserted_at = lt.inserted_at
        WHERE
            lt.external_id = p_workflow_run_id
            AND lt.dag_id IS NOT NULL
    ), final_concurrency_slots_for_dags AS (
        SELECT
            wcs.strategy_id,
            wcs.workflow_version_id,
            wcs.workflow_run_id
        FROM
            v1_workflow_concurrency_slot wcs
        WHERE
            wcs.strategy_id = p_strategy_id
            AND wcs.workflow_version_id = p_workflow_version_id
            AND wcs.workflow_run_id = p_workflow_run_id
            AND NOT EXISTS (
                -- Check if any task in this DAG has a v1_concurrency_slot
                SELECT 1
                FROM relevant_tasks_for_dags rt
                WHERE EXISTS (
                    SELECT 1
                    FROM v1_concurrency_slot cs2
                    WHERE cs2.task_id = rt.id
                        AND cs2.task_inserted_at = rt.inserted_at
                        AND cs2.task_retry_count = rt.retry_count
                )
            )
            AND CARDINALITY(wcs.child_strategy_ids) <= (
                SELECT COUNT(*)
                FROM relevant_tasks_for_dags rt
            )
        GROUP BY
            wcs.strategy_id,
            wcs.workflow_version_id,
            wcs.workflow_run_id
    ), final_concurrency_slots_for_tasks AS (
        -- If the workflow run id corresponds to a single task, we can safely delete the workflow concurrency slot
        SELECT
            wcs.strategy_id,
            wcs.workflow_version_id,
            wcs.workflow_run_id
        FROM
            v1_workflow_concurrency_slot wcs
        JOIN
            v1_lookup_table lt ON wcs.workflow_run_id = lt.external_id AND lt.task_id IS NOT NULL
        WHERE
            wcs.strategy_id = p_strategy_id
            AND wcs.workflow_version_id = p_workflow_version_id
            AND wcs.workflow_run_id = p_workflow_run_id
    ), all_parent_slots_to_delete AS (
        SELECT
            strategy_id,
            workflow_version_id,
            workflow_run_id
        FROM
            final_concurrency_slots_for_dags
        UNION ALL
        SELECT
            strategy_id,
            workflow_version_id,
            workflow_run_id
        FROM
            final_concurrency_slots_for_tasks
    ), locked_parent_slots AS (
        SELECT
            wcs.strategy_id,
            wcs.workflow_version_id,
            wcs.workflow_run_id
        FROM
            v1_workflow_concurrency_slot wcs
        JOIN
            all_parent_slots_to_delete ps ON (wcs.strategy_id, wcs.workflow_version_id, wcs.workflow_run_id) = (ps.strategy_id, ps.workflow_version_id, ps.workflow_run_id)
        ORDER BY
            wcs.strategy_id,
            wcs.workflow_version_id,
            wcs.workflow_run_id
        FOR UPDATE
    )
    DELETE FROM
        v1_workflow_concurrency_slot wcs
    WHERE
        (strategy_id, workflow_version_id, workflow_run_id) IN (
            SELECT
                strategy_id,
                workflow_version_id,
                workflow_run_id
            FROM
                locked_parent_slots
        );
END;
$$;

CREATE FUNCTION hatchet.compute_olap_payload_batch_size(partition_date date, last_external_id uuid, batch_size integer) RETURNS bigint
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str TEXT;
    source_partition_name TEXT;
    query TEXT;
    result_size BIGINT;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH candidates AS (
            SELECT *
            FROM %I
            WHERE external_id >= $1::UUID
            ORDER BY external_id
            LIMIT $2::INTEGER
        )

        SELECT COALESCE(SUM(pg_column_size(inline_content)), 0) AS total_size_bytes
        FROM candidates
    ', source_partition_name);

    EXECUTE query INTO result_size USING last_external_id, batch_size;

    RETURN result_size;
END;
$_$;

CREATE FUNCTION hatchet.compute_payload_batch_size(partition_date date, last_external_id uuid, batch_size integer) RETURNS bigint
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str TEXT;
    source_partition_name TEXT;
    query TEXT;
    result_size BIGINT;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH candidates AS (
            SELECT *
            FROM %I
            WHERE external_id >= $1::UUID
            ORDER BY external_id
            LIMIT $2::INTEGER
        )

        SELECT COALESCE(SUM(pg_column_size(inline_content)), 0) AS total_size_bytes
        FROM candidates
    ', source_partition_name);

    EXECUTE query INTO result_size USING last_external_id, batch_size;

    RETURN result_size;
END;
$_$;

CREATE FUNCTION hatchet.convert_duration_to_interval(duration text) RETURNS interval
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $_$
DECLARE
    rest text;
    total_seconds double precision := 0;
    m text[];
    val double precision;
    unit text;
    factor double precision;
BEGIN
    IF duration IS NULL OR length(duration) = 0 THEN
        RETURN '5 minutes'::interval;
    END IF;

    -- Legacy single-unit suffixes (d, w, y) keep calendar semantics for
    -- values stored before this migration. Only accepted as the entire input.
    m := regexp_match(duration, '^([0-9]{1,8})(d|w|y)$');
    IF m IS NOT NULL THEN
        val := m[1]::double precision;
        unit := m[2];
        CASE unit
            WHEN 'd' THEN RETURN make_interval(days => val::int);
            WHEN 'w' THEN RETURN make_interval(days => (val * 7)::int);
            WHEN 'y' THEN RETURN make_interval(months => (val * 12)::int);
        END CASE;
    END IF;

    rest := duration;

    LOOP
        EXIT WHEN length(rest) = 0;

        m := regexp_match(rest, '^([0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(ms|s|m|h)');

        IF m IS NULL THEN
            RETURN '5 minutes'::interval;
        END IF;

        -- Digit cap keeps the cast and the sum well inside double precision.
        -- Registration validation rejects this, so the only way to reach this
        -- branch is a stored value from before the validator change or a
        -- client bypassing validation. Fail loud rather than silently
        -- substitute a different timeout.
        IF length(m[1]) > 15 THEN
            RAISE EXCEPTION 'duration % has a numeric component exceeding 15 digits', duration;
        END IF;

        val := m[1]::double precision;
        unit := m[2];

        CASE unit
            WHEN 'ms' THEN factor := 1e-3;
            WHEN 's' THEN factor := 1;
            WHEN 'm' THEN factor := 60;
            WHEN 'h' THEN factor := 3600;
        END CASE;

        total_seconds := total_seconds + val * factor;

        rest := substring(rest from length(m[1]) + length(m[2]) + 1);
    END LOOP;

    -- Anything beyond Go's maximum duration (~292 years) cannot have passed
    -- registration validation; fail loud rather than silently substitute a
    -- different timeout.
    IF total_seconds > 9223372036 THEN
        RAISE EXCEPTION 'duration % exceeds maximum supported value (~292 years)', duration;
    END IF;

    RETURN make_interval(secs => total_seconds);
END;
$_$;

CREATE FUNCTION hatchet.copy_v1_payload_partition_structure(partition_date date) RETURNS text
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    target_table_name varchar;
    trigger_function_name varchar;
    trigger_name varchar;
    partition_start date;
    partition_end date;
BEGIN
    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payload_offload_tmp_%s', partition_date_str) INTO target_table_name;
    SELECT format('sync_to_%s', target_table_name) INTO trigger_function_name;
    SELECT format('trigger_sync_to_%s', target_table_name) INTO trigger_name;
    partition_start := partition_date;
    partition_end := partition_date + INTERVAL '1 day';

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Source partition % does not exist', source_partition_name;
    END IF;

    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = target_table_name) THEN
        RAISE NOTICE 'Target table % already exists, skipping creation', target_table_name;
        RETURN target_table_name;
    END IF;

    EXECUTE format(
        'CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)',
        target_table_name,
        source_partition_name
    );

    EXECUTE format('
        ALTER TABLE %I
        ADD CONSTRAINT %I
        CHECK (
            inserted_at IS NOT NULL
            AND inserted_at >= %L::TIMESTAMPTZ
            AND inserted_at < %L::TIMESTAMPTZ
        )
        ',
        target_table_name,
        target_table_name || '_iat_chk_bounds',
        partition_start,
        partition_end
    );

    EXECUTE format('
        CREATE OR REPLACE FUNCTION %I() RETURNS trigger
            LANGUAGE plpgsql AS $func$
        BEGIN
            IF TG_OP = ''INSERT'' THEN
                INSERT INTO %I (tenant_id, id, inserted_at, external_id, type, location, external_location_key, inline_content, updated_at)
                VALUES (NEW.tenant_id, NEW.id, NEW.inserted_at, NEW.external_id, NEW.type, NEW.location, NEW.external_location_key, NEW.inline_content, NEW.updated_at)
                ON CONFLICT (tenant_id, id, inserted_at, type) DO UPDATE
                SET
                    location = EXCLUDED.location,
                    external_location_key = EXCLUDED.external_location_key,
                    inline_content = EXCLUDED.inline_content,
                    updated_at = EXCLUDED.updated_at;
                RETURN NEW;
            ELSIF TG_OP = ''UPDATE'' THEN
                UPDATE %I
                SET
                    location = NEW.location,
                    external_location_key = NEW.external_location_key,
                    inline_content = NEW.inline_content,
                    updated_at = NEW.updated_at
                WHERE
                    tenant_id = NEW.tenant_id
                    AND id = NEW.id
                    AND inserted_at = NEW.inserted_at
                    AND type = NEW.type;
                RETURN NEW;
            ELSIF TG_OP = ''DELETE'' THEN
                DELETE FROM %I
                WHERE
                    tenant_id = OLD.tenant_id
                    AND id = OLD.id
                    AND inserted_at = OLD.inserted_at
                    AND type = OLD.type;
                RETURN OLD;
            END IF;
            RETURN NULL;
        END;
        $func$;
    ', trigger_function_name, target_table_name, target_table_name, target_table_name);

    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', trigger_name, source_partition_name);

    EXECUTE format('
        CREATE TRIGGER %I
        AFTER INSERT OR UPDATE OR DELETE ON %I
        FOR EACH ROW
        EXECUTE FUNCTION %I();
    ', trigger_name, source_partition_name, trigger_function_name);

    RAISE NOTICE 'Created table % as a copy of partition % with sync trigger', target_table_name, source_partition_name;

    RETURN target_table_name;
END;
$_$;

CREATE FUNCTION hatchet.copy_v1_payloads_olap_partition_structure(partition_date date) RETURNS text
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    target_table_name varchar;
    trigger_function_name varchar;
    trigger_name varchar;
    partition_start date;
    partition_end date;
BEGIN
    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payloads_olap_offload_tmp_%s', partition_date_str) INTO target_table_name;
    SELECT format('sync_to_%s', target_table_name) INTO trigger_function_name;
    SELECT format('trigger_sync_to_%s', target_table_name) INTO trigger_name;
    partition_start := partition_date;
    partition_end := partition_date + INTERVAL '1 day';

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Source partition % does not exist', source_partition_name;
    END IF;

    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = target_table_name) THEN
        RAISE NOTICE 'Target table % already exists, skipping creation', target_table_name;
        RETURN target_table_name;
    END IF;

    EXECUTE format(
        'CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)',
        target_table_name,
        source_partition_name
    );

    EXECUTE format('
        ALTER TABLE %I
        ADD CONSTRAINT %I
        CHECK (
            inserted_at IS NOT NULL
            AND inserted_at >= %L::TIMESTAMPTZ
            AND inserted_at < %L::TIMESTAMPTZ
        )
        ',
        target_table_name,
        target_table_name || '_iat_chk_bounds',
        partition_start,
        partition_end
    );

    EXECUTE format('
        CREATE OR REPLACE FUNCTION %I() RETURNS trigger
            LANGUAGE plpgsql AS $func$
        BEGIN
            IF TG_OP = ''INSERT'' THEN
                INSERT INTO %I (tenant_id, external_id, location, external_location_key, inline_content, inserted_at, updated_at)
                VALUES (NEW.tenant_id, NEW.external_id, NEW.location, NEW.external_location_key, NEW.inline_content, NEW.inserted_at, NEW.updated_at)
                ON CONFLICT (tenant_id, external_id, inserted_at) DO UPDATE
                SET
                    location = EXCLUDED.location,
                    external_location_key = EXCLUDED.external_location_key,
                    inline_content = EXCLUDED.inline_content,
                    updated_at = EXCLUDED.updated_at;
                RETURN NEW;
            ELSIF TG_OP = ''UPDATE'' THEN
                UPDATE %I
                SET
                    location = NEW.location,
                    external_location_key = NEW.external_location_key,
                    inline_content = NEW.inline_content,
                    updated_at = NEW.updated_at
                WHERE
                    tenant_id = NEW.tenant_id
                    AND external_id = NEW.external_id
                    AND inserted_at = NEW.inserted_at
                    ;
                RETURN NEW;
            ELSIF TG_OP = ''DELETE'' THEN
                DELETE FROM %I
                WHERE
                    tenant_id = OLD.tenant_id
                    AND external_id = OLD.external_id
                    AND inserted_at = OLD.inserted_at
                    ;
                RETURN OLD;
            END IF;
            RETURN NULL;
        END;
        $func$;
    ', trigger_function_name, target_table_name, target_table_name, target_table_name);

    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', trigger_name, source_partition_name);

    EXECUTE format('
        CREATE TRIGGER %I
        AFTER INSERT OR UPDATE OR DELETE ON %I
        FOR EACH ROW
        EXECUTE FUNCTION %I();
    ', trigger_name, source_partition_name, trigger_function_name);

    RAISE NOTICE 'Created table % as a copy of partition % with sync trigger', target_table_name, source_partition_name;

    RETURN target_table_name;
END;
$_$;

CREATE FUNCTION hatchet.create_olap_payload_offload_range_chunks(partition_date date, window_size integer, chunk_size integer, last_external_id uuid) RETURNS TABLE(lower_external_id uuid, upper_external_id uuid)
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH paginated AS (
            SELECT external_id, ROW_NUMBER() OVER (ORDER BY external_id) AS rn
            FROM %I
            WHERE external_id > $1::UUID
            ORDER BY external_id
            LIMIT $2::INTEGER
        ), lower_bounds AS (
            SELECT rn::INTEGER / $3::INTEGER AS batch_ix, external_id::UUID
            FROM paginated
            WHERE MOD(rn, $3::INTEGER) = 1
        ), upper_bounds AS (
            SELECT
                CEIL(rn::FLOAT / $3::FLOAT) - 1 AS batch_ix,
                external_id::UUID
            FROM paginated
            WHERE MOD(rn, $3::INTEGER) = 0 OR rn = (SELECT MAX(rn) FROM paginated)
        )

        SELECT
            lb.external_id AS lower_external_id,
            ub.external_id AS upper_external_id
        FROM lower_bounds lb
        JOIN upper_bounds ub ON lb.batch_ix = ub.batch_ix
        ORDER BY lb.external_id
    ', source_partition_name);

    RETURN QUERY EXECUTE query USING last_external_id, window_size, chunk_size;
END;
$_$;

CREATE FUNCTION hatchet.create_payload_offload_range_chunks(partition_date date, window_size integer, chunk_size integer, last_external_id uuid) RETURNS TABLE(lower_external_id uuid, upper_external_id uuid)
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH paginated AS (
            SELECT external_id, ROW_NUMBER() OVER (ORDER BY external_id) AS rn
            FROM %I
            WHERE external_id > $1::UUID
            ORDER BY external_id
            LIMIT $2::INTEGER
        ), lower_bounds AS (
            SELECT rn::INTEGER / $3::INTEGER AS batch_ix, external_id::UUID
            FROM paginated
            WHERE MOD(rn, $3::INTEGER) = 1
        ), upper_bounds AS (
            SELECT
                -- Using \`CEIL\` and subtracting 1 here to make the \`batch_ix\` zero indexed like the \`lower_bounds\` one is.
                -- We need the \`CEIL\` to handle the case where the number of rows in the window is not evenly divisible by the batch size,
                -- because without CEIL if e.g. there were 5 rows in the window and a batch size of two and we did integer division, we would end
                -- up with batches of index 0, 1, and 1 after dividing and subtracting. With float division and \`CEIL\`, we get 0, 1, and 2 as expected.
                -- Then we need to subtract one because we compute the batch index by using integer division on the lower bounds, which are all zero indexed.
                CEIL(rn::FLOAT / $3::FLOAT) - 1 AS batch_ix,
                external_id::UUID
            FROM paginated
            -- We want to include either the last row of each batch, or the last row of the entire paginated set, which may not line up with a batch end.
            WHERE MOD(rn, $3::INTEGER) = 0 OR rn = (SELECT MAX(rn) FROM paginated)
        )

        SELECT
            lb.external_id AS lower_external_id,
            ub.external_id AS upper_external_id
        FROM lower_bounds lb
        JOIN upper_bounds ub ON lb.batch_ix = ub.batch_ix
        ORDER BY lb.external_id
    ', source_partition_name);

    RETURN QUERY EXECUTE query USING last_external_id, window_size, chunk_size;
END;
$_$;

CREATE FUNCTION hatchet.create_v1_hash_partitions(targettablename text, num_partitions integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    existing_count INT;
    partition_name text;
    created_count INT := 0;
    i INT;
BEGIN
    SELECT count(*) INTO existing_count
    FROM pg_inherits
    WHERE inhparent = targetTableName::regclass;

    IF existing_count > num_partitions THEN
        RAISE EXCEPTION 'Cannot decrease the number of partitions: we already have % partitions which is more than the target %', existing_count, num_partitions;
    END IF;

    FOR i IN 0..(num_partitions - 1) LOOP
        partition_name := format('%s_%s', targetTableName, i);
        IF to_regclass(partition_name) IS NULL THEN
            EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING INDEXES)', partition_name, targetTableName);
            EXECUTE format('ALTER TABLE %I SET (
                autovacuum_vacuum_scale_factor = ''0.1'',
                autovacuum_analyze_scale_factor = ''0.05'',
                autovacuum_vacuum_threshold = ''25'',
                autovacuum_analyze_threshold = ''25'',
                autovacuum_vacuum_cost_delay = ''10'',
                autovacuum_vacuum_cost_limit = ''1000''
            )', partition_name);
            EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES WITH (modulus %s, remainder %s)', targetTableName, partition_name, num_partitions, i);
            created_count := created_count + 1;
        END IF;
    END LOOP;
    RETURN created_count;
END;
$$;

CREATE FUNCTION hatchet.create_v1_partition_with_status(newtablename text, status hatchet.v1_readable_status_olap) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    targetNameWithStatus varchar;
BEGIN
    SELECT lower(format('%s_%s', newTableName, status::text)) INTO targetNameWithStatus;

    -- exit if the table exists
    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = targetNameWithStatus) THEN
        RETURN 0;
    END IF;

    EXECUTE
        format('CREATE TABLE %s (LIKE %s INCLUDING INDEXES)', targetNameWithStatus, newTableName);
    EXECUTE
        format('ALTER TABLE %s SET (
            autovacuum_vacuum_scale_factor = ''0.1'',
            autovacuum_analyze_scale_factor=''0.05'',
            autovacuum_vacuum_threshold=''25'',
            autovacuum_analyze_threshold=''25'',
            autovacuum_vacuum_cost_delay=''10'',
            autovacuum_vacuum_cost_limit=''1000''
        )', targetNameWithStatus);
    EXECUTE
        format('ALTER TABLE %s ATTACH PARTITION %s FOR VALUES IN (''%s'')', newTableName, targetNameWithStatus, status);
    RETURN 1;
END;
$$;

CREATE FUNCTION hatchet.create_v1_range_partition(targettablename text, targetdate date, fillfactor integer DEFAULT 100) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    targetDateStr varchar;
    targetDatePlusOneDayStr varchar;
    newTableName varchar;
BEGIN
    SELECT to_char(targetDate, 'YYYYMMDD') INTO targetDateStr;
    SELECT to_char(targetDate + INTERVAL '1 day', 'YYYYMMDD') INTO targetDatePlusOneDayStr;
    SELECT lower(format('%s_%s', targetTableName, targetDateStr)) INTO newTableName;
    -- exit if the table exists
    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = newTableName) THEN
        RETURN 0;
    END IF;

    EXECUTE
        format('CREATE TABLE %s (LIKE %s INCLUDING INDEXES INCLUDING CONSTRAINTS)', newTableName, targetTableName);
    EXECUTE format('ALTER TABLE %I SET (
            fillfactor = %s,
            autovacuum_vacuum_scale_factor = ''0.1'',
            autovacuum_analyze_scale_factor=''0.05'',
            autovacuum_vacuum_threshold=''25'',
            autovacuum_analyze_threshold=''25'',
            autovacuum_vacuum_cost_delay=''10'',
            autovacuum_vacuum_cost_limit=''1000''
        )', newTableName, fillfactor);
    EXECUTE
        format('ALTER TABLE %s ATTACH PARTITION %s FOR VALUES FROM (''%s'') TO (''%s'')', targetTableName, newTableName, targetDateStr, targetDatePlusOneDayStr);
    RETURN 1;
END;
$$;

CREATE FUNCTION hatchet.create_v1_step_concurrency() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  wf_concurrency_row v1_workflow_concurrency%ROWTYPE;
  child_ids bigint[];
BEGIN
  IF NEW."concurrencyGroupExpression" IS NOT NULL THEN
    -- Insert into v1_workflow_concurrency and capture the inserted row.
    INSERT INTO v1_workflow_concurrency (
      workflow_id,
      workflow_version_id,
      strategy,
      expression,
      tenant_id,
      max_concurrency
    )
    SELECT
      wf."id",
      wv."id",
      NEW."limitStrategy"::VARCHAR::v1_concurrency_strategy,
      NEW."concurrencyGroupExpression",
      wf."tenantId",
      NEW."maxRuns"
    FROM "WorkflowVersion" wv
    JOIN "Workflow" wf ON wv."workflowId" = wf."id"
    WHERE wv."id" = NEW."workflowVersionId"
    RETURNING * INTO wf_concurrency_row;

    -- Insert into v1_step_concurrency and capture the inserted rows into a variable.
    WITH inserted_steps AS (
      INSERT INTO v1_step_concurrency (
        parent_strategy_id,
        workflow_id,
        workflow_version_id,
        step_id,
        strategy,
        expression,
        tenant_id,
        max_concurrency
      )
      SELECT
        wf_concurrency_row.id,
        s."workflowId",
        s."workflowVersionId",
        s."id",
        NEW."limitStrategy"::VARCHAR::v1_concurrency_strategy,
        NEW."concurrencyGroupExpression",
        s."tenantId",
        NEW."maxRuns"
      FROM (
        SELECT
          s."id",
          wf."id" AS "workflowId",
          wv."id" AS "workflowVersionId",
          wf."tenantId"
        FROM "Step" s
        JOIN "Job" j ON s."jobId" = j."id"
        JOIN "WorkflowVersion" wv ON j."workflowVersionId" = wv."id"
        JOIN "Workflow" wf ON wv."workflowId" = wf."id"
        WHERE
          wv."id" = NEW."workflowVersionId"
          AND j."kind" = 'DEFAULT'
      ) s
      RETURNING *
    )
    SELECT array_remove(array_agg(t.id), NULL)::bigint[] INTO child_ids
    FROM inserted_steps t;

    -- Update the workflow concurrency row using its primary key.
    UPDATE v1_workflow_concurrency
    SET child_strategy_ids = child_ids
    WHERE workflow_id = wf_concurrency_row.workflow_id
      AND workflow_version_id = wf_concurrency_row.workflow_version_id
      AND id = wf_concurrency_row.id;
  END IF;
  RETURN NEW;
END;
$$;

CREATE FUNCTION hatchet.create_v1_weekly_range_partition(targettablename text, targetdate date) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    targetDateStr varchar;
    targetDatePlusOneWeekStr varchar;
    newTableName varchar;
BEGIN
    SELECT to_char(date_trunc('week', targetDate), 'YYYYMMDD') INTO targetDateStr;
    SELECT to_char(date_trunc('week', targetDate) + INTERVAL '1 week', 'YYYYMMDD') INTO targetDatePlusOneWeekStr;
    SELECT lower(format('%s_%s', targetTableName, targetDateStr)) INTO newTableName;
    -- exit if the table exists
    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = newTableName) THEN
        RETURN 0;
    END IF;

    EXECUTE
        format('CREATE TABLE %s (LIKE %s INCLUDING INDEXES)', newTableName, targetTableName);
    EXECUTE
        format('ALTER TABLE %s SET (
            autovacuum_vacuum_scale_factor = ''0.1'',
            autovacuum_analyze_scale_factor=''0.05'',
            autovacuum_vacuum_threshold=''25'',
            autovacuum_analyze_threshold=''25'',
            autovacuum_vacuum_cost_delay=''10'',
            autovacuum_vacuum_cost_limit=''1000''
        )', newTableName);
    EXECUTE
        format('ALTER TABLE %s ATTACH PARTITION %s FOR VALUES FROM (''%s'') TO (''%s'')', targetTableName, newTableName, targetDateStr, targetDatePlusOneWeekStr);
    RETURN 1;
END;
$$;

CREATE FUNCTION hatchet.diff_olap_payload_source_and_target_partitions(partition_date date) RETURNS TABLE(tenant_id uuid, external_id uuid, inserted_at timestamp with time zone, location hatchet.v1_payload_location_olap, external_location_key text, inline_content jsonb, updated_at timestamp with time zone)
    LANGUAGE plpgsql
    AS $$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    temp_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payloads_olap_offload_tmp_%s', partition_date_str) INTO temp_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        SELECT tenant_id, external_id, inserted_at, location, external_location_key, inline_content, updated_at
        FROM %I source
        WHERE NOT EXISTS (
            SELECT 1
            FROM %I AS target
            WHERE
                source.tenant_id = target.tenant_id
                AND source.external_id = target.external_id
                AND source.inserted_at = target.inserted_at
        )
    ', source_partition_name, temp_partition_name);

    RETURN QUERY EXECUTE query;
END;
$$;

CREATE FUNCTION hatchet.diff_payload_source_and_target_partitions(partition_date date) RETURNS TABLE(tenant_id uuid, id bigint, inserted_at timestamp with time zone, external_id uuid, type hatchet.v1_payload_type, location hatchet.v1_payload_location, external_location_key text, inline_content jsonb, updated_at timestamp with time zone)
    LANGUAGE plpgsql
    AS $$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    temp_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payload_offload_tmp_%s', partition_date_str) INTO temp_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        SELECT tenant_id, id, inserted_at, external_id, type, location, external_location_key, inline_content, updated_at
        FROM %I source
        WHERE NOT EXISTS (
            SELECT 1
            FROM %I AS target
            WHERE
                source.tenant_id = target.tenant_id
                AND source.inserted_at = target.inserted_at
                AND source.id = target.id
                AND source.type = target.type
        )
    ', source_partition_name, temp_partition_name);

    RETURN QUERY EXECUTE query;
END;
$$;

CREATE FUNCTION hatchet.find_matching_tenants_in_task_events_tmp_partition(partition_number integer, tenant_ids uuid[]) RETURNS uuid[]
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_table text;
    result UUID[];
BEGIN
    partition_table := 'v1_task_events_olap_tmp_' || partition_number::text;

    EXECUTE format(
        'SELECT ARRAY(
            SELECT DISTINCT e.tenant_id
            FROM %I e
            WHERE e.tenant_id = ANY($1)
              AND e.requeue_after <= CURRENT_TIMESTAMP
        )',
        partition_table)
    USING tenant_ids
    INTO result;

    RETURN result;
END;
$_$;

CREATE FUNCTION hatchet.find_matching_tenants_in_task_status_updates_tmp_partition(partition_number integer, tenant_ids uuid[]) RETURNS uuid[]
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_table text;
    result UUID[];
BEGIN
    partition_table := 'v1_task_status_updates_tmp_' || partition_number::text;

    EXECUTE format(
        'SELECT ARRAY(
            SELECT DISTINCT e.tenant_id
            FROM %I e
            WHERE e.tenant_id = ANY($1)
              AND e.requeue_after <= CURRENT_TIMESTAMP
        )',
        partition_table)
    USING tenant_ids
    INTO result;

    RETURN result;
END;
$_$;

CREATE TABLE hatchet."RateLimit" (
    "tenantId" uuid NOT NULL,
    key text NOT NULL,
    "limitValue" integer NOT NULL,
    value integer NOT NULL,
    "window" text NOT NULL,
    "lastRefill" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE FUNCTION hatchet.get_refill_value(rate_limit hatchet."RateLimit") RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    refill_amount INTEGER;
BEGIN
    IF (NOW() - rate_limit."lastRefill") >= (rate_limit."window"::INTERVAL - INTERVAL '10 milliseconds') THEN
        refill_amount := rate_limit."limitValue";
    ELSE
        refill_amount := rate_limit."value";
    END IF;
    RETURN refill_amount;
END;
$$;

CREATE FUNCTION hatchet.get_v1_partitions_before_date(targettablename text, targetdate date) RETURNS TABLE(partition_name text)
    LANGUAGE plpgsql
    AS $$
BEGIN
    RETURN QUERY
    SELECT
        inhrelid::regclass::text AS partition_name
    FROM
        pg_inherits
    WHERE
        inhparent = targetTableName::regclass
        AND substring(inhrelid::regclass::text, format('%s_(\\d{8})', targetTableName)) ~ '^\\d{8}'
        AND (substring(inhrelid::regclass::text, format('%s_(\\d{8})', targetTableName))::date) < targetDate;
END;
$$;

CREATE FUNCTION hatchet.get_v1_weekly_partitions_before_date(targettablename text, targetdate date) RETURNS TABLE(partition_name text)
    LANGUAGE plpgsql
    AS $$
BEGIN
    RETURN QUERY
    SELECT
        inhrelid::regclass::text AS partition_name
    FROM
        pg_inherits
    WHERE
        inhparent = targetTableName::regclass
        AND substring(inhrelid::regclass::text, format('%s_(\\d{8})', targetTableName)) ~ '^\\d{8}'
        AND (substring(inhrelid::regclass::text, format('%s_(\\d{8})', targetTableName))::date) < targetDate
        AND (substring(inhrelid::regclass::text, format('%s_(\\d{8})', targetTableName))::date) < NOW() - INTERVAL '1 week'
    ;
END;
$$;

CREATE FUNCTION hatchet.list_paginated_olap_payloads_for_offload(partition_date date, last_external_id uuid, next_external_id uuid, batch_size integer) RETURNS TABLE(tenant_id uuid, external_id uuid, location hatchet.v1_payload_location_olap, external_location_key text, inline_content jsonb, inserted_at timestamp with time zone, updated_at timestamp with time zone)
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH candidates AS MATERIALIZED (
            SELECT tenant_id, external_id, location, external_location_key, inline_content, inserted_at, updated_at
            FROM %I
            WHERE external_id >= $1::UUID
            ORDER BY external_id
            LIMIT $3 * 2
        )

        SELECT tenant_id, external_id, location, external_location_key, inline_content, inserted_at, updated_at
        FROM candidates
        WHERE
            external_id >= $1
            AND external_id <= $2
        ORDER BY external_id
    ', source_partition_name);

    RETURN QUERY EXECUTE query USING last_external_id, next_external_id, batch_size;
END;
$_$;

CREATE FUNCTION hatchet.list_paginated_payloads_for_offload(partition_date date, last_external_id uuid, next_external_id uuid, batch_size integer) RETURNS TABLE(tenant_id uuid, id bigint, inserted_at timestamp with time zone, external_id uuid, type hatchet.v1_payload_type, location hatchet.v1_payload_location, external_location_key text, inline_content jsonb, updated_at timestamp with time zone)
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    query text;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE EXCEPTION 'Partition % does not exist', source_partition_name;
    END IF;

    query := format('
        WITH candidates AS MATERIALIZED (
            SELECT tenant_id, id, inserted_at, external_id, type, location,
                external_location_key, inline_content, updated_at
            FROM %I
            WHERE external_id >= $1::UUID
            ORDER BY external_id

            -- Multiplying by two here to handle an edge case. There is a small chance we miss a row
            -- when a different row is inserted before it, in between us creating the chunks and selecting
            -- them. By multiplying by two to create a "candidate" set, we significantly reduce the chance of us missing
            -- rows in this way, since if a row is inserted before one of our last rows, we will still have
            -- the next row after it in the candidate set.
            LIMIT $3 * 2
        )

        SELECT tenant_id, id, inserted_at, external_id, type, location,
               external_location_key, inline_content, updated_at
        FROM candidates
        WHERE
            external_id >= $1
            AND external_id <= $2
        ORDER BY external_id
    ', source_partition_name);

    RETURN QUERY EXECUTE query USING last_external_id, next_external_id, batch_size;
END;
$_$;

CREATE TABLE hatchet.v1_task_events_olap_tmp (
    tenant_id uuid NOT NULL,
    requeue_after timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requeue_retries integer DEFAULT 0 NOT NULL,
    id bigint NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    event_type hatchet.v1_event_type_olap NOT NULL,
    readable_status hatchet.v1_readable_status_olap NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    worker_id uuid
)
PARTITION BY HASH (task_id);

CREATE FUNCTION hatchet.list_task_events_tmp(partition_number integer, tenant_id uuid, event_limit integer) RETURNS SETOF hatchet.v1_task_events_olap_tmp
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_table text;
BEGIN
    partition_table := 'v1_task_events_olap_tmp_' || partition_number::text;
    RETURN QUERY EXECUTE format(
        'SELECT e.*
         FROM %I e
         WHERE e.tenant_id = $1
           AND e.requeue_after <= CURRENT_TIMESTAMP
         ORDER BY e.requeue_after, e.task_id, e.id
         LIMIT $2
         FOR UPDATE SKIP LOCKED',
         partition_table)
    USING tenant_id, event_limit;
END;
$_$;

CREATE TABLE hatchet.v1_task_status_updates_tmp (
    tenant_id uuid NOT NULL,
    requeue_after timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requeue_retries integer DEFAULT 0 NOT NULL,
    id bigint NOT NULL,
    dag_id bigint NOT NULL,
    dag_inserted_at timestamp with time zone NOT NULL
)
PARTITION BY HASH (dag_id);

CREATE FUNCTION hatchet.list_task_status_updates_tmp(partition_number integer, tenant_id uuid, event_limit integer) RETURNS SETOF hatchet.v1_task_status_updates_tmp
    LANGUAGE plpgsql
    AS $_$
DECLARE
    partition_table text;
BEGIN
    partition_table := 'v1_task_status_updates_tmp_' || partition_number::text;
    RETURN QUERY EXECUTE format(
        'SELECT e.*
         FROM %I e
         WHERE e.tenant_id = $1
           AND e.requeue_after <= CURRENT_TIMESTAMP
         ORDER BY e.dag_id
         LIMIT $2
         FOR UPDATE SKIP LOCKED',
         partition_table)
    USING tenant_id, event_limit;
END;
$_$;

CREATE FUNCTION hatchet.migrate_workflow_concurrency(workflowversionid uuid) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
  v0_wf_concurrency_row "WorkflowConcurrency"%ROWTYPE;
  wf_concurrency_row v1_workflow_concurrency%ROWTYPE;
  child_ids bigint[];
BEGIN
    SELECT * FROM "WorkflowConcurrency"
    WHERE "workflowVersionId" = workflowVersionId
    INTO v0_wf_concurrency_row;

    RAISE NOTICE 'Migrating workflow concurrency for workflow version %', workflowVersionId;

    IF v0_wf_concurrency_row."concurrencyGroupExpression" IS NOT NULL THEN
        RAISE NOTICE 'Migrating %', row_to_json(v0_wf_concurrency_row);

        -- Insert into v1_workflow_concurrency and capture the inserted row.
        INSERT INTO v1_workflow_concurrency (
        workflow_id,
        workflow_version_id,
        strategy,
        expression,
        tenant_id,
        max_concurrency
        )
        SELECT
        wf."id",
        wv."id",
        v0_wf_concurrency_row."limitStrategy"::VARCHAR::v1_concurrency_strategy,
        v0_wf_concurrency_row."concurrencyGroupExpression",
        wf."tenantId",
        v0_wf_concurrency_row."maxRuns"
        FROM "WorkflowVersion" wv
        JOIN "Workflow" wf ON wv."workflowId" = wf."id"
        WHERE wv."id" = v0_wf_concurrency_row."workflowVersionId"
        RETURNING * INTO wf_concurrency_row;

        -- Insert into v1_step_concurrency and capture the inserted rows into a variable.
        WITH inserted_steps AS (
        INSERT INTO v1_step_concurrency (
            parent_strategy_id,
            workflow_id,
            workflow_version_id,
            step_id,
            strategy,
            expression,
            tenant_id,
            max_concurrency
        )
        SELECT
            wf_concurrency_row.id,
            s."workflowId",
            s."workflowVersionId",
            s."id",
            v0_wf_concurrency_row."limitStrategy"::VARCHAR::v1_concurrency_strategy,
            v0_wf_concurrency_row."concurrencyGroupExpression",
            s."tenantId",
            v0_wf_concurrency_row."maxRuns"
        FROM (
            SELECT
            s."id",
            wf."id" AS "workflowId",
            wv."id" AS "workflowVersionId",
            wf."tenantId"
            FROM "Step" s
            JOIN "Job" j ON s."jobId" = j."id"
            JOIN "WorkflowVersion" wv ON j."workflowVersionId" = wv."id"
            JOIN "Workflow" wf ON wv."workflowId" = wf."id"
            WHERE
            wv."id" = v0_wf_concurrency_row."workflowVersionId"
            AND j."kind" = 'DEFAULT'
        ) s
        RETURNING *
        )
        SELECT array_remove(array_agg(t.id), NULL)::bigint[] INTO child_ids
        FROM inserted_steps t;

        -- Update the workflow concurrency row using its primary key.
        UPDATE v1_workflow_concurrency
        SET child_strategy_ids = child_ids
        WHERE workflow_id = wf_concurrency_row.workflow_id
        AND workflow_version_id = wf_concurrency_row.workflow_version_id
        AND id = wf_concurrency_row.id;
    END IF;
END;
$$;

CREATE FUNCTION hatchet.notify_message_queue_item() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    PERFORM pg_notify(
        NEW."queueId"::TEXT,
        NEW."id"::TEXT
    );
    RETURN NEW;
END;
$$;

CREATE FUNCTION hatchet.prevent_internal_name_or_slug() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  RETURN NEW;
END;
$$;

CREATE FUNCTION hatchet.swap_v1_payload_partition_with_temp(partition_date date) RETURNS text
    LANGUAGE plpgsql
    AS $$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    temp_table_name varchar;
    old_pk_name varchar;
    new_pk_name varchar;
    old_ext_id_idx_name varchar;
    new_ext_id_idx_name varchar;
    partition_start date;
    partition_end date;
    trigger_function_name varchar;
    trigger_name varchar;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payload_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payload_offload_tmp_%s', partition_date_str) INTO temp_table_name;
    SELECT format('v1_payload_offload_tmp_%s_pkey', partition_date_str) INTO old_pk_name;
    SELECT format('v1_payload_%s_pkey', partition_date_str) INTO new_pk_name;
    SELECT format('v1_payload_offload_tmp_%s_external_id_idx', partition_date_str) INTO old_ext_id_idx_name;
    SELECT format('v1_payload_%s_external_id_idx', partition_date_str) INTO new_ext_id_idx_name;
    SELECT format('sync_to_%s', temp_table_name) INTO trigger_function_name;
    SELECT format('trigger_sync_to_%s', temp_table_name) INTO trigger_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = temp_table_name) THEN
        RAISE EXCEPTION 'Temp table % does not exist', temp_table_name;
    END IF;

    partition_start := partition_date;
    partition_end := partition_date + INTERVAL '1 day';

    EXECUTE format(
        'ALTER TABLE %I SET (
            autovacuum_vacuum_scale_factor = ''0.1'',
            autovacuum_analyze_scale_factor = ''0.05'',
            autovacuum_vacuum_threshold = ''25'',
            autovacuum_analyze_threshold = ''25'',
            autovacuum_vacuum_cost_delay = ''10'',
            autovacuum_vacuum_cost_limit = ''1000''
        )',
        temp_table_name
    );
    RAISE NOTICE 'Set autovacuum settings on partition %', temp_table_name;

    LOCK TABLE v1_payload IN ACCESS EXCLUSIVE MODE;

    RAISE NOTICE 'Dropping trigger from partition %', source_partition_name;
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', trigger_name, source_partition_name);

    RAISE NOTICE 'Dropping trigger function %', trigger_function_name;
    EXECUTE format('DROP FUNCTION IF EXISTS %I()', trigger_function_name);

    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE NOTICE 'Dropping old partition %', source_partition_name;
        EXECUTE format('ALTER TABLE v1_payload DETACH PARTITION %I', source_partition_name);
        EXECUTE format('DROP TABLE %I CASCADE', source_partition_name);
    END IF;

    RAISE NOTICE 'Renaming primary key % to %', old_pk_name, new_pk_name;
    EXECUTE format('ALTER INDEX %I RENAME TO %I', old_pk_name, new_pk_name);

    RAISE NOTICE 'Renaming external_id index % to %', old_ext_id_idx_name, new_ext_id_idx_name;
    EXECUTE format('ALTER INDEX %I RENAME TO %I', old_ext_id_idx_name, new_ext_id_idx_name);

    RAISE NOTICE 'Renaming temp table % to %', temp_table_name, source_partition_name;
    EXECUTE format('ALTER TABLE %I RENAME TO %I', temp_table_name, source_partition_name);

    RAISE NOTICE 'Attaching new partition % to v1_payload', source_partition_name;
    EXECUTE format(
        'ALTER TABLE v1_payload ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        source_partition_name,
        partition_start,
        partition_end
    );

    RAISE NOTICE 'Dropping hack check constraint';
    EXECUTE format(
        'ALTER TABLE %I DROP CONSTRAINT %I',
        source_partition_name,
        temp_table_name || '_iat_chk_bounds'
    );

    RAISE NOTICE 'Successfully swapped partition %', source_partition_name;
    RETURN source_partition_name;
END;
$$;

CREATE FUNCTION hatchet.swap_v1_payloads_olap_partition_with_temp(partition_date date) RETURNS text
    LANGUAGE plpgsql
    AS $$
DECLARE
    partition_date_str varchar;
    source_partition_name varchar;
    temp_table_name varchar;
    old_pk_name varchar;
    new_pk_name varchar;
    old_ext_id_idx_name varchar;
    new_ext_id_idx_name varchar;
    partition_start date;
    partition_end date;
    trigger_function_name varchar;
    trigger_name varchar;
BEGIN
    IF partition_date IS NULL THEN
        RAISE EXCEPTION 'partition_date parameter cannot be NULL';
    END IF;

    SELECT to_char(partition_date, 'YYYYMMDD') INTO partition_date_str;
    SELECT format('v1_payloads_olap_%s', partition_date_str) INTO source_partition_name;
    SELECT format('v1_payloads_olap_offload_tmp_%s', partition_date_str) INTO temp_table_name;
    SELECT format('v1_payloads_olap_offload_tmp_%s_pkey', partition_date_str) INTO old_pk_name;
    SELECT format('v1_payloads_olap_%s_pkey', partition_date_str) INTO new_pk_name;
    SELECT format('v1_payloads_olap_offload_tmp_%s_external_id_idx', partition_date_str) INTO old_ext_id_idx_name;
    SELECT format('v1_payloads_olap_%s_external_id_idx', partition_date_str) INTO new_ext_id_idx_name;
    SELECT format('sync_to_%s', temp_table_name) INTO trigger_function_name;
    SELECT format('trigger_sync_to_%s', temp_table_name) INTO trigger_name;

    IF NOT EXISTS (SELECT 1 FROM pg_tables WHERE tablename = temp_table_name) THEN
        RAISE EXCEPTION 'Temp table % does not exist', temp_table_name;
    END IF;

    partition_start := partition_date;
    partition_end := partition_date + INTERVAL '1 day';

    EXECUTE format(
        'ALTER TABLE %I SET (
            autovacuum_vacuum_scale_factor = ''0.1'',
            autovacuum_analyze_scale_factor = ''0.05'',
            autovacuum_vacuum_threshold = ''25'',
            autovacuum_analyze_threshold = ''25'',
            autovacuum_vacuum_cost_delay = ''10'',
            autovacuum_vacuum_cost_limit = ''1000''
        )',
        temp_table_name
    );
    RAISE NOTICE 'Set autovacuum settings on partition %', temp_table_name;

    LOCK TABLE v1_payloads_olap IN ACCESS EXCLUSIVE MODE;

    RAISE NOTICE 'Dropping trigger from partition %', source_partition_name;
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', trigger_name, source_partition_name);

    RAISE NOTICE 'Dropping trigger function %', trigger_function_name;
    EXECUTE format('DROP FUNCTION IF EXISTS %I()', trigger_function_name);

    IF EXISTS (SELECT 1 FROM pg_tables WHERE tablename = source_partition_name) THEN
        RAISE NOTICE 'Dropping old partition %', source_partition_name;
        EXECUTE format('ALTER TABLE v1_payloads_olap DETACH PARTITION %I', source_partition_name);
        EXECUTE format('DROP TABLE %I CASCADE', source_partition_name);
    END IF;

    RAISE NOTICE 'Renaming primary key % to %', old_pk_name, new_pk_name;
    EXECUTE format('ALTER INDEX %I RENAME TO %I', old_pk_name, new_pk_name);

    RAISE NOTICE 'Renaming external_id index % to %', old_ext_id_idx_name, new_ext_id_idx_name;
    EXECUTE format('ALTER INDEX %I RENAME TO %I', old_ext_id_idx_name, new_ext_id_idx_name);

    RAISE NOTICE 'Renaming temp table % to %', temp_table_name, source_partition_name;
    EXECUTE format('ALTER TABLE %I RENAME TO %I', temp_table_name, source_partition_name);

    RAISE NOTICE 'Attaching new partition % to v1_payloads_olap', source_partition_name;
    EXECUTE format(
        'ALTER TABLE v1_payloads_olap ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        source_partition_name,
        partition_start,
        partition_end
    );

    RAISE NOTICE 'Dropping hack check constraint';
    EXECUTE format(
        'ALTER TABLE %I DROP CONSTRAINT %I',
        source_partition_name,
        temp_table_name || '_iat_chk_bounds'
    );

    RAISE NOTICE 'Successfully swapped partition %', source_partition_name;
    RETURN source_partition_name;
END;
$$;

CREATE FUNCTION hatchet.unnest_nd_1d(a anyarray, OUT a_1d anyarray) RETURNS SETOF anyarray
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
BEGIN                -- null is covered by STRICT
   IF a = '{}' THEN  -- empty
      a_1d = '{}';
      RETURN NEXT;
   ELSE              --  all other cases
      FOREACH a_1d SLICE 1 IN ARRAY a LOOP
         RETURN NEXT;
      END LOOP;
   END IF;
END
$$;

CREATE FUNCTION hatchet.v1_concurrency_slot_update_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- If the concurrency slot has next_keys, insert a new slot for the next key
    WITH new_slot_rows AS (
        SELECT
            t.id,
            t.inserted_at,
            t.retry_count,
            t.tenant_id,
            t.priority,
            t.queue,
            t.workflow_run_id,
            t.external_id,
            nt.next_parent_strategy_ids[1] AS parent_strategy_id,
            CASE
                WHEN array_length(nt.next_parent_strategy_ids, 1) > 1 THEN nt.next_parent_strategy_ids[2:array_length(nt.next_parent_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_parent_strategy_ids,
            nt.next_strategy_ids[1] AS strategy_id,
            CASE
                WHEN array_length(nt.next_strategy_ids, 1) > 1 THEN nt.next_strategy_ids[2:array_length(nt.next_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_strategy_ids,
            nt.next_keys[1] AS key,
            CASE
                WHEN array_length(nt.next_keys, 1) > 1 THEN nt.next_keys[2:array_length(nt.next_keys, 1)]
                ELSE '{}'::text[]
            END AS next_keys,
            t.workflow_id,
            t.workflow_version_id,
            CURRENT_TIMESTAMP + convert_duration_to_interval(t.schedule_timeout) AS schedule_timeout_at
        FROM new_table nt
        JOIN old_table ot USING (task_id, task_inserted_at, task_retry_count, key)
        JOIN v1_task t ON t.id = nt.task_id AND t.inserted_at = nt.task_inserted_at
        WHERE
            COALESCE(array_length(nt.next_keys, 1), 0) != 0
            AND nt.is_filled = TRUE
            AND nt.is_filled IS DISTINCT FROM ot.is_filled
    )
    INSERT INTO v1_concurrency_slot (
        task_id,
        task_inserted_at,
        task_retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        priority,
        key,
        next_keys,
        schedule_timeout_at,
        queue_to_notify
    )
    SELECT
        id,
        inserted_at,
        retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        COALESCE(priority, 1),
        key,
        next_keys,
        schedule_timeout_at,
        queue
    FROM new_slot_rows;

    -- If the concurrency slot does not have next_keys, insert an item into v1_queue_item
    WITH tasks AS (
        SELECT
            t.*
        FROM
            new_table nt
        JOIN old_table ot USING (task_id, task_inserted_at, task_retry_count, key)
        JOIN v1_task t ON t.id = nt.task_id AND t.inserted_at = nt.task_inserted_at
        WHERE
            COALESCE(array_length(nt.next_keys, 1), 0) = 0
            AND nt.is_filled = TRUE
            AND nt.is_filled IS DISTINCT FROM ot.is_filled
    )
    INSERT INTO v1_queue_item (
        tenant_id,
        queue,
        task_id,
        task_inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        schedule_timeout_at,
        step_timeout,
        priority,
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    )
    SELECT
        tenant_id,
        queue,
        id,
        inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        CURRENT_TIMESTAMP + convert_duration_to_interval(schedule_timeout),
        step_timeout,
        COALESCE(priority, 1),
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    FROM tasks
    ON CONFLICT (task_id, task_inserted_at, retry_count) DO NOTHING
    ;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_dag_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_lookup_table (
        external_id,
        tenant_id,
        dag_id,
        inserted_at
    )
    SELECT
        external_id,
        tenant_id,
        id,
        inserted_at
    FROM new_table
    ON CONFLICT (external_id) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_dags_olap_delete_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    DELETE FROM v1_runs_olap r
    USING old_rows o
    WHERE
        r.inserted_at = o.inserted_at
        AND r.id = o.id
        AND r.readable_status = o.readable_status
        AND r.kind = 'DAG';

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_dags_olap_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_runs_olap (
        tenant_id,
        id,
        inserted_at,
        external_id,
        readable_status,
        kind,
        workflow_id,
        workflow_version_id,
        additional_metadata,
        parent_task_external_id,
        idempotency_key
    )
    SELECT
        tenant_id,
        id,
        inserted_at,
        external_id,
        readable_status,
        'DAG',
        workflow_id,
        workflow_version_id,
        additional_metadata,
        parent_task_external_id,
        idempotency_key
    FROM new_rows
    ON CONFLICT (inserted_at, id) DO NOTHING;

    INSERT INTO v1_lookup_table_olap (
        tenant_id,
        external_id,
        dag_id,
        inserted_at
    )
    SELECT
        tenant_id,
        external_id,
        id,
        inserted_at
    FROM new_rows
    ON CONFLICT (external_id) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_dags_olap_status_update_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    UPDATE
        v1_runs_olap r
    SET
        readable_status = n.readable_status
    FROM new_rows n
    WHERE
        r.id = n.id
        AND r.inserted_at = n.inserted_at
        AND r.kind = 'DAG';

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_events_lookup_table_olap_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        INSERT INTO v1_event_lookup_table_olap (
            tenant_id,
            external_id,
            event_id,
            event_seen_at
        )
        SELECT
            tenant_id,
            external_id,
            id,
            seen_at
        FROM new_rows
        ON CONFLICT (tenant_id, external_id, event_seen_at) DO NOTHING;

        RETURN NULL;
    END;
    $$;

CREATE FUNCTION hatchet.v1_retry_queue_item_delete_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    WITH new_slot_rows AS (
        SELECT
            t.id,
            t.inserted_at,
            t.retry_count,
            t.tenant_id,
            t.workflow_run_id,
            t.external_id,
            t.concurrency_parent_strategy_ids[1] AS parent_strategy_id,
            CASE
                WHEN array_length(t.concurrency_parent_strategy_ids, 1) > 1 THEN t.concurrency_parent_strategy_ids[2:array_length(t.concurrency_parent_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_parent_strategy_ids,
            t.concurrency_strategy_ids[1] AS strategy_id,
            CASE
                WHEN array_length(t.concurrency_strategy_ids, 1) > 1 THEN t.concurrency_strategy_ids[2:array_length(t.concurrency_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_strategy_ids,
            t.concurrency_keys[1] AS key,
            CASE
                WHEN array_length(t.concurrency_keys, 1) > 1 THEN t.concurrency_keys[2:array_length(t.concurrency_keys, 1)]
                ELSE '{}'::text[]
            END AS next_keys,
            t.workflow_id,
            t.workflow_version_id,
            t.queue,
            CURRENT_TIMESTAMP + convert_duration_to_interval(t.schedule_timeout) AS schedule_timeout_at
        FROM deleted_rows dr
        JOIN
            v1_task t ON t.id = dr.task_id AND t.inserted_at = dr.task_inserted_at
        WHERE
            dr.retry_after <= NOW()
            AND t.initial_state = 'QUEUED'
            -- Check to see if the task has a concurrency strategy
            AND t.concurrency_strategy_ids[1] IS NOT NULL
    )
    INSERT INTO v1_concurrency_slot (
        task_id,
        task_inserted_at,
        task_retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        priority,
        key,
        next_keys,
        queue_to_notify,
        schedule_timeout_at
    )
    SELECT
        id,
        inserted_at,
        retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        4,
        key,
        next_keys,
        queue,
        schedule_timeout_at
    FROM new_slot_rows;

    WITH tasks AS (
        SELECT
            t.*
        FROM
            deleted_rows dr
        JOIN v1_task t ON t.id = dr.task_id AND t.inserted_at = dr.task_inserted_at
        WHERE
            dr.retry_after <= NOW()
            AND t.initial_state = 'QUEUED'
            AND t.concurrency_strategy_ids[1] IS NULL
    )
    INSERT INTO v1_queue_item (
        tenant_id,
        queue,
        task_id,
        task_inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        schedule_timeout_at,
        step_timeout,
        priority,
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    )
    SELECT
        tenant_id,
        queue,
        id,
        inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        CURRENT_TIMESTAMP + convert_duration_to_interval(schedule_timeout),
        step_timeout,
        4,
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    FROM tasks
    ON CONFLICT (task_id, task_inserted_at, retry_count) DO NOTHING
    ;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_runs_olap_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_statuses_olap (
        external_id,
        inserted_at,
        tenant_id,
        workflow_id,
        kind,
        readable_status
    )
    SELECT
        external_id,
        inserted_at,
        tenant_id,
        workflow_id,
        kind,
        readable_status
    FROM new_rows
    ON CONFLICT (external_id, inserted_at) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_runs_olap_status_update_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_statuses_olap (
        external_id,
        inserted_at,
        tenant_id,
        workflow_id,
        kind,
        readable_status
    )
    -- DISTINCT ON: nothing constraint-enforces (external_id, inserted_at)
    -- uniqueness across new_rows, and ON CONFLICT DO UPDATE errors if a single
    -- statement affects the same row twice. On duplicates, keep the
    -- highest-priority status.
    SELECT DISTINCT ON (external_id, inserted_at)
        external_id,
        inserted_at,
        tenant_id,
        workflow_id,
        kind,
        readable_status
    FROM new_rows
    ORDER BY external_id, inserted_at, v1_status_to_priority(readable_status) DESC
    ON CONFLICT (external_id, inserted_at) DO UPDATE
    SET readable_status = EXCLUDED.readable_status
    WHERE v1_statuses_olap.readable_status IS DISTINCT FROM EXCLUDED.readable_status;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_status_from_priority(p integer) RETURNS hatchet.v1_readable_status_olap
    LANGUAGE sql IMMUTABLE
    AS $$
    SELECT CASE p
        WHEN 1 THEN 'QUEUED'
        WHEN 2 THEN 'RUNNING'
        WHEN 3 THEN 'EVICTED'
        WHEN 4 THEN 'CANCELLED'
        WHEN 5 THEN 'FAILED'
        WHEN 6 THEN 'COMPLETED'
    END::v1_readable_status_olap;
$$;

CREATE FUNCTION hatchet.v1_status_to_priority(s hatchet.v1_readable_status_olap) RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$
    SELECT CASE s
        WHEN 'QUEUED'    THEN 1
        WHEN 'RUNNING'   THEN 2
        WHEN 'EVICTED'   THEN 3
        WHEN 'CANCELLED' THEN 4
        WHEN 'FAILED'    THEN 5
        WHEN 'COMPLETED' THEN 6
    END;
$$;

CREATE FUNCTION hatchet.v1_step_slot_request_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_step_slot_request (tenant_id, step_id, slot_type, units)
    SELECT
        "tenantId",
        "id",
        CASE WHEN "isDurable" THEN 'durable'::text ELSE 'default'::text END,
        1
    FROM new_rows
    ON CONFLICT (tenant_id, step_id, slot_type) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_task_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    rec RECORD;
BEGIN
    -- Only insert if there's a single task with initial_state = 'QUEUED' and concurrency_strategy_ids is not null
    IF (SELECT COUNT(*) FROM new_table WHERE initial_state = 'QUEUED' AND concurrency_strategy_ids[1] IS NOT NULL) > 0 THEN
        WITH new_slot_rows AS (
            SELECT
                id,
                inserted_at,
                retry_count,
                tenant_id,
                priority,
                concurrency_parent_strategy_ids[1] AS parent_strategy_id,
                CASE
                    WHEN array_length(concurrency_parent_strategy_ids, 1) > 1 THEN concurrency_parent_strategy_ids[2:array_length(concurrency_parent_strategy_ids, 1)]
                    ELSE '{}'::bigint[]
                END AS next_parent_strategy_ids,
                concurrency_strategy_ids[1] AS strategy_id,
                external_id,
                workflow_run_id,
                CASE
                    WHEN array_length(concurrency_strategy_ids, 1) > 1 THEN concurrency_strategy_ids[2:array_length(concurrency_strategy_ids, 1)]
                    ELSE '{}'::bigint[]
                END AS next_strategy_ids,
                concurrency_keys[1] AS key,
                CASE
                    WHEN array_length(concurrency_keys, 1) > 1 THEN concurrency_keys[2:array_length(concurrency_keys, 1)]
                    ELSE '{}'::text[]
                END AS next_keys,
                workflow_id,
                workflow_version_id,
                queue,
                CURRENT_TIMESTAMP + convert_duration_to_interval(schedule_timeout) AS schedule_timeout_at
            FROM new_table
            WHERE initial_state = 'QUEUED' AND concurrency_strategy_ids[1] IS NOT NULL
        )
        INSERT INTO v1_concurrency_slot (
            task_id,
            task_inserted_at,
            task_retry_count,
            external_id,
            tenant_id,
            workflow_id,
            workflow_version_id,
            workflow_run_id,
            parent_strategy_id,
            next_parent_strategy_ids,
            strategy_id,
            next_strategy_ids,
            priority,
            key,
            next_keys,
            queue_to_notify,
            schedule_timeout_at
        )
        SELECT
            id,
            inserted_at,
            retry_count,
            external_id,
            tenant_id,
            workflow_id,
            workflow_version_id,
            workflow_run_id,
            parent_strategy_id,
            next_parent_strategy_ids,
            strategy_id,
            next_strategy_ids,
            COALESCE(priority, 1),
            key,
            next_keys,
            queue,
            schedule_timeout_at
        FROM new_slot_rows;
    END IF;

    INSERT INTO v1_queue_item (
        tenant_id,
        queue,
        task_id,
        task_inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        schedule_timeout_at,
        step_timeout,
        priority,
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    )
    SELECT
        tenant_id,
        queue,
        id,
        inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        CURRENT_TIMESTAMP + convert_duration_to_interval(schedule_timeout),
        step_timeout,
        COALESCE(priority, 1),
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    FROM new_table
    WHERE initial_state = 'QUEUED' AND concurrency_strategy_ids[1] IS NULL
    ON CONFLICT (task_id, task_inserted_at, retry_count) DO NOTHING
    ;

    -- Only insert into v1_dag and v1_dag_to_task if dag_id and dag_inserted_at are not null
    IF (SELECT COUNT(*) FROM new_table WHERE dag_id IS NOT NULL AND dag_inserted_at IS NOT NULL) > 0 THEN
        INSERT INTO v1_dag_to_task (
            dag_id,
            dag_inserted_at,
            task_id,
            task_inserted_at
        )
        SELECT
            dag_id,
            dag_inserted_at,
            id,
            inserted_at
        FROM new_table
        WHERE dag_id IS NOT NULL AND dag_inserted_at IS NOT NULL;
    END IF;

    INSERT INTO v1_lookup_table (
        external_id,
        tenant_id,
        task_id,
        inserted_at
    )
    SELECT
        external_id,
        tenant_id,
        id,
        inserted_at
    FROM new_table
    ON CONFLICT (external_id) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_task_runtime_slot_delete_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    DELETE FROM v1_task_runtime_slot s
    USING deleted_rows d
    WHERE s.task_id = d.task_id
      AND s.task_inserted_at = d.task_inserted_at
      AND s.retry_count = d.retry_count;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_task_runtime_slot_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_task_runtime_slot (
        tenant_id,
        task_id,
        task_inserted_at,
        retry_count,
        worker_id,
        slot_type,
        units
    )
    SELECT
        tenant_id,
        task_id,
        task_inserted_at,
        retry_count,
        worker_id,
        'default'::text,
        1
    FROM new_rows nr
    WHERE nr.worker_id IS NOT NULL
    AND NOT EXISTS (
        SELECT 1 FROM v1_task_runtime_slot s
        WHERE s.task_id = nr.task_id
          AND s.task_inserted_at = nr.task_inserted_at
          AND s.retry_count = nr.retry_count
    )
    ON CONFLICT (task_id, task_inserted_at, retry_count, slot_type) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_task_update_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    WITH new_retry_rows AS (
        SELECT
            nt.id,
            nt.inserted_at,
            nt.retry_count,
            nt.tenant_id,
            -- NOTE: cap in log space before POWER. POWER(backoff_factor, app_retry_count)
            -- overflows float8 (SQLSTATE 22003) for large retry counts, and LEAST cannot
            -- prevent that because POWER is evaluated first. b^n > cap iff
            -- n * ln(b) > ln(cap), so compare logs and skip POWER when the result
            -- would exceed retry_max_backoff.
            NOW() + (
                LEAST(
                    COALESCE(nt.retry_max_backoff, 86400)::double precision,
                    CASE
                        WHEN nt.retry_backoff_factor <= 1 THEN
                            POWER(nt.retry_backoff_factor, nt.app_retry_count)
                        WHEN LN(nt.retry_backoff_factor) * nt.app_retry_count
                            >= LN(GREATEST(COALESCE(nt.retry_max_backoff, 86400), 1)::double precision) THEN
                            COALESCE(nt.retry_max_backoff, 86400)::double precision
                        ELSE
                            POWER(nt.retry_backoff_factor, nt.app_retry_count)
                    END
                ) * interval '1 second'
            ) AS retry_after
        FROM new_table nt
        JOIN old_table ot ON ot.id = nt.id
        WHERE nt.initial_state = 'QUEUED'
            AND nt.retry_backoff_factor IS NOT NULL
            AND ot.app_retry_count IS DISTINCT FROM nt.app_retry_count
            AND nt.app_retry_count != 0
    )
    INSERT INTO v1_retry_queue_item (
        task_id,
        task_inserted_at,
        task_retry_count,
        retry_after,
        tenant_id
    )
    SELECT
        id,
        inserted_at,
        retry_count,
        retry_after,
        tenant_id
    FROM new_retry_rows;

    WITH new_slot_rows AS (
        SELECT
            nt.id,
            nt.inserted_at,
            nt.retry_count,
            nt.tenant_id,
            nt.workflow_run_id,
            nt.external_id,
            nt.concurrency_parent_strategy_ids[1] AS parent_strategy_id,
            CASE
                WHEN array_length(nt.concurrency_parent_strategy_ids, 1) > 1 THEN nt.concurrency_parent_strategy_ids[2:array_length(nt.concurrency_parent_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_parent_strategy_ids,
            nt.concurrency_strategy_ids[1] AS strategy_id,
            CASE
                WHEN array_length(nt.concurrency_strategy_ids, 1) > 1 THEN nt.concurrency_strategy_ids[2:array_length(nt.concurrency_strategy_ids, 1)]
                ELSE '{}'::bigint[]
            END AS next_strategy_ids,
            nt.concurrency_keys[1] AS key,
            CASE
                WHEN array_length(nt.concurrency_keys, 1) > 1 THEN nt.concurrency_keys[2:array_length(nt.concurrency_keys, 1)]
                ELSE '{}'::text[]
            END AS next_keys,
            nt.workflow_id,
            nt.workflow_version_id,
            nt.queue,
            CURRENT_TIMESTAMP + convert_duration_to_interval(nt.schedule_timeout) AS schedule_timeout_at
        FROM new_table nt
        JOIN old_table ot ON ot.id = nt.id
        WHERE nt.initial_state = 'QUEUED'
            -- Concurrency strategy id should never be null
            AND nt.concurrency_strategy_ids[1] IS NOT NULL
            AND (nt.retry_backoff_factor IS NULL OR ot.app_retry_count IS NOT DISTINCT FROM nt.app_retry_count OR nt.app_retry_count = 0)
            AND ot.retry_count IS DISTINCT FROM nt.retry_count
    ), updated_slot AS (
        UPDATE
            v1_concurrency_slot cs
        SET
            task_retry_count = nt.retry_count,
            schedule_timeout_at = nt.schedule_timeout_at,
            is_filled = FALSE,
            priority = 4
        FROM
            new_slot_rows nt
        WHERE
            cs.task_id = nt.id
            AND cs.task_inserted_at = nt.inserted_at
            AND cs.strategy_id = nt.strategy_id
        RETURNING cs.*
    ), slots_to_insert AS (
        -- select the rows that were not updated
        SELECT
            nt.*
        FROM
            new_slot_rows nt
        LEFT JOIN
            updated_slot cs ON cs.task_id = nt.id AND cs.task_inserted_at = nt.inserted_at AND cs.strategy_id = nt.strategy_id
        WHERE
            cs.task_id IS NULL
    )
    INSERT INTO v1_concurrency_slot (
        task_id,
        task_inserted_at,
        task_retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        priority,
        key,
        next_keys,
        queue_to_notify,
        schedule_timeout_at
    )
    SELECT
        id,
        inserted_at,
        retry_count,
        external_id,
        tenant_id,
        workflow_id,
        workflow_version_id,
        workflow_run_id,
        parent_strategy_id,
        next_parent_strategy_ids,
        strategy_id,
        next_strategy_ids,
        4,
        key,
        next_keys,
        queue,
        schedule_timeout_at
    FROM slots_to_insert;

    INSERT INTO v1_queue_item (
        tenant_id,
        queue,
        task_id,
        task_inserted_at,
        external_id,
        action_id,
        step_id,
        workflow_id,
        workflow_run_id,
        schedule_timeout_at,
        step_timeout,
        priority,
        sticky,
        desired_worker_id,
        retry_count,
        desired_worker_label,
        batch_key
    )
    SELECT
        nt.tenant_id,
        nt.queue,
        nt.id,
        nt.inserted_at,
        nt.external_id,
        nt.action_id,
        nt.step_id,
        nt.workflow_id,
        nt.workflow_run_id,
        CURRENT_TIMESTAMP + convert_duration_to_interval(nt.schedule_timeout),
        nt.step_timeout,
        4,
        nt.sticky,
        nt.desired_worker_id,
        nt.retry_count,
        nt.desired_worker_label,
        nt.batch_key
    FROM new_table nt
    JOIN old_table ot ON ot.id = nt.id
    WHERE nt.initial_state = 'QUEUED'
        AND nt.concurrency_strategy_ids[1] IS NULL
        AND (nt.retry_backoff_factor IS NULL OR ot.app_retry_count IS NOT DISTINCT FROM nt.app_retry_count OR nt.app_retry_count = 0)
        AND ot.retry_count IS DISTINCT FROM nt.retry_count
    ON CONFLICT (task_id, task_inserted_at, retry_count) DO NOTHING
    ;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_tasks_olap_delete_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    DELETE FROM v1_runs_olap r
    USING old_rows o
    WHERE
        r.inserted_at = o.inserted_at
        AND r.id = o.id
        AND r.readable_status = o.readable_status
        AND r.kind = 'TASK'
        AND o.dag_id IS NULL;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_tasks_olap_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_runs_olap (
        tenant_id,
        id,
        inserted_at,
        external_id,
        readable_status,
        kind,
        workflow_id,
        workflow_version_id,
        additional_metadata,
        parent_task_external_id,
        idempotency_key
    )
    SELECT
        tenant_id,
        id,
        inserted_at,
        external_id,
        readable_status,
        'TASK',
        workflow_id,
        workflow_version_id,
        additional_metadata,
        parent_task_external_id,
        idempotency_key
    FROM new_rows
    WHERE dag_id IS NULL
    ON CONFLICT (inserted_at, id) DO NOTHING;

    INSERT INTO v1_lookup_table_olap (
        tenant_id,
        external_id,
        task_id,
        inserted_at
    )
    SELECT
        tenant_id,
        external_id,
        id,
        inserted_at
    FROM new_rows
    ON CONFLICT (external_id) DO NOTHING;

    -- If the task has a dag_id and dag_inserted_at, insert into the lookup table
    INSERT INTO v1_dag_to_task_olap (
        dag_id,
        dag_inserted_at,
        task_id,
        task_inserted_at
    )
    SELECT
        dag_id,
        dag_inserted_at,
        id,
        inserted_at
    FROM new_rows
    WHERE dag_id IS NOT NULL
    ON CONFLICT (dag_id, dag_inserted_at, task_id, task_inserted_at) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_tasks_olap_status_update_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    UPDATE
        v1_runs_olap r
    SET
        readable_status = n.readable_status
    FROM new_rows n
    WHERE
        r.id = n.id
        AND r.inserted_at = n.inserted_at
        AND r.kind = 'TASK';

    RETURN NULL;
END;
$$;

CREATE FUNCTION hatchet.v1_worker_slot_config_insert_function() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO v1_worker_slot_config (tenant_id, worker_id, slot_type, max_units)
    SELECT
        "tenantId",
        "id",
        'default'::text,
        "maxRuns"
    FROM new_rows
    WHERE "maxRuns" IS NOT NULL
    ON CONFLICT (tenant_id, worker_id, slot_type) DO NOTHING;

    RETURN NULL;
END;
$$;

CREATE FUNCTION outbox.topics_insert_trigger_fn() RETURNS trigger
    LANGUAGE plpgsql
    AS $_$
DECLARE
    new_topics text[];
BEGIN
    -- Bump activity for this batch's topics, at most once per 30s window per
    -- topic, bounding write churn on the topics table regardless of insert
    -- rate. FOR UPDATE SKIP LOCKED: the winning producer's row lock is held
    -- until its transaction commits, so at window rollover concurrent
    -- producers skip the bump instead of queueing behind it — and producers
    -- never block behind a ProcessMessages flush, which holds the topic row
    -- lock for its whole transaction. On a continuously-flushed topic that
    -- means every trigger bump can be skipped; the flush path compensates by
    -- bumping activity itself (BumpTopicActivityIfStale) under the very lock
    -- that causes the skips.
    EXECUTE format(
        $q$UPDATE %I.topics t
           SET last_inserted_at = now()
           WHERE t.topic IN (
               SELECT t2.topic FROM %I.topics t2
               WHERE t2.topic IN (SELECT DISTINCT i.topic FROM inserted AS i)
                 AND (t2.last_inserted_at IS NULL
                      OR t2.last_inserted_at < now() - interval '30 seconds')
               FOR UPDATE SKIP LOCKED
           )$q$,
        TG_TABLE_SCHEMA, TG_TABLE_SCHEMA
    );

    -- Read-before-write: collect only topics not already in the table.
    -- TG_TABLE_SCHEMA is used with %I so this works for any schema without
    -- touching search_path (no side-effects on the calling transaction).
    -- array_agg returns NULL when every topic in this batch already exists,
    -- allowing the early-return below to skip the INSERT entirely.
    EXECUTE format(
        $q$SELECT array_agg(DISTINCT i.topic)
           FROM inserted AS i
           WHERE NOT EXISTS (
               SELECT 1 FROM %I.topics AS t WHERE t.topic = i.topic
           )$q$,
        TG_TABLE_SCHEMA
    ) INTO new_topics;

    IF new_topics IS NULL THEN
        RETURN NULL;
    END IF;

    -- Register new topics with no expiration; expiration_nanos is set
    -- separately via WithTopicExpiration + Start.
    EXECUTE format(
        $q$INSERT INTO %I.topics (topic, expiration_nanos, last_inserted_at)
           SELECT unnest($1), NULL::bigint, now()
           ON CONFLICT (topic) DO NOTHING$q$,
        TG_TABLE_SCHEMA
    ) USING new_topics;

    RETURN NULL;
END;
$_$;

CREATE TABLE hatchet."APIToken" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    revoked boolean DEFAULT false NOT NULL,
    name text,
    "tenantId" uuid,
    "nextAlertAt" timestamp(3) without time zone,
    internal boolean DEFAULT false NOT NULL
);

CREATE TABLE hatchet."Action" (
    description text,
    "tenantId" uuid NOT NULL,
    "actionId" text NOT NULL,
    id uuid NOT NULL
);

CREATE TABLE hatchet."ControllerPartition" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastHeartbeat" timestamp(3) without time zone,
    name text
);

CREATE TABLE hatchet."Dispatcher" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "lastHeartbeatAt" timestamp(3) without time zone,
    "isActive" boolean DEFAULT true NOT NULL
);

CREATE TABLE hatchet."Event" (
    id uuid NOT NULL,
    "createdAt" timestamp without time zone DEFAULT clock_timestamp() NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    key text NOT NULL,
    "tenantId" uuid NOT NULL,
    "replayedFromId" uuid,
    data jsonb,
    "additionalMetadata" jsonb,
    "insertOrder" integer
);

CREATE TABLE hatchet."EventKey" (
    key text NOT NULL,
    "tenantId" uuid NOT NULL,
    id bigint NOT NULL
);

CREATE SEQUENCE hatchet."EventKey_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."EventKey_id_seq" OWNED BY hatchet."EventKey".id;

CREATE TABLE hatchet."GetGroupKeyRun" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "workerId" uuid,
    "tickerId" uuid,
    status hatchet."StepRunStatus" DEFAULT 'PENDING'::hatchet."StepRunStatus" NOT NULL,
    input jsonb,
    output text,
    "requeueAfter" timestamp(3) without time zone,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "timeoutAt" timestamp(3) without time zone,
    "cancelledAt" timestamp(3) without time zone,
    "cancelledReason" text,
    "cancelledError" text,
    "workflowRunId" uuid NOT NULL,
    "scheduleTimeoutAt" timestamp(3) without time zone
);

CREATE TABLE hatchet."InternalQueueItem" (
    id bigint NOT NULL,
    queue hatchet."InternalQueue" NOT NULL,
    "isQueued" boolean NOT NULL,
    data jsonb,
    "tenantId" uuid NOT NULL,
    priority integer DEFAULT 1 NOT NULL,
    "uniqueKey" text,
    CONSTRAINT "InternalQueueItem_priority_check" CHECK (((priority >= 1) AND (priority <= 4)))
);

CREATE SEQUENCE hatchet."InternalQueueItem_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."InternalQueueItem_id_seq" OWNED BY hatchet."InternalQueueItem".id;

CREATE TABLE hatchet."Job" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "workflowVersionId" uuid NOT NULL,
    name text NOT NULL,
    description text,
    timeout text,
    kind hatchet."JobKind" DEFAULT 'DEFAULT'::hatchet."JobKind" NOT NULL
);

CREATE TABLE hatchet."JobRun" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "jobId" uuid NOT NULL,
    "tickerId" uuid,
    status hatchet."JobRunStatus" DEFAULT 'PENDING'::hatchet."JobRunStatus" NOT NULL,
    result jsonb,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "timeoutAt" timestamp(3) without time zone,
    "cancelledAt" timestamp(3) without time zone,
    "cancelledReason" text,
    "cancelledError" text,
    "workflowRunId" uuid NOT NULL
);

CREATE TABLE hatchet."JobRunLookupData" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "jobRunId" uuid NOT NULL,
    "tenantId" uuid NOT NULL,
    data jsonb
);

CREATE TABLE hatchet."Lease" (
    id bigint NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "resourceId" text NOT NULL,
    kind hatchet."LeaseKind" NOT NULL
);

CREATE SEQUENCE hatchet."Lease_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."Lease_id_seq" OWNED BY hatchet."Lease".id;

CREATE TABLE hatchet."LogLine" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "stepRunId" uuid,
    message text NOT NULL,
    level hatchet."LogLineLevel" DEFAULT 'INFO'::hatchet."LogLineLevel" NOT NULL,
    metadata jsonb
);

CREATE SEQUENCE hatchet."LogLine_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."LogLine_id_seq" OWNED BY hatchet."LogLine".id;

CREATE TABLE hatchet."MessageQueue" (
    name text NOT NULL,
    "lastActive" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP,
    durable boolean DEFAULT true NOT NULL,
    "autoDeleted" boolean DEFAULT false NOT NULL,
    exclusive boolean DEFAULT false NOT NULL,
    "exclusiveConsumerId" uuid
);

CREATE TABLE hatchet."MessageQueueItem" (
    id bigint NOT NULL,
    payload jsonb NOT NULL,
    "readAfter" timestamp(3) without time zone,
    "expiresAt" timestamp(3) without time zone,
    "queueId" text,
    status hatchet."MessageQueueItemStatus" DEFAULT 'PENDING'::hatchet."MessageQueueItemStatus" NOT NULL
);

ALTER TABLE hatchet."MessageQueueItem" ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet."MessageQueueItem_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet."Queue" (
    id bigint NOT NULL,
    "tenantId" uuid NOT NULL,
    name text NOT NULL,
    "lastActive" timestamp(3) without time zone
);

CREATE TABLE hatchet."QueueItem" (
    id bigint NOT NULL,
    "stepRunId" uuid,
    "stepId" uuid,
    "actionId" text,
    "scheduleTimeoutAt" timestamp(3) without time zone,
    "stepTimeout" text,
    priority integer DEFAULT 1 NOT NULL,
    "isQueued" boolean NOT NULL,
    "tenantId" uuid NOT NULL,
    queue text NOT NULL,
    sticky hatchet."StickyStrategy",
    "desiredWorkerId" uuid,
    CONSTRAINT "QueueItem_priority_check" CHECK (((priority >= 1) AND (priority <= 4)))
);

CREATE SEQUENCE hatchet."QueueItem_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."QueueItem_id_seq" OWNED BY hatchet."QueueItem".id;

CREATE SEQUENCE hatchet."Queue_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."Queue_id_seq" OWNED BY hatchet."Queue".id;

CREATE TABLE hatchet."RetryQueueItem" (
    id bigint NOT NULL,
    "retryAfter" timestamp(3) without time zone NOT NULL,
    "stepRunId" uuid NOT NULL,
    "tenantId" uuid NOT NULL,
    "isQueued" boolean NOT NULL
);

CREATE SEQUENCE hatchet."RetryQueueItem_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."RetryQueueItem_id_seq" OWNED BY hatchet."RetryQueueItem".id;

CREATE TABLE hatchet."SNSIntegration" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "topicArn" text NOT NULL
);

CREATE TABLE hatchet."SchedulerPartition" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastHeartbeat" timestamp(3) without time zone,
    name text
);

CREATE TABLE hatchet."SecurityCheckIdent" (
    id uuid NOT NULL
);

CREATE TABLE hatchet."SemaphoreQueueItem" (
    "stepRunId" uuid NOT NULL,
    "workerId" uuid NOT NULL,
    "tenantId" uuid NOT NULL
);

CREATE TABLE hatchet."Service" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    name text NOT NULL,
    description text,
    "tenantId" uuid NOT NULL
);

CREATE TABLE hatchet."SlackAppWebhook" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "teamId" text NOT NULL,
    "teamName" text NOT NULL,
    "channelId" text NOT NULL,
    "channelName" text NOT NULL,
    "webhookURL" bytea NOT NULL
);

CREATE TABLE hatchet."Step" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "readableId" text,
    "tenantId" uuid NOT NULL,
    "jobId" uuid NOT NULL,
    "actionId" text NOT NULL,
    timeout text,
    "customUserData" jsonb,
    retries integer DEFAULT 0 NOT NULL,
    "scheduleTimeout" text DEFAULT '5m'::text NOT NULL,
    "retryBackoffFactor" double precision,
    "retryMaxBackoff" integer,
    "isDurable" boolean DEFAULT false NOT NULL,
    "isDagOrchestrator" boolean DEFAULT false NOT NULL
);

CREATE TABLE hatchet."StepDesiredWorkerLabel" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "stepId" uuid NOT NULL,
    key text NOT NULL,
    "strValue" text,
    "intValue" integer,
    required boolean NOT NULL,
    comparator hatchet."WorkerLabelComparator" NOT NULL,
    weight integer NOT NULL
);

CREATE SEQUENCE hatchet."StepDesiredWorkerLabel_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."StepDesiredWorkerLabel_id_seq" OWNED BY hatchet."StepDesiredWorkerLabel".id;

CREATE TABLE hatchet."StepExpression" (
    key text NOT NULL,
    "stepId" uuid NOT NULL,
    expression text NOT NULL,
    kind hatchet."StepExpressionKind" NOT NULL
);

CREATE TABLE hatchet."StepRateLimit" (
    units integer NOT NULL,
    "stepId" uuid NOT NULL,
    "rateLimitKey" text NOT NULL,
    "tenantId" uuid NOT NULL,
    kind hatchet."StepRateLimitKind" DEFAULT 'STATIC'::hatchet."StepRateLimitKind" NOT NULL
);

CREATE TABLE hatchet."StepRun" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "jobRunId" uuid NOT NULL,
    "stepId" uuid NOT NULL,
    "order" bigint NOT NULL,
    "workerId" uuid,
    "tickerId" uuid,
    status hatchet."StepRunStatus" DEFAULT 'PENDING'::hatchet."StepRunStatus" NOT NULL,
    input jsonb,
    output jsonb,
    "requeueAfter" timestamp(3) without time zone,
    "scheduleTimeoutAt" timestamp(3) without time zone,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "timeoutAt" timestamp(3) without time zone,
    "cancelledAt" timestamp(3) without time zone,
    "cancelledReason" text,
    "cancelledError" text,
    "inputSchema" jsonb,
    "callerFiles" jsonb,
    "gitRepoBranch" text,
    "retryCount" integer DEFAULT 0 NOT NULL,
    "semaphoreReleased" boolean DEFAULT false NOT NULL,
    queue text DEFAULT 'default'::text NOT NULL,
    priority integer,
    "internalRetryCount" integer DEFAULT 0 NOT NULL
);

CREATE TABLE hatchet."StepRunEvent" (
    id bigint NOT NULL,
    "timeFirstSeen" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "timeLastSeen" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "stepRunId" uuid,
    reason hatchet."StepRunEventReason" NOT NULL,
    severity hatchet."StepRunEventSeverity" NOT NULL,
    message text NOT NULL,
    count integer NOT NULL,
    data jsonb,
    "workflowRunId" uuid
);

CREATE SEQUENCE hatchet."StepRunEvent_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."StepRunEvent_id_seq" OWNED BY hatchet."StepRunEvent".id;

CREATE TABLE hatchet."StepRunExpressionEval" (
    key text NOT NULL,
    "stepRunId" uuid NOT NULL,
    "valueStr" text,
    "valueInt" integer,
    kind hatchet."StepExpressionKind" NOT NULL
);

CREATE TABLE hatchet."StepRunResultArchive" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "stepRunId" uuid NOT NULL,
    "order" bigint NOT NULL,
    input jsonb,
    output jsonb,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "timeoutAt" timestamp(3) without time zone,
    "cancelledAt" timestamp(3) without time zone,
    "cancelledReason" text,
    "cancelledError" text,
    "retryCount" integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE hatchet."StepRunResultArchive_order_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."StepRunResultArchive_order_seq" OWNED BY hatchet."StepRunResultArchive"."order";

CREATE SEQUENCE hatchet."StepRun_order_seq"
    AS smallint
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."StepRun_order_seq" OWNED BY hatchet."StepRun"."order";

CREATE TABLE hatchet."StreamEvent" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "stepRunId" uuid,
    message bytea NOT NULL,
    metadata jsonb
);

CREATE SEQUENCE hatchet."StreamEvent_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."StreamEvent_id_seq" OWNED BY hatchet."StreamEvent".id;

CREATE TABLE hatchet."Tenant" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    name text NOT NULL,
    slug text NOT NULL,
    "analyticsOptOut" boolean DEFAULT false NOT NULL,
    "alertMemberEmails" boolean DEFAULT true NOT NULL,
    "controllerPartitionId" text,
    "workerPartitionId" text,
    "dataRetentionPeriod" text DEFAULT '720h'::text NOT NULL,
    "schedulerPartitionId" text,
    version hatchet."TenantMajorEngineVersion" DEFAULT 'V1'::hatchet."TenantMajorEngineVersion" NOT NULL,
    "canUpgradeV1" boolean DEFAULT true NOT NULL,
    "uiVersion" hatchet."TenantMajorUIVersion" DEFAULT 'V0'::hatchet."TenantMajorUIVersion" NOT NULL,
    "onboardingData" jsonb,
    environment hatchet."TenantEnvironment",
    CONSTRAINT "Tenant_version_not_v0" CHECK ((version <> 'V0'::hatchet."TenantMajorEngineVersion"))
);

CREATE TABLE hatchet."TenantAlertEmailGroup" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    emails text NOT NULL
);

CREATE TABLE hatchet."TenantAlertingSettings" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "maxFrequency" text DEFAULT '1h'::text NOT NULL,
    "lastAlertedAt" timestamp(3) without time zone,
    "tickerId" uuid,
    "enableExpiringTokenAlerts" boolean DEFAULT true NOT NULL,
    "enableWorkflowRunFailureAlerts" boolean DEFAULT false NOT NULL,
    "enableTenantResourceLimitAlerts" boolean DEFAULT true NOT NULL
);

CREATE TABLE hatchet."TenantInviteLink" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "inviterEmail" text NOT NULL,
    "inviteeEmail" text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    status hatchet."InviteLinkStatus" DEFAULT 'PENDING'::hatchet."InviteLinkStatus" NOT NULL,
    role hatchet."TenantMemberRole" DEFAULT 'OWNER'::hatchet."TenantMemberRole" NOT NULL,
    "canViewPayloads" boolean DEFAULT true NOT NULL
);

CREATE TABLE hatchet."TenantMember" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "userId" uuid NOT NULL,
    role hatchet."TenantMemberRole" NOT NULL,
    "canViewPayloads" boolean DEFAULT true NOT NULL
);

CREATE TABLE hatchet."TenantResourceLimit" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    resource hatchet."LimitResource" NOT NULL,
    "tenantId" uuid NOT NULL,
    "limitValue" integer NOT NULL,
    "alarmValue" integer,
    value integer DEFAULT 0 NOT NULL,
    "window" text,
    "lastRefill" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "customValueMeter" boolean DEFAULT false NOT NULL
);

CREATE TABLE hatchet."TenantResourceLimitAlert" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "resourceLimitId" uuid NOT NULL,
    "tenantId" uuid NOT NULL,
    resource hatchet."LimitResource" NOT NULL,
    "alertType" hatchet."TenantResourceLimitAlertType" NOT NULL,
    value integer NOT NULL,
    "limit" integer NOT NULL
);

CREATE TABLE hatchet."TenantVcsProvider" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "vcsProvider" hatchet."VcsProvider" NOT NULL,
    config jsonb
);

CREATE TABLE hatchet."TenantWorkerPartition" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastHeartbeat" timestamp(3) without time zone,
    name text
);

CREATE TABLE hatchet."Ticker" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastHeartbeatAt" timestamp(3) without time zone,
    "isActive" boolean DEFAULT true NOT NULL
);

CREATE TABLE hatchet."TimeoutQueueItem" (
    id bigint NOT NULL,
    "stepRunId" uuid NOT NULL,
    "retryCount" integer NOT NULL,
    "timeoutAt" timestamp(3) without time zone NOT NULL,
    "tenantId" uuid NOT NULL,
    "isQueued" boolean NOT NULL
);

CREATE SEQUENCE hatchet."TimeoutQueueItem_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."TimeoutQueueItem_id_seq" OWNED BY hatchet."TimeoutQueueItem".id;

CREATE TABLE hatchet."User" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    email text NOT NULL,
    "emailVerified" boolean DEFAULT false NOT NULL,
    name text
);

CREATE TABLE hatchet."UserOAuth" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL,
    provider text NOT NULL,
    "providerUserId" text NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    "accessToken" bytea NOT NULL,
    "refreshToken" bytea
);

CREATE TABLE hatchet."UserPassword" (
    hash text NOT NULL,
    "userId" uuid NOT NULL
);

CREATE TABLE hatchet."UserSession" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid,
    data jsonb,
    "expiresAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE hatchet."WebhookWorker" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    name text NOT NULL,
    secret text NOT NULL,
    url text NOT NULL,
    "tokenValue" text,
    deleted boolean DEFAULT false NOT NULL,
    "tokenId" uuid,
    "tenantId" uuid NOT NULL
);

CREATE TABLE hatchet."WebhookWorkerRequest" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "webhookWorkerId" uuid NOT NULL,
    method hatchet."WebhookWorkerRequestMethod" NOT NULL,
    "statusCode" integer NOT NULL
);

CREATE TABLE hatchet."WebhookWorkerWorkflow" (
    id uuid NOT NULL,
    "webhookWorkerId" uuid NOT NULL,
    "workflowId" uuid NOT NULL
);

CREATE TABLE hatchet."Worker" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "lastHeartbeatAt" timestamp(3) without time zone,
    name text NOT NULL,
    "dispatcherId" uuid,
    "maxRuns" integer DEFAULT 100 NOT NULL,
    "isActive" boolean DEFAULT false NOT NULL,
    "lastListenerEstablished" timestamp(3) without time zone,
    "isPaused" boolean DEFAULT false NOT NULL,
    type hatchet."WorkerType" DEFAULT 'SELFHOSTED'::hatchet."WorkerType" NOT NULL,
    "webhookId" uuid,
    language hatchet."WorkerSDKS",
    "languageVersion" text,
    os text,
    "runtimeExtra" text,
    "sdkVersion" text,
    "durableTaskDispatcherId" uuid,
    "actionHash" bytea,
    "operatorId" uuid
);

CREATE TABLE hatchet."WorkerAssignEvent" (
    id bigint NOT NULL,
    "workerId" uuid,
    "assignedStepRuns" jsonb
);

CREATE SEQUENCE hatchet."WorkerAssignEvent_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."WorkerAssignEvent_id_seq" OWNED BY hatchet."WorkerAssignEvent".id;

CREATE TABLE hatchet."WorkerLabel" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "workerId" uuid NOT NULL,
    key text NOT NULL,
    "strValue" text,
    "intValue" integer
);

CREATE SEQUENCE hatchet."WorkerLabel_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."WorkerLabel_id_seq" OWNED BY hatchet."WorkerLabel".id;

CREATE TABLE hatchet."Workflow" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    name text NOT NULL,
    description text,
    "isPaused" boolean DEFAULT false,
    "pausedWorkflowCronRunQueueBehavior" hatchet."WorkflowPauseQueueBehavior",
    "pausedWorkflowScheduledRunQueueBehavior" hatchet."WorkflowPauseQueueBehavior",
    "pausedWorkflowQueueTTL" interval,
    CONSTRAINT "Workflow_PausedWorkflowCheck" CHECK (((("isPaused" = false) AND ("pausedWorkflowCronRunQueueBehavior" IS NULL) AND ("pausedWorkflowScheduledRunQueueBehavior" IS NULL) AND ("pausedWorkflowQueueTTL" IS NULL)) OR (("isPaused" = true) AND ("pausedWorkflowCronRunQueueBehavior" IS NOT NULL) AND ("pausedWorkflowScheduledRunQueueBehavior" IS NOT NULL) AND ("pausedWorkflowQueueTTL" IS NOT NULL))))
);

CREATE TABLE hatchet."WorkflowConcurrency" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "workflowVersionId" uuid NOT NULL,
    "getConcurrencyGroupId" uuid,
    "maxRuns" integer DEFAULT 1 NOT NULL,
    "limitStrategy" hatchet."ConcurrencyLimitStrategy" DEFAULT 'CANCEL_IN_PROGRESS'::hatchet."ConcurrencyLimitStrategy" NOT NULL,
    "concurrencyGroupExpression" text
);

CREATE TABLE hatchet."WorkflowRun" (
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "workflowVersionId" uuid NOT NULL,
    status hatchet."WorkflowRunStatus" DEFAULT 'PENDING'::hatchet."WorkflowRunStatus" NOT NULL,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "concurrencyGroupId" text,
    "displayName" text,
    id uuid NOT NULL,
    "childIndex" integer,
    "childKey" text,
    "parentId" uuid,
    "parentStepRunId" uuid,
    "additionalMetadata" jsonb,
    duration bigint,
    priority integer,
    "insertOrder" integer
);

CREATE TABLE hatchet."WorkflowRunDedupe" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "workflowId" uuid NOT NULL,
    "workflowRunId" uuid NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE hatchet."WorkflowRunDedupe_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."WorkflowRunDedupe_id_seq" OWNED BY hatchet."WorkflowRunDedupe".id;

CREATE TABLE hatchet."WorkflowRunStickyState" (
    id bigint NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    "workflowRunId" uuid NOT NULL,
    "desiredWorkerId" uuid,
    strategy hatchet."StickyStrategy" NOT NULL
);

CREATE SEQUENCE hatchet."WorkflowRunStickyState_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."WorkflowRunStickyState_id_seq" OWNED BY hatchet."WorkflowRunStickyState".id;

CREATE TABLE hatchet."WorkflowRunTriggeredBy" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "tenantId" uuid NOT NULL,
    "eventId" uuid,
    "cronParentId" uuid,
    "cronSchedule" text,
    "scheduledId" uuid,
    input jsonb,
    "parentId" uuid NOT NULL,
    "cronName" text
);

CREATE TABLE hatchet."WorkflowTag" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "tenantId" uuid NOT NULL,
    name text NOT NULL,
    color text DEFAULT '#93C5FD'::text NOT NULL
);

CREATE TABLE hatchet."WorkflowTriggerCronRef" (
    "parentId" uuid NOT NULL,
    cron text NOT NULL,
    "tickerId" uuid,
    input jsonb,
    enabled boolean DEFAULT true NOT NULL,
    "additionalMetadata" jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    name text,
    id uuid NOT NULL,
    method hatchet."WorkflowTriggerCronRefMethods" DEFAULT 'DEFAULT'::hatchet."WorkflowTriggerCronRefMethods" NOT NULL,
    priority integer DEFAULT 1 NOT NULL,
    CONSTRAINT "WorkflowTriggerCronRef_priority_check" CHECK (((priority >= 1) AND (priority <= 4)))
);

CREATE TABLE hatchet."WorkflowTriggerEventRef" (
    "parentId" uuid NOT NULL,
    "eventKey" text NOT NULL
);

CREATE TABLE hatchet."WorkflowTriggerScheduledRef" (
    id uuid NOT NULL,
    "parentId" uuid NOT NULL,
    "triggerAt" timestamp(3) without time zone NOT NULL,
    "tickerId" uuid,
    input jsonb,
    "childIndex" integer,
    "childKey" text,
    "parentStepRunId" uuid,
    "parentWorkflowRunId" uuid,
    "additionalMetadata" jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    method hatchet."WorkflowTriggerScheduledRefMethods" DEFAULT 'DEFAULT'::hatchet."WorkflowTriggerScheduledRefMethods" NOT NULL,
    priority integer DEFAULT 1 NOT NULL,
    CONSTRAINT "WorkflowTriggerScheduledRef_priority_check" CHECK (((priority >= 1) AND (priority <= 4)))
);

CREATE TABLE hatchet."WorkflowTriggers" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "workflowVersionId" uuid NOT NULL,
    "tenantId" uuid NOT NULL
);

CREATE TABLE hatchet."WorkflowVersion" (
    id uuid NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    version text,
    "order" bigint NOT NULL,
    "workflowId" uuid NOT NULL,
    checksum text NOT NULL,
    "scheduleTimeout" text DEFAULT '5m'::text NOT NULL,
    "onFailureJobId" uuid,
    sticky hatchet."StickyStrategy",
    kind hatchet."WorkflowKind" DEFAULT 'DAG'::hatchet."WorkflowKind" NOT NULL,
    "defaultPriority" integer,
    "createWorkflowVersionOpts" jsonb,
    "inputJsonSchema" jsonb,
    "idempotencyKeyExpression" text,
    "idempotencyKeyTtlMs" bigint,
    "idempotencyMethod" hatchet.idempotency_method,
    "isUsingDagOperator" boolean DEFAULT false NOT NULL,
    "dagShape" jsonb
);

CREATE SEQUENCE hatchet."WorkflowVersion_order_seq"
    AS smallint
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet."WorkflowVersion_order_seq" OWNED BY hatchet."WorkflowVersion"."order";

CREATE TABLE hatchet."_ActionToWorker" (
    "B" uuid NOT NULL,
    "A" uuid NOT NULL
);

CREATE TABLE hatchet."_ServiceToWorker" (
    "A" uuid NOT NULL,
    "B" uuid NOT NULL
);

CREATE TABLE hatchet."_StepOrder" (
    "A" uuid NOT NULL,
    "B" uuid NOT NULL
);

CREATE TABLE hatchet."_StepRunOrder" (
    "A" uuid NOT NULL,
    "B" uuid NOT NULL
);

CREATE TABLE hatchet."_WorkflowToWorkflowTag" (
    "A" uuid NOT NULL,
    "B" uuid NOT NULL
);

CREATE SEQUENCE hatchet.step_run_order_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet.step_run_order_seq OWNED BY hatchet."StepRun"."order";

CREATE TABLE hatchet.tenant_entitlement (
    tenant_id uuid NOT NULL,
    audit_logs boolean DEFAULT false NOT NULL,
    prometheus_metrics boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    strict_additional_metadata_filters boolean DEFAULT false NOT NULL,
    dag_operator boolean DEFAULT false NOT NULL
);

CREATE TABLE hatchet.v1_batch_runtime (
    tenant_id uuid NOT NULL,
    step_id uuid NOT NULL,
    action_id text NOT NULL,
    batch_key text NOT NULL,
    batch_id uuid NOT NULL,
    started_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hatchet.v1_batched_queue_item (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    queue text NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    external_id uuid NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout_at timestamp(3) without time zone,
    step_timeout text,
    priority integer DEFAULT 1 NOT NULL,
    sticky hatchet.v1_sticky_strategy NOT NULL,
    desired_worker_id uuid,
    retry_count integer DEFAULT 0 NOT NULL,
    batch_key text NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    payload_size integer DEFAULT 0 NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

ALTER TABLE hatchet.v1_batched_queue_item ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_batched_queue_item_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_cel_evaluation_failures_olap (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    source hatchet.v1_cel_evaluation_failure_source NOT NULL,
    error text NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
)
PARTITION BY RANGE (inserted_at);

ALTER TABLE hatchet.v1_cel_evaluation_failures_olap ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_cel_evaluation_failures_olap_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_concurrency_slot (
    sort_id bigint NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    task_retry_count integer NOT NULL,
    external_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    strategy_id bigint NOT NULL,
    parent_strategy_id bigint,
    priority integer DEFAULT 1 NOT NULL,
    key text NOT NULL,
    is_filled boolean DEFAULT false NOT NULL,
    next_parent_strategy_ids bigint[],
    next_strategy_ids bigint[],
    next_keys text[],
    queue_to_notify text NOT NULL,
    schedule_timeout_at timestamp(3) without time zone NOT NULL
);

ALTER TABLE hatchet.v1_concurrency_slot ALTER COLUMN sort_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_concurrency_slot_sort_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_dag (
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    display_name text NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    parent_task_external_id uuid,
    desired_worker_labels jsonb,
    idempotency_key text
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_dag_data (
    dag_id bigint NOT NULL,
    dag_inserted_at timestamp with time zone NOT NULL,
    input jsonb NOT NULL,
    additional_metadata jsonb
);

ALTER TABLE hatchet.v1_dag ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_dag_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_dag_to_task (
    dag_id bigint NOT NULL,
    dag_inserted_at timestamp with time zone NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL
);

CREATE TABLE hatchet.v1_dag_to_task_olap (
    dag_id bigint NOT NULL,
    dag_inserted_at timestamp with time zone NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL
);

CREATE TABLE hatchet.v1_dags_olap (
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    display_name text NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    readable_status hatchet.v1_readable_status_olap DEFAULT 'QUEUED'::hatchet.v1_readable_status_olap NOT NULL,
    input jsonb NOT NULL,
    additional_metadata jsonb,
    parent_task_external_id uuid,
    total_tasks integer DEFAULT 1 NOT NULL,
    idempotency_key text
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_durable_event_log_branch_point (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    durable_task_id bigint NOT NULL,
    durable_task_inserted_at timestamp with time zone NOT NULL,
    first_node_id_in_new_branch bigint NOT NULL,
    parent_branch_id bigint NOT NULL,
    next_branch_id bigint NOT NULL,
    replay_child_external_ids uuid[]
)
PARTITION BY RANGE (durable_task_inserted_at);

ALTER TABLE hatchet.v1_durable_event_log_branch_point ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_durable_event_log_branch_point_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_durable_event_log_entry (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    id bigint NOT NULL,
    durable_task_id bigint NOT NULL,
    durable_task_inserted_at timestamp with time zone NOT NULL,
    kind hatchet.v1_durable_event_log_kind NOT NULL,
    node_id bigint NOT NULL,
    branch_id bigint NOT NULL,
    idempotency_key bytea NOT NULL,
    is_satisfied boolean DEFAULT false NOT NULL,
    user_message text,
    wait_data jsonb,
    satisfied_at timestamp with time zone,
    result_payload_external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    child_task_external_id uuid,
    child_task_is_failure boolean DEFAULT false NOT NULL,
    child_task_error_message text,
    satisfied_order bigint,
    triggered_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP
)
PARTITION BY RANGE (durable_task_inserted_at);

ALTER TABLE hatchet.v1_durable_event_log_entry ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_durable_event_log_entry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_durable_event_log_file (
    tenant_id uuid NOT NULL,
    durable_task_id bigint NOT NULL,
    durable_task_inserted_at timestamp with time zone NOT NULL,
    latest_inserted_at timestamp with time zone NOT NULL,
    latest_invocation_count integer NOT NULL,
    latest_node_id bigint NOT NULL,
    latest_branch_id bigint NOT NULL,
    latest_satisfied_order bigint DEFAULT 0 NOT NULL
)
PARTITION BY RANGE (durable_task_inserted_at);

CREATE TABLE hatchet.v1_durable_sleep (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    sleep_until timestamp with time zone NOT NULL,
    sleep_duration text NOT NULL
);

ALTER TABLE hatchet.v1_durable_sleep ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_durable_sleep_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_event (
    id bigint NOT NULL,
    seen_at timestamp with time zone NOT NULL,
    tenant_id uuid NOT NULL,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    key text NOT NULL,
    additional_metadata jsonb,
    scope text,
    triggering_webhook_name text
)
PARTITION BY RANGE (seen_at);

ALTER TABLE hatchet.v1_event ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_event_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_event_lookup_table_olap (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    event_id bigint NOT NULL,
    event_seen_at timestamp with time zone NOT NULL
)
PARTITION BY RANGE (event_seen_at);

CREATE TABLE hatchet.v1_event_to_run (
    run_external_id uuid NOT NULL,
    event_id bigint NOT NULL,
    event_seen_at timestamp with time zone NOT NULL,
    filter_id uuid
)
PARTITION BY RANGE (event_seen_at);

CREATE TABLE hatchet.v1_event_to_run_olap (
    run_id bigint NOT NULL,
    run_inserted_at timestamp with time zone NOT NULL,
    event_id bigint NOT NULL,
    event_seen_at timestamp with time zone NOT NULL,
    filter_id uuid
)
PARTITION BY RANGE (event_seen_at);

CREATE TABLE hatchet.v1_events_olap (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    seen_at timestamp with time zone NOT NULL,
    key text NOT NULL,
    payload jsonb NOT NULL,
    additional_metadata jsonb,
    scope text,
    triggering_webhook_name text
)
PARTITION BY RANGE (seen_at);

ALTER TABLE hatchet.v1_events_olap ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME hatchet.v1_events_olap_new_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_filter (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    tenant_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    scope text NOT NULL,
    expression text NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    is_declarative boolean DEFAULT false NOT NULL,
    payload_hash text GENERATED ALWAYS AS (md5((payload)::text)) STORED
);

CREATE TABLE hatchet.v1_idempotency_key (
    tenant_id uuid NOT NULL,
    key text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    claimed_by_external_id uuid,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hatchet.v1_incoming_webhook (
    tenant_id uuid NOT NULL,
    name text NOT NULL,
    source_name hatchet.v1_incoming_webhook_source_name NOT NULL,
    event_key_expression text NOT NULL,
    auth_method hatchet.v1_incoming_webhook_auth_type NOT NULL,
    auth__basic__username text,
    auth__basic__password bytea,
    auth__api_key__header_name text,
    auth__api_key__key bytea,
    auth__hmac__algorithm hatchet.v1_incoming_webhook_hmac_algorithm,
    auth__hmac__encoding hatchet.v1_incoming_webhook_hmac_encoding,
    auth__hmac__signature_header_name text,
    auth__hmac__webhook_signing_secret bytea,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    scope_expression text,
    static_payload jsonb,
    return_event_as_response_payload boolean DEFAULT true NOT NULL,
    CONSTRAINT v1_incoming_webhook_check CHECK ((((auth_method = 'BASIC'::hatchet.v1_incoming_webhook_auth_type) AND ((auth__basic__username IS NOT NULL) AND (auth__basic__password IS NOT NULL))) OR ((auth_method = 'API_KEY'::hatchet.v1_incoming_webhook_auth_type) AND ((auth__api_key__header_name IS NOT NULL) AND (auth__api_key__key IS NOT NULL))) OR ((auth_method = 'HMAC'::hatchet.v1_incoming_webhook_auth_type) AND ((auth__hmac__algorithm IS NOT NULL) AND (auth__hmac__encoding IS NOT NULL) AND (auth__hmac__signature_header_name IS NOT NULL) AND (auth__hmac__webhook_signing_secret IS NOT NULL))))),
    CONSTRAINT v1_incoming_webhook_event_key_expression_check CHECK ((length(event_key_expression) > 0)),
    CONSTRAINT v1_incoming_webhook_name_check CHECK ((length(name) > 0)),
    CONSTRAINT v1_incoming_webhook_scope_expression_not_empty CHECK (((scope_expression IS NULL) OR (length(scope_expression) > 0)))
);

CREATE TABLE hatchet.v1_incoming_webhook_validation_failures_olap (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    incoming_webhook_name text NOT NULL,
    error text NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
)
PARTITION BY RANGE (inserted_at);

ALTER TABLE hatchet.v1_incoming_webhook_validation_failures_olap ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_incoming_webhook_validation_failures_olap_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_log_line (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    message text NOT NULL,
    level hatchet.v1_log_line_level DEFAULT 'INFO'::hatchet.v1_log_line_level NOT NULL,
    metadata jsonb,
    retry_count integer DEFAULT 0 NOT NULL,
    workflow_id uuid,
    step_id uuid
)
PARTITION BY RANGE (task_inserted_at);

ALTER TABLE hatchet.v1_log_line ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_log_line_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_lookup_table (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    task_id bigint,
    dag_id bigint,
    inserted_at timestamp with time zone NOT NULL
);

CREATE TABLE hatchet.v1_lookup_table_olap (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    task_id bigint,
    dag_id bigint,
    inserted_at timestamp with time zone NOT NULL
);

CREATE TABLE hatchet.v1_match (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    kind hatchet.v1_match_kind NOT NULL,
    is_satisfied boolean DEFAULT false NOT NULL,
    signal_task_id bigint,
    signal_task_inserted_at timestamp with time zone,
    signal_external_id uuid,
    signal_key text,
    trigger_dag_id bigint,
    trigger_dag_inserted_at timestamp with time zone,
    trigger_step_id uuid,
    trigger_step_index bigint,
    trigger_external_id uuid,
    trigger_workflow_run_id uuid,
    trigger_parent_task_external_id uuid,
    trigger_parent_task_id bigint,
    trigger_parent_task_inserted_at timestamp with time zone,
    trigger_child_index bigint,
    trigger_child_key text,
    trigger_existing_task_id bigint,
    trigger_existing_task_inserted_at timestamp with time zone,
    existing_data jsonb,
    trigger_priority integer,
    signal_task_external_id uuid,
    durable_event_log_entry_node_id bigint,
    durable_event_log_entry_branch_id bigint,
    trigger_event_external_id uuid,
    trigger_event_key text,
    trigger_desired_worker_labels jsonb
);

CREATE TABLE hatchet.v1_match_condition (
    v1_match_id bigint NOT NULL,
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    registered_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    event_type hatchet.v1_event_type NOT NULL,
    event_key text NOT NULL,
    event_resource_hint text,
    readable_data_key text NOT NULL,
    is_satisfied boolean DEFAULT false NOT NULL,
    action hatchet.v1_match_condition_action DEFAULT 'QUEUE'::hatchet.v1_match_condition_action NOT NULL,
    or_group_id uuid NOT NULL,
    expression text,
    data jsonb
);

ALTER TABLE hatchet.v1_match_condition ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_match_condition_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE hatchet.v1_match ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_match_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_operation_interval_settings (
    tenant_id uuid NOT NULL,
    operation_id text NOT NULL,
    interval_nanoseconds bigint NOT NULL
);

CREATE TABLE hatchet.v1_operator (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    tenant_id uuid NOT NULL,
    name text NOT NULL,
    kind hatchet.v1_operator_kind NOT NULL,
    config jsonb NOT NULL,
    worker_id uuid,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE hatchet.v1_otel_trace_lookup_olap (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    retry_count integer NOT NULL,
    trace_id bytea NOT NULL,
    start_time timestamp with time zone NOT NULL
)
PARTITION BY RANGE (start_time);

CREATE TABLE hatchet.v1_otel_trace_olap (
    tenant_id uuid NOT NULL,
    trace_id bytea NOT NULL,
    span_id bytea NOT NULL,
    parent_span_id text,
    span_name text NOT NULL,
    span_kind hatchet.v1_otel_span_kind DEFAULT 'UNSPECIFIED'::hatchet.v1_otel_span_kind NOT NULL,
    service_name text DEFAULT 'unknown'::text NOT NULL,
    status_code hatchet.v1_otel_status_code DEFAULT 'UNSET'::hatchet.v1_otel_status_code NOT NULL,
    status_message text,
    duration_ns bigint DEFAULT 0 NOT NULL,
    resource_attributes jsonb,
    span_attributes jsonb,
    scope_name text,
    scope_version text,
    task_run_external_id uuid,
    workflow_run_external_id uuid,
    retry_count integer DEFAULT 0 NOT NULL,
    start_time timestamp with time zone NOT NULL
)
PARTITION BY RANGE (start_time);

CREATE TABLE hatchet.v1_paused_workflow_queue_item (
    tenant_id uuid NOT NULL,
    queue text NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    external_id uuid NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout_at timestamp(3) without time zone,
    step_timeout text,
    priority integer DEFAULT 1 NOT NULL,
    sticky hatchet.v1_sticky_strategy NOT NULL,
    desired_worker_id uuid,
    retry_count integer DEFAULT 0 NOT NULL,
    desired_worker_label jsonb,
    batch_key text
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

CREATE TABLE hatchet.v1_payload (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    type hatchet.v1_payload_type NOT NULL,
    location hatchet.v1_payload_location NOT NULL,
    external_location_key text,
    inline_content jsonb,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_payload_cutover_job_offset (
    key date NOT NULL,
    is_completed boolean DEFAULT false NOT NULL,
    lease_process_id uuid DEFAULT gen_random_uuid() NOT NULL,
    lease_expires_at timestamp with time zone DEFAULT now() NOT NULL,
    last_external_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL
);

CREATE TABLE hatchet.v1_payload_offloaded_block_index (
    payload_inserted_at_date date NOT NULL,
    block_external_id_range hatchet.uuidrange NOT NULL,
    index_file_key text NOT NULL
);

CREATE TABLE hatchet.v1_payloads_olap (
    tenant_id uuid NOT NULL,
    external_id uuid NOT NULL,
    location hatchet.v1_payload_location_olap NOT NULL,
    external_location_key text,
    inline_content jsonb,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    CONSTRAINT v1_payloads_olap_check CHECK (((location = 'INLINE'::hatchet.v1_payload_location_olap) OR ((location = 'EXTERNAL'::hatchet.v1_payload_location_olap) AND (inline_content IS NULL) AND (external_location_key IS NOT NULL))))
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_payloads_olap_cutover_job_offset (
    key date NOT NULL,
    is_completed boolean DEFAULT false NOT NULL,
    lease_process_id uuid DEFAULT gen_random_uuid() NOT NULL,
    lease_expires_at timestamp with time zone DEFAULT now() NOT NULL,
    last_external_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL
);

CREATE TABLE hatchet.v1_payloads_olap_offloaded_block_index (
    payload_inserted_at_date date NOT NULL,
    block_external_id_range hatchet.uuidrange NOT NULL,
    index_file_key text NOT NULL
);

CREATE TABLE hatchet.v1_queue (
    tenant_id uuid NOT NULL,
    name text NOT NULL,
    last_active timestamp(3) without time zone
);

CREATE TABLE hatchet.v1_queue_item (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    queue text NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    external_id uuid NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout_at timestamp(3) without time zone,
    step_timeout text,
    priority integer DEFAULT 1 NOT NULL,
    sticky hatchet.v1_sticky_strategy NOT NULL,
    desired_worker_id uuid,
    retry_count integer DEFAULT 0 NOT NULL,
    desired_worker_label jsonb,
    batch_key text
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

ALTER TABLE hatchet.v1_queue_item ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_queue_item_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_rate_limited_queue_items (
    requeue_after timestamp with time zone NOT NULL,
    tenant_id uuid NOT NULL,
    queue text NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    external_id uuid NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout_at timestamp(3) without time zone,
    step_timeout text,
    priority integer DEFAULT 1 NOT NULL,
    sticky hatchet.v1_sticky_strategy NOT NULL,
    desired_worker_id uuid,
    retry_count integer DEFAULT 0 NOT NULL,
    desired_worker_label jsonb,
    batch_key text
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

CREATE TABLE hatchet.v1_retry_queue_item (
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    task_retry_count integer NOT NULL,
    retry_after timestamp with time zone NOT NULL,
    tenant_id uuid NOT NULL
);

CREATE TABLE hatchet.v1_runs_olap (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    readable_status hatchet.v1_readable_status_olap DEFAULT 'QUEUED'::hatchet.v1_readable_status_olap NOT NULL,
    kind hatchet.v1_run_kind NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    additional_metadata jsonb,
    parent_task_external_id uuid,
    idempotency_key text
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_statuses_olap (
    external_id uuid NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    kind hatchet.v1_run_kind NOT NULL,
    readable_status hatchet.v1_readable_status_olap DEFAULT 'QUEUED'::hatchet.v1_readable_status_olap NOT NULL
);

CREATE TABLE hatchet.v1_step_batch_config (
    step_id uuid NOT NULL,
    batch_max_size integer NOT NULL,
    batch_max_interval integer,
    batch_group_key text,
    batch_group_max_runs integer,
    broadcast_output boolean DEFAULT false NOT NULL
);

CREATE TABLE hatchet.v1_step_concurrency (
    id bigint NOT NULL,
    parent_strategy_id bigint,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    step_id uuid NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    strategy hatchet.v1_concurrency_strategy NOT NULL,
    expression text NOT NULL,
    tenant_id uuid NOT NULL,
    max_concurrency integer NOT NULL,
    last_active_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

ALTER TABLE hatchet.v1_step_concurrency ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_step_concurrency_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_step_match_condition (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    step_id uuid NOT NULL,
    readable_data_key text NOT NULL,
    action hatchet.v1_match_condition_action DEFAULT 'CREATE'::hatchet.v1_match_condition_action NOT NULL,
    or_group_id uuid NOT NULL,
    expression text,
    kind hatchet.v1_step_match_condition_kind NOT NULL,
    sleep_duration text,
    event_key text,
    parent_readable_id text
);

ALTER TABLE hatchet.v1_step_match_condition ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_step_match_condition_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_step_slot_request (
    tenant_id uuid NOT NULL,
    step_id uuid NOT NULL,
    slot_type text NOT NULL,
    units integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE hatchet.v1_task (
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    queue text NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    step_readable_id text NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout text NOT NULL,
    step_timeout text,
    priority integer DEFAULT 1,
    sticky hatchet.v1_sticky_strategy NOT NULL,
    desired_worker_id uuid,
    external_id uuid NOT NULL,
    display_name text NOT NULL,
    input jsonb NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    internal_retry_count integer DEFAULT 0 NOT NULL,
    app_retry_count integer DEFAULT 0 NOT NULL,
    step_index bigint NOT NULL,
    additional_metadata jsonb,
    dag_id bigint,
    dag_inserted_at timestamp with time zone,
    parent_task_external_id uuid,
    parent_task_id bigint,
    parent_task_inserted_at timestamp with time zone,
    child_index bigint,
    child_key text,
    initial_state hatchet.v1_task_initial_state DEFAULT 'QUEUED'::hatchet.v1_task_initial_state NOT NULL,
    initial_state_reason text,
    concurrency_parent_strategy_ids bigint[],
    concurrency_strategy_ids bigint[],
    concurrency_keys text[],
    retry_backoff_factor double precision,
    retry_max_backoff integer,
    desired_worker_label jsonb,
    is_durable boolean,
    triggering_event_external_id uuid,
    triggering_event_key text,
    idempotency_key text,
    batch_key text,
    is_dag_orchestrator boolean DEFAULT false NOT NULL
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_task_event (
    id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    retry_count integer NOT NULL,
    event_type hatchet.v1_task_event_type NOT NULL,
    event_key text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    data jsonb,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP,
    child_external_id uuid
)
PARTITION BY RANGE (task_inserted_at);

ALTER TABLE hatchet.v1_task_event ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_task_event_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_task_events_olap (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    event_type hatchet.v1_event_type_olap NOT NULL,
    workflow_id uuid NOT NULL,
    event_timestamp timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    readable_status hatchet.v1_readable_status_olap NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    error_message text,
    output jsonb,
    worker_id uuid,
    additional__event_data text,
    additional__event_message text,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    durable_invocation_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE hatchet.v1_task_events_olap ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_task_events_olap_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE hatchet.v1_task_events_olap_tmp ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_task_events_olap_tmp_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_task_expression_eval (
    key text NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    value_str text,
    value_int integer,
    kind hatchet."StepExpressionKind" NOT NULL
);

ALTER TABLE hatchet.v1_task ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_task_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_task_runtime (
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    retry_count integer NOT NULL,
    worker_id uuid,
    tenant_id uuid NOT NULL,
    timeout_at timestamp(3) without time zone NOT NULL,
    evicted_at timestamp with time zone,
    batch_id uuid,
    batch_size integer,
    batch_index integer,
    batch_key text
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

CREATE TABLE hatchet.v1_task_runtime_slot (
    tenant_id uuid NOT NULL,
    task_id bigint NOT NULL,
    task_inserted_at timestamp with time zone NOT NULL,
    retry_count integer NOT NULL,
    worker_id uuid NOT NULL,
    slot_type text NOT NULL,
    units integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE hatchet.v1_task_status_updates_tmp ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_task_status_updates_tmp_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_tasks_olap (
    tenant_id uuid NOT NULL,
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    queue text NOT NULL,
    action_id text NOT NULL,
    step_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    schedule_timeout text NOT NULL,
    step_timeout text,
    priority integer DEFAULT 1,
    sticky hatchet.v1_sticky_strategy_olap NOT NULL,
    desired_worker_id uuid,
    display_name text NOT NULL,
    input jsonb NOT NULL,
    additional_metadata jsonb,
    readable_status hatchet.v1_readable_status_olap DEFAULT 'QUEUED'::hatchet.v1_readable_status_olap NOT NULL,
    latest_retry_count integer DEFAULT 0 NOT NULL,
    latest_worker_id uuid,
    dag_id bigint,
    dag_inserted_at timestamp with time zone,
    parent_task_external_id uuid,
    is_durable boolean DEFAULT false NOT NULL,
    idempotency_key text
)
PARTITION BY RANGE (inserted_at);

CREATE TABLE hatchet.v1_worker_slot_config (
    tenant_id uuid NOT NULL,
    worker_id uuid NOT NULL,
    slot_type text NOT NULL,
    max_units integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE hatchet.v1_workflow_concurrency (
    id bigint NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    strategy hatchet.v1_concurrency_strategy NOT NULL,
    child_strategy_ids bigint[],
    expression text NOT NULL,
    tenant_id uuid NOT NULL,
    max_concurrency integer NOT NULL
);

ALTER TABLE hatchet.v1_workflow_concurrency ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME hatchet.v1_workflow_concurrency_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE hatchet.v1_workflow_concurrency_slot (
    sort_id bigint NOT NULL,
    tenant_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_version_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    strategy_id bigint NOT NULL,
    completed_child_strategy_ids bigint[],
    child_strategy_ids bigint[],
    priority integer DEFAULT 1 NOT NULL,
    key text NOT NULL,
    is_filled boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE hatchet.workflow_version_order_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE hatchet.workflow_version_order_seq OWNED BY hatchet."WorkflowVersion"."order";

CREATE TABLE outbox.consumer_sessions (
    consumer_id uuid NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    maintains_default_expiration boolean DEFAULT false NOT NULL
);

CREATE TABLE outbox.maintenance_leases (
    topic text NOT NULL,
    holder_id uuid NOT NULL,
    acquired_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE outbox.messages (
    id bigint NOT NULL,
    inserted_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    topic text NOT NULL,
    payload jsonb NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_threshold='25', autovacuum_analyze_threshold='25', autovacuum_vacuum_cost_delay='10', autovacuum_vacuum_cost_limit='1000');

ALTER TABLE outbox.messages ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME outbox.messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE outbox.topics (
    topic text NOT NULL,
    expiration_nanos bigint,
    exclusive_consumer_id uuid,
    exclusive_consumer_expires_at timestamp with time zone,
    last_inserted_at timestamp with time zone
);

ALTER TABLE ONLY hatchet."EventKey" ALTER COLUMN id SET DEFAULT nextval('hatchet."EventKey_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."InternalQueueItem" ALTER COLUMN id SET DEFAULT nextval('hatchet."InternalQueueItem_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."Lease" ALTER COLUMN id SET DEFAULT nextval('hatchet."Lease_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."LogLine" ALTER COLUMN id SET DEFAULT nextval('hatchet."LogLine_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."Queue" ALTER COLUMN id SET DEFAULT nextval('hatchet."Queue_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."QueueItem" ALTER COLUMN id SET DEFAULT nextval('hatchet."QueueItem_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."RetryQueueItem" ALTER COLUMN id SET DEFAULT nextval('hatchet."RetryQueueItem_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."StepDesiredWorkerLabel" ALTER COLUMN id SET DEFAULT nextval('hatchet."StepDesiredWorkerLabel_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."StepRun" ALTER COLUMN "order" SET DEFAULT nextval('hatchet.step_run_order_seq'::regclass);

ALTER TABLE ONLY hatchet."StepRunEvent" ALTER COLUMN id SET DEFAULT nextval('hatchet."StepRunEvent_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."StepRunResultArchive" ALTER COLUMN "order" SET DEFAULT nextval('hatchet."StepRunResultArchive_order_seq"'::regclass);

ALTER TABLE ONLY hatchet."StreamEvent" ALTER COLUMN id SET DEFAULT nextval('hatchet."StreamEvent_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."TimeoutQueueItem" ALTER COLUMN id SET DEFAULT nextval('hatchet."TimeoutQueueItem_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."WorkerAssignEvent" ALTER COLUMN id SET DEFAULT nextval('hatchet."WorkerAssignEvent_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."WorkerLabel" ALTER COLUMN id SET DEFAULT nextval('hatchet."WorkerLabel_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."WorkflowRunDedupe" ALTER COLUMN id SET DEFAULT nextval('hatchet."WorkflowRunDedupe_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."WorkflowRunStickyState" ALTER COLUMN id SET DEFAULT nextval('hatchet."WorkflowRunStickyState_id_seq"'::regclass);

ALTER TABLE ONLY hatchet."WorkflowVersion" ALTER COLUMN "order" SET DEFAULT nextval('hatchet.workflow_version_order_seq'::regclass);

ALTER TABLE ONLY hatchet."APIToken"
    ADD CONSTRAINT "APIToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Action"
    ADD CONSTRAINT "Action_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."ControllerPartition"
    ADD CONSTRAINT "ControllerPartition_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Dispatcher"
    ADD CONSTRAINT "Dispatcher_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."EventKey"
    ADD CONSTRAINT "EventKey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Event"
    ADD CONSTRAINT "Event_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."GetGroupKeyRun"
    ADD CONSTRAINT "GetGroupKeyRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."InternalQueueItem"
    ADD CONSTRAINT "InternalQueueItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."JobRunLookupData"
    ADD CONSTRAINT "JobRunLookupData_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."JobRun"
    ADD CONSTRAINT "JobRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Job"
    ADD CONSTRAINT "Job_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Lease"
    ADD CONSTRAINT "Lease_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."LogLine"
    ADD CONSTRAINT "LogLine_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."MessageQueueItem"
    ADD CONSTRAINT "MessageQueueItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."MessageQueue"
    ADD CONSTRAINT "MessageQueue_pkey" PRIMARY KEY (name);

ALTER TABLE ONLY hatchet."QueueItem"
    ADD CONSTRAINT "QueueItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Queue"
    ADD CONSTRAINT "Queue_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."RetryQueueItem"
    ADD CONSTRAINT "RetryQueueItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."SNSIntegration"
    ADD CONSTRAINT "SNSIntegration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."SchedulerPartition"
    ADD CONSTRAINT "SchedulerPartition_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."SecurityCheckIdent"
    ADD CONSTRAINT "SecurityCheckIdent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."SemaphoreQueueItem"
    ADD CONSTRAINT "SemaphoreQueueItem_pkey" PRIMARY KEY ("stepRunId");

ALTER TABLE ONLY hatchet."Service"
    ADD CONSTRAINT "Service_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."SlackAppWebhook"
    ADD CONSTRAINT "SlackAppWebhook_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."StepDesiredWorkerLabel"
    ADD CONSTRAINT "StepDesiredWorkerLabel_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."StepExpression"
    ADD CONSTRAINT "StepExpression_pkey" PRIMARY KEY (key, "stepId", kind);

ALTER TABLE ONLY hatchet."StepRunExpressionEval"
    ADD CONSTRAINT "StepRunExpressionEval_pkey" PRIMARY KEY (key, "stepRunId", kind);

ALTER TABLE ONLY hatchet."StepRunResultArchive"
    ADD CONSTRAINT "StepRunResultArchive_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."StepRun"
    ADD CONSTRAINT "StepRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Step"
    ADD CONSTRAINT "Step_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."StreamEvent"
    ADD CONSTRAINT "StreamEvent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantAlertEmailGroup"
    ADD CONSTRAINT "TenantAlertEmailGroup_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantAlertingSettings"
    ADD CONSTRAINT "TenantAlertingSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantInviteLink"
    ADD CONSTRAINT "TenantInviteLink_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantMember"
    ADD CONSTRAINT "TenantMember_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantResourceLimitAlert"
    ADD CONSTRAINT "TenantResourceLimitAlert_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantResourceLimit"
    ADD CONSTRAINT "TenantResourceLimit_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantVcsProvider"
    ADD CONSTRAINT "TenantVcsProvider_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TenantWorkerPartition"
    ADD CONSTRAINT "TenantWorkerPartition_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Tenant"
    ADD CONSTRAINT "Tenant_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Ticker"
    ADD CONSTRAINT "Ticker_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."TimeoutQueueItem"
    ADD CONSTRAINT "TimeoutQueueItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."UserOAuth"
    ADD CONSTRAINT "UserOAuth_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."UserSession"
    ADD CONSTRAINT "UserSession_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."User"
    ADD CONSTRAINT "User_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WebhookWorkerRequest"
    ADD CONSTRAINT "WebhookWorkerRequest_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WebhookWorkerWorkflow"
    ADD CONSTRAINT "WebhookWorkerWorkflow_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WebhookWorker"
    ADD CONSTRAINT "WebhookWorker_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkerAssignEvent"
    ADD CONSTRAINT "WorkerAssignEvent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkerLabel"
    ADD CONSTRAINT "WorkerLabel_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Worker"
    ADD CONSTRAINT "Worker_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowConcurrency"
    ADD CONSTRAINT "WorkflowConcurrency_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowRunStickyState"
    ADD CONSTRAINT "WorkflowRunStickyState_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowRunTriggeredBy"
    ADD CONSTRAINT "WorkflowRunTriggeredBy_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowTag"
    ADD CONSTRAINT "WorkflowTag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowTriggerCronRef"
    ADD CONSTRAINT "WorkflowTriggerCronRef_parentId_cron_name_key" UNIQUE ("parentId", cron, name);

ALTER TABLE ONLY hatchet."WorkflowTriggerCronRef"
    ADD CONSTRAINT "WorkflowTriggerCronRef_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowTriggerScheduledRef"
    ADD CONSTRAINT "WorkflowTriggerScheduledRef_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowTriggers"
    ADD CONSTRAINT "WorkflowTriggers_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet."Workflow"
    ADD CONSTRAINT "Workflow_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY hatchet.tenant_entitlement
    ADD CONSTRAINT tenant_entitlement_pkey PRIMARY KEY (tenant_id);

ALTER TABLE ONLY hatchet.v1_batch_runtime
    ADD CONSTRAINT v1_batch_runtime_pkey PRIMARY KEY (tenant_id, batch_id);

ALTER TABLE ONLY hatchet.v1_batched_queue_item
    ADD CONSTRAINT v1_batched_queue_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY hatchet.v1_batched_queue_item
    ADD CONSTRAINT v1_batched_queue_item_task_key UNIQUE (task_id, task_inserted_at, retry_count);

ALTER TABLE ONLY hatchet.v1_cel_evaluation_failures_olap
    ADD CONSTRAINT v1_cel_evaluation_failures_olap_pkey PRIMARY KEY (inserted_at, id);

ALTER TABLE ONLY hatchet.v1_concurrency_slot
    ADD CONSTRAINT v1_concurrency_slot_pkey PRIMARY KEY (task_id, task_inserted_at, task_retry_count, strategy_id);

ALTER TABLE ONLY hatchet.v1_dag_data
    ADD CONSTRAINT v1_dag_input_pkey PRIMARY KEY (dag_id, dag_inserted_at);

ALTER TABLE ONLY hatchet.v1_dag
    ADD CONSTRAINT v1_dag_pkey PRIMARY KEY (id, inserted_at);

ALTER TABLE ONLY hatchet.v1_dag_to_task_olap
    ADD CONSTRAINT v1_dag_to_task_olap_pkey PRIMARY KEY (dag_id, dag_inserted_at, task_id, task_inserted_at);

ALTER TABLE ONLY hatchet.v1_dag_to_task
    ADD CONSTRAINT v1_dag_to_task_pkey PRIMARY KEY (dag_id, dag_inserted_at, task_id, task_inserted_at);

ALTER TABLE ONLY hatchet.v1_dags_olap
    ADD CONSTRAINT v1_dags_olap_pkey PRIMARY KEY (inserted_at, id);

ALTER TABLE ONLY hatchet.v1_durable_event_log_branch_point
    ADD CONSTRAINT v1_durable_event_log_branch_point_pkey PRIMARY KEY (durable_task_id, durable_task_inserted_at, parent_branch_id, first_node_id_in_new_branch, next_branch_id);

ALTER TABLE ONLY hatchet.v1_durable_event_log_entry
    ADD CONSTRAINT v1_durable_event_log_entry_pkey PRIMARY KEY (durable_task_id, durable_task_inserted_at, branch_id, node_id);

ALTER TABLE ONLY hatchet.v1_durable_event_log_file
    ADD CONSTRAINT v1_durable_event_log_file_pkey PRIMARY KEY (durable_task_id, durable_task_inserted_at);

ALTER TABLE ONLY hatchet.v1_durable_sleep
    ADD CONSTRAINT v1_durable_sleep_pkey PRIMARY KEY (tenant_id, sleep_until, id);

ALTER TABLE ONLY hatchet.v1_event_lookup_table_olap
    ADD CONSTRAINT v1_event_lookup_table_olap_pkey PRIMARY KEY (tenant_id, external_id, event_seen_at);

ALTER TABLE ONLY hatchet.v1_event
    ADD CONSTRAINT v1_event_pkey PRIMARY KEY (tenant_id, seen_at, id);

ALTER TABLE ONLY hatchet.v1_event_to_run_olap
    ADD CONSTRAINT v1_event_to_run_olap_pkey PRIMARY KEY (event_id, event_seen_at, run_id, run_inserted_at);

ALTER TABLE ONLY hatchet.v1_event_to_run
    ADD CONSTRAINT v1_event_to_run_pkey PRIMARY KEY (event_id, event_seen_at, run_external_id);

ALTER TABLE ONLY hatchet.v1_events_olap
    ADD CONSTRAINT v1_events_olap_new_pkey PRIMARY KEY (tenant_id, seen_at, id);

ALTER TABLE ONLY hatchet.v1_filter
    ADD CONSTRAINT v1_filter_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY hatchet.v1_idempotency_key
    ADD CONSTRAINT v1_idempotency_key_pkey PRIMARY KEY (tenant_id, key);

ALTER TABLE ONLY hatchet.v1_incoming_webhook
    ADD CONSTRAINT v1_incoming_webhook_pkey PRIMARY KEY (tenant_id, name);

ALTER TABLE ONLY hatchet.v1_incoming_webhook_validation_failures_olap
    ADD CONSTRAINT v1_incoming_webhook_validation_failures_olap_pkey PRIMARY KEY (inserted_at, id);

ALTER TABLE ONLY hatchet.v1_log_line
    ADD CONSTRAINT v1_log_line_pkey PRIMARY KEY (task_id, task_inserted_at, id);

ALTER TABLE ONLY hatchet.v1_lookup_table_olap
    ADD CONSTRAINT v1_lookup_table_olap_pkey PRIMARY KEY (external_id);

ALTER TABLE ONLY hatchet.v1_lookup_table
    ADD CONSTRAINT v1_lookup_table_pkey PRIMARY KEY (external_id);

ALTER TABLE ONLY hatchet.v1_match_condition
    ADD CONSTRAINT v1_match_condition_pkey PRIMARY KEY (v1_match_id, id);

ALTER TABLE ONLY hatchet.v1_match
    ADD CONSTRAINT v1_match_pkey PRIMARY KEY (id);

ALTER TABLE ONLY hatchet.v1_operation_interval_settings
    ADD CONSTRAINT v1_operation_interval_settings_pkey PRIMARY KEY (tenant_id, operation_id);

ALTER TABLE ONLY hatchet.v1_operator
    ADD CONSTRAINT v1_operator_pkey PRIMARY KEY (id);

ALTER TABLE ONLY hatchet.v1_otel_trace_lookup_olap
    ADD CONSTRAINT v1_otel_trace_lookup_olap_pkey PRIMARY KEY (tenant_id, external_id, retry_count, start_time);

ALTER TABLE ONLY hatchet.v1_otel_trace_olap
    ADD CONSTRAINT v1_otel_trace_olap_pkey PRIMARY KEY (tenant_id, trace_id, start_time, span_id);

ALTER TABLE ONLY hatchet.v1_paused_workflow_queue_item
    ADD CONSTRAINT v1_paused_workflow_queue_itemm_pkey PRIMARY KEY (task_inserted_at, task_id, retry_count);

ALTER TABLE hatchet.v1_payload
    ADD CONSTRAINT v1_payload_check CHECK (((location = 'INLINE'::hatchet.v1_payload_location) OR ((location = 'EXTERNAL'::hatchet.v1_payload_location) AND (inline_content IS NULL) AND (external_location_key IS NOT NULL)))) NOT VALID;

ALTER TABLE ONLY hatchet.v1_payload_cutover_job_offset
    ADD CONSTRAINT v1_payload_cutover_job_offset_pkey PRIMARY KEY (key);

ALTER TABLE ONLY hatchet.v1_payload_offloaded_block_index
    ADD CONSTRAINT v1_payload_offloaded_block_index_date_range_excl EXCLUDE USING gist (payload_inserted_at_date WITH =, block_external_id_range WITH &&);

ALTER TABLE ONLY hatchet.v1_payload
    ADD CONSTRAINT v1_payload_pkey PRIMARY KEY (tenant_id, inserted_at, id, type);

ALTER TABLE ONLY hatchet.v1_payloads_olap_cutover_job_offset
    ADD CONSTRAINT v1_payloads_olap_cutover_job_offset_pkey PRIMARY KEY (key);

ALTER TABLE ONLY hatchet.v1_payloads_olap_offloaded_block_index
    ADD CONSTRAINT v1_payloads_olap_offloaded_block_index_date_range_excl EXCLUDE USING gist (payload_inserted_at_date WITH =, block_external_id_range WITH &&);

ALTER TABLE ONLY hatchet.v1_payloads_olap
    ADD CONSTRAINT v1_payloads_olap_pkey PRIMARY KEY (tenant_id, external_id, inserted_at);

ALTER TABLE ONLY hatchet.v1_queue_item
    ADD CONSTRAINT v1_queue_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY hatchet.v1_queue
    ADD CONSTRAINT v1_queue_pkey PRIMARY KEY (tenant_id, name);

ALTER TABLE ONLY hatchet.v1_rate_limited_queue_items
    ADD CONSTRAINT v1_rate_limited_queue_items_pkey PRIMARY KEY (task_id, task_inserted_at, retry_count);

ALTER TABLE ONLY hatchet.v1_retry_queue_item
    ADD CONSTRAINT v1_retry_queue_item_pkey PRIMARY KEY (task_id, task_inserted_at, task_retry_count);

ALTER TABLE ONLY hatchet.v1_runs_olap
    ADD CONSTRAINT v1_runs_olap_pkey PRIMARY KEY (inserted_at, id);

ALTER TABLE ONLY hatchet.v1_statuses_olap
    ADD CONSTRAINT v1_statuses_olap_pkey PRIMARY KEY (external_id, inserted_at);

ALTER TABLE ONLY hatchet.v1_step_batch_config
    ADD CONSTRAINT v1_step_batch_config_pkey PRIMARY KEY (step_id);

ALTER TABLE ONLY hatchet.v1_step_concurrency
    ADD CONSTRAINT v1_step_concurrency_pkey PRIMARY KEY (workflow_id, workflow_version_id, step_id, id);

ALTER TABLE ONLY hatchet.v1_step_match_condition
    ADD CONSTRAINT v1_step_match_condition_pkey PRIMARY KEY (step_id, id);

ALTER TABLE ONLY hatchet.v1_step_slot_request
    ADD CONSTRAINT v1_step_slot_request_pkey PRIMARY KEY (tenant_id, step_id, slot_type);

ALTER TABLE ONLY hatchet.v1_task_event
    ADD CONSTRAINT v1_task_event_pkey PRIMARY KEY (task_id, task_inserted_at, id);

ALTER TABLE ONLY hatchet.v1_task_events_olap
    ADD CONSTRAINT v1_task_events_olap_pkey PRIMARY KEY (task_id, task_inserted_at, id);

ALTER TABLE ONLY hatchet.v1_task_events_olap_tmp
    ADD CONSTRAINT v1_task_events_olap_tmp_pkey PRIMARY KEY (tenant_id, requeue_after, task_id, id);

ALTER TABLE ONLY hatchet.v1_task_expression_eval
    ADD CONSTRAINT v1_task_expression_eval_pkey PRIMARY KEY (task_id, task_inserted_at, kind, key);

ALTER TABLE ONLY hatchet.v1_task
    ADD CONSTRAINT v1_task_pkey PRIMARY KEY (id, inserted_at);

ALTER TABLE ONLY hatchet.v1_task_runtime
    ADD CONSTRAINT v1_task_runtime_pkey PRIMARY KEY (task_id, task_inserted_at, retry_count);

ALTER TABLE ONLY hatchet.v1_task_runtime_slot
    ADD CONSTRAINT v1_task_runtime_slot_pkey PRIMARY KEY (task_id, task_inserted_at, retry_count, slot_type);

ALTER TABLE ONLY hatchet.v1_task_status_updates_tmp
    ADD CONSTRAINT v1_task_status_updates_tmp_pkey PRIMARY KEY (tenant_id, requeue_after, dag_id, id);

ALTER TABLE ONLY hatchet.v1_tasks_olap
    ADD CONSTRAINT v1_tasks_olap_pkey PRIMARY KEY (inserted_at, id);

ALTER TABLE ONLY hatchet.v1_worker_slot_config
    ADD CONSTRAINT v1_worker_slot_config_pkey PRIMARY KEY (tenant_id, worker_id, slot_type);

ALTER TABLE ONLY hatchet.v1_workflow_concurrency
    ADD CONSTRAINT v1_workflow_concurrency_pkey PRIMARY KEY (workflow_id, workflow_version_id, id);

ALTER TABLE ONLY hatchet.v1_workflow_concurrency_slot
    ADD CONSTRAINT v1_workflow_concurrency_slot_pkey PRIMARY KEY (strategy_id, workflow_version_id, workflow_run_id);

ALTER TABLE ONLY outbox.consumer_sessions
    ADD CONSTRAINT consumer_sessions_pkey PRIMARY KEY (consumer_id);

ALTER TABLE ONLY outbox.maintenance_leases
    ADD CONSTRAINT maintenance_leases_pkey PRIMARY KEY (topic);

ALTER TABLE ONLY outbox.topics
    ADD CONSTRAINT topics_pkey PRIMARY KEY (topic);

ALTER TABLE ONLY outbox.messages
    ADD CONSTRAINT v1_message_pkey PRIMARY KEY (topic, id);

CREATE UNIQUE INDEX "APIToken_id_key" ON hatchet."APIToken" USING btree (id);

CREATE UNIQUE INDEX "Action_id_key" ON hatchet."Action" USING btree (id);

CREATE UNIQUE INDEX "Action_tenantId_actionId_key" ON hatchet."Action" USING btree ("tenantId", "actionId");

CREATE UNIQUE INDEX "ControllerPartition_id_key" ON hatchet."ControllerPartition" USING btree (id);

CREATE UNIQUE INDEX "Dispatcher_id_key" ON hatchet."Dispatcher" USING btree (id);

CREATE UNIQUE INDEX "EventKey_key_tenantId_key" ON hatchet."EventKey" USING btree (key, "tenantId");

CREATE INDEX "Event_createdAt_idx" ON hatchet."Event" USING btree ("createdAt");

CREATE UNIQUE INDEX "Event_id_key" ON hatchet."Event" USING btree (id);

CREATE INDEX "Event_tenantId_createdAt_idx" ON hatchet."Event" USING btree ("tenantId", "createdAt");

CREATE INDEX "Event_tenantId_idx" ON hatchet."Event" USING btree ("tenantId");

CREATE INDEX "GetGroupKeyRun_createdAt_idx" ON hatchet."GetGroupKeyRun" USING btree ("createdAt");

CREATE INDEX "GetGroupKeyRun_deletedAt_idx" ON hatchet."GetGroupKeyRun" USING btree ("deletedAt");

CREATE UNIQUE INDEX "GetGroupKeyRun_id_key" ON hatchet."GetGroupKeyRun" USING btree (id);

CREATE INDEX "GetGroupKeyRun_status_deletedAt_timeoutAt_idx" ON hatchet."GetGroupKeyRun" USING btree (status, "deletedAt", "timeoutAt");

CREATE INDEX "GetGroupKeyRun_tenantId_deletedAt_status_idx" ON hatchet."GetGroupKeyRun" USING btree ("tenantId", "deletedAt", status);

CREATE INDEX "GetGroupKeyRun_tenantId_idx" ON hatchet."GetGroupKeyRun" USING btree ("tenantId");

CREATE INDEX "GetGroupKeyRun_workerId_idx" ON hatchet."GetGroupKeyRun" USING btree ("workerId");

CREATE UNIQUE INDEX "GetGroupKeyRun_workflowRunId_key" ON hatchet."GetGroupKeyRun" USING btree ("workflowRunId");

CREATE INDEX "InternalQueueItem_isQueued_tenantId_queue_priority_id_idx" ON hatchet."InternalQueueItem" USING btree ("isQueued", "tenantId", queue, priority DESC, id);

CREATE UNIQUE INDEX "InternalQueueItem_tenantId_queue_uniqueKey_key" ON hatchet."InternalQueueItem" USING btree ("tenantId", queue, "uniqueKey");

CREATE UNIQUE INDEX "JobRunLookupData_id_key" ON hatchet."JobRunLookupData" USING btree (id);

CREATE UNIQUE INDEX "JobRunLookupData_jobRunId_key" ON hatchet."JobRunLookupData" USING btree ("jobRunId");

CREATE UNIQUE INDEX "JobRunLookupData_jobRunId_tenantId_key" ON hatchet."JobRunLookupData" USING btree ("jobRunId", "tenantId");

CREATE INDEX "JobRun_deletedAt_idx" ON hatchet."JobRun" USING btree ("deletedAt");

CREATE UNIQUE INDEX "JobRun_id_key" ON hatchet."JobRun" USING btree (id);

CREATE INDEX "JobRun_workflowRunId_tenantId_idx" ON hatchet."JobRun" USING btree ("workflowRunId", "tenantId");

CREATE UNIQUE INDEX "Job_id_key" ON hatchet."Job" USING btree (id);

CREATE UNIQUE INDEX "Job_workflowVersionId_name_key" ON hatchet."Job" USING btree ("workflowVersionId", name);

CREATE UNIQUE INDEX "Lease_tenantId_kind_resourceId_key" ON hatchet."Lease" USING btree ("tenantId", kind, "resourceId");

CREATE INDEX "LogLine_tenantId_stepRunId_idx" ON hatchet."LogLine" USING btree ("tenantId", "stepRunId");

CREATE INDEX "MessageQueueItem_queueId_expiresAt_readAfter_status_id_idx" ON hatchet."MessageQueueItem" USING btree ("expiresAt", "queueId", "readAfter", status, id);

CREATE INDEX "QueueItem_isQueued_priority_tenantId_queue_id_idx_2" ON hatchet."QueueItem" USING btree ("isQueued", "tenantId", queue, priority DESC, id);

CREATE INDEX "Queue_tenantId_lastActive_idx" ON hatchet."Queue" USING btree ("tenantId", "lastActive");

CREATE UNIQUE INDEX "Queue_tenantId_name_key" ON hatchet."Queue" USING btree ("tenantId", name);

CREATE UNIQUE INDEX "RateLimit_tenantId_key_key" ON hatchet."RateLimit" USING btree ("tenantId", key);

CREATE INDEX "RetryQueueItem_isQueued_tenantId_retryAfter_idx" ON hatchet."RetryQueueItem" USING btree ("isQueued", "tenantId", "retryAfter");

CREATE UNIQUE INDEX "SNSIntegration_id_key" ON hatchet."SNSIntegration" USING btree (id);

CREATE UNIQUE INDEX "SNSIntegration_tenantId_topicArn_key" ON hatchet."SNSIntegration" USING btree ("tenantId", "topicArn");

CREATE UNIQUE INDEX "SchedulerPartition_id_key" ON hatchet."SchedulerPartition" USING btree (id);

CREATE UNIQUE INDEX "SecurityCheckIdent_id_key" ON hatchet."SecurityCheckIdent" USING btree (id);

CREATE UNIQUE INDEX "SemaphoreQueueItem_stepRunId_key" ON hatchet."SemaphoreQueueItem" USING btree ("stepRunId");

CREATE INDEX "SemaphoreQueueItem_tenantId_workerId_idx" ON hatchet."SemaphoreQueueItem" USING btree ("tenantId", "workerId");

CREATE UNIQUE INDEX "Service_id_key" ON hatchet."Service" USING btree (id);

CREATE UNIQUE INDEX "Service_tenantId_name_key" ON hatchet."Service" USING btree ("tenantId", name);

CREATE UNIQUE INDEX "SlackAppWebhook_id_key" ON hatchet."SlackAppWebhook" USING btree (id);

CREATE UNIQUE INDEX "SlackAppWebhook_tenantId_teamId_channelId_key" ON hatchet."SlackAppWebhook" USING btree ("tenantId", "teamId", "channelId");

CREATE INDEX "StepDesiredWorkerLabel_stepId_idx" ON hatchet."StepDesiredWorkerLabel" USING btree ("stepId");

CREATE UNIQUE INDEX "StepDesiredWorkerLabel_stepId_key_key" ON hatchet."StepDesiredWorkerLabel" USING btree ("stepId", key);

CREATE INDEX "StepExpression_stepId_idx" ON hatchet."StepExpression" USING btree ("stepId");

CREATE UNIQUE INDEX "StepRateLimit_stepId_rateLimitKey_key" ON hatchet."StepRateLimit" USING btree ("stepId", "rateLimitKey");

CREATE UNIQUE INDEX "StepRunEvent_id_key" ON hatchet."StepRunEvent" USING btree (id);

CREATE INDEX "StepRunEvent_stepRunId_idx" ON hatchet."StepRunEvent" USING btree ("stepRunId");

CREATE INDEX "StepRunEvent_workflowRunId_idx" ON hatchet."StepRunEvent" USING btree ("workflowRunId");

CREATE INDEX "StepRunExpressionEval_stepRunId_idx" ON hatchet."StepRunExpressionEval" USING btree ("stepRunId");

CREATE UNIQUE INDEX "StepRunResultArchive_id_key" ON hatchet."StepRunResultArchive" USING btree (id);

CREATE INDEX "StepRun_createdAt_idx" ON hatchet."StepRun" USING btree ("createdAt");

CREATE INDEX "StepRun_deletedAt_idx" ON hatchet."StepRun" USING btree ("deletedAt");

CREATE UNIQUE INDEX "StepRun_id_key" ON hatchet."StepRun" USING btree (id);

CREATE INDEX "StepRun_id_tenantId_idx" ON hatchet."StepRun" USING btree (id, "tenantId");

CREATE INDEX "StepRun_jobRunId_status_idx" ON hatchet."StepRun" USING btree ("jobRunId", status);

CREATE INDEX "StepRun_jobRunId_status_tenantId_idx" ON hatchet."StepRun" USING btree ("jobRunId", status, "tenantId") WHERE (status = 'PENDING'::hatchet."StepRunStatus");

CREATE INDEX "StepRun_jobRunId_tenantId_order_idx" ON hatchet."StepRun" USING btree ("jobRunId", "tenantId", "order");

CREATE INDEX "StepRun_stepId_idx" ON hatchet."StepRun" USING btree ("stepId");

CREATE INDEX "StepRun_tenantId_idx" ON hatchet."StepRun" USING btree ("tenantId");

CREATE INDEX "StepRun_workerId_idx" ON hatchet."StepRun" USING btree ("workerId");

CREATE UNIQUE INDEX "Step_id_key" ON hatchet."Step" USING btree (id);

CREATE UNIQUE INDEX "Step_jobId_readableId_key" ON hatchet."Step" USING btree ("jobId", "readableId");

CREATE UNIQUE INDEX "TenantAlertEmailGroup_id_key" ON hatchet."TenantAlertEmailGroup" USING btree (id);

CREATE UNIQUE INDEX "TenantAlertingSettings_id_key" ON hatchet."TenantAlertingSettings" USING btree (id);

CREATE UNIQUE INDEX "TenantAlertingSettings_tenantId_key" ON hatchet."TenantAlertingSettings" USING btree ("tenantId");

CREATE UNIQUE INDEX "TenantInviteLink_id_key" ON hatchet."TenantInviteLink" USING btree (id);

CREATE UNIQUE INDEX "TenantMember_id_key" ON hatchet."TenantMember" USING btree (id);

CREATE UNIQUE INDEX "TenantMember_tenantId_userId_key" ON hatchet."TenantMember" USING btree ("tenantId", "userId");

CREATE UNIQUE INDEX "TenantResourceLimitAlert_id_key" ON hatchet."TenantResourceLimitAlert" USING btree (id);

CREATE UNIQUE INDEX "TenantResourceLimit_id_key" ON hatchet."TenantResourceLimit" USING btree (id);

CREATE UNIQUE INDEX "TenantResourceLimit_tenantId_resource_key" ON hatchet."TenantResourceLimit" USING btree ("tenantId", resource);

CREATE UNIQUE INDEX "TenantVcsProvider_id_key" ON hatchet."TenantVcsProvider" USING btree (id);

CREATE UNIQUE INDEX "TenantVcsProvider_tenantId_vcsProvider_key" ON hatchet."TenantVcsProvider" USING btree ("tenantId", "vcsProvider");

CREATE UNIQUE INDEX "TenantWorkerPartition_id_key" ON hatchet."TenantWorkerPartition" USING btree (id);

CREATE INDEX "Tenant_controllerPartitionId_idx" ON hatchet."Tenant" USING btree ("controllerPartitionId");

CREATE UNIQUE INDEX "Tenant_id_key" ON hatchet."Tenant" USING btree (id);

CREATE UNIQUE INDEX "Tenant_slug_key" ON hatchet."Tenant" USING btree (slug);

CREATE INDEX "Tenant_workerPartitionId_idx" ON hatchet."Tenant" USING btree ("workerPartitionId");

CREATE UNIQUE INDEX "Ticker_id_key" ON hatchet."Ticker" USING btree (id);

CREATE UNIQUE INDEX "TimeoutQueueItem_stepRunId_retryCount_key" ON hatchet."TimeoutQueueItem" USING btree ("stepRunId", "retryCount");

CREATE INDEX "TimeoutQueueItem_tenantId_isQueued_timeoutAt_idx" ON hatchet."TimeoutQueueItem" USING btree ("tenantId", "isQueued", "timeoutAt");

CREATE UNIQUE INDEX "UserOAuth_id_key" ON hatchet."UserOAuth" USING btree (id);

CREATE UNIQUE INDEX "UserOAuth_userId_key" ON hatchet."UserOAuth" USING btree ("userId");

CREATE UNIQUE INDEX "UserOAuth_userId_provider_key" ON hatchet."UserOAuth" USING btree ("userId", provider);

CREATE UNIQUE INDEX "UserPassword_userId_key" ON hatchet."UserPassword" USING btree ("userId");

CREATE UNIQUE INDEX "UserSession_id_key" ON hatchet."UserSession" USING btree (id);

CREATE UNIQUE INDEX "User_email_key" ON hatchet."User" USING btree (email);

CREATE UNIQUE INDEX "User_id_key" ON hatchet."User" USING btree (id);

CREATE UNIQUE INDEX "WebhookWorkerRequest_id_key" ON hatchet."WebhookWorkerRequest" USING btree (id);

CREATE UNIQUE INDEX "WebhookWorkerWorkflow_id_key" ON hatchet."WebhookWorkerWorkflow" USING btree (id);

CREATE UNIQUE INDEX "WebhookWorkerWorkflow_webhookWorkerId_workflowId_key" ON hatchet."WebhookWorkerWorkflow" USING btree ("webhookWorkerId", "workflowId");

CREATE UNIQUE INDEX "WebhookWorker_id_key" ON hatchet."WebhookWorker" USING btree (id);

CREATE UNIQUE INDEX "WebhookWorker_url_key" ON hatchet."WebhookWorker" USING btree (url);

CREATE INDEX "WorkerAssignEvent_workerId_id_idx" ON hatchet."WorkerAssignEvent" USING btree ("workerId", id);

CREATE INDEX "WorkerLabel_workerId_idx" ON hatchet."WorkerLabel" USING btree ("workerId");

CREATE UNIQUE INDEX "WorkerLabel_workerId_key_key" ON hatchet."WorkerLabel" USING btree ("workerId", key);

CREATE UNIQUE INDEX "Worker_id_key" ON hatchet."Worker" USING btree (id);

CREATE INDEX "Worker_tenantId_actionHash_idx" ON hatchet."Worker" USING btree ("tenantId", "actionHash");

CREATE INDEX "Worker_tenantId_lastHeartbeatAt_idx" ON hatchet."Worker" USING btree ("tenantId", "lastHeartbeatAt");

CREATE UNIQUE INDEX "Worker_webhookId_key" ON hatchet."Worker" USING btree ("webhookId");

CREATE UNIQUE INDEX "WorkflowConcurrency_id_key" ON hatchet."WorkflowConcurrency" USING btree (id);

CREATE UNIQUE INDEX "WorkflowConcurrency_workflowVersionId_key" ON hatchet."WorkflowConcurrency" USING btree ("workflowVersionId");

CREATE UNIQUE INDEX "WorkflowRunDedupe_id_key" ON hatchet."WorkflowRunDedupe" USING btree (id);

CREATE INDEX "WorkflowRunDedupe_tenantId_value_idx" ON hatchet."WorkflowRunDedupe" USING btree ("tenantId", value);

CREATE UNIQUE INDEX "WorkflowRunDedupe_tenantId_workflowId_value_key" ON hatchet."WorkflowRunDedupe" USING btree ("tenantId", "workflowId", value);

CREATE UNIQUE INDEX "WorkflowRunStickyState_workflowRunId_key" ON hatchet."WorkflowRunStickyState" USING btree ("workflowRunId");

CREATE INDEX "WorkflowRunTriggeredBy_eventId_idx" ON hatchet."WorkflowRunTriggeredBy" USING btree ("eventId");

CREATE UNIQUE INDEX "WorkflowRunTriggeredBy_id_key" ON hatchet."WorkflowRunTriggeredBy" USING btree (id);

CREATE INDEX "WorkflowRunTriggeredBy_parentId_idx" ON hatchet."WorkflowRunTriggeredBy" USING btree ("parentId");

CREATE UNIQUE INDEX "WorkflowRunTriggeredBy_parentId_key" ON hatchet."WorkflowRunTriggeredBy" USING btree ("parentId");

CREATE UNIQUE INDEX "WorkflowRunTriggeredBy_scheduledId_key" ON hatchet."WorkflowRunTriggeredBy" USING btree ("scheduledId");

CREATE INDEX "WorkflowRunTriggeredBy_tenantId_idx" ON hatchet."WorkflowRunTriggeredBy" USING btree ("tenantId");

CREATE INDEX "WorkflowRun_createdAt_idx" ON hatchet."WorkflowRun" USING btree ("createdAt");

CREATE INDEX "WorkflowRun_deletedAt_idx" ON hatchet."WorkflowRun" USING btree ("deletedAt");

CREATE INDEX "WorkflowRun_finishedAt_idx" ON hatchet."WorkflowRun" USING btree ("finishedAt");

CREATE UNIQUE INDEX "WorkflowRun_id_key" ON hatchet."WorkflowRun" USING btree (id);

CREATE INDEX "WorkflowRun_parentId_parentStepRunId_childIndex_key" ON hatchet."WorkflowRun" USING btree ("parentId", "parentStepRunId", "childIndex") WHERE ("deletedAt" IS NULL);

CREATE UNIQUE INDEX "WorkflowRun_parentId_parentStepRunId_childKey_key" ON hatchet."WorkflowRun" USING btree ("parentId", "parentStepRunId", "childKey");

CREATE INDEX "WorkflowRun_parentStepRunId" ON hatchet."WorkflowRun" USING btree ("parentStepRunId");

CREATE INDEX "WorkflowRun_status_idx" ON hatchet."WorkflowRun" USING btree (status);

CREATE INDEX "WorkflowRun_tenantId_createdAt_idx" ON hatchet."WorkflowRun" USING btree ("tenantId", "createdAt");

CREATE INDEX "WorkflowRun_tenantId_idx" ON hatchet."WorkflowRun" USING btree ("tenantId");

CREATE INDEX "WorkflowRun_workflowVersionId_idx" ON hatchet."WorkflowRun" USING btree ("workflowVersionId");

CREATE UNIQUE INDEX "WorkflowTag_id_key" ON hatchet."WorkflowTag" USING btree (id);

CREATE UNIQUE INDEX "WorkflowTag_tenantId_name_key" ON hatchet."WorkflowTag" USING btree ("tenantId", name);

CREATE UNIQUE INDEX "WorkflowTriggerEventRef_parentId_eventKey_key" ON hatchet."WorkflowTriggerEventRef" USING btree ("parentId", "eventKey");

CREATE UNIQUE INDEX "WorkflowTriggerScheduledRef_id_key" ON hatchet."WorkflowTriggerScheduledRef" USING btree (id);

CREATE UNIQUE INDEX "WorkflowTriggerScheduledRef_parentId_parentStepRunId_childK_key" ON hatchet."WorkflowTriggerScheduledRef" USING btree ("parentId", "parentStepRunId", "childKey");

CREATE UNIQUE INDEX "WorkflowTriggers_id_key" ON hatchet."WorkflowTriggers" USING btree (id);

CREATE UNIQUE INDEX "WorkflowTriggers_workflowVersionId_key" ON hatchet."WorkflowTriggers" USING btree ("workflowVersionId");

CREATE INDEX "WorkflowVersion_deletedAt_idx" ON hatchet."WorkflowVersion" USING btree ("deletedAt");

CREATE UNIQUE INDEX "WorkflowVersion_id_key" ON hatchet."WorkflowVersion" USING btree (id);

CREATE UNIQUE INDEX "WorkflowVersion_onFailureJobId_key" ON hatchet."WorkflowVersion" USING btree ("onFailureJobId");

CREATE INDEX "Workflow_deletedAt_idx" ON hatchet."Workflow" USING btree ("deletedAt");

CREATE UNIQUE INDEX "Workflow_id_key" ON hatchet."Workflow" USING btree (id);

CREATE UNIQUE INDEX "Workflow_tenantId_name_key" ON hatchet."Workflow" USING btree ("tenantId", name);

CREATE UNIQUE INDEX "_ActionToWorker_AB_unique" ON hatchet."_ActionToWorker" USING btree ("A", "B");

CREATE INDEX "_ActionToWorker_B_index" ON hatchet."_ActionToWorker" USING btree ("B");

CREATE UNIQUE INDEX "_ServiceToWorker_AB_unique" ON hatchet."_ServiceToWorker" USING btree ("A", "B");

CREATE INDEX "_ServiceToWorker_B_index" ON hatchet."_ServiceToWorker" USING btree ("B");

CREATE UNIQUE INDEX "_StepOrder_AB_unique" ON hatchet."_StepOrder" USING btree ("A", "B");

CREATE INDEX "_StepOrder_B_index" ON hatchet."_StepOrder" USING btree ("B");

CREATE UNIQUE INDEX "_StepRunOrder_AB_unique" ON hatchet."_StepRunOrder" USING btree ("A", "B");

CREATE INDEX "_StepRunOrder_B_index" ON hatchet."_StepRunOrder" USING btree ("B");

CREATE UNIQUE INDEX "_WorkflowToWorkflowTag_AB_unique" ON hatchet."_WorkflowToWorkflowTag" USING btree ("A", "B");

CREATE INDEX "_WorkflowToWorkflowTag_B_index" ON hatchet."_WorkflowToWorkflowTag" USING btree ("B");

CREATE INDEX idx_v1_otel_trace_olap_task_lookup ON ONLY hatchet.v1_otel_trace_olap USING btree (tenant_id, task_run_external_id) WHERE (task_run_external_id IS NOT NULL);

CREATE INDEX idx_v1_otel_trace_olap_workflow_lookup ON ONLY hatchet.v1_otel_trace_olap USING btree (tenant_id, workflow_run_external_id) WHERE (workflow_run_external_id IS NOT NULL);

CREATE INDEX idx_v1_statuses_olap_query_optim ON hatchet.v1_statuses_olap USING btree (tenant_id, workflow_id);

CREATE INDEX idx_v1_step_concurrency_tenant_active ON hatchet.v1_step_concurrency USING btree (tenant_id, is_active) WHERE (is_active = true);

CREATE INDEX idx_v1_step_concurrency_tenant_step_id ON hatchet.v1_step_concurrency USING btree (tenant_id, step_id);

CREATE INDEX idx_workflow_tenant_id ON hatchet."Workflow" USING btree ("tenantId");

CREATE INDEX idx_workflow_trigger_event_ref_event_key_parent_id ON hatchet."WorkflowTriggerEventRef" USING btree ("eventKey", "parentId");

CREATE INDEX idx_workflow_triggers_id_version_id_tenant_id ON hatchet."WorkflowTriggers" USING btree (id, "workflowVersionId", "tenantId");

CREATE INDEX idx_workflow_triggers_workflow_version_id ON hatchet."WorkflowTriggers" USING btree ("workflowVersionId");

CREATE INDEX idx_workflow_version_workflow_id_order ON hatchet."WorkflowVersion" USING btree ("workflowId", "order" DESC) WHERE ("deletedAt" IS NULL);

CREATE INDEX idx_workflowrun_concurrency ON hatchet."WorkflowRun" USING btree ("concurrencyGroupId", "createdAt");

CREATE INDEX idx_workflowrun_main ON hatchet."WorkflowRun" USING btree ("tenantId", "deletedAt", status, "workflowVersionId", "createdAt");

CREATE INDEX "ix_WorkflowTriggerScheduledRef_triggerAt_tickerId" ON hatchet."WorkflowTriggerScheduledRef" USING btree ("triggerAt", "tickerId");

CREATE INDEX ix_user_session_cre_at_exp_at ON hatchet."UserSession" USING btree ("createdAt") INCLUDE ("expiresAt");

CREATE INDEX ix_v1_runs_olap_additional_metadata_gin ON ONLY hatchet.v1_runs_olap USING gin (additional_metadata jsonb_path_ops);

CREATE INDEX ix_v1_runs_olap_idempotency_key ON ONLY hatchet.v1_runs_olap USING btree (idempotency_key, inserted_at) WHERE (idempotency_key IS NOT NULL);

CREATE INDEX ix_v1_runs_olap_parent_task_external_id ON ONLY hatchet.v1_runs_olap USING btree (parent_task_external_id) WHERE (parent_task_external_id IS NOT NULL);

CREATE INDEX ix_v1_runs_olap_tenant_ins_at_status ON ONLY hatchet.v1_runs_olap USING btree (tenant_id, inserted_at DESC, readable_status);

CREATE INDEX ix_v1_tasks_olap_additional_metadata_gin ON ONLY hatchet.v1_tasks_olap USING gin (additional_metadata jsonb_path_ops);

CREATE INDEX ix_v1_tasks_olap_idempotency_key ON ONLY hatchet.v1_tasks_olap USING btree (idempotency_key, inserted_at) WHERE (idempotency_key IS NOT NULL);

CREATE INDEX v1_batch_runtime_key_idx ON hatchet.v1_batch_runtime USING btree (tenant_id, step_id, batch_key);

CREATE INDEX v1_batched_queue_item_step_batch_id_idx ON hatchet.v1_batched_queue_item USING btree (tenant_id, step_id, batch_key, id);

CREATE INDEX v1_batched_queue_item_step_priority_idx ON hatchet.v1_batched_queue_item USING btree (tenant_id, step_id, priority DESC, id);

CREATE INDEX v1_concurrency_slot_query_idx ON hatchet.v1_concurrency_slot USING btree (tenant_id, strategy_id, key, sort_id);

CREATE INDEX v1_concurrency_slot_timeout_idx ON hatchet.v1_concurrency_slot USING btree (tenant_id, strategy_id, task_id, task_inserted_at) WHERE (is_filled = false);

CREATE INDEX v1_dags_olap_workflow_id_idx ON ONLY hatchet.v1_dags_olap USING btree (tenant_id, workflow_id);

CREATE UNIQUE INDEX v1_event_external_id_seen_at ON ONLY hatchet.v1_event USING btree (external_id, seen_at);

CREATE INDEX v1_event_key_scope_idx ON ONLY hatchet.v1_event USING btree (tenant_id, key, scope);

CREATE INDEX v1_events_olap_key_idx ON ONLY hatchet.v1_events_olap USING btree (tenant_id, key);

CREATE INDEX v1_events_olap_scope_idx ON ONLY hatchet.v1_events_olap USING btree (tenant_id, scope) WHERE (scope IS NOT NULL);

CREATE UNIQUE INDEX v1_filter_unique_tenant_workflow_id_scope_expression_payload ON hatchet.v1_filter USING btree (tenant_id, workflow_id, scope, expression, payload_hash);

CREATE INDEX v1_idempotency_key_expires_at_idx ON hatchet.v1_idempotency_key USING btree (tenant_id, expires_at);

CREATE INDEX v1_incoming_webhook_validation_failures_olap_tenant_id_incoming ON ONLY hatchet.v1_incoming_webhook_validation_failures_olap USING btree (tenant_id, incoming_webhook_name);

CREATE INDEX v1_log_line_tenant_id_level_idx ON ONLY hatchet.v1_log_line USING btree (tenant_id, created_at DESC, level);

CREATE INDEX v1_match_condition_filter_idx ON hatchet.v1_match_condition USING btree (tenant_id, event_type, event_key, is_satisfied, event_resource_hint);

CREATE INDEX v1_paused_workflow_queue_item_workflow_idx ON hatchet.v1_paused_workflow_queue_item USING btree (workflow_id, tenant_id);

CREATE INDEX v1_payload_external_id_idx ON ONLY hatchet.v1_payload USING btree (external_id);

CREATE UNIQUE INDEX v1_payload_offloaded_block_index_uq_index_key ON hatchet.v1_payload_offloaded_block_index USING btree (index_file_key);

CREATE INDEX v1_payloads_olap_external_id_idx ON ONLY hatchet.v1_payloads_olap USING btree (external_id);

CREATE UNIQUE INDEX v1_payloads_olap_offloaded_block_index_uq_index_key ON hatchet.v1_payloads_olap_offloaded_block_index USING btree (index_file_key);

CREATE INDEX v1_queue_item_list_idx ON hatchet.v1_queue_item USING btree (tenant_id, queue, priority DESC, id);

CREATE UNIQUE INDEX v1_queue_item_task_idx ON hatchet.v1_queue_item USING btree (task_id, task_inserted_at, retry_count);

CREATE INDEX v1_rate_limited_queue_items_tenant_requeue_after_idx ON hatchet.v1_rate_limited_queue_items USING btree (tenant_id, queue, requeue_after);

CREATE INDEX v1_retry_queue_item_tenant_id_retry_after_idx ON hatchet.v1_retry_queue_item USING btree (tenant_id, retry_after);

CREATE INDEX v1_step_slot_request_step_idx ON hatchet.v1_step_slot_request USING btree (step_id);

CREATE UNIQUE INDEX v1_task_event_event_key_unique_idx ON ONLY hatchet.v1_task_event USING btree (tenant_id, task_id, task_inserted_at, event_type, event_key) WHERE (event_key IS NOT NULL);

CREATE INDEX v1_task_events_olap_task_id_idx ON hatchet.v1_task_events_olap USING btree (task_id);

CREATE INDEX v1_task_runtime_batch_id_idx ON hatchet.v1_task_runtime USING btree (batch_id) WHERE (batch_id IS NOT NULL);

CREATE INDEX v1_task_runtime_slot_tenant_worker_type_idx ON hatchet.v1_task_runtime_slot USING btree (tenant_id, worker_id, slot_type);

CREATE INDEX v1_task_runtime_tenant_worker_not_evicted_idx ON hatchet.v1_task_runtime USING btree (tenant_id, worker_id) WHERE (evicted_at IS NULL);

CREATE INDEX v1_task_runtime_tenantid_timeoutat_idx ON hatchet.v1_task_runtime USING btree (tenant_id, timeout_at);

CREATE INDEX v1_task_runtime_tenantid_workerid_idx ON hatchet.v1_task_runtime USING btree (tenant_id, worker_id) WHERE (worker_id IS NOT NULL);

CREATE INDEX v1_tasks_olap_worker_id_idx ON ONLY hatchet.v1_tasks_olap USING btree (tenant_id, latest_worker_id) WHERE (latest_worker_id IS NOT NULL);

CREATE INDEX v1_tasks_olap_workflow_id_idx ON ONLY hatchet.v1_tasks_olap USING btree (tenant_id, workflow_id);

CREATE INDEX v1_worker_slot_config_worker_id_idx ON hatchet.v1_worker_slot_config USING btree (worker_id);

CREATE INDEX v1_workflow_concurrency_slot_filled_idx ON hatchet.v1_workflow_concurrency_slot USING btree (tenant_id, strategy_id, workflow_version_id, workflow_run_id) WHERE (is_filled = true);

CREATE INDEX v1_workflow_concurrency_slot_query_idx ON hatchet.v1_workflow_concurrency_slot USING btree (tenant_id, strategy_id, key, priority DESC, sort_id);

CREATE INDEX messages_topic_inserted_at_idx ON outbox.messages USING btree (topic, inserted_at);

CREATE TRIGGER after_v1_concurrency_slot_delete AFTER DELETE ON hatchet.v1_concurrency_slot REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_concurrency_slot_delete_function();

CREATE TRIGGER after_v1_concurrency_slot_delete_outbox AFTER DELETE ON hatchet.v1_concurrency_slot REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_concurrency_slot_delete_outbox_function();

CREATE TRIGGER after_v1_concurrency_slot_insert AFTER INSERT ON hatchet.v1_concurrency_slot REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_concurrency_slot_insert_function();

CREATE TRIGGER after_v1_concurrency_slot_insert_outbox AFTER INSERT ON hatchet.v1_concurrency_slot REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_concurrency_slot_insert_outbox_function();

CREATE TRIGGER after_v1_concurrency_slot_update_outbox AFTER UPDATE ON hatchet.v1_concurrency_slot REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_concurrency_slot_update_outbox_function();

CREATE TRIGGER after_v1_task_runtime_delete_cleanup_batch_runtime AFTER DELETE ON hatchet.v1_task_runtime REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.after_v1_task_runtime_delete_cleanup_batch_runtime_fn();

CREATE TRIGGER check_name_or_slug_before_insert_or_update BEFORE INSERT OR UPDATE ON hatchet."Tenant" FOR EACH ROW EXECUTE FUNCTION hatchet.prevent_internal_name_or_slug();

CREATE TRIGGER trg_create_v1_step_concurrency AFTER INSERT ON hatchet."WorkflowConcurrency" FOR EACH ROW EXECUTE FUNCTION hatchet.create_v1_step_concurrency();

CREATE TRIGGER trigger_notify_message_queue_item AFTER INSERT ON hatchet."MessageQueueItem" FOR EACH ROW EXECUTE FUNCTION hatchet.notify_message_queue_item();

CREATE TRIGGER v1_concurrency_slot_update_trigger AFTER UPDATE ON hatchet.v1_concurrency_slot REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_concurrency_slot_update_function();

CREATE TRIGGER v1_dag_insert_trigger AFTER INSERT ON hatchet.v1_dag REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_dag_insert_function();

CREATE TRIGGER v1_dags_olap_status_delete_trigger AFTER DELETE ON hatchet.v1_dags_olap REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_dags_olap_delete_function();

CREATE TRIGGER v1_dags_olap_status_insert_trigger AFTER INSERT ON hatchet.v1_dags_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_dags_olap_insert_function();

CREATE TRIGGER v1_dags_olap_status_update_trigger AFTER UPDATE ON hatchet.v1_dags_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_dags_olap_status_update_function();

CREATE TRIGGER v1_event_lookup_table_olap_insert_trigger AFTER INSERT ON hatchet.v1_events_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_events_lookup_table_olap_insert_function();

CREATE TRIGGER v1_retry_queue_item_delete_trigger AFTER DELETE ON hatchet.v1_retry_queue_item REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_retry_queue_item_delete_function();

CREATE TRIGGER v1_runs_olap_status_insert_trigger AFTER INSERT ON hatchet.v1_runs_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_runs_olap_insert_function();

CREATE TRIGGER v1_runs_olap_status_update_trigger AFTER UPDATE ON hatchet.v1_runs_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_runs_olap_status_update_function();

CREATE TRIGGER v1_step_slot_request_insert_trigger AFTER INSERT ON hatchet."Step" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_step_slot_request_insert_function();

CREATE TRIGGER v1_task_insert_trigger AFTER INSERT ON hatchet.v1_task REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_task_insert_function();

CREATE TRIGGER v1_task_runtime_slot_delete_trigger AFTER DELETE ON hatchet.v1_task_runtime REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_task_runtime_slot_delete_function();

CREATE TRIGGER v1_task_runtime_slot_insert_trigger AFTER INSERT ON hatchet.v1_task_runtime REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_task_runtime_slot_insert_function();

CREATE TRIGGER v1_task_update_trigger AFTER UPDATE ON hatchet.v1_task REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_task_update_function();

CREATE TRIGGER v1_tasks_olap_status_delete_trigger AFTER DELETE ON hatchet.v1_tasks_olap REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_tasks_olap_delete_function();

CREATE TRIGGER v1_tasks_olap_status_insert_trigger AFTER INSERT ON hatchet.v1_tasks_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_tasks_olap_insert_function();

CREATE TRIGGER v1_tasks_olap_status_update_trigger AFTER UPDATE ON hatchet.v1_tasks_olap REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_tasks_olap_status_update_function();

CREATE TRIGGER v1_worker_slot_config_insert_trigger AFTER INSERT ON hatchet."Worker" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hatchet.v1_worker_slot_config_insert_function();

CREATE TRIGGER messages_topics_sync AFTER INSERT ON outbox.messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION outbox.topics_insert_trigger_fn();

ALTER TABLE ONLY hatchet."APIToken"
    ADD CONSTRAINT "APIToken_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Action"
    ADD CONSTRAINT "Action_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Event"
    ADD CONSTRAINT "Event_replayedFromId_fkey" FOREIGN KEY ("replayedFromId") REFERENCES hatchet."Event"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."GetGroupKeyRun"
    ADD CONSTRAINT "GetGroupKeyRun_tickerId_fkey" FOREIGN KEY ("tickerId") REFERENCES hatchet."Ticker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."GetGroupKeyRun"
    ADD CONSTRAINT "GetGroupKeyRun_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."GetGroupKeyRun"
    ADD CONSTRAINT "GetGroupKeyRun_workflowRunId_fkey" FOREIGN KEY ("workflowRunId") REFERENCES hatchet."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."JobRunLookupData"
    ADD CONSTRAINT "JobRunLookupData_jobRunId_fkey" FOREIGN KEY ("jobRunId") REFERENCES hatchet."JobRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."JobRun"
    ADD CONSTRAINT "JobRun_workflowRunId_fkey" FOREIGN KEY ("workflowRunId") REFERENCES hatchet."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Job"
    ADD CONSTRAINT "Job_workflowVersionId_fkey" FOREIGN KEY ("workflowVersionId") REFERENCES hatchet."WorkflowVersion"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."LogLine"
    ADD CONSTRAINT "LogLine_stepRunId_fkey" FOREIGN KEY ("stepRunId") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."MessageQueueItem"
    ADD CONSTRAINT "MessageQueueItem_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES hatchet."MessageQueue"(name) ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."SNSIntegration"
    ADD CONSTRAINT "SNSIntegration_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Service"
    ADD CONSTRAINT "Service_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."SlackAppWebhook"
    ADD CONSTRAINT "SlackAppWebhook_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."StepDesiredWorkerLabel"
    ADD CONSTRAINT "StepDesiredWorkerLabel_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES hatchet."Step"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."StepRateLimit"
    ADD CONSTRAINT "StepRateLimit_tenantId_rateLimitKey_fkey" FOREIGN KEY ("tenantId", "rateLimitKey") REFERENCES hatchet."RateLimit"("tenantId", key) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY hatchet."StepRunResultArchive"
    ADD CONSTRAINT "StepRunResultArchive_stepRunId_fkey" FOREIGN KEY ("stepRunId") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."StepRun"
    ADD CONSTRAINT "StepRun_jobRunId_fkey" FOREIGN KEY ("jobRunId") REFERENCES hatchet."JobRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."StepRun"
    ADD CONSTRAINT "StepRun_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."Step"
    ADD CONSTRAINT "Step_actionId_tenantId_fkey" FOREIGN KEY ("actionId", "tenantId") REFERENCES hatchet."Action"("actionId", "tenantId") ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY hatchet."Step"
    ADD CONSTRAINT "Step_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES hatchet."Job"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."StreamEvent"
    ADD CONSTRAINT "StreamEvent_stepRunId_fkey" FOREIGN KEY ("stepRunId") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."TenantAlertEmailGroup"
    ADD CONSTRAINT "TenantAlertEmailGroup_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantAlertingSettings"
    ADD CONSTRAINT "TenantAlertingSettings_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantAlertingSettings"
    ADD CONSTRAINT "TenantAlertingSettings_tickerId_fkey" FOREIGN KEY ("tickerId") REFERENCES hatchet."Ticker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."TenantInviteLink"
    ADD CONSTRAINT "TenantInviteLink_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantMember"
    ADD CONSTRAINT "TenantMember_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantMember"
    ADD CONSTRAINT "TenantMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES hatchet."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantResourceLimitAlert"
    ADD CONSTRAINT "TenantResourceLimitAlert_resourceLimitId_fkey" FOREIGN KEY ("resourceLimitId") REFERENCES hatchet."TenantResourceLimit"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantResourceLimitAlert"
    ADD CONSTRAINT "TenantResourceLimitAlert_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantResourceLimit"
    ADD CONSTRAINT "TenantResourceLimit_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."TenantVcsProvider"
    ADD CONSTRAINT "TenantVcsProvider_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Tenant"
    ADD CONSTRAINT "Tenant_controllerPartitionId_fkey" FOREIGN KEY ("controllerPartitionId") REFERENCES hatchet."ControllerPartition"(id) ON UPDATE SET NULL ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."Tenant"
    ADD CONSTRAINT "Tenant_schedulerPartitionId_fkey" FOREIGN KEY ("schedulerPartitionId") REFERENCES hatchet."SchedulerPartition"(id) ON UPDATE SET NULL ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."Tenant"
    ADD CONSTRAINT "Tenant_workerPartitionId_fkey" FOREIGN KEY ("workerPartitionId") REFERENCES hatchet."TenantWorkerPartition"(id) ON UPDATE SET NULL ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."UserOAuth"
    ADD CONSTRAINT "UserOAuth_userId_fkey" FOREIGN KEY ("userId") REFERENCES hatchet."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."UserPassword"
    ADD CONSTRAINT "UserPassword_userId_fkey" FOREIGN KEY ("userId") REFERENCES hatchet."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."UserSession"
    ADD CONSTRAINT "UserSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES hatchet."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WebhookWorkerRequest"
    ADD CONSTRAINT "WebhookWorkerRequest_webhookWorkerId_fkey" FOREIGN KEY ("webhookWorkerId") REFERENCES hatchet."WebhookWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WebhookWorkerWorkflow"
    ADD CONSTRAINT "WebhookWorkerWorkflow_webhookWorkerId_fkey" FOREIGN KEY ("webhookWorkerId") REFERENCES hatchet."WebhookWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WebhookWorkerWorkflow"
    ADD CONSTRAINT "WebhookWorkerWorkflow_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES hatchet."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WebhookWorker"
    ADD CONSTRAINT "WebhookWorker_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WebhookWorker"
    ADD CONSTRAINT "WebhookWorker_tokenId_fkey" FOREIGN KEY ("tokenId") REFERENCES hatchet."APIToken"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkerAssignEvent"
    ADD CONSTRAINT "WorkerAssignEvent_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE SET NULL NOT VALID;

ALTER TABLE ONLY hatchet."WorkerLabel"
    ADD CONSTRAINT "WorkerLabel_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."Worker"
    ADD CONSTRAINT "Worker_dispatcherId_fkey" FOREIGN KEY ("dispatcherId") REFERENCES hatchet."Dispatcher"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."Worker"
    ADD CONSTRAINT "Worker_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES hatchet."WebhookWorker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowConcurrency"
    ADD CONSTRAINT "WorkflowConcurrency_getConcurrencyGroupId_fkey" FOREIGN KEY ("getConcurrencyGroupId") REFERENCES hatchet."Action"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowConcurrency"
    ADD CONSTRAINT "WorkflowConcurrency_workflowVersionId_fkey" FOREIGN KEY ("workflowVersionId") REFERENCES hatchet."WorkflowVersion"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowRunStickyState"
    ADD CONSTRAINT "WorkflowRunStickyState_workflowRunId_fkey" FOREIGN KEY ("workflowRunId") REFERENCES hatchet."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowRunTriggeredBy"
    ADD CONSTRAINT "WorkflowRunTriggeredBy_scheduledId_fkey" FOREIGN KEY ("scheduledId") REFERENCES hatchet."WorkflowTriggerScheduledRef"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES hatchet."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_parentStepRunId_fkey" FOREIGN KEY ("parentStepRunId") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowTag"
    ADD CONSTRAINT "WorkflowTag_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowTriggerCronRef"
    ADD CONSTRAINT "WorkflowTriggerCronRef_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES hatchet."WorkflowTriggers"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowTriggerCronRef"
    ADD CONSTRAINT "WorkflowTriggerCronRef_tickerId_fkey" FOREIGN KEY ("tickerId") REFERENCES hatchet."Ticker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowTriggerEventRef"
    ADD CONSTRAINT "WorkflowTriggerEventRef_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES hatchet."WorkflowTriggers"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowTriggerScheduledRef"
    ADD CONSTRAINT "WorkflowTriggerScheduledRef_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES hatchet."WorkflowVersion"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowTriggerScheduledRef"
    ADD CONSTRAINT "WorkflowTriggerScheduledRef_parentStepRunId_fkey" FOREIGN KEY ("parentStepRunId") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowTriggerScheduledRef"
    ADD CONSTRAINT "WorkflowTriggerScheduledRef_parentWorkflowRunId_fkey" FOREIGN KEY ("parentWorkflowRunId") REFERENCES hatchet."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowTriggerScheduledRef"
    ADD CONSTRAINT "WorkflowTriggerScheduledRef_tickerId_fkey" FOREIGN KEY ("tickerId") REFERENCES hatchet."Ticker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowTriggers"
    ADD CONSTRAINT "WorkflowTriggers_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES hatchet."Tenant"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowTriggers"
    ADD CONSTRAINT "WorkflowTriggers_workflowVersionId_fkey" FOREIGN KEY ("workflowVersionId") REFERENCES hatchet."WorkflowVersion"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_onFailureJobId_fkey" FOREIGN KEY ("onFailureJobId") REFERENCES hatchet."Job"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY hatchet."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES hatchet."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_ActionToWorker"
    ADD CONSTRAINT "_ActionToWorker_A_fkey" FOREIGN KEY ("A") REFERENCES hatchet."Action"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_ActionToWorker"
    ADD CONSTRAINT "_ActionToWorker_B_fkey" FOREIGN KEY ("B") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_ServiceToWorker"
    ADD CONSTRAINT "_ServiceToWorker_A_fkey" FOREIGN KEY ("A") REFERENCES hatchet."Service"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_ServiceToWorker"
    ADD CONSTRAINT "_ServiceToWorker_B_fkey" FOREIGN KEY ("B") REFERENCES hatchet."Worker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_StepOrder"
    ADD CONSTRAINT "_StepOrder_A_fkey" FOREIGN KEY ("A") REFERENCES hatchet."Step"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_StepOrder"
    ADD CONSTRAINT "_StepOrder_B_fkey" FOREIGN KEY ("B") REFERENCES hatchet."Step"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_StepRunOrder"
    ADD CONSTRAINT "_StepRunOrder_A_fkey" FOREIGN KEY ("A") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_StepRunOrder"
    ADD CONSTRAINT "_StepRunOrder_B_fkey" FOREIGN KEY ("B") REFERENCES hatchet."StepRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_WorkflowToWorkflowTag"
    ADD CONSTRAINT "_WorkflowToWorkflowTag_A_fkey" FOREIGN KEY ("A") REFERENCES hatchet."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY hatchet."_WorkflowToWorkflowTag"
    ADD CONSTRAINT "_WorkflowToWorkflowTag_B_fkey" FOREIGN KEY ("B") REFERENCES hatchet."WorkflowTag"(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "hatchet.v1_task",
      clock: "inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_dag",
      clock: "inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_task_event",
      clock: "task_inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_log_line",
      clock: "task_inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_payload",
      clock: "inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_event",
      clock: "seen_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_durable_event_log_file",
      clock: "durable_task_inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_durable_event_log_entry",
      clock: "durable_task_inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_durable_event_log_branch_point",
      clock: "durable_task_inserted_at (the RANGE partition key; whole day partitions)",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354)",
      source: "pkg/repository/task.go:511",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the task controller every 15 minutes (internal/services/controllers/task/controller.go:349, pkg/repository/task.go:392, 443-511; partition list pkg/repository/sqlcv1/tasks.sql:50)",
    },
    {
      table: "hatchet.v1_payload_offloaded_block_index",
      clock: "payload_inserted_at_date",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354), the same cutoff as the core partitions",
      source: "pkg/repository/sqlcv1/payload-store.sql:196",
      note: "deleted right after the core partitions are dropped (pkg/repository/task.go:525)",
    },
    {
      table: "hatchet.v1_match",
      clock:
        "signal_task_inserted_at, trigger_dag_inserted_at, trigger_parent_task_inserted_at or trigger_existing_task_inserted_at",
      retention:
        "corePartitionRetention (SERVER_LIMITS_CORE_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6-7, 27-33; pkg/config/loader/loader.go:354) (the task retention period)",
      source: "pkg/repository/sqlcv1/matches.sql:281",
      note: "the task controller's cleanup, every minute (internal/services/controllers/task/controller.go:406, cleanup.go:19; pkg/repository/task.go:4492-4500)",
    },
    {
      table: "hatchet.v1_match_condition",
      clock: "its v1_match's clocks",
      retention: "with its v1_match (the task retention period)",
      source: "pkg/repository/sqlcv1/matches.sql:291",
      note: "deleted in the same statement as the matches (no ON DELETE CASCADE; v1_match_id IN the deleted matches)",
    },
    {
      table: "hatchet.v1_tasks_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44)",
    },
    {
      table: "hatchet.v1_dags_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44)",
    },
    {
      table: "hatchet.v1_runs_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44)",
    },
    {
      table: "hatchet.v1_payloads_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44)",
    },
    {
      table: "hatchet.v1_events_olap",
      clock: "seen_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_event_to_run_olap",
      clock: "event_seen_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_event_lookup_table_olap",
      clock: "event_seen_at (the RANGE partition key; whole partitions; weekly partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_incoming_webhook_validation_failures_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_cel_evaluation_failures_olap",
      clock: "inserted_at (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_otel_trace_olap",
      clock: "start_time (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_otel_trace_lookup_olap",
      clock: "start_time (the RANGE partition key; whole partitions)",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360)",
      source: "pkg/repository/olap.go:552",
      note: "day partitions older than the cutoff are detached and dropped (DROP TABLE) by the OLAP controller every 15 minutes (internal/services/controllers/olap/controller.go:368, pkg/repository/olap.go:420, 487-552; partition list pkg/repository/sqlcv1/olap.sql:44); the events and OTel tables are included because the OSS repository is built with shouldPartitionEventsTables and shouldPartitionOtelTables true (pkg/repository/repository.go:127)",
    },
    {
      table: "hatchet.v1_payloads_olap_offloaded_block_index",
      clock: "payload_inserted_at_date",
      retention:
        "olapPartitionRetention (SERVER_LIMITS_OLAP_PARTITION_RETENTION), default defaultTenantRetentionPeriod 720h (30d) (pkg/config/limits/limits.go:6, 8, 36-43; pkg/config/loader/loader.go:360), the same cutoff as the OLAP partitions",
      source: "pkg/repository/sqlcv1/olap.sql:2370",
      note: "deleted right after the OLAP partitions are dropped (pkg/repository/olap.go:566)",
    },
    {
      table: "hatchet.v1_idempotency_key",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "pkg/repository/sqlcv1/idempotency-keys.sql:2",
      note: "per tenant, by the task controller's evict-expired-idempotency-keys operation pool (internal/services/controllers/task/controller.go:295, evict_idempotency_keys.go:18)",
    },
    {
      table: 'hatchet."MessageQueue"',
      clock: '"lastActive"',
      retention: '1 hour, auto-deleted queues only ("autoDeleted" = true)',
      source: "pkg/repository/sqlcv1/mq.sql:33",
      note: "retention controller, every 60 seconds (internal/services/controllers/retention/controller.go:173-178, mq.go:41); the tables of the PostgreSQL message queue (msgQueue.kind postgres; rabbitmq is the default, pkg/config/server/server.go:532)",
    },
    {
      table: 'hatchet."MessageQueueItem"',
      clock: '"expiresAt"',
      retention: '"expiresAt" passed',
      source: "pkg/repository/sqlcv1/mq.sql:120",
      note: "retention controller, every 60 seconds (internal/services/controllers/retention/mq.go:47, pkg/repository/mq.go:201)",
    },
    {
      table: 'hatchet."UserSession"',
      clock: '"expiresAt" (and "createdAt" for sessions without a user)',
      retention: '"expiresAt" passed, or 24 hours after "createdAt" when "userId" is NULL',
      source: "pkg/repository/sqlcv1/users.sql:172",
      note: "retention controller, hourly, in batches of 1000 (internal/services/controllers/retention/controller.go:204-209, user_session.go:15; pkg/repository/user_session.go:173-185)",
    },
    {
      table: 'hatchet."Worker"',
      clock: '"lastHeartbeatAt"',
      retention:
        'the tenant\'s "dataRetentionPeriod" (default 720h, pkg/repository/sqlcv1/tenants.sql:24; api/v1/server/handlers/tenants/create.go:57-58), only with enableWorkerRetention (SERVER_ENABLE_WORKER_RETENTION), off by default (pkg/config/server/server.go:57)',
      source: "pkg/repository/sqlcv1/workers.sql:571",
      note: "retention controller, daily, per tenant (internal/services/controllers/retention/controller.go:188-193, worker.go:36-48)",
    },
    {
      table: "hatchet.v1_worker_slot_config",
      clock: '"lastHeartbeatAt" of its worker',
      retention:
        'with its worker (the tenant\'s "dataRetentionPeriod" (default 720h, pkg/repository/sqlcv1/tenants.sql:24; api/v1/server/handlers/tenants/create.go:57-58), only with enableWorkerRetention (SERVER_ENABLE_WORKER_RETENTION), off by default (pkg/config/server/server.go:57))',
      source: "pkg/repository/sqlcv1/workers.sql:568",
      note: "deleted explicitly in the same statement as the old workers",
    },
    {
      table: 'hatchet."WorkerLabel"',
      clock: '"lastHeartbeatAt" of its worker',
      retention:
        'with its worker (the tenant\'s "dataRetentionPeriod" (default 720h, pkg/repository/sqlcv1/tenants.sql:24; api/v1/server/handlers/tenants/create.go:57-58), only with enableWorkerRetention (SERVER_ENABLE_WORKER_RETENTION), off by default (pkg/config/server/server.go:57))',
      source: "pkg/repository/sqlcv1/workers.sql:571",
      note: 'deleted by ON DELETE CASCADE from "Worker"',
    },
    {
      table: 'hatchet."_ActionToWorker"',
      clock: '"lastHeartbeatAt" of its worker',
      retention:
        'with its worker (the tenant\'s "dataRetentionPeriod" (default 720h, pkg/repository/sqlcv1/tenants.sql:24; api/v1/server/handlers/tenants/create.go:57-58), only with enableWorkerRetention (SERVER_ENABLE_WORKER_RETENTION), off by default (pkg/config/server/server.go:57))',
      source: "pkg/repository/sqlcv1/workers.sql:571",
      note: 'deleted by ON DELETE CASCADE from "Worker"',
    },
    {
      table: 'hatchet."_ServiceToWorker"',
      clock: '"lastHeartbeatAt" of its worker',
      retention:
        'with its worker (the tenant\'s "dataRetentionPeriod" (default 720h, pkg/repository/sqlcv1/tenants.sql:24; api/v1/server/handlers/tenants/create.go:57-58), only with enableWorkerRetention (SERVER_ENABLE_WORKER_RETENTION), off by default (pkg/config/server/server.go:57))',
      source: "pkg/repository/sqlcv1/workers.sql:571",
      note: 'deleted by ON DELETE CASCADE from "Worker"',
    },
    {
      table: 'hatchet."ControllerPartition"',
      clock: '"lastHeartbeat"',
      retention: "1 minute without a heartbeat",
      source: "pkg/repository/sqlcv1/tenants.sql:311",
      note: "every minute (internal/services/partition/partition.go:155); the cutoff is tenants.sql:291; its tenants are reassigned to live partitions in the same statement",
    },
    {
      table: 'hatchet."SchedulerPartition"',
      clock: '"lastHeartbeat"',
      retention: "1 minute without a heartbeat",
      source: "pkg/repository/sqlcv1/tenants.sql:484",
      note: "every minute (internal/services/partition/partition.go:274); the cutoff is tenants.sql:461; its tenants are reassigned to live partitions in the same statement",
    },
    {
      table: 'hatchet."TenantWorkerPartition"',
      clock: '"lastHeartbeat"',
      retention: "1 minute without a heartbeat",
      source: "pkg/repository/sqlcv1/tenants.sql:393",
      note: "every minute (internal/services/partition/partition.go:375); the cutoff is tenants.sql:370; its tenants are reassigned to live partitions in the same statement",
    },
    {
      table: "outbox.messages",
      clock: "inserted_at",
      retention:
        "24h (pgoutbox.WithDefaultExpiration(24*time.Hour), pkg/config/loader/loader.go:1332)",
      source: "pkg/config/loader/loader.go:1332",
      note: "done by the pgoutbox library (github.com/hatchet-dev/pgoutbox v0.4.0, commit 31fe3bb68c9977895d834ae0ed0a2cce8c237ac7): its per-topic maintenance loop deletes messages older than the topic's TTL (outbox.go:1231-1238, sqlc/queries.sql:30-31); the library's migrations are run by hatchet-migrate (cmd/hatchet-migrate/migrate/run.go:276-324)",
    },
    {
      table: "outbox.consumer_sessions",
      clock: "expires_at",
      retention: "1 hour after expires_at (consumerSessionRetention, pgoutbox outbox.go:212)",
      source: "pkg/config/loader/loader.go:1327",
      note: "done by the pgoutbox library the concurrency outbox is built with (loader.go:1327-1333): its topic scanner deletes stranded consumer sessions (pgoutbox v0.4.0 outbox.go:899-904, sqlc/queries.sql:189-190)",
    },
  ],
  shouldAsk: [
    {
      table: 'hatchet."APIToken"',
      why: 'API tokens are only revoked or left to expire ("expiresAt", "revoked"); the ticker only polls them to alert before expiry (pkg/repository/sqlcv1/ticker.sql:298), and no job deletes expired or revoked tokens',
    },
    {
      table: 'hatchet."TenantInviteLink"',
      why: 'inviter and invitee e-mail addresses kept for ever: expired, accepted and rejected invites are filtered out by "expires" > now() but never deleted (only DeleteTenantInvite on a request, tenant_invites.sql:91)',
    },
    {
      table: "hatchet.v1_task_events_olap",
      why: "task outputs, error messages and worker ids of every run, in a table that is not partitioned and never deleted from, so it outlives the runs whose v1_tasks_olap partitions the retention drops after 30 days",
    },
    {
      table: "hatchet.v1_dag_data",
      why: "the inputs and additional metadata of DAG runs, never deleted, while the v1_dag partitions they belong to are dropped after the retention period",
    },
    {
      table: 'hatchet."Event"',
      why: "v0 events with their data and additional metadata: the v1 engine no longer writes or cleans the v0 tables, so rows from before an upgrade stay for ever",
    },
    {
      table: 'hatchet."LogLine"',
      why: "v0 step-run log messages, kept for ever since the v0 tables are no longer cleaned (the v1 log lines are in v1_log_line, whose partitions are dropped)",
    },
    {
      table: 'hatchet."StepRun"',
      why: "v0 step runs with their inputs, outputs and errors, no longer written or cleaned by the v1 engine",
    },
  ],
  neverDelete: [
    'hatchet."User"',
    'hatchet."UserPassword"',
    'hatchet."UserOAuth"',
    'hatchet."Tenant"',
    'hatchet."TenantMember"',
    'hatchet."TenantAlertingSettings"',
    'hatchet."TenantAlertEmailGroup"',
    'hatchet."TenantResourceLimit"',
    "hatchet.tenant_entitlement",
    'hatchet."SlackAppWebhook"',
    'hatchet."SNSIntegration"',
    'hatchet."TenantVcsProvider"',
    'hatchet."Workflow"',
    'hatchet."WorkflowVersion"',
    'hatchet."Job"',
    'hatchet."Step"',
    'hatchet."WorkflowTriggers"',
    'hatchet."WorkflowTriggerCronRef"',
    'hatchet."WorkflowTriggerScheduledRef"',
    'hatchet."WorkflowTriggerEventRef"',
    "hatchet.v1_filter",
    "hatchet.v1_incoming_webhook",
    "hatchet.v1_operator",
    'hatchet."WebhookWorker"',
  ],
};
