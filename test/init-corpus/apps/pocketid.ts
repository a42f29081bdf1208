// Pocket ID, the passkey-only OpenID Connect provider (Go, gorm, SQL migrations), from
// pocket-id/pocket-id@d258d952b1573300860aff369e300a76f6fb5f09 (main, 2026-08-22).
// Schema: its 64 PostgreSQL migrations (backend/resources/migrations/postgres/*.up.sql, 20241211111554_init to
// 20260814120000_api_client_access) replayed with psql in version order as golang-migrate runs them at startup
// (backend/internal/utils/db_migration_util.go:21-56: each file sent whole as one statement batch, its row in
// schema_migrations marked dirty before and clean after), on an empty PostgreSQL 15 database with schema pocketid
// created first and search_path set to it (Pocket ID has no schema option: its tables land in the connection's
// search_path, and its citext extension with them). Then, as the server does on the same pgx pool when its actor host
// starts (backend/internal/bootstrap/actors_bootstrap.go:156-168), the schema migrations of the actor framework it
// embeds, Francis (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26; read at ItalyPaleAle/francis
// tag v0.1.0-beta.23, 4c2b3e99b2621acbacb8102a1d3bf799402cece1): components/postgres/migrations/01..06 with the default
// table prefix "francis_" (components/postgres/postgres.go:37, 193-241) and go-sql-utils v0.3.5's metadata table
// (francis_metadata). Read back with pg_dump --schema-only --no-owner --no-privileges -n pocketid (its SET,
// restrict and comment lines left out, the two CREATE EXTENSION lines written back, since pg_dump -n leaves them
// out). All 32 tables: Pocket ID's 22, schema_migrations and Francis's 9. Pocket ID keeps its one-time access
// tokens, signup tokens, e-mail verification tokens, device-login requests and its application configuration as
// Francis actor state (francis_actor_state), not in tables of its own (those tables were dropped by its migrations).
// Cleanup: Francis cron-job actors that Pocket ID registers at startup (off only with APP_ENV=test,
// backend/internal/bootstrap/services_bootstrap.go:101, 121, 170, 206), each every 24 hours with 5 minutes' jitter and once at
// registration:
// - ClearAuditLogs (backend/internal/auditlogs/cleanup_job.go:35-43): audit_logs where created_at < now - AUDIT_LOG_RETENTION_DAYS
//   (cleanup_job.go:53-57; default 90, backend/internal/common/env_config.go:120; must be > 0, :178);
// - ClearOAuth2Sessions (backend/internal/oidc/cleanup_job.go:29, module.go:104-118): oauth2_sessions where expires_at < now
//   (backend/internal/oidc/cleanup.go:19); one table holds authorization codes, access and refresh tokens, PKCE, OpenID,
//   PAR, device and user codes (backend/internal/oidc/store.go:26-33), each with its fosite lifetime (refresh tokens 30
//   days by default, a client's refresh_token_duration_minutes);
// - ClearOAuth2JTIs: oauth2_jtis where expires_at < now (oidc/cleanup.go:27);
// - ClearInteractionSessions: interaction_sessions where created_at < now - 1 hour (oidc/cleanup.go:35;
//   interactionSessionLifetime, backend/internal/oidc/interaction_session_service.go:12);
// - ClearWebauthnSessions (backend/internal/webauthn/cleanup_job.go:29, module.go:55-70): webauthn_sessions where
//   expires_at < now (backend/internal/webauthn/cleanup.go:17; 60-second ceremonies, webauthn/service.go:48-58);
// - ClearReauthenticationTokens: reauthentication_tokens where expires_at < now (webauthn/cleanup.go:26; 3 minutes,
//   webauthn/service.go:609).
// And Francis's own garbage collector (components/postgres/postgres.go:244-277, started by the provider's Run, :147),
// every 10 minutes (DefaultCleanupInterval, :36, 86; Pocket ID sets no CleanupInterval, actors_bootstrap.go:165-168):
// - francis_actor_state where actor_state_expiration_time < now (:264-268): the state Pocket ID stores with a TTL equal
//   to each token's lifetime (one-time access tokens, 15 minutes by default, backend/internal/onetimeaccess/actor.go:152-161;
//   signup tokens, backend/internal/usersignup/actor.go:199-211; e-mail verification tokens, 24 hours,
//   backend/internal/emailverification/service.go:19, actor.go:157-162; device-login requests,
//   backend/internal/devicelogin/actor.go:292-299); its state without a TTL (AppConfig, LDAP and SCIM sync) is kept;
// - francis_hosts where host_last_health_check < now - the host health-check deadline (:258; 90 seconds with HA off,
//   the default, actors_bootstrap.go:62, 144-151), also at each host registration (components/postgres/postgres-host.go:41);
//   its francis_host_actor_types, francis_active_actors and francis_consumed_join_tokens rows go with it by ON DELETE CASCADE.
// Not counted: the deletes by id on the way of a request (a WebAuthn session once finished, webauthn/service.go:146, 264,
// 517; a reauthentication token once used, :590; an interaction session once completed,
// oidc/interaction_session_service.go:69; the access tokens of a revoked or reused refresh-token family, whose refresh
// tokens are only marked inactive, oidc/store.go:396-399, 477-480; a row fosite deletes by key (an access or refresh token, PKCE, OpenID or PAR row, store.go:357, 376, 505, 523, 556, 828-833); a consumed one-time, signup, verification or device-login state, onetimeaccess/actor.go:128,
// usersignup/actor.go:190, emailverification/actor.go:102, 129, devicelogin/actor.go:260; consents of a client whose
// metadata changed, oidc/store.go:210-212), the administrators' deletes of users, groups, clients, APIs, API keys, SCIM
// providers and stored files, LDAP sync's removal of groups gone from the directory (backend/internal/ldapsync/service.go:488),
// and the daily ClearUnusedDefaultProfilePictures job (backend/internal/job/file_cleanup_job.go:65-109), which deletes
// generated default pictures whose initials no user has (from the storage table with the database storage backend): not
// by age. ClearOrphanedTempFiles (file_cleanup_job.go:112-140) removes temporary files older than 10 minutes on the file
// system only, no table. Francis's lazy prune of consumed join tokens (postgres-host.go:489-495) runs only when a remote
// workload host joins with a bootstrap token, which Pocket ID's in-process host does not. There is no count-based trim.
// API keys are never deleted by age: the nightly ExpiredApiKeyEmailJob (backend/internal/apikey/expiry_job.go:31-101)
// only mails their owners 7 days before expiry and marks expiration_email_sent.
// Neither list: francis_alarms (the cron jobs' schedule), francis_dead_jobs (failed job runs with the job's input,
// kept until replayed or deleted by id; Pocket ID's jobs carry no personal data), francis_cluster_config,
// francis_metadata, kv (instance settings, no clock), schema_migrations, and scim_service_providers (configuration).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "pocketid",
  framework: "go",
  source: {
    repo: "pocket-id/pocket-id",
    commit: "d258d952b1573300860aff369e300a76f6fb5f09",
    schemaFrom:
      "backend/resources/migrations/postgres/*.up.sql (64, in version order, as golang-migrate runs them at startup) replayed with psql on PostgreSQL 15 in schema pocketid, then the schema migrations of its embedded actor framework Francis v0.1.0-beta.23 (table prefix francis_) that its actor host runs on the same database, dumped with pg_dump --schema-only --no-owner --no-privileges; all its 32 tables",
  },
  schemas: ["pocketid"],
  schemaSql: `
-- Pocket ID: pocket-id/pocket-id@d258d952b1573300860aff369e300a76f6fb5f09
-- Built by replaying its 64 PostgreSQL migrations (backend/resources/migrations/postgres, 20241211111554_init to
-- 20260814120000_api_client_access) with psql in version order, each file as one batch as golang-migrate sends it,
-- on an empty PostgreSQL 15 database with search_path pocketid, then Francis v0.1.0-beta.23's Postgres migrations
-- (components/postgres/migrations/01-schema.sql to 06-cluster.sql, prefix francis_, after go-sql-utils' metadata
-- table), as Pocket ID's actor host runs them on the same pool; read back with pg_dump --schema-only --no-owner
-- --no-privileges -n pocketid (its SET lines, restrict lines and comments left out). The citext and pgcrypto
-- extensions, which the migrations create in the search_path schema and pg_dump -n leaves out, are written back, in
-- schema public (the corpus test loads the tuned half into one database, where an extension exists once: Pleroma's
-- and Firezone's citext are there too), the columns' type named public.citext.
-- The rows the migrations insert (francis_cluster_config's single row, the migration records) are data and are not
-- kept. Francis's plpgsql functions name its tables unqualified, as the search_path has them.
CREATE SCHEMA pocketid;
SET search_path TO pocketid;
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;

CREATE FUNCTION pocketid.francis_active_actors_delete_update_alarms_fn() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- Batch update: join alarms with the transition table of deleted rows
    UPDATE francis_alarms
    SET
        alarm_lease_id = NULL,
        alarm_lease_expiration_time = NULL
    FROM old_rows r
    WHERE
        francis_alarms.actor_type = r.actor_type
        AND francis_alarms.actor_id = r.actor_id
        AND francis_alarms.alarm_lease_id IS NOT NULL;

    -- Statement-level trigger return value is ignored
    RETURN NULL;
END;
$$;

CREATE FUNCTION pocketid.francis_actor_active_v1(p_actor_type text, p_actor_id text, p_health_cutoff timestamp without time zone) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
BEGIN
    RETURN EXISTS (
        SELECT 1
        FROM francis_active_actors AS aa
        INNER JOIN francis_hosts AS h ON
            aa.host_id = h.host_id
        WHERE
            aa.actor_type = p_actor_type 
            AND aa.actor_id = p_actor_id
            AND h.host_last_health_check >= p_health_cutoff
    );
END;
$$;

CREATE FUNCTION pocketid.francis_fetch_and_lease_upcoming_alarms_v1(p_host_ids uuid[], p_host_health_check_deadline interval, p_alarms_fetch_ahead_interval interval, p_alarms_lease_duration interval, p_batch_size integer) RETURNS TABLE(r_alarm_id uuid, r_actor_type text, r_actor_id text, r_alarm_name text, r_alarm_due_time timestamp without time zone, r_lease_id uuid)
    LANGUAGE plpgsql
    AS $$
DECLARE
    -- All time variables are UTC
    v_now timestamp;
    v_horizon timestamp;
    v_health_cutoff timestamp;
    v_lease_expiration timestamp;
    v_allocated_host_id uuid;
    v_actor_lock_key bigint;
    rec RECORD;
BEGIN
    -- Initialize time variables
    -- now() is converted to UTC so all time values in this function are UTC timestamps
    v_now := now() AT TIME ZONE 'utc';
    v_horizon := v_now + p_alarms_fetch_ahead_interval;
    v_health_cutoff := v_now - p_host_health_check_deadline;
    v_lease_expiration := v_now + p_alarms_lease_duration;

    -- Create temporary table for active hosts with their capacities
    CREATE TEMPORARY TABLE temp_active_hosts (
        host_id uuid NOT NULL,
        actor_type text NOT NULL,
        actor_idle_timeout interval NOT NULL,
        concurrency_limit integer NOT NULL,
        available_capacity integer NOT NULL,
        PRIMARY KEY (host_id, actor_type)
    ) ON COMMIT DROP;

    -- Populate the temporary table with active hosts and their available capacities
    WITH
        current_count AS (
            SELECT aa.host_id, aa.actor_type, COUNT(*) AS active_count
            FROM francis_active_actors AS aa
            GROUP BY aa.host_id, aa.actor_type
        )
    INSERT INTO temp_active_hosts
        (host_id, actor_type, actor_idle_timeout, concurrency_limit, available_capacity)
    SELECT 
        hat.host_id,
        hat.actor_type,
        hat.actor_idle_timeout,
        COALESCE(hat.actor_concurrency_limit, 0) AS concurrency_limit,
        CASE 
            -- If there's no limit, assume it's MaxInt32
            WHEN hat.actor_concurrency_limit = 0 THEN 2147483647 - COALESCE(current_count.active_count, 0)
            ELSE GREATEST(0, hat.actor_concurrency_limit - COALESCE(current_count.active_count, 0))
        END AS available_capacity
    FROM francis_host_actor_types AS hat
    INNER JOIN francis_hosts h ON
        hat.host_id = h.host_id
    LEFT JOIN current_count ON
        hat.host_id = current_count.host_id
        AND hat.actor_type = current_count.actor_type
    WHERE
        h.host_last_health_check >= v_health_cutoff
        AND h.host_id = ANY(p_host_ids);

    -- Early return if no active hosts found
    IF NOT EXISTS (SELECT 1 FROM temp_active_hosts) THEN
        RETURN;
    END IF;

    -- Create temporary table for upcoming alarms
    CREATE TEMPORARY TABLE temp_upcoming_alarms (
        alarm_id uuid NOT NULL,
        actor_type text NOT NULL,
        actor_id text NOT NULL,
        alarm_name text NOT NULL,
        alarm_due_time timestamp NOT NULL,
        existing_host_id uuid,
        allocated_host_id uuid
    ) ON COMMIT DROP;

    -- Fetch upcoming alarms based on whether we have capacity constraints
    IF EXISTS (
        SELECT 1 FROM temp_active_hosts
        WHERE concurrency_limit > 0
    ) THEN
        -- How the query works:
        --
        -- 1. allowed_actor_hosts:
        --    This CTE is necessary to look up what hosts are ok when we see that the actor mapped to an alarm is active.
        --    Some alarms are for actors that are not active, but some may be mapped to actors that are already active.
        --    We accept alarms mapping to an active actor if they either:
        --      - Map to an actor that's active on a host in the allowlist
        --      - Map to an actor that's active on an unhealthy host
        --    The CTE loads host IDs both from the pre-filtered allowlist (the temp_active_hosts table), and from the
        --    active_actors table, looking at all the actors of the types we care about (those that can be executed on
        --    the hosts in the allowlist).
        -- 2. actor_type_capacity:
        --    This CTE computes the sum of the available capacity for each actor type, across all hosts in the allowlist.
        -- 3. ranked_alarms:
        --    This CTE looks up the list of alarms and assigns a "rank".
        --    Alarms are filtered by:
        --      - Limiting to the actor types that can be executed on the hosts in the request and for which we have any
        --        capacity (this is done with the INNER JOIN on actor_type_capacity)
        --      - Ensuring their due time is within the horizon we are considering
        --      - Selecting alarms that aren't leased, or whose lease has expired
        --      - Selecting alarms that are not tied to an active actor, or whose actor is in the allowed_actor_hosts list
        --    Among all the filtered alarms, it assigns a "rank" which is the ROW_NUMBER(). This is sorted by the due time
        --    and partitioned by actor type. It looks at all filtered alarms (more than the batch size, but still within
        --    the time horizon and with the other filters listed above), and assigns a rank for each actor type: for example,
        --    if we have capacity for alarms of types A and B, the earliest alarm of type A will have rank 1, and so will
        --    the earliest of type B.
        --    There's one exception, which is that when the alarm is for an actor that's already active on a host in the
        --    allowlist, we assign it a rank of 0, as it doesn't use more capacity.
        --    This "ranking" selects a lot or rows, and it's the reason why this is the "slow" path.
        -- 4. Finally, select from the ranked list, returning alarms for which there's sufficient capacity, in order of
        --    of execution time. We do this by excluding the rows from ranked_alarms in which the row number is greater than the
        --    capacity left (e.g. if we have capacity for only 4 actors of type A, ranked rows for type A with row number
        --    greater than 4 are excluded).
        --
        -- Alarms that have an active actor will have host_id non-null. However, that will be non-null also for actors that
        -- are on un-healthy hosts; we will need to filter them out in the Go code later.
        INSERT INTO temp_upcoming_alarms
            (alarm_id, actor_type, actor_id, alarm_name, alarm_due_time, existing_host_id)
        WITH
            allowed_actor_hosts AS (
                SELECT tah.host_id FROM temp_active_hosts AS tah

                UNION

                SELECT aa.host_id
                FROM francis_active_actors AS aa
                INNER JOIN temp_active_hosts AS tah ON
                    aa.actor_type = tah.actor_type
                INNER JOIN francis_hosts AS h ON
                    aa.host_id = h.host_id
                WHERE
                    h.host_last_health_check < v_health_cutoff
            ),
            actor_type_capacity AS (
                SELECT tah.actor_type, LEAST(SUM(tah.available_capacity), p_batch_size) AS total_capacity
                FROM temp_active_hosts AS tah
                GROUP BY tah.actor_type
            ),
            ranked_alarms AS (
                SELECT 
                    a.alarm_id, a.actor_type, a.actor_id,
                    a.alarm_name, a.alarm_due_time,
                    aa.host_id AS existing_host_id,
                    atc.total_capacity,
                    CASE
                        WHEN
                            aa.host_id IS NULL
                            OR NOT EXISTS (
                                SELECT 1 FROM temp_active_hosts WHERE temp_active_hosts.host_id = aa.host_id
                            )
                        THEN 0
                        ELSE 1
                        END AS active_actor,
                    SUM(1)
                        FILTER (
                            WHERE aa.host_id IS NULL
                            OR NOT EXISTS (SELECT 1 FROM temp_active_hosts WHERE temp_active_hosts.host_id = aa.host_id)
                        )
                        OVER (
                            PARTITION BY a.actor_type
                            ORDER BY a.alarm_due_time, a.alarm_id
                            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
                        ) AS rownum
                FROM francis_alarms AS a
                INNER JOIN actor_type_capacity AS atc ON
                    a.actor_type = atc.actor_type
                LEFT JOIN francis_active_actors AS aa ON
                    a.actor_type = aa.actor_type
                    AND a.actor_id = aa.actor_id
                WHERE
                    a.alarm_due_time <= v_horizon
                    AND (
                        a.alarm_lease_id IS NULL
                        OR a.alarm_lease_expiration_time IS NULL
                        OR a.alarm_lease_expiration_time < v_now
                    )
                    AND (
                        aa.host_id IS NULL
                        OR EXISTS (
                            SELECT 1
                            FROM allowed_actor_hosts AS ah
                            WHERE ah.host_id = aa.host_id
                        )
                    )
            )
        SELECT 
            alarm_id,
            actor_type,
            actor_id,
            alarm_name,
            alarm_due_time,
            existing_host_id
        FROM ranked_alarms
        WHERE
            active_actor = 1
            OR rownum <= total_capacity
        ORDER BY alarm_due_time, alarm_id
        LIMIT p_batch_size;
    ELSE
        -- How the query works:
        --
        -- 1. allowed_actor_hosts:
        --    This CTE is necessary to look up what hosts are ok when we see that the actor mapped to an alarm is active.
        --    Some alarms are for actors that are not active, but some may be mapped to actors that are already active.
        --    We accept alarms mapping to an active actor if they either:
        --      - Map to an actor that's active on a host in the allowlist
        --      - Map to an actor that's active on an unhealthy host
        --    The CTE loads host IDs both from the pre-filtered allowlist (the temp_active_hosts table), and from the
        --    active_actors table, looking at all the actors of the types we care about (those that can be executed on
        --    the hosts in the allowlist).
        -- 2. Look up alarms:
        --    Next, we can look up the list of alarms, looking at the N-most alarms that are coming up the soonest.
        --    We filter the alarms by:
        --      - Limiting to the actor types that can be executed on the hosts in the request
        --        (this is done with the INNER JOIN on temp_active_hosts)
        --      - Ensuring their due time is within the horizon we are considering
        --      - Selecting alarms that aren't leased, or whose lease has expired
        --      - Selecting alarms that are not tied to an active actor, or whose actor is in the allowed_actor_hosts list
        --
        -- Alarms that have an active actor will have host_id non-null. However, that will be non-null also for actors that
        -- are on un-healthy hosts; we will need to filter them out later.
        INSERT INTO temp_upcoming_alarms
            (alarm_id, actor_type, actor_id, alarm_name, alarm_due_time, existing_host_id)
        WITH
            allowed_actor_hosts AS (
                SELECT tah.host_id FROM temp_active_hosts AS tah
                UNION
                SELECT aa.host_id
                FROM francis_active_actors AS aa
                INNER JOIN temp_active_hosts AS tah ON
                    aa.actor_type = tah.actor_type
                INNER JOIN francis_hosts AS h ON
                    aa.host_id = h.host_id
                WHERE
                    h.host_last_health_check < v_health_cutoff
        )
        SELECT 
            a.alarm_id, a.actor_type, a.actor_id,
            a.alarm_name, a.alarm_due_time,
            aa.host_id AS existing_host_id
        FROM francis_alarms AS a
        INNER JOIN temp_active_hosts AS tah ON
            a.actor_type = tah.actor_type
        LEFT JOIN francis_active_actors AS aa ON
            a.actor_type = aa.actor_type
            AND a.actor_id = aa.actor_id
        WHERE
            a.alarm_due_time <= v_horizon
            AND (
                a.alarm_lease_id IS NULL
                OR a.alarm_lease_expiration_time IS NULL
                OR a.alarm_lease_expiration_time < v_now
            )
            AND (
                aa.host_id IS NULL
                OR EXISTS (
                    SELECT 1
                    FROM allowed_actor_hosts AS ah
                    WHERE ah.host_id = aa.host_id
                )
            )
        ORDER BY a.alarm_due_time, a.alarm_id
        LIMIT p_batch_size;
    END IF;

    -- Filter out alarms with actors on unhealthy hosts
    UPDATE temp_upcoming_alarms 
    SET existing_host_id = NULL 
    WHERE
        existing_host_id IS NOT NULL 
        AND NOT EXISTS (
            SELECT 1 FROM temp_active_hosts AS tah
            WHERE
                tah.host_id = temp_upcoming_alarms.existing_host_id
                AND tah.actor_type = temp_upcoming_alarms.actor_type
        );

    -- Early return if no alarms found
    IF NOT EXISTS(SELECT 1 FROM temp_upcoming_alarms) THEN
        RETURN;
    END IF;

    -- Allocate actors for alarms that don't have existing actors
    FOR rec IN 
        SELECT tua.alarm_id, tua.actor_type, tua.actor_id, tua.alarm_due_time
        FROM temp_upcoming_alarms AS tua 
        WHERE tua.existing_host_id IS NULL
    LOOP
        -- Create deterministic lock key from actor type and ID to prevent double activation
        v_actor_lock_key := abs(francis_h_bigint(rec.actor_type || '::' || rec.actor_id));

        -- Try to acquire a transaction-level advisory lock for this specific actor.
        -- This may fail if someone else is already holding a lock for the actor: it means the actor is being activated somewhere else, likely because it's going to be invoked (which will keep it busy for a bit).
        -- To keep things simple, we just skip this alarm and we will re-fetch it on the next iteration.
        -- The alternative would be to block while waiting for the lock, but that would slow everything down.
        -- We use the transaction-level variant (pg_try_advisory_xact_lock) so the lock is released automatically when the function's transaction ends, including on error or query cancellation.
        -- This avoids leaking session-level advisory locks onto pooled connections (which could otherwise make an actor permanently un-allocatable on that connection).
        IF pg_try_advisory_xact_lock(v_actor_lock_key) THEN
            -- Check if actor already exists (another process might have created it)
            IF NOT francis_actor_active_v1(rec.actor_type, rec.actor_id, v_health_cutoff) THEN
                    -- Find a random host with capacity for this actor type
                    -- Note: There's a chance that multiple queries may allocate actors on the same hosts and we may go over capacity
                    -- We consider this an acceptable risk, as the complexity of handling that case is too significant otherwise (it would require locking the row with a FOR UPDATE in active_actor_hosts, which can lead to deadlocks and other issues)
                    SELECT host_id INTO v_allocated_host_id
                    FROM temp_active_hosts 
                    WHERE
                        actor_type = rec.actor_type 
                        AND available_capacity > 0
                    ORDER BY 
                        -- Prefer hosts with lower current load for better distribution
                        available_capacity DESC,
                        -- Then randomize among hosts with same load
                        random()
                    LIMIT 1;

                    IF v_allocated_host_id IS NOT NULL THEN
                        -- Insert/update the actor
                        -- Note that we perform an upsert query here. This is because the actor (with same type and ID) may already be present in the table, where it's active on a host that has failed (but hasn't been garbage-collected yet)
                        INSERT INTO francis_active_actors
                            (actor_type, actor_id, host_id, actor_idle_timeout, actor_activation)
                        SELECT
                            rec.actor_type, 
                            rec.actor_id, 
                            v_allocated_host_id, 
                            tah.actor_idle_timeout,
                            -- We set the alarm's due time as actor activation time, or the current time if that's later
                            GREATEST(rec.alarm_due_time, v_now)
                        FROM temp_active_hosts AS tah 
                        WHERE
                            tah.host_id = v_allocated_host_id
                            AND tah.actor_type = rec.actor_type
                        ON CONFLICT (actor_type, actor_id) DO UPDATE SET
                            host_id = EXCLUDED.host_id,
                            actor_idle_timeout = EXCLUDED.actor_idle_timeout,
                            actor_activation = EXCLUDED.actor_activation;

                        -- Update the allocated host in our temp table
                        UPDATE temp_upcoming_alarms 
                        SET allocated_host_id = v_allocated_host_id 
                        WHERE alarm_id = rec.alarm_id;

                        -- Decrease available capacity
                        UPDATE temp_active_hosts 
                        SET
                            available_capacity = available_capacity - 1 
                        WHERE 
                            host_id = v_allocated_host_id
                            AND actor_type = rec.actor_type;

                        -- Clear the variable for next iteration
                        v_allocated_host_id := NULL;
                    END IF; -- End of v_allocated_host_id not null
            END IF;  -- End of actor existence check
        END IF;  -- End of advisory lock acquisition
    END LOOP;

    -- Finally, acquire leases on all alarms that have actors (existing or allocated)
    RETURN QUERY
    UPDATE francis_alarms
    SET
        alarm_lease_id = gen_random_uuid(),
        alarm_lease_expiration_time = v_lease_expiration
    FROM temp_upcoming_alarms AS tua
    WHERE
        francis_alarms.alarm_id = tua.alarm_id
        AND (
            tua.existing_host_id IS NOT NULL
            OR tua.allocated_host_id IS NOT NULL
        )
        AND (
            francis_alarms.alarm_lease_id IS NULL
            OR francis_alarms.alarm_lease_expiration_time IS NULL
            OR francis_alarms.alarm_lease_expiration_time < v_now
        )
    RETURNING
        francis_alarms.alarm_id AS r_alarm_id,
        francis_alarms.actor_type AS r_actor_type,
        francis_alarms.actor_id AS r_actor_id,
        francis_alarms.alarm_name AS r_alarm_name,
        francis_alarms.alarm_due_time AS r_alarm_due_time,
        francis_alarms.alarm_lease_id AS r_lease_id;

END;
$$;

CREATE FUNCTION pocketid.francis_h_bigint(text) RETURNS bigint
    LANGUAGE sql
    AS $_$
    SELECT ('x' || substr(encode(sha256($1::bytea), 'hex'), 1, 16))::bit(64)::bigint;
$_$;

CREATE FUNCTION pocketid.francis_lookup_active_actor_v1(p_actor_type text, p_actor_id text, p_host_health_check_deadline interval, p_allowed_hosts uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(host_id uuid, host_address text, idle_timeout interval)
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_host_id uuid;
    v_host_address text;
    v_idle_timeout interval;
BEGIN
    -- Check if the actor is already active on any healthy host
    SELECT h.host_id, h.host_address, aa.actor_idle_timeout
    INTO v_host_id, v_host_address, v_idle_timeout
    FROM francis_active_actors AS aa
    JOIN francis_hosts AS h ON aa.host_id = h.host_id
    WHERE
        aa.actor_type = p_actor_type
        AND aa.actor_id = p_actor_id
        AND h.host_last_health_check >= ((now() AT TIME ZONE 'utc') - p_host_health_check_deadline);

    -- If we found an active actor
    IF FOUND THEN
        -- Check host restrictions if any are specified
        IF p_allowed_hosts IS NOT NULL AND array_length(p_allowed_hosts, 1) > 0 THEN
            -- Check if the current host is in the allowed list
            IF v_host_id = ANY(p_allowed_hosts) THEN
                -- Host is allowed, return the result
                host_id := v_host_id;
                host_address := v_host_address;
                idle_timeout := v_idle_timeout;
                RETURN NEXT;
                RETURN;
            ELSE
                -- Actor is on a disallowed host, raise an exception
                RAISE EXCEPTION 'NO_HOST_AVAILABLE' USING ERRCODE = 'P0001';
            END IF;
        ELSE
            -- No host restrictions, return the active actor
            host_id := v_host_id;
            host_address := v_host_address;
            idle_timeout := v_idle_timeout;
            RETURN NEXT;
            RETURN;
        END IF;
    END IF;

    -- If we reach here, no active actor was found
    RETURN;
END;
$$;

CREATE FUNCTION pocketid.francis_lookup_allocate_actor_v1(p_actor_type text, p_actor_id text, p_host_health_check_deadline interval, p_allowed_hosts uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(host_id uuid, host_address text, idle_timeout interval)
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_host_id uuid;
    v_host_address text;
    v_idle_timeout interval;
    v_lock_key bigint;
    v_result RECORD;
BEGIN
    -- First, check if the actor is already active on any healthy host
    SELECT * INTO v_result 
    FROM francis_lookup_active_actor_v1(p_actor_type, p_actor_id, p_host_health_check_deadline, p_allowed_hosts);

    IF FOUND THEN
        host_id := v_result.host_id;
        host_address := v_result.host_address;
        idle_timeout := v_result.idle_timeout;
        RETURN NEXT;
        RETURN;
    END IF;

    -- Create a deterministic lock key based on actor type and ID
    -- This ensures the same actor always gets the same lock
    v_lock_key := abs(francis_h_bigint(p_actor_type || '::' || p_actor_id));

    -- Acquire an advisory lock for this specific actor
    -- This prevents concurrent placement of the same actor
    PERFORM pg_advisory_xact_lock(v_lock_key);

    -- Check again if the actor is already active, as it may have gotten activated since we got the lock
    SELECT * INTO v_result 
    FROM francis_lookup_active_actor_v1(p_actor_type, p_actor_id, p_host_health_check_deadline, p_allowed_hosts);

    IF FOUND THEN
        host_id := v_result.host_id;
        host_address := v_result.host_address;
        idle_timeout := v_result.idle_timeout;
        RETURN NEXT;
        RETURN;
    END IF;

    -- If we reach here, we need to find a suitable host and activate the actor
    -- Note that because we load the current count without locks, there's a chance that with many concurrent requests
    -- for actor activation, we may exceed the capacity on a host.
    -- We consider enforcing capacity constraints as a best-effort thing: adding stricter checks would be possible,
    -- but would add significant complexity and increases the risk of deadlocks.
    WITH
        current_count AS (
            -- Count actual rows instead of using the view to avoid race conditions
            SELECT aa.host_id, COUNT(*) AS active_count
            FROM francis_active_actors AS aa
            WHERE aa.actor_type = p_actor_type
            GROUP BY aa.host_id
        ),
        available_hosts AS (
            SELECT
                h.host_id,
                h.host_address,
                hat.actor_idle_timeout,
                hat.actor_concurrency_limit,
                COALESCE(current_count.active_count, 0) AS current_active_count
            FROM francis_hosts AS h
            INNER JOIN francis_host_actor_types AS hat ON h.host_id = hat.host_id
            LEFT JOIN current_count ON h.host_id = current_count.host_id
            WHERE
                hat.actor_type = p_actor_type
            AND h.host_last_health_check >= ((now() AT TIME ZONE 'utc') - p_host_health_check_deadline)
            AND (
                hat.actor_concurrency_limit = 0 
                OR COALESCE(current_count.active_count, 0) < hat.actor_concurrency_limit
            )
            AND (
                p_allowed_hosts IS NULL 
                OR array_length(p_allowed_hosts, 1) = 0 
                OR h.host_id = ANY(p_allowed_hosts)
            )
            ORDER BY 
                -- Prefer hosts with lower current load for better distribution
                current_active_count ASC,
                -- Then randomize among hosts with same load
                random()
            LIMIT 1
        )
    SELECT ah.host_id, ah.host_address, ah.actor_idle_timeout
    INTO v_host_id, v_host_address, v_idle_timeout
    FROM available_hosts AS ah;

    -- If no suitable host was found
    IF NOT FOUND THEN
        RAISE EXCEPTION 'NO_HOST_AVAILABLE' USING ERRCODE = 'P0001';
    END IF;

    -- Finally, insert the row in the active actors table to "activate" the actor, in the host we selected
	-- Note that we perform an upsert query here. This is because the actor (with same type and ID) may already be present in the table, where it's active on a host that has failed (but hasn't been garbage-collected yet)
    INSERT INTO francis_active_actors (
        actor_type,
        actor_id,
        host_id,
        actor_idle_timeout,
        actor_activation
    ) VALUES (
        p_actor_type,
        p_actor_id,
        v_host_id,
        v_idle_timeout,
        -- Stored as UTC
        now() AT TIME ZONE 'utc'
    )
    ON CONFLICT (actor_type, actor_id) DO UPDATE SET
        host_id = EXCLUDED.host_id,
        actor_idle_timeout = EXCLUDED.actor_idle_timeout,
        actor_activation = EXCLUDED.actor_activation;

    -- Return the selected host information
    host_id := v_host_id;
    host_address := v_host_address;
    idle_timeout := v_idle_timeout;
    RETURN NEXT;

    -- Advisory lock is automatically released at transaction end
END;
$$;

CREATE TABLE pocketid.api_keys (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    key character varying(255) NOT NULL,
    description text,
    expires_at timestamp with time zone NOT NULL,
    last_used_at timestamp with time zone,
    created_at timestamp with time zone,
    user_id uuid,
    expiration_email_sent boolean DEFAULT false NOT NULL
);

CREATE TABLE pocketid.api_permissions (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    api_id uuid NOT NULL,
    key text NOT NULL,
    name text NOT NULL,
    description text,
    allowed_for_cimd_clients boolean DEFAULT false NOT NULL
);

CREATE TABLE pocketid.apis (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    name text NOT NULL,
    audience text NOT NULL,
    allow_cimd_clients boolean DEFAULT false NOT NULL
);

CREATE TABLE pocketid.audit_logs (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    event character varying(100) NOT NULL,
    ip_address inet,
    data jsonb NOT NULL,
    user_id uuid,
    user_agent text,
    country character varying(100),
    city character varying(100)
);

CREATE TABLE pocketid.custom_claims (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    key character varying(255) NOT NULL,
    value text NOT NULL,
    user_id uuid,
    user_group_id uuid,
    CONSTRAINT custom_claims_check CHECK (((user_id IS NOT NULL) OR (user_group_id IS NOT NULL)))
);

CREATE TABLE pocketid.francis_active_actors (
    actor_type text NOT NULL,
    actor_id text NOT NULL,
    host_id uuid NOT NULL,
    actor_idle_timeout interval NOT NULL,
    actor_activation timestamp without time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE pocketid.francis_actor_state (
    actor_type text NOT NULL,
    actor_id text NOT NULL,
    actor_state_data bytea NOT NULL,
    actor_state_expiration_time timestamp without time zone
);

CREATE TABLE pocketid.francis_alarms (
    alarm_id uuid DEFAULT gen_random_uuid() NOT NULL,
    actor_type text NOT NULL,
    actor_id text NOT NULL,
    alarm_name text NOT NULL,
    alarm_due_time timestamp without time zone NOT NULL,
    alarm_interval text,
    alarm_ttl_time timestamp without time zone,
    alarm_data bytea,
    alarm_lease_id uuid,
    alarm_lease_expiration_time timestamp without time zone,
    alarm_kind text DEFAULT 'alarm'::text NOT NULL,
    job_method text,
    alarm_cron text
);

CREATE TABLE pocketid.francis_cluster_config (
    cluster_config_id integer NOT NULL,
    max_hosts integer,
    exclusive_owner text,
    exclusive_expires_at bigint,
    CONSTRAINT francis_cluster_config_cluster_config_id_check CHECK ((cluster_config_id = 1))
);

CREATE TABLE pocketid.francis_consumed_join_tokens (
    join_token text NOT NULL,
    host_id uuid NOT NULL,
    expires_at timestamp without time zone NOT NULL
);

CREATE TABLE pocketid.francis_dead_jobs (
    job_id uuid NOT NULL,
    actor_type text NOT NULL,
    actor_id text NOT NULL,
    job_method text NOT NULL,
    job_data bytea,
    attempts integer NOT NULL,
    last_error text,
    failed_at timestamp without time zone NOT NULL,
    original_due timestamp without time zone NOT NULL,
    job_interval text,
    job_cron text
);

CREATE VIEW pocketid.francis_host_active_actor_count AS
 SELECT francis_active_actors.host_id,
    francis_active_actors.actor_type,
    count(*) AS active_count
   FROM pocketid.francis_active_actors
  GROUP BY francis_active_actors.host_id, francis_active_actors.actor_type;

CREATE TABLE pocketid.francis_host_actor_types (
    host_id uuid NOT NULL,
    actor_type text NOT NULL,
    actor_idle_timeout interval NOT NULL,
    actor_concurrency_limit integer DEFAULT 0 NOT NULL
);

CREATE TABLE pocketid.francis_hosts (
    host_id uuid DEFAULT gen_random_uuid() NOT NULL,
    host_address text NOT NULL,
    host_last_health_check timestamp without time zone DEFAULT (now() AT TIME ZONE 'utc'::text) NOT NULL
);

CREATE TABLE pocketid.francis_metadata (
    key text NOT NULL,
    value text NOT NULL
);

CREATE TABLE pocketid.interaction_sessions (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    consent_required boolean DEFAULT false NOT NULL,
    reauthentication_required boolean DEFAULT false NOT NULL,
    authentication_required boolean DEFAULT false NOT NULL,
    account_selection_required boolean DEFAULT false NOT NULL,
    scopes jsonb DEFAULT '[]'::jsonb NOT NULL,
    client_id text NOT NULL,
    user_id uuid,
    requested_at timestamp with time zone NOT NULL,
    reauthenticated_at timestamp with time zone,
    parameters jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE pocketid.kv (
    key text NOT NULL,
    value text
);

CREATE TABLE pocketid.oauth2_jtis (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    jti text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE pocketid.oauth2_sessions (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    kind text NOT NULL,
    key text NOT NULL,
    request_id text NOT NULL,
    access_token_signature text DEFAULT ''::text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    request_data jsonb NOT NULL,
    expires_at timestamp with time zone,
    client_id text NOT NULL,
    CONSTRAINT chk_oauth2_sessions_client_id CHECK ((client_id = (request_data ->> 'client_id'::text)))
);

CREATE TABLE pocketid.oidc_clients (
    id text NOT NULL,
    created_at timestamp with time zone,
    name character varying(255),
    callback_urls jsonb,
    image_type character varying(10),
    created_by_id uuid,
    is_public boolean DEFAULT false,
    pkce_enabled boolean DEFAULT false,
    logout_callback_urls jsonb,
    credentials jsonb,
    launch_url text,
    requires_reauthentication boolean DEFAULT false NOT NULL,
    dark_image_type text,
    is_group_restricted boolean DEFAULT false NOT NULL,
    requires_pushed_authorization_requests boolean DEFAULT false NOT NULL,
    skip_consent boolean DEFAULT false NOT NULL,
    pkce_supported boolean DEFAULT false NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    client_type text DEFAULT 'standard'::text NOT NULL,
    metadata_expires_at timestamp with time zone,
    metadata_grant_types jsonb,
    access_token_duration_minutes bigint DEFAULT 60 NOT NULL,
    refresh_token_duration_minutes bigint DEFAULT 43200 NOT NULL
);

CREATE TABLE pocketid.oidc_clients_allowed_api_permissions (
    oidc_client_id text NOT NULL,
    api_permission_id uuid NOT NULL,
    subject_type text NOT NULL,
    CONSTRAINT oidc_clients_allowed_api_permissions_subject_type_check CHECK ((subject_type = ANY (ARRAY['user'::text, 'client'::text])))
);

CREATE TABLE pocketid.oidc_clients_allowed_apis (
    oidc_client_id text NOT NULL,
    api_id uuid NOT NULL,
    subject_type text NOT NULL,
    CONSTRAINT oidc_clients_allowed_apis_subject_type_check CHECK ((subject_type = ANY (ARRAY['user'::text, 'client'::text])))
);

CREATE TABLE pocketid.oidc_clients_allowed_user_groups (
    user_group_id uuid NOT NULL,
    oidc_client_id text NOT NULL
);

CREATE TABLE pocketid.reauthentication_tokens (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    token text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE pocketid.schema_migrations (
    version bigint NOT NULL,
    dirty boolean NOT NULL
);

CREATE TABLE pocketid.scim_service_providers (
    id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    endpoint text NOT NULL,
    token text NOT NULL,
    last_synced_at timestamp with time zone,
    oidc_client_id text NOT NULL
);

CREATE TABLE pocketid.storage (
    path text NOT NULL,
    data bytea NOT NULL,
    size bigint NOT NULL,
    mod_time timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE pocketid.user_authorized_oidc_clients (
    scope jsonb DEFAULT '[]'::jsonb NOT NULL,
    user_id uuid NOT NULL,
    client_id text NOT NULL,
    last_used_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE pocketid.user_groups (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    friendly_name character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    ldap_id text,
    updated_at timestamp with time zone
);

CREATE TABLE pocketid.user_groups_users (
    user_id uuid NOT NULL,
    user_group_id uuid NOT NULL
);

CREATE TABLE pocketid.users (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    username public.citext NOT NULL COLLATE pg_catalog."C",
    email character varying(255),
    first_name character varying(100),
    last_name character varying(100),
    is_admin boolean DEFAULT false NOT NULL,
    ldap_id text,
    locale text,
    disabled boolean DEFAULT false NOT NULL,
    display_name text NOT NULL,
    updated_at timestamp with time zone,
    email_verified boolean DEFAULT false NOT NULL
);

CREATE TABLE pocketid.webauthn_credentials (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    name character varying(255) NOT NULL,
    credential_id bytea NOT NULL,
    public_key bytea NOT NULL,
    attestation_type character varying(20) NOT NULL,
    transport jsonb NOT NULL,
    user_id uuid,
    backup_eligible boolean DEFAULT false NOT NULL,
    backup_state boolean DEFAULT false NOT NULL
);

CREATE TABLE pocketid.webauthn_sessions (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    challenge character varying(255) NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    user_verification character varying(255) NOT NULL,
    credential_params jsonb DEFAULT '[]'::jsonb NOT NULL
);

ALTER TABLE ONLY pocketid.api_keys
    ADD CONSTRAINT api_keys_key_key UNIQUE (key);

ALTER TABLE ONLY pocketid.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.api_permissions
    ADD CONSTRAINT api_permissions_api_id_key_key UNIQUE (api_id, key);

ALTER TABLE ONLY pocketid.api_permissions
    ADD CONSTRAINT api_permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.apis
    ADD CONSTRAINT apis_audience_key UNIQUE (audience);

ALTER TABLE ONLY pocketid.apis
    ADD CONSTRAINT apis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.custom_claims
    ADD CONSTRAINT custom_claims_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.custom_claims
    ADD CONSTRAINT custom_claims_unique UNIQUE (key, user_id, user_group_id);

ALTER TABLE ONLY pocketid.francis_active_actors
    ADD CONSTRAINT francis_active_actors_pkey PRIMARY KEY (actor_type, actor_id);

ALTER TABLE ONLY pocketid.francis_actor_state
    ADD CONSTRAINT francis_actor_state_pkey PRIMARY KEY (actor_type, actor_id);

ALTER TABLE ONLY pocketid.francis_alarms
    ADD CONSTRAINT francis_alarms_pkey PRIMARY KEY (alarm_id);

ALTER TABLE ONLY pocketid.francis_cluster_config
    ADD CONSTRAINT francis_cluster_config_pkey PRIMARY KEY (cluster_config_id);

ALTER TABLE ONLY pocketid.francis_consumed_join_tokens
    ADD CONSTRAINT francis_consumed_join_tokens_pkey PRIMARY KEY (join_token);

ALTER TABLE ONLY pocketid.francis_dead_jobs
    ADD CONSTRAINT francis_dead_jobs_pkey PRIMARY KEY (job_id);

ALTER TABLE ONLY pocketid.francis_host_actor_types
    ADD CONSTRAINT francis_host_actor_types_pkey PRIMARY KEY (host_id, actor_type);

ALTER TABLE ONLY pocketid.francis_hosts
    ADD CONSTRAINT francis_hosts_pkey PRIMARY KEY (host_id);

ALTER TABLE ONLY pocketid.francis_metadata
    ADD CONSTRAINT francis_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY pocketid.interaction_sessions
    ADD CONSTRAINT interaction_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.kv
    ADD CONSTRAINT kv_pkey PRIMARY KEY (key);

ALTER TABLE ONLY pocketid.oauth2_jtis
    ADD CONSTRAINT oauth2_jtis_jti_key UNIQUE (jti);

ALTER TABLE ONLY pocketid.oauth2_jtis
    ADD CONSTRAINT oauth2_jtis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.oauth2_sessions
    ADD CONSTRAINT oauth2_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.oidc_clients_allowed_api_permissions
    ADD CONSTRAINT oidc_clients_allowed_api_permissions_pkey PRIMARY KEY (oidc_client_id, api_permission_id, subject_type);

ALTER TABLE ONLY pocketid.oidc_clients_allowed_apis
    ADD CONSTRAINT oidc_clients_allowed_apis_pkey PRIMARY KEY (oidc_client_id, api_id, subject_type);

ALTER TABLE ONLY pocketid.oidc_clients_allowed_user_groups
    ADD CONSTRAINT oidc_clients_allowed_user_groups_pkey PRIMARY KEY (oidc_client_id, user_group_id);

ALTER TABLE ONLY pocketid.oidc_clients
    ADD CONSTRAINT oidc_clients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.reauthentication_tokens
    ADD CONSTRAINT reauthentication_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.reauthentication_tokens
    ADD CONSTRAINT reauthentication_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY pocketid.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY pocketid.scim_service_providers
    ADD CONSTRAINT scim_service_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.storage
    ADD CONSTRAINT storage_pkey PRIMARY KEY (path);

ALTER TABLE ONLY pocketid.user_authorized_oidc_clients
    ADD CONSTRAINT user_authorized_oidc_clients_pkey PRIMARY KEY (user_id, client_id);

ALTER TABLE ONLY pocketid.user_groups
    ADD CONSTRAINT user_groups_name_key UNIQUE (name);

ALTER TABLE ONLY pocketid.user_groups
    ADD CONSTRAINT user_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.user_groups_users
    ADD CONSTRAINT user_groups_users_pkey PRIMARY KEY (user_id, user_group_id);

ALTER TABLE ONLY pocketid.users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE ONLY pocketid.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.users
    ADD CONSTRAINT users_username_key UNIQUE (username);

ALTER TABLE ONLY pocketid.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_credential_id_key UNIQUE (credential_id);

ALTER TABLE ONLY pocketid.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY pocketid.webauthn_sessions
    ADD CONSTRAINT webauthn_sessions_challenge_key UNIQUE (challenge);

ALTER TABLE ONLY pocketid.webauthn_sessions
    ADD CONSTRAINT webauthn_sessions_pkey PRIMARY KEY (id);

CREATE INDEX francis_active_actors_host_scan_idx ON pocketid.francis_active_actors USING btree (host_id, actor_type);

CREATE INDEX francis_actor_state_expiration_time_idx ON pocketid.francis_actor_state USING btree (actor_state_expiration_time) WHERE (actor_state_expiration_time IS NOT NULL);

CREATE INDEX francis_actor_type_idx ON pocketid.francis_host_actor_types USING btree (actor_type);

CREATE INDEX francis_alarm_due_time_idx ON pocketid.francis_alarms USING btree (alarm_due_time);

CREATE UNIQUE INDEX francis_alarm_lease_id_idx ON pocketid.francis_alarms USING btree (alarm_lease_id) WHERE (alarm_lease_id IS NOT NULL);

CREATE UNIQUE INDEX francis_alarm_ref_idx ON pocketid.francis_alarms USING btree (actor_type, actor_id, alarm_name);

CREATE INDEX francis_dead_jobs_actor_idx ON pocketid.francis_dead_jobs USING btree (actor_type, actor_id);

CREATE UNIQUE INDEX francis_host_address_idx ON pocketid.francis_hosts USING btree (host_address);

CREATE INDEX francis_host_last_health_check_idx ON pocketid.francis_hosts USING btree (host_last_health_check);

CREATE INDEX idx_api_keys_expires_at ON pocketid.api_keys USING btree (expires_at);

CREATE INDEX idx_api_permissions_api_id ON pocketid.api_permissions USING btree (api_id);

CREATE INDEX idx_audit_logs_client_name ON pocketid.audit_logs USING btree (((data ->> 'clientName'::text)));

CREATE INDEX idx_audit_logs_country ON pocketid.audit_logs USING btree (country);

CREATE INDEX idx_audit_logs_created_at ON pocketid.audit_logs USING btree (created_at);

CREATE INDEX idx_audit_logs_event ON pocketid.audit_logs USING btree (event);

CREATE INDEX idx_audit_logs_user_agent ON pocketid.audit_logs USING btree (user_agent);

CREATE INDEX idx_audit_logs_user_id ON pocketid.audit_logs USING btree (user_id);

CREATE INDEX idx_interaction_sessions_client_id ON pocketid.interaction_sessions USING btree (client_id);

CREATE INDEX idx_interaction_sessions_user_id ON pocketid.interaction_sessions USING btree (user_id);

CREATE INDEX idx_oauth2_jtis_expires_at ON pocketid.oauth2_jtis USING btree (expires_at);

CREATE INDEX idx_oauth2_sessions_client_subject ON pocketid.oauth2_sessions USING btree (client_id, ((request_data #>> '{session,subject}'::text[])), kind, active);

CREATE INDEX idx_oauth2_sessions_expires_at ON pocketid.oauth2_sessions USING btree (expires_at);

CREATE UNIQUE INDEX idx_oauth2_sessions_kind_key ON pocketid.oauth2_sessions USING btree (kind, key);

CREATE INDEX idx_oauth2_sessions_kind_request ON pocketid.oauth2_sessions USING btree (kind, request_id);

CREATE INDEX idx_oidc_clients_allowed_apis_api_id ON pocketid.oidc_clients_allowed_apis USING btree (api_id);

CREATE INDEX idx_reauthentication_tokens_expires_at ON pocketid.reauthentication_tokens USING btree (expires_at);

CREATE INDEX idx_webauthn_sessions_expires_at ON pocketid.webauthn_sessions USING btree (expires_at);

CREATE UNIQUE INDEX user_groups_ldap_id ON pocketid.user_groups USING btree (ldap_id);

CREATE UNIQUE INDEX users_ldap_id ON pocketid.users USING btree (ldap_id);

CREATE TRIGGER francis_active_actors_delete_update_alarms AFTER DELETE ON pocketid.francis_active_actors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pocketid.francis_active_actors_delete_update_alarms_fn();

ALTER TABLE ONLY pocketid.api_keys
    ADD CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.api_permissions
    ADD CONSTRAINT api_permissions_api_id_fkey FOREIGN KEY (api_id) REFERENCES pocketid.apis(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.audit_logs
    ADD CONSTRAINT audit_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.custom_claims
    ADD CONSTRAINT custom_claims_user_group_id_fkey FOREIGN KEY (user_group_id) REFERENCES pocketid.user_groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.custom_claims
    ADD CONSTRAINT custom_claims_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oauth2_sessions
    ADD CONSTRAINT fk_oauth2_sessions_client_id FOREIGN KEY (client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.francis_active_actors
    ADD CONSTRAINT francis_active_actors_host_id_fkey FOREIGN KEY (host_id) REFERENCES pocketid.francis_hosts(host_id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.francis_consumed_join_tokens
    ADD CONSTRAINT francis_consumed_join_tokens_host_id_fkey FOREIGN KEY (host_id) REFERENCES pocketid.francis_hosts(host_id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.francis_host_actor_types
    ADD CONSTRAINT francis_host_actor_types_host_id_fkey FOREIGN KEY (host_id) REFERENCES pocketid.francis_hosts(host_id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.interaction_sessions
    ADD CONSTRAINT interaction_sessions_client_id_fkey FOREIGN KEY (client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.interaction_sessions
    ADD CONSTRAINT interaction_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_api_permissions
    ADD CONSTRAINT oidc_clients_allowed_api_permissions_api_permission_id_fkey FOREIGN KEY (api_permission_id) REFERENCES pocketid.api_permissions(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_api_permissions
    ADD CONSTRAINT oidc_clients_allowed_api_permissions_oidc_client_id_fkey FOREIGN KEY (oidc_client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_apis
    ADD CONSTRAINT oidc_clients_allowed_apis_api_id_fkey FOREIGN KEY (api_id) REFERENCES pocketid.apis(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_apis
    ADD CONSTRAINT oidc_clients_allowed_apis_oidc_client_id_fkey FOREIGN KEY (oidc_client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_user_groups
    ADD CONSTRAINT oidc_clients_allowed_user_groups_oidc_client_id_fkey FOREIGN KEY (oidc_client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients_allowed_user_groups
    ADD CONSTRAINT oidc_clients_allowed_user_groups_user_group_id_fkey FOREIGN KEY (user_group_id) REFERENCES pocketid.user_groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.oidc_clients
    ADD CONSTRAINT oidc_clients_created_by_id_fkey FOREIGN KEY (created_by_id) REFERENCES pocketid.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY pocketid.reauthentication_tokens
    ADD CONSTRAINT reauthentication_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.scim_service_providers
    ADD CONSTRAINT scim_service_providers_oidc_client_id_fkey FOREIGN KEY (oidc_client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.user_authorized_oidc_clients
    ADD CONSTRAINT user_authorized_oidc_clients_client_id_fkey FOREIGN KEY (client_id) REFERENCES pocketid.oidc_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.user_authorized_oidc_clients
    ADD CONSTRAINT user_authorized_oidc_clients_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.user_groups_users
    ADD CONSTRAINT user_groups_users_user_group_id_fkey FOREIGN KEY (user_group_id) REFERENCES pocketid.user_groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.user_groups_users
    ADD CONSTRAINT user_groups_users_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY pocketid.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_user_id_fkey FOREIGN KEY (user_id) REFERENCES pocketid.users(id) ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "pocketid.audit_logs",
      clock: "created_at",
      retention:
        "setting AUDIT_LOG_RETENTION_DAYS, default 90d (backend/internal/common/env_config.go:120)",
      source: "backend/internal/auditlogs/cleanup_job.go:57",
      note: "ClearAuditLogs, every 24 hours and at startup (cleanup_job.go:35-43); the sign-in and account events with ip_address, user_agent, country and city",
    },
    {
      table: "pocketid.oauth2_sessions",
      clock: "expires_at",
      retention:
        "expires_at passed (each token's or code's fosite lifetime; refresh tokens 30d by default)",
      source: "backend/internal/oidc/cleanup.go:19",
      note: "ClearOAuth2Sessions, every 24 hours and at startup (backend/internal/oidc/cleanup_job.go:29, 50-59); invalidated rows are kept until their expiry (cleanup.go:14-15), rows with a null expires_at are never deleted",
    },
    {
      table: "pocketid.oauth2_jtis",
      clock: "expires_at",
      retention: "expires_at passed (the client assertion's exp)",
      source: "backend/internal/oidc/cleanup.go:27",
      note: "ClearOAuth2JTIs, every 24 hours and at startup (oidc/cleanup_job.go:35)",
    },
    {
      table: "pocketid.interaction_sessions",
      clock: "created_at",
      retention:
        "1h (interactionSessionLifetime, backend/internal/oidc/interaction_session_service.go:12)",
      source: "backend/internal/oidc/cleanup.go:35",
      note: "ClearInteractionSessions, every 24 hours and at startup (oidc/cleanup_job.go:41); abandoned sign-in interactions (a completed one is deleted by id)",
    },
    {
      table: "pocketid.webauthn_sessions",
      clock: "expires_at",
      retention:
        "expires_at passed (the 60-second ceremony timeout, backend/internal/webauthn/service.go:48-58)",
      source: "backend/internal/webauthn/cleanup.go:17",
      note: "ClearWebauthnSessions, every 24 hours and at startup (backend/internal/webauthn/cleanup_job.go:29, 44-53)",
    },
    {
      table: "pocketid.reauthentication_tokens",
      clock: "expires_at",
      retention:
        "expires_at passed (3 minutes after issue, backend/internal/webauthn/service.go:609)",
      source: "backend/internal/webauthn/cleanup.go:26",
      note: "ClearReauthenticationTokens, every 24 hours and at startup (webauthn/cleanup_job.go:35)",
    },
    {
      table: "pocketid.francis_actor_state",
      clock: "actor_state_expiration_time",
      retention:
        "actor_state_expiration_time passed (the TTL Pocket ID sets to each token's lifetime)",
      source:
        "components/postgres/postgres.go:264-268 (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26)",
      note: "Francis's garbage collector every 10 minutes (DefaultCleanupInterval, postgres.go:36, 86); holds Pocket ID's one-time access, signup and e-mail verification tokens and device-login requests (backend/internal/onetimeaccess/actor.go:152-161, usersignup/actor.go:199-211, emailverification/actor.go:157-162, devicelogin/actor.go:292-299); state without a TTL (AppConfig, LDAP and SCIM sync) is kept",
    },
    {
      table: "pocketid.francis_hosts",
      clock: "host_last_health_check",
      retention:
        "the host health-check deadline: 90s with HA off, the default (backend/internal/bootstrap/actors_bootstrap.go:144-151)",
      source:
        "components/postgres/postgres.go:258 (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26)",
      note: "Francis's garbage collector every 10 minutes, and at each host registration (components/postgres/postgres-host.go:41); the actor hosts (Pocket ID replicas) that stopped health-checking",
    },
    {
      table: "pocketid.francis_host_actor_types",
      clock: "host_last_health_check of its host",
      retention: "as its host",
      source:
        "components/postgres/postgres.go:258 (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26)",
      note: "deleted with its stale host by ON DELETE CASCADE",
    },
    {
      table: "pocketid.francis_active_actors",
      clock: "host_last_health_check of its host",
      retention: "as its host",
      source:
        "components/postgres/postgres.go:258 (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26)",
      note: "deleted with its stale host by ON DELETE CASCADE (besides each actor's deactivation by id)",
    },
    {
      table: "pocketid.francis_consumed_join_tokens",
      clock: "host_last_health_check of its host",
      retention: "as its host",
      source:
        "components/postgres/postgres.go:258 (github.com/italypaleale/francis v0.1.0-beta.23, backend/go.mod:26)",
      note: "deleted with its stale host by ON DELETE CASCADE; its own expires_at prune (postgres-host.go:489-495) runs only when a remote host joins with a bootstrap token, which Pocket ID's in-process host does not",
    },
  ],
  shouldAsk: [
    {
      table: "pocketid.api_keys",
      why: "users' API keys kept for ever after expires_at, with last_used_at; the nightly expiry job only mails the owner (backend/internal/apikey/expiry_job.go:47-101)",
    },
    {
      table: "pocketid.user_authorized_oidc_clients",
      why: "each user's consent to each application with last_used_at, the last time that person signed in to it; kept until revoked or the user is deleted, however long unused",
    },
  ],
  neverDelete: [
    "pocketid.users",
    "pocketid.user_groups",
    "pocketid.user_groups_users",
    "pocketid.custom_claims",
    "pocketid.webauthn_credentials",
    "pocketid.oidc_clients",
    "pocketid.oidc_clients_allowed_user_groups",
    "pocketid.apis",
    "pocketid.api_permissions",
    "pocketid.oidc_clients_allowed_apis",
    "pocketid.oidc_clients_allowed_api_permissions",
    "pocketid.storage",
  ],
};
