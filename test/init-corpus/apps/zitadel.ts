// Zitadel (Go, SQL setup steps and migrations), from zitadel/zitadel@a97999e5ca4b0cffc9eec262de19246230ce6688, read from the snapshot of
// cryoforgedcom/zitadel (a copy whose history is zitadel's own; zitadel/zitadel itself is over the
// fetch size limit).
// Schema: the SQL of `zitadel init` and of the `zitadel setup` steps, and the relational tables'
// migrations (backend/v3/...), replayed on PostgreSQL 15, pg_dump read back (see the header of
// schemaSql). The projections.* tables that its Go handlers create at start-up are not in it.
// Cleanup: the Postgres cache connector's auto-prune (internal/cache/connector/pg/prune.sql, run by
// internal/cache/connector/pg/pg.go:156 every 15 minutes, cmd/defaults.yaml:297-298). Nothing else
// in Zitadel deletes rows by age: an event store, it deletes projection rows only when an event says
// so, and expired sessions, tokens and login requests stay.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "zitadel",
  framework: "go",
  source: {
    repo: "zitadel/zitadel",
    commit: "a97999e5ca4b0cffc9eec262de19246230ce6688",
    schemaFrom:
      "cmd/initialise/sql, the SQL files of the cmd/setup steps in cmd/setup/setup.go's order and backend/v3/storage/database/dialect/postgres/migration (18 up.sql, the TransactionalTables step) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; the tables its SQL creates, without the projections.* tables its Go handlers create",
  },
  schemas: [
    "adminapi",
    "auth",
    "cache",
    "eventstore",
    "logstore",
    "projections",
    "system",
    "zitadel",
  ],
  schemaSql: `
-- Zitadel: zitadel/zitadel@a97999e5ca4b0cffc9eec262de19246230ce6688 (snapshot of the copy cryoforgedcom/zitadel)
-- Built on an empty PostgreSQL 15 database by running, in order: cmd/initialise/sql 04-10 (schemas,
-- events2, unique constraints; the GRANTs to the zitadel user left out); the SQL of each cmd/setup
-- step in setup.go's order (postgres/ variants, never cockroach/; CREATE INDEX CONCURRENTLY outside
-- a transaction as the step runs it; %s in 64.sql and 70.sql is in_tx_order's type, integer).
-- Left out: step 14 (skipped by its own Go when events2 exists, cmd/setup/14.go:26-40), 36, 58 and
-- 67 (they alter projections.* tables that Go handlers create), 38 and 55 (rows of current_states
-- with bound parameters), the Go-only steps. Then the 18 migrations of
-- backend/v3/storage/database/dialect/postgres/migration (TransactionalTables, a repeatable setup
-- step). Read back with pg_dump --schema-only; the schemas are Zitadel's own.
-- As pg_dump does, function bodies are checked when they run, not when they are created.
SET check_function_bodies = false;

CREATE SCHEMA adminapi;

CREATE SCHEMA auth;

CREATE SCHEMA cache;

CREATE SCHEMA eventstore;

CREATE SCHEMA logstore;

CREATE SCHEMA projections;

CREATE SCHEMA system;

CREATE SCHEMA zitadel;

CREATE TYPE eventstore.command2 AS (
	instance_id text,
	aggregate_type text,
	aggregate_id text,
	command_type text,
	revision smallint,
	payload jsonb,
	creator text,
	owner text,
	enforce_owner boolean
);

CREATE TYPE eventstore.latest_command AS (
	instance_id text,
	aggregate_type text,
	aggregate_id text,
	owner text,
	sequence bigint
);

CREATE TYPE eventstore.project_grant AS (
	project_id text,
	grant_id text
);

CREATE TYPE zitadel.administrator_scope AS ENUM (
    'instance',
    'organization',
    'project',
    'project_grant'
);

CREATE TYPE zitadel.authorization_state AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE zitadel.domain_type AS ENUM (
    'custom',
    'trusted'
);

CREATE TYPE zitadel.domain_validation_type AS ENUM (
    'dns',
    'http'
);

CREATE TYPE zitadel.idp_intent_state AS ENUM (
    'started',
    'succeeded',
    'failed',
    'consumed'
);

CREATE TYPE zitadel.idp_state AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE zitadel.organization_state AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE zitadel.passkey_type AS ENUM (
    'passwordless',
    'u2f'
);

CREATE TYPE zitadel.project_grant_state AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE zitadel.project_state AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE zitadel.session_factor_type AS ENUM (
    'user',
    'password',
    'passkey',
    'identity_provider_intent',
    'totp',
    'otp_sms',
    'otp_email',
    'recovery_code'
);

CREATE TYPE zitadel.settings_state AS ENUM (
    'active',
    'preview'
);

CREATE TYPE zitadel.settings_type AS ENUM (
    'login',
    'branding',
    'password_complexity',
    'password_expiry',
    'domain',
    'lockout',
    'security',
    'organization',
    'notification',
    'legal_and_support',
    'secret_generator'
);

CREATE TYPE zitadel.user_state AS ENUM (
    'initial',
    'active',
    'inactive',
    'locked',
    'suspended'
);

CREATE TYPE zitadel.user_type AS ENUM (
    'human',
    'machine'
);

CREATE FUNCTION eventstore.check_system_user_perms(system_user_perms jsonb, req_instance_id text, perm text, OUT instance_permitted boolean, OUT org_ids text[], OUT project_ids text[], OUT project_grants eventstore.project_grant[]) RETURNS record
    LANGUAGE plpgsql IMMUTABLE
    AS $$
BEGIN
	-- make sure no nulls are returned
	instance_permitted := FALSE;
	org_ids := ARRAY[]::TEXT[];
	project_ids := ARRAY[]::TEXT[];
	project_grants := ARRAY[]::eventstore.project_grant[];
	DECLARE
	    p RECORD;
	BEGIN
        FOR p IN SELECT member_type, aggregate_id, object_id
	        FROM eventstore.get_system_permissions(system_user_perms, perm)
	    LOOP
	       CASE p.member_type
	            WHEN 'System' THEN
	                instance_permitted := TRUE;
	                RETURN;
	            WHEN 'IAM' THEN
	                IF p.aggregate_id = req_instance_id THEN
	                    instance_permitted := TRUE;
	                    RETURN;
	                END IF;
	            WHEN 'Organization' THEN
	                IF p.aggregate_id != '' THEN
	                    org_ids := array_append(org_ids, p.aggregate_id);
	                END IF;
	            WHEN 'Project' THEN
	                IF p.aggregate_id != '' THEN
	                    project_ids := array_append(project_ids, p.aggregate_id);
	                END IF;
	            WHEN 'ProjectGrant' THEN
	                IF p.aggregate_id != '' THEN
	                    project_grants := array_append(project_grants, ROW(p.aggregate_id, p.object_id)::eventstore.project_grant);
	                END IF;
	        END CASE;
	    END LOOP;
	END;
END;
$$;

CREATE TABLE eventstore.events2 (
    instance_id text NOT NULL,
    aggregate_type text NOT NULL,
    aggregate_id text NOT NULL,
    event_type text NOT NULL,
    sequence bigint NOT NULL,
    revision smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    payload jsonb,
    creator text NOT NULL,
    owner text NOT NULL,
    "position" numeric NOT NULL,
    in_tx_order integer NOT NULL
);

CREATE FUNCTION eventstore.commands_to_events(commands eventstore.command2[]) RETURNS SETOF eventstore.events2
    LANGUAGE plpgsql STABLE ROWS 10 PARALLEL SAFE
    AS $$
DECLARE
    _latest_events eventstore.latest_command[];
    command eventstore.command2;
    last_owner TEXT;
    i INTEGER;
BEGIN

    SELECT array_agg(res) INTO _latest_events
    FROM (
        SELECT
            ROW(
                c.instance_id,
                c.aggregate_type,
                c.aggregate_id,
                COALESCE(e.owner, c.owner),
                COALESCE(e.sequence, 0)
            )::eventstore.latest_command AS res
        FROM (
            SELECT DISTINCT ON (c.instance_id, c.aggregate_type, c.aggregate_id)
                c.instance_id,
                c.aggregate_type,
                c.aggregate_id,
                c.owner,
                c.ordinality
            FROM (
                SELECT *
                FROM UNNEST(commands) WITH ORDINALITY AS c
            ) AS c
            ORDER BY
                c.instance_id,
                c.aggregate_type,
                c.aggregate_id,
                c.ordinality
        ) AS c
        LEFT JOIN LATERAL (
            SELECT
                e.owner,
                e.sequence
            FROM eventstore.events2 AS e
            WHERE e.instance_id = c.instance_id
                AND e.aggregate_type = c.aggregate_type
                AND e.aggregate_id = c.aggregate_id
            ORDER BY e.sequence DESC
            LIMIT 1
        ) AS e ON TRUE
    ) AS latest;

    FOR command IN SELECT * FROM UNNEST(commands) LOOP
        IF NOT command.enforce_owner THEN
            SELECT owner INTO command.owner
            FROM UNNEST(_latest_events) AS e
            WHERE e.instance_id = command.instance_id
            AND e.aggregate_type = command.aggregate_type
            AND e.aggregate_id = command.aggregate_id;
        ELSE
            FOR i IN 1..array_length(_latest_events, 1) LOOP
                IF _latest_events[i].instance_id = command.instance_id
                    AND _latest_events[i].aggregate_type = command.aggregate_type
                    AND _latest_events[i].aggregate_id = command.aggregate_id
                THEN
                    _latest_events[i].owner := command.owner;
                    EXIT;
                END IF;
            END LOOP;
        END IF;

    END LOOP;

    RETURN QUERY SELECT
        c.instance_id
        , c.aggregate_type
        , c.aggregate_id
        , c.command_type AS event_type
        , COALESCE(e.sequence, 0) + ROW_NUMBER() OVER (PARTITION BY c.instance_id, c.aggregate_type, c.aggregate_id ORDER BY c.ordinality) AS sequence
        , c.revision
        , NOW() AS created_at
        , c.payload
        , c.creator
        , CASE WHEN c.enforce_owner
            THEN c.owner
            ELSE COALESCE(e.owner, c.owner)
        END AS owner
        , EXTRACT(EPOCH FROM NOW()) AS position
        , c.ordinality::integer AS in_tx_order
    FROM UNNEST(commands) WITH ORDINALITY AS c
    LEFT JOIN unnest(_latest_events) AS e
        ON c.instance_id = e.instance_id
        AND c.aggregate_type = e.aggregate_type
        AND c.aggregate_id = e.aggregate_id
    ORDER BY
        in_tx_order;
END;
$$;

CREATE FUNCTION eventstore.find_roles(req_instance_id text, perm text, OUT roles text[]) RETURNS text[]
    LANGUAGE plpgsql STABLE
    AS $$
BEGIN
    SELECT array_agg(rp.role) INTO roles
    FROM eventstore.role_permissions rp
    WHERE rp.instance_id = req_instance_id
    AND rp.permission = perm;
END;
$$;

CREATE FUNCTION eventstore.get_system_permissions(permissions_json jsonb, permm text) RETURNS TABLE(member_type text, aggregate_id text, object_id text)
    LANGUAGE plpgsql IMMUTABLE
    AS $$
BEGIN
    RETURN QUERY
    SELECT res.member_type, res.aggregate_id, res.object_id  FROM (
    SELECT 
        (perm)->>'member_type' AS member_type,
        (perm)->>'aggregate_id' AS aggregate_id,
        (perm)->>'object_id' AS object_id,
        permission
        FROM jsonb_array_elements(permissions_json) AS perm
        CROSS JOIN jsonb_array_elements_text(perm->'permissions') AS permission) AS res
        WHERE res.permission = permm;
END;
$$;

CREATE FUNCTION eventstore.permitted_orgs(req_instance_id text, auth_user_id text, system_user_perms jsonb, perm text, filter_org text, OUT instance_permitted boolean, OUT org_ids text[]) RETURNS record
    LANGUAGE plpgsql STABLE
    AS $$
BEGIN
    -- if system user
    IF system_user_perms IS NOT NULL THEN
        SELECT p.instance_permitted, p.org_ids INTO instance_permitted, org_ids
        FROM eventstore.check_system_user_perms(system_user_perms, req_instance_id, perm) p;
        RETURN;
    END IF;
  
    -- if human/service account
    DECLARE
    	matched_roles TEXT[] := eventstore.find_roles(req_instance_id, perm);
	BEGIN
        -- First try if the permission was granted thru an instance-level role
        SELECT true INTO instance_permitted
            FROM eventstore.instance_members im
            WHERE im.role = ANY(matched_roles)
            AND im.instance_id = req_instance_id
            AND im.user_id = auth_user_id
            LIMIT 1;
        
        org_ids := ARRAY[]::TEXT[];
        IF instance_permitted THEN
            RETURN;
        END IF;
        instance_permitted := FALSE;

        -- Return the organizations where permission were granted thru org-level roles
        SELECT array_agg(sub.org_id) INTO org_ids
        FROM (
            SELECT DISTINCT om.org_id
            FROM eventstore.org_members om
            WHERE om.role = ANY(matched_roles)
            AND om.instance_id = req_instance_id
            AND om.user_id = auth_user_id
            AND (filter_org IS NULL OR om.org_id = filter_org)
        ) AS sub;
    END;
END;
$$;

CREATE FUNCTION eventstore.permitted_projects(req_instance_id text, auth_user_id text, system_user_perms jsonb, perm text, filter_org text, OUT instance_permitted boolean, OUT org_ids text[], OUT project_ids text[]) RETURNS record
    LANGUAGE plpgsql STABLE
    AS $$
BEGIN
    -- if system user
    IF system_user_perms IS NOT NULL THEN
        SELECT p.instance_permitted, p.org_ids INTO instance_permitted, org_ids, project_ids
        FROM eventstore.check_system_user_perms(system_user_perms, req_instance_id, perm) p;
        RETURN;
    END IF;

    -- if human/service account
    SELECT * FROM eventstore.permitted_orgs(
        req_instance_id
        , auth_user_id
        , system_user_perms
        , perm
        , filter_org
    ) INTO instance_permitted, org_ids;
    IF instance_permitted THEN
        RETURN;
    END IF;
	DECLARE
    	matched_roles TEXT[] := eventstore.find_roles(req_instance_id, perm);
	BEGIN
	    -- Get the projects where permission were granted thru project-level roles
	    SELECT array_agg(sub.project_id) INTO project_ids
	    FROM (
	        SELECT DISTINCT pm.project_id
	        FROM eventstore.project_members pm
	        WHERE pm.role = ANY(matched_roles)
	        AND pm.instance_id = req_instance_id
	        AND pm.user_id = auth_user_id
	        AND (filter_org IS NULL OR pm.org_id = filter_org)
	    ) AS sub;
	END;
END;
$$;

CREATE FUNCTION eventstore.push(commands eventstore.command2[]) RETURNS SETOF eventstore.events2
    LANGUAGE sql
    AS $$
INSERT INTO eventstore.events2
SELECT * FROM eventstore.commands_to_events(commands)
ORDER BY in_tx_order
RETURNING *
$$;

CREATE FUNCTION projections.count_resource() RETURNS trigger
    LANGUAGE plpgsql
    AS $_$
DECLARE
	-- trigger variables
	tg_table_name TEXT := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME;
	tg_parent_type TEXT := TG_ARGV[0];
	tg_instance_id_column TEXT := TG_ARGV[1];
	tg_parent_id_column TEXT := TG_ARGV[2];
	tg_resource_name TEXT := TG_ARGV[3];
	tg_update_method TEXT := coalesce(TG_ARGV[4], '');

	tg_instance_id TEXT;
	tg_parent_id TEXT;

	select_ids TEXT := format('SELECT ($1).%I, ($1).%I', tg_instance_id_column, tg_parent_id_column);
BEGIN
	IF (TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' and tg_update_method = 'UP')) THEN
		EXECUTE select_ids INTO tg_instance_id, tg_parent_id USING NEW;
		
		INSERT INTO projections.resource_counts(instance_id, table_name, parent_type, parent_id, resource_name)
		VALUES (tg_instance_id, tg_table_name, tg_parent_type, tg_parent_id, tg_resource_name)	
		ON CONFLICT (instance_id, table_name, parent_type, parent_id, resource_name) DO
		UPDATE SET updated_at = now(), amount = projections.resource_counts.amount + 1;
		
		RETURN NEW;
	ELSEIF (TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' and tg_update_method = 'DOWN')) THEN
		EXECUTE select_ids INTO tg_instance_id, tg_parent_id USING OLD;

		UPDATE projections.resource_counts
		SET updated_at = now(), amount = amount - 1
		WHERE instance_id = tg_instance_id
			AND table_name = tg_table_name
			AND parent_type = tg_parent_type
			AND parent_id = tg_parent_id
			AND resource_name = tg_resource_name 
			AND amount > 0; -- prevent check failure on negative amount.
		
		RETURN OLD;
	END IF;
END
$_$;

CREATE FUNCTION projections.delete_parent_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $_$
DECLARE
	-- trigger variables
	tg_parent_type TEXT := TG_ARGV[0];
	tg_instance_id_column TEXT := TG_ARGV[1];
	tg_parent_id_column TEXT := TG_ARGV[2];
	
	tg_instance_id TEXT;
	tg_parent_id TEXT;

	select_ids TEXT := format('SELECT ($1).%I, ($1).%I', tg_instance_id_column, tg_parent_id_column);
BEGIN
	EXECUTE select_ids INTO tg_instance_id, tg_parent_id USING OLD;
	
	DELETE FROM projections.resource_counts
		WHERE instance_id = tg_instance_id
		AND parent_type = tg_parent_type
		AND parent_id = tg_parent_id;
	
	RETURN OLD;
END
$_$;

CREATE FUNCTION projections.delete_table_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
	-- trigger variables
	tg_table_name TEXT := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME;
BEGIN
	DELETE FROM projections.resource_counts
	WHERE table_name = tg_table_name;
END
$$;

CREATE FUNCTION zitadel.apply_domain_manipulation_to_login_names() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    setting zitadel.settings%ROWTYPE;
BEGIN
    IF (NOT NEW.is_verified) THEN
        IF TG_OP = 'UPDATE' AND OLD.is_verified THEN
            -- this case can currently not happen but is added for completeness and future-proofing.
            RAISE NOTICE 'Domain changed from verified to unverified, removing associated login names';
            DELETE FROM zitadel.login_names
            WHERE
                login_names.instance_id = NEW.instance_id
                AND login_names.organization_id = NEW.org_id
                AND login_names.domain = NEW.domain;
        ELSE
            RAISE NOTICE 'Domain is not verified, skipping login name manipulation';
        END IF;
        RETURN NULL;
    END IF;

    SELECT settings.*
    INTO setting
    FROM zitadel.settings
    WHERE
        settings.instance_id = NEW.instance_id
        AND settings.type = 'domain'
        AND (settings.organization_id IS NULL OR settings.organization_id = NEW.org_id)
    ORDER BY settings.organization_id NULLS LAST
    LIMIT 1;

    IF NOT (setting.settings->'loginNameIncludesDomain')::BOOLEAN THEN
        RAISE NOTICE 'skip adding domain because loginNameIncludesDomain is false for setting';
        RETURN NULL;
    END IF;

    -- Lock based on the setting scope (organization-specific or instance-level/global).
    -- The lock is released at transaction end.
    PERFORM pg_advisory_xact_lock(
        hashtext('zitadel.login_names')
        , hashtext(setting.instance_id || ':' || COALESCE(setting.organization_id, 'global'))
    );

    IF NEW.is_primary IS DISTINCT FROM OLD.is_primary THEN
        RAISE NOTICE 'primary domain changed, updating preferred login name';
        UPDATE zitadel.login_names
        SET is_preferred = NEW.is_primary
        WHERE
            login_names.instance_id = NEW.instance_id
            AND login_names.domain = NEW.domain;
    END IF;

    IF NEW.domain IS DISTINCT FROM OLD.domain THEN
        RAISE NOTICE 'domain changed, updating login names';
        UPDATE zitadel.login_names
        SET domain = NEW.domain
        WHERE
            login_names.instance_id = NEW.instance_id
            AND login_names.organization_id = NEW.org_id
            AND login_names.domain = OLD.domain;
    END IF;

    IF NEW.is_verified IS DISTINCT FROM OLD.is_verified THEN
        RAISE NOTICE 'Domain verification changed, inserting login names for verified domain';
        INSERT INTO zitadel.login_names(instance_id, organization_id, user_id, username, domain, is_preferred, used_setting)
        SELECT
            NEW.instance_id
            , NEW.org_id
            , users.id
            , users.username
            , NEW.domain
            , NEW.is_primary
            , setting.id
        FROM
            zitadel.users
        WHERE
            users.instance_id = NEW.instance_id
            AND users.organization_id = NEW.org_id;
    END IF;

    RETURN NULL;
END;
$$;

CREATE FUNCTION zitadel.apply_domain_policy_manipulation_to_login_names() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    old_lock_key INT4;
    new_lock_key INT4;
BEGIN
    CASE TG_OP
        -- insert and delete can only happen on organization level therefore we can load the instance level setting as OLD or NEW.
        WHEN 'DELETE' THEN
            SELECT
                settings.*
            INTO
                NEW
            FROM
                zitadel.settings
            WHERE
                settings.instance_id = OLD.instance_id
                AND settings.type = 'domain'
                AND settings.organization_id IS NULL;
        WHEN 'INSERT' THEN
            SELECT
                settings.*
            INTO
                OLD
            FROM
                zitadel.settings
            WHERE
                settings.instance_id = NEW.instance_id
                AND settings.type = 'domain'
                AND settings.organization_id IS NULL;
        ELSE
            -- OLD and NEW are already populated, do nothing
    END CASE;

    -- Lock both OLD and NEW setting scopes to serialize transitions across settings.
    -- Acquire in deterministic order to avoid deadlocks.
    old_lock_key := hashtext(OLD.instance_id || ':' || COALESCE(OLD.organization_id, 'global'));
    new_lock_key := hashtext(NEW.instance_id || ':' || COALESCE(NEW.organization_id, 'global'));
    IF old_lock_key = new_lock_key THEN
        PERFORM pg_advisory_xact_lock(hashtext('zitadel.login_names'), old_lock_key);
    ELSE
        PERFORM pg_advisory_xact_lock(hashtext('zitadel.login_names'), new_lock_key);
        PERFORM pg_advisory_xact_lock(hashtext('zitadel.login_names'), old_lock_key);
    END IF;
    
    IF (OLD.settings->'loginNameIncludesDomain')::BOOLEAN IS NOT DISTINCT FROM (NEW.settings->'loginNameIncludesDomain')::BOOLEAN THEN
        -- field not changed but the setting id did change.
        IF TG_OP = 'DELETE' OR TG_OP = 'INSERT' THEN
            UPDATE
                zitadel.login_names
            SET
                used_setting = NEW.id
            WHERE
                login_names.instance_id = OLD.instance_id
                AND login_names.used_setting = OLD.id
                AND (NEW.organization_id IS NULL OR login_names.organization_id = NEW.organization_id);
        END IF;

        -- no change in the setting, so we can skip the update
        RETURN NULL;
    END IF;

    RAISE NOTICE 'recompute login names';

    WITH affected_login_names AS (
        DELETE FROM zitadel.login_names
        WHERE
            login_names.instance_id = NEW.instance_id
            AND login_names.used_setting = OLD.id
            AND (NEW.organization_id IS NULL OR login_names.organization_id = NEW.organization_id)
        RETURNING instance_id, organization_id, user_id
    )
    INSERT INTO zitadel.login_names(instance_id, organization_id, user_id, username, domain, is_preferred, used_setting)
    SELECT DISTINCT ON (affected_login_names.instance_id, affected_login_names.user_id, users.username, org_domains.domain)
        affected_login_names.instance_id
        , affected_login_names.organization_id
        , affected_login_names.user_id
        , users.username
        , org_domains.domain
        , org_domains.is_primary IS NULL OR org_domains.is_primary
        , NEW.id
    FROM
        affected_login_names
    JOIN zitadel.users ON
        users.instance_id = affected_login_names.instance_id
        AND users.id = affected_login_names.user_id
    LEFT JOIN zitadel.org_domains ON 
        org_domains.instance_id = affected_login_names.instance_id
        AND org_domains.org_id = affected_login_names.organization_id
        AND org_domains.is_verified
        AND (NEW.settings->'loginNameIncludesDomain')::BOOLEAN;

    RETURN NULL;
END;
$$;

CREATE FUNCTION zitadel.apply_user_insert_to_login_names() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    setting zitadel.settings%ROWTYPE;
BEGIN
    SELECT settings.*
    INTO setting
    FROM
        zitadel.settings
    WHERE
        settings.instance_id = NEW.instance_id
        AND settings.type = 'domain'
        AND (
            settings.organization_id IS NULL
            OR settings.organization_id = NEW.organization_id
        )
    ORDER BY settings.organization_id NULLS LAST
    LIMIT 1;

    -- Lock based on the setting scope (organization-specific or instance-level/global).
    -- The lock is released at transaction end.
    PERFORM pg_advisory_xact_lock(
        hashtext('zitadel.login_names')
        , hashtext(setting.instance_id || ':' || COALESCE(setting.organization_id, 'global'))
    );

    IF NOT (setting.settings->'loginNameIncludesDomain')::BOOLEAN THEN
        RAISE NOTICE 'inserting username as login name';
        INSERT INTO zitadel.login_names(instance_id, organization_id, user_id, username, is_preferred, used_setting)
        VALUES (NEW.instance_id, NEW.organization_id, NEW.id, NEW.username, TRUE, setting.id);
        
        RETURN NULL;
    END IF;

    RAISE NOTICE 'inserting login names';
    INSERT INTO zitadel.login_names(instance_id, organization_id, user_id, username, domain, is_preferred, used_setting)
    SELECT
        NEW.instance_id
        , NEW.organization_id
        , NEW.id
        , NEW.username
        , org_domains.domain
        , org_domains.is_primary IS NULL OR org_domains.is_primary
        , setting.id
    FROM
        zitadel.org_domains
    WHERE
        org_domains.instance_id = NEW.instance_id
        AND org_domains.org_id = NEW.organization_id
        AND org_domains.is_verified = TRUE;

    RETURN NULL;
END;
$$;

CREATE FUNCTION zitadel.apply_user_update_to_login_names() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- Lock global scope and organization scope to serialize with instance-level
    -- and org-level setting/domain manipulations.
    -- The lock is released at transaction end.
    PERFORM pg_advisory_xact_lock(hashtext('zitadel.login_names'), hashtext(NEW.instance_id || ':global'));
    PERFORM pg_advisory_xact_lock(hashtext('zitadel.login_names'), hashtext(NEW.instance_id || ':' || NEW.organization_id));

    UPDATE
        zitadel.login_names
    SET
        username = NEW.username
    WHERE
        login_names.instance_id = NEW.instance_id
        AND login_names.user_id = NEW.id;

    RETURN NULL;
END;
$$;

CREATE FUNCTION zitadel.check_verified_org_domain() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- Check if there's already a verified domain within this instance (excluding the current record being updated)
  IF EXISTS (
    SELECT 1
    FROM zitadel.org_domains
    WHERE instance_id = NEW.instance_id
        AND domain = NEW.domain
        AND is_verified = TRUE
        AND (TG_OP = 'INSERT' OR (org_id != NEW.org_id))
    ) THEN
      RAISE EXCEPTION 'org domain is already taken';
  END IF;
  
  RETURN NEW;
END;
$$;

CREATE FUNCTION zitadel.ensure_single_primary_instance_domain() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- If setting this domain as primary, update all other domains in the same instance to non-primary
  UPDATE zitadel.instance_domains 
  SET is_primary = FALSE, updated_at = NOW()
  WHERE instance_id = NEW.instance_id 
    AND domain != NEW.domain 
    AND is_primary = TRUE
    AND type = 'custom';
  
  RETURN NEW;
END;
$$;

CREATE FUNCTION zitadel.ensure_single_primary_org_domain() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- If setting this domain as primary, update all other domains in the same organization to non-primary
  UPDATE zitadel.org_domains 
  SET is_primary = FALSE, updated_at = NOW()
  WHERE instance_id = NEW.instance_id 
    AND org_id = NEW.org_id
    AND domain != NEW.domain 
    AND is_primary = TRUE;
  
  RETURN NEW;
END;
$$;

CREATE FUNCTION zitadel.ensure_user_verification_integrity() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF (NEW.password_verification_id IS DISTINCT FROM OLD.password_verification_id) THEN
        DELETE FROM zitadel.verifications
        WHERE instance_id = NEW.instance_id
        AND id = OLD.password_verification_id;
    END IF;

    IF (NEW.email_verification_id IS DISTINCT FROM OLD.email_verification_id) THEN
        DELETE FROM zitadel.verifications
        WHERE instance_id = NEW.instance_id
        AND id = OLD.email_verification_id;
    END IF;

    IF (NEW.phone_verification_id IS DISTINCT FROM OLD.phone_verification_id) THEN
        DELETE FROM zitadel.verifications
        WHERE instance_id = NEW.instance_id
        AND id = OLD.phone_verification_id;
    END IF;
    
    IF (NEW.invite_verification_id IS DISTINCT FROM OLD.invite_verification_id) THEN
        DELETE FROM zitadel.verifications
        WHERE instance_id = NEW.instance_id
        AND id = OLD.invite_verification_id;
    END IF;

    RETURN NEW;
END;
$$;

CREATE FUNCTION zitadel.ensure_username_org_unique() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    _instance_id TEXT;
    _organization_id TEXT;
    _old_organization_scoped_usernames BOOLEAN;
    _new_organization_scoped_usernames BOOLEAN;
BEGIN
    CASE TG_OP
        -- insert and delete can only happen on organization level therefore we can load the instance level setting as OLD or NEW.
        WHEN 'DELETE' THEN
            _instance_id := OLD.instance_id;
            _organization_id := OLD.organization_id;
            _old_organization_scoped_usernames := COALESCE((OLD.settings->'organizationScopedUsernames')::BOOLEAN, FALSE);
            _new_organization_scoped_usernames := COALESCE((SELECT COALESCE((settings.settings->'organizationScopedUsernames')::BOOLEAN, FALSE) FROM zitadel.settings WHERE settings.instance_id = OLD.instance_id AND settings.type = 'organization' AND settings.organization_id IS NULL), FALSE);
        WHEN 'INSERT' THEN
            _instance_id := NEW.instance_id;
            _organization_id := NEW.organization_id;
            _old_organization_scoped_usernames := COALESCE((SELECT COALESCE((settings.settings->'organizationScopedUsernames')::BOOLEAN, FALSE) FROM zitadel.settings WHERE settings.instance_id = NEW.instance_id AND settings.type = 'organization' AND settings.organization_id IS NULL), FALSE);
            _new_organization_scoped_usernames := COALESCE((NEW.settings->'organizationScopedUsernames')::BOOLEAN, FALSE);
        ELSE
            _instance_id := NEW.instance_id;
            _organization_id := NEW.organization_id;
            _old_organization_scoped_usernames := COALESCE((OLD.settings->'organizationScopedUsernames')::BOOLEAN, FALSE);
            _new_organization_scoped_usernames := COALESCE((NEW.settings->'organizationScopedUsernames')::BOOLEAN, FALSE);
    END CASE;

    IF _old_organization_scoped_usernames IS NOT DISTINCT FROM _new_organization_scoped_usernames THEN
        RETURN NULL;
    END IF;

    UPDATE zitadel.users
    SET username_org_unique = _new_organization_scoped_usernames
    WHERE instance_id = _instance_id
    AND (
        (_organization_id IS NOT NULL AND organization_id = _organization_id) -- organization level setting changed, update users of that organization
        OR (_organization_id IS NULL AND organization_id NOT IN (
            SELECT organization_id FROM zitadel.settings WHERE instance_id = _instance_id AND type = 'organization' AND organization_id IS NOT NULL
        )) -- instance level setting changed, update users of organizations without an organization level setting
    );

    RETURN NULL;
END;
$$;

CREATE FUNCTION zitadel.jsonb_array_append(source jsonb, path text[], value anyelement, OUT outt jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
  BEGIN
    outt := jsonb_insert(
      source,
      (CASE WHEN (SELECT source ?& path) then
        array_append(path, '-1')
      ELSE
        path
      END)::text[],
      (CASE WHEN (select source ?& path) then
        value::TEXT::jsonb
      ELSE
        jsonb_build_array(value)
      END),
      TRUE
  );

  END;
$$;

CREATE FUNCTION zitadel.jsonb_array_remove(source jsonb, path text[], value anyelement, OUT outt jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
  BEGIN
    outt = jsonb_set(source, path,
    (CASE WHEN (SELECT source ?& path) then
      coalesce(
      (SELECT jsonb_agg(v)
      FROM jsonb_array_elements(source #>path) AS elem(v)
      WHERE v::text <> value::text),
      jsonb_build_array())
    ELSe
      jsonb_build_array()
    END)::jsonb, TRUE);
  END;
$$;

CREATE FUNCTION zitadel.move_to_archived_sessions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO zitadel.archived_sessions (instance_id, id, token_id, user_agent_id, expiration, user_id, creator_id, deleted_at)
    VALUES (OLD.instance_id, OLD.id, OLD.token_id, OLD.user_agent_id, OLD.expiration, OLD.user_id, OLD.creator_id, now());
    RETURN OLD;
END;
$$;

CREATE FUNCTION zitadel.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.updated_at := NOW();
  RETURN NEW;
END;
$$;

CREATE FUNCTION zitadel.set_username_org_unique() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    SELECT setting.organization_scoped_usernames
    INTO NEW.username_org_unique
    FROM (
        SELECT
            (settings.settings->'organizationScopedUsernames' )::BOOLEAN AS organization_scoped_usernames
        FROM zitadel.settings
        WHERE
            settings.type = 'organization'
            AND settings.instance_id = NEW.instance_id
            AND (
                settings.organization_id IS NULL -- instance level setting
                OR settings.organization_id = NEW.organization_id -- organization level setting
            )
        ORDER BY
            settings.organization_id NULLS LAST -- organization level setting overrides instance level setting
        LIMIT 1
    ) AS setting;

    NEW.username_org_unique = COALESCE(NEW.username_org_unique, FALSE); -- default to false if no setting is found

    return NEW;
END;
$$;

CREATE FUNCTION zitadel.throw_not_permitted() RETURNS boolean
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'Permission denied: User does not have permission'
        USING ERRCODE = 'ZIT01';
END;
$$;

CREATE FUNCTION zitadel.update_expiration() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.expiration := NEW.updated_at + NEW.lifetime;
    RETURN NEW;
END;
$$;

CREATE TABLE adminapi.current_sequences (
    view_name text NOT NULL,
    current_sequence bigint,
    event_date timestamp with time zone,
    last_successful_spooler_run timestamp with time zone,
    instance_id text NOT NULL
);

CREATE TABLE adminapi.failed_events (
    view_name text NOT NULL,
    failed_sequence bigint NOT NULL,
    failure_count smallint,
    err_msg text,
    instance_id text NOT NULL,
    last_failed timestamp with time zone
);

CREATE TABLE adminapi.locks (
    locker_id text,
    locked_until timestamp(3) with time zone,
    view_name text NOT NULL,
    instance_id text NOT NULL
);

CREATE TABLE adminapi.styling (
    aggregate_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    label_policy_state smallint DEFAULT (0)::smallint NOT NULL,
    sequence bigint,
    primary_color text,
    background_color text,
    warn_color text,
    font_color text,
    primary_color_dark text,
    background_color_dark text,
    warn_color_dark text,
    font_color_dark text,
    logo_url text,
    icon_url text,
    logo_dark_url text,
    icon_dark_url text,
    font_url text,
    err_msg_popup boolean,
    disable_watermark boolean,
    hide_login_name_suffix boolean,
    instance_id text NOT NULL
);

CREATE TABLE adminapi.styling2 (
    aggregate_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    label_policy_state smallint DEFAULT (0)::smallint NOT NULL,
    sequence bigint,
    primary_color text,
    background_color text,
    warn_color text,
    font_color text,
    primary_color_dark text,
    background_color_dark text,
    warn_color_dark text,
    font_color_dark text,
    logo_url text,
    icon_url text,
    logo_dark_url text,
    icon_dark_url text,
    font_url text,
    err_msg_popup boolean,
    disable_watermark boolean,
    hide_login_name_suffix boolean,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false
);

CREATE TABLE auth.auth_requests (
    id text NOT NULL,
    request jsonb,
    code text,
    request_type smallint,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    instance_id text NOT NULL
);

CREATE TABLE auth.current_sequences (
    view_name text NOT NULL,
    current_sequence bigint,
    event_date timestamp with time zone,
    last_successful_spooler_run timestamp with time zone,
    instance_id text NOT NULL
);

CREATE TABLE auth.failed_events (
    view_name text NOT NULL,
    failed_sequence bigint NOT NULL,
    failure_count smallint,
    err_msg text,
    instance_id text NOT NULL,
    last_failed timestamp with time zone
);

CREATE TABLE auth.idp_configs (
    idp_config_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    aggregate_id text,
    name text,
    idp_state smallint,
    idp_provider_type smallint,
    is_oidc boolean,
    oidc_client_id text,
    oidc_client_secret jsonb,
    oidc_issuer text,
    oidc_scopes text[],
    oidc_idp_display_name_mapping smallint,
    oidc_idp_username_mapping smallint,
    styling_type smallint,
    oauth_authorization_endpoint text,
    oauth_token_endpoint text,
    auto_register boolean,
    jwt_endpoint text,
    jwt_keys_endpoint text,
    jwt_header_name text,
    instance_id text NOT NULL
);

CREATE TABLE auth.idp_configs2 (
    idp_config_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    aggregate_id text,
    name text,
    idp_state smallint,
    idp_provider_type smallint,
    is_oidc boolean,
    oidc_client_id text,
    oidc_client_secret jsonb,
    oidc_issuer text,
    oidc_scopes text[],
    oidc_idp_display_name_mapping smallint,
    oidc_idp_username_mapping smallint,
    styling_type smallint,
    oauth_authorization_endpoint text,
    oauth_token_endpoint text,
    auto_register boolean,
    jwt_endpoint text,
    jwt_keys_endpoint text,
    jwt_header_name text,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false
);

CREATE TABLE auth.idp_providers (
    aggregate_id text NOT NULL,
    idp_config_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    name text,
    idp_config_type smallint,
    idp_provider_type smallint,
    idp_state smallint,
    styling_type smallint,
    instance_id text NOT NULL
);

CREATE TABLE auth.idp_providers2 (
    aggregate_id text NOT NULL,
    idp_config_id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    name text,
    idp_config_type smallint,
    idp_provider_type smallint,
    idp_state smallint,
    styling_type smallint,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false
);

CREATE TABLE auth.locks (
    locker_id text,
    locked_until timestamp(3) with time zone,
    view_name text NOT NULL,
    instance_id text NOT NULL
);

CREATE TABLE auth.org_project_mapping (
    org_id text NOT NULL,
    project_id text NOT NULL,
    project_grant_id text,
    instance_id text NOT NULL
);

CREATE TABLE auth.org_project_mapping2 (
    org_id text NOT NULL,
    project_id text NOT NULL,
    project_grant_id text,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false
);

CREATE TABLE auth.refresh_tokens (
    id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    resource_owner text,
    token text,
    client_id text NOT NULL,
    user_agent_id text NOT NULL,
    user_id text NOT NULL,
    auth_time timestamp with time zone,
    idle_expiration timestamp with time zone,
    expiration timestamp with time zone,
    sequence bigint,
    scopes text[],
    audience text[],
    amr text[],
    instance_id text NOT NULL,
    actor jsonb
);

CREATE TABLE auth.tokens (
    id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    resource_owner text,
    application_id text,
    user_agent_id text,
    user_id text,
    expiration timestamp with time zone,
    sequence bigint,
    scopes text[],
    audience text[],
    preferred_language text,
    refresh_token_id text,
    is_pat boolean DEFAULT false NOT NULL,
    instance_id text NOT NULL,
    actor jsonb
);

CREATE TABLE auth.user_external_idps (
    external_user_id text NOT NULL,
    idp_config_id text NOT NULL,
    user_id text,
    idp_name text,
    user_display_name text,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    resource_owner text,
    instance_id text NOT NULL
);

CREATE TABLE auth.user_external_idps2 (
    external_user_id text NOT NULL,
    idp_config_id text NOT NULL,
    user_id text,
    idp_name text,
    user_display_name text,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    sequence bigint,
    resource_owner text,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false
);

CREATE TABLE auth.user_sessions (
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    resource_owner text,
    state smallint,
    user_agent_id text NOT NULL,
    user_id text NOT NULL,
    user_name text,
    password_verification timestamp with time zone,
    second_factor_verification timestamp with time zone,
    multi_factor_verification timestamp with time zone,
    sequence bigint,
    second_factor_verification_type smallint,
    multi_factor_verification_type smallint,
    user_display_name text,
    login_name text,
    external_login_verification timestamp with time zone,
    selected_idp_config_id text,
    passwordless_verification timestamp with time zone,
    avatar_key text,
    instance_id text NOT NULL
);

CREATE TABLE auth.users (
    id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    resource_owner text,
    user_state smallint,
    password_set boolean,
    password_change_required boolean,
    password_change timestamp with time zone,
    last_login timestamp with time zone,
    user_name text,
    login_names text[],
    preferred_login_name text,
    first_name text,
    last_name text,
    nick_name text,
    display_name text,
    preferred_language text,
    gender smallint,
    email text,
    is_email_verified boolean,
    phone text,
    is_phone_verified boolean,
    country text,
    locality text,
    postal_code text,
    region text,
    street_address text,
    otp_state smallint,
    mfa_max_set_up smallint,
    mfa_init_skipped timestamp with time zone,
    sequence bigint,
    init_required boolean,
    username_change_required boolean,
    machine_name text,
    machine_description text,
    user_type text,
    u2f_tokens bytea,
    passwordless_tokens bytea,
    avatar_key text,
    passwordless_init_required boolean,
    password_init_required boolean,
    instance_id text NOT NULL
);

CREATE TABLE auth.users2 (
    id text NOT NULL,
    creation_date timestamp with time zone,
    change_date timestamp with time zone,
    resource_owner text,
    user_state smallint,
    password_set boolean,
    password_change_required boolean,
    password_change timestamp with time zone,
    last_login timestamp with time zone,
    user_name text,
    login_names text[],
    preferred_login_name text,
    first_name text,
    last_name text,
    nick_name text,
    display_name text,
    preferred_language text,
    gender smallint,
    email text,
    is_email_verified boolean,
    phone text,
    is_phone_verified boolean,
    country text,
    locality text,
    postal_code text,
    region text,
    street_address text,
    otp_state smallint,
    mfa_max_set_up smallint,
    mfa_init_skipped timestamp with time zone,
    sequence bigint,
    init_required boolean,
    username_change_required boolean,
    machine_name text,
    machine_description text,
    user_type text,
    u2f_tokens bytea,
    passwordless_tokens bytea,
    avatar_key text,
    passwordless_init_required boolean,
    password_init_required boolean,
    instance_id text NOT NULL,
    owner_removed boolean DEFAULT false,
    otp_sms_added boolean DEFAULT false,
    otp_email_added boolean DEFAULT false
);

CREATE TABLE auth.users3 (
    instance_id text NOT NULL,
    id text NOT NULL,
    resource_owner text NOT NULL,
    change_date timestamp with time zone,
    password_set boolean,
    password_change timestamp with time zone,
    last_login timestamp with time zone,
    init_required boolean,
    mfa_init_skipped timestamp with time zone,
    username_change_required boolean,
    passwordless_init_required boolean,
    password_init_required boolean
);

CREATE TABLE cache.objects (
    cache_name character varying NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    payload jsonb NOT NULL
)
PARTITION BY LIST (cache_name);

CREATE UNLOGGED TABLE cache.objects_default (
    cache_name character varying NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    payload jsonb NOT NULL
);

CREATE TABLE cache.string_keys (
    cache_name character varying NOT NULL,
    index_id integer NOT NULL,
    index_key character varying NOT NULL,
    object_id uuid NOT NULL,
    CONSTRAINT string_keys_cache_name_check CHECK (((cache_name)::text <> ''::text)),
    CONSTRAINT string_keys_index_id_check CHECK ((index_id > 0)),
    CONSTRAINT string_keys_index_key_check CHECK (((index_key)::text <> ''::text))
)
PARTITION BY LIST (cache_name);

CREATE UNLOGGED TABLE cache.string_keys_default (
    cache_name character varying NOT NULL,
    index_id integer NOT NULL,
    index_key character varying NOT NULL,
    object_id uuid NOT NULL,
    CONSTRAINT string_keys_cache_name_check CHECK (((cache_name)::text <> ''::text)),
    CONSTRAINT string_keys_index_id_check CHECK ((index_id > 0)),
    CONSTRAINT string_keys_index_key_check CHECK (((index_key)::text <> ''::text))
);

CREATE TABLE eventstore.fields (
    id text DEFAULT gen_random_uuid() NOT NULL,
    instance_id text NOT NULL,
    resource_owner text NOT NULL,
    aggregate_type text NOT NULL,
    aggregate_id text NOT NULL,
    object_type text NOT NULL,
    object_id text NOT NULL,
    object_revision smallint,
    field_name text NOT NULL,
    value jsonb NOT NULL,
    number_value numeric GENERATED ALWAYS AS (
CASE
    WHEN (should_index AND (jsonb_typeof(value) = 'number'::text)) THEN (value)::numeric
    ELSE NULL::numeric
END) STORED,
    text_value text GENERATED ALWAYS AS (
CASE
    WHEN (should_index AND (jsonb_typeof(value) = 'string'::text)) THEN (value #>> '{}'::text[])
    ELSE NULL::text
END) STORED,
    bool_value boolean GENERATED ALWAYS AS (
CASE
    WHEN (should_index AND (jsonb_typeof(value) = 'boolean'::text)) THEN (value)::boolean
    ELSE NULL::boolean
END) STORED,
    value_must_be_unique boolean,
    should_index boolean,
    CONSTRAINT primitive_value_for_index CHECK (
CASE
    WHEN should_index THEN (num_nonnulls(number_value, text_value, bool_value) = 1)
    ELSE true
END),
    CONSTRAINT primitive_value_for_unique_check CHECK (
CASE
    WHEN value_must_be_unique THEN (num_nonnulls(number_value, text_value, bool_value) = 1)
    ELSE true
END)
);

CREATE VIEW eventstore.instance_members AS
 SELECT fields.instance_id,
    fields.object_id AS user_id,
    fields.text_value AS role
   FROM eventstore.fields
  WHERE ((fields.aggregate_type = 'instance'::text) AND (fields.object_type = 'instance_member_role'::text) AND (fields.field_name = 'instance_role'::text));

CREATE VIEW eventstore.instance_orgs AS
 SELECT fields.instance_id,
    fields.aggregate_id AS org_id
   FROM eventstore.fields
  WHERE ((fields.aggregate_type = 'org'::text) AND (fields.object_type = 'org'::text) AND (fields.field_name = 'state'::text));

CREATE VIEW eventstore.org_members AS
 SELECT fields.instance_id,
    fields.aggregate_id AS org_id,
    fields.object_id AS user_id,
    fields.text_value AS role
   FROM eventstore.fields
  WHERE ((fields.aggregate_type = 'org'::text) AND (fields.object_type = 'org_member_role'::text) AND (fields.field_name = 'org_role'::text));

CREATE VIEW eventstore.project_members AS
 SELECT fields.instance_id,
    fields.aggregate_id AS project_id,
    fields.object_id AS user_id,
    fields.text_value AS role,
    fields.resource_owner AS org_id
   FROM eventstore.fields
  WHERE ((fields.aggregate_type = 'project'::text) AND (fields.object_type = 'project_member_role'::text) AND (fields.field_name = 'project_role'::text));

CREATE VIEW eventstore.role_permissions AS
 SELECT fields.instance_id,
    fields.aggregate_id,
    fields.object_id AS role,
    fields.text_value AS permission
   FROM eventstore.fields
  WHERE ((fields.aggregate_type = 'permission'::text) AND (fields.object_type = 'role_permission'::text) AND (fields.field_name = 'permission'::text));

CREATE TABLE eventstore.unique_constraints (
    instance_id text NOT NULL,
    unique_type text NOT NULL,
    unique_field text NOT NULL
);

CREATE TABLE logstore.access (
    log_date timestamp with time zone NOT NULL,
    protocol integer NOT NULL,
    request_url text NOT NULL,
    response_status integer NOT NULL,
    request_headers jsonb,
    response_headers jsonb,
    instance_id text NOT NULL,
    project_id text NOT NULL,
    requested_domain text,
    requested_host text
);

CREATE TABLE logstore.execution (
    log_date timestamp with time zone NOT NULL,
    took interval,
    message text NOT NULL,
    loglevel integer NOT NULL,
    instance_id text NOT NULL,
    action_id text NOT NULL,
    metadata jsonb
);

CREATE TABLE projections.current_sequences (
    projection_name text NOT NULL,
    aggregate_type text NOT NULL,
    current_sequence bigint,
    instance_id text NOT NULL,
    "timestamp" timestamp with time zone
);

CREATE TABLE projections.current_states (
    projection_name text NOT NULL,
    instance_id text NOT NULL,
    last_updated timestamp with time zone,
    aggregate_id text,
    aggregate_type text,
    sequence bigint,
    event_date timestamp with time zone,
    "position" numeric,
    filter_offset integer
);

CREATE TABLE projections.failed_events (
    projection_name text NOT NULL,
    failed_sequence bigint NOT NULL,
    failure_count smallint,
    error text,
    instance_id text NOT NULL,
    last_failed timestamp with time zone
);

CREATE TABLE projections.failed_events2 (
    projection_name text NOT NULL,
    instance_id text NOT NULL,
    aggregate_type text NOT NULL,
    aggregate_id text NOT NULL,
    event_creation_date timestamp with time zone NOT NULL,
    failed_sequence bigint NOT NULL,
    failure_count smallint DEFAULT 0,
    error text,
    last_failed timestamp with time zone
);

CREATE TABLE projections.locks (
    locker_id text,
    locked_until timestamp(3) with time zone,
    projection_name text NOT NULL,
    instance_id text NOT NULL
);

CREATE TABLE projections.resource_counts (
    id integer NOT NULL,
    instance_id text NOT NULL,
    table_name text NOT NULL,
    parent_type text NOT NULL,
    parent_id text NOT NULL,
    resource_name text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    amount integer DEFAULT 1 NOT NULL,
    CONSTRAINT resource_counts_amount_check CHECK ((amount >= 0))
);

CREATE SEQUENCE projections.resource_counts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE projections.resource_counts_id_seq OWNED BY projections.resource_counts.id;

CREATE TABLE system.assets (
    instance_id text NOT NULL,
    asset_type text,
    resource_owner text NOT NULL,
    name text NOT NULL,
    content_type text,
    hash text GENERATED ALWAYS AS (md5(data)) STORED,
    data bytea,
    updated_at timestamp with time zone
);

CREATE TABLE system.encryption_keys (
    id text NOT NULL,
    key text NOT NULL
);

CREATE TABLE zitadel.administrator_role_permissions (
    instance_id text NOT NULL,
    role_name text NOT NULL,
    permission text NOT NULL,
    CONSTRAINT administrator_role_permissions_permission_check CHECK ((permission <> ''::text)),
    CONSTRAINT administrator_role_permissions_role_name_check CHECK ((role_name <> ''::text))
);

CREATE TABLE zitadel.administrator_roles (
    instance_id text NOT NULL,
    administrator_id text NOT NULL,
    role_name text NOT NULL,
    CONSTRAINT administrator_roles_role_name_check CHECK ((role_name <> ''::text))
);

CREATE TABLE zitadel.administrators (
    instance_id text NOT NULL,
    user_id text NOT NULL,
    scope zitadel.administrator_scope NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    organization_id text,
    project_id text,
    project_grant_id text,
    id text GENERATED ALWAYS AS (((user_id || ':'::text) ||
CASE scope
    WHEN 'instance'::zitadel.administrator_scope THEN ('instance:'::text || instance_id)
    WHEN 'organization'::zitadel.administrator_scope THEN ('organization:'::text || organization_id)
    WHEN 'project'::zitadel.administrator_scope THEN ('project:'::text || project_id)
    WHEN 'project_grant'::zitadel.administrator_scope THEN ('project_grant:'::text || project_grant_id)
    ELSE NULL::text
END)) STORED NOT NULL,
    CONSTRAINT administrators_scope_alignment_chk CHECK ((((scope = 'instance'::zitadel.administrator_scope) AND (organization_id IS NULL) AND (project_id IS NULL) AND (project_grant_id IS NULL)) OR ((scope = 'organization'::zitadel.administrator_scope) AND (organization_id IS NOT NULL) AND (project_id IS NULL) AND (project_grant_id IS NULL)) OR ((scope = 'project'::zitadel.administrator_scope) AND (organization_id IS NULL) AND (project_id IS NOT NULL) AND (project_grant_id IS NULL)) OR ((scope = 'project_grant'::zitadel.administrator_scope) AND (organization_id IS NULL) AND (project_id IS NULL) AND (project_grant_id IS NOT NULL))))
);

CREATE TABLE zitadel.archived_sessions (
    instance_id text NOT NULL,
    id text NOT NULL,
    token_id text,
    user_agent_id text,
    expiration timestamp with time zone,
    user_id text,
    creator_id text,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT archived_sessions_id_check CHECK ((id <> ''::text))
);

CREATE TABLE zitadel.authorization_roles (
    instance_id text NOT NULL,
    authorization_id text NOT NULL,
    role_key text NOT NULL,
    project_id text NOT NULL,
    grant_id text,
    CONSTRAINT authorization_roles_role_key_check CHECK ((role_key <> ''::text))
);

CREATE TABLE zitadel.authorizations (
    instance_id text NOT NULL,
    id text NOT NULL,
    state zitadel.authorization_state DEFAULT 'active'::zitadel.authorization_state NOT NULL,
    project_id text NOT NULL,
    grant_id text,
    user_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT authorizations_id_check CHECK ((id <> ''::text))
);

CREATE TABLE zitadel.identity_provider_intents (
    instance_id text NOT NULL,
    id text NOT NULL,
    state zitadel.idp_intent_state DEFAULT 'started'::zitadel.idp_intent_state NOT NULL,
    success_url text,
    failure_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    idp_id text NOT NULL,
    idp_arguments jsonb,
    idp_user bytea,
    idp_user_id text,
    idp_username text,
    user_id text,
    idp_access_token jsonb,
    idp_id_token text,
    idp_entry_attributes jsonb,
    request_id text,
    assertion jsonb,
    succeeded_at timestamp with time zone,
    fail_reason text,
    failed_at timestamp with time zone,
    expires_at timestamp with time zone,
    CONSTRAINT identity_provider_intents_id_check CHECK ((id <> ''::text))
);

CREATE TABLE zitadel.identity_providers (
    instance_id text NOT NULL,
    org_id text,
    id text NOT NULL,
    state zitadel.idp_state DEFAULT 'active'::zitadel.idp_state NOT NULL,
    name text NOT NULL,
    type smallint,
    allow_creation boolean DEFAULT true NOT NULL,
    allow_auto_creation boolean DEFAULT true NOT NULL,
    allow_auto_update boolean DEFAULT true NOT NULL,
    allow_linking boolean DEFAULT true NOT NULL,
    auto_linking_field smallint,
    payload jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT identity_providers_id_check CHECK ((id <> ''::text)),
    CONSTRAINT identity_providers_name_check CHECK ((name <> ''::text))
);

CREATE TABLE zitadel.instance_domains (
    instance_id text NOT NULL,
    domain text NOT NULL,
    is_primary boolean,
    is_generated boolean,
    type zitadel.domain_type NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT custom_values_set CHECK ((((is_primary IS NOT NULL) AND (is_generated IS NOT NULL)) OR (type <> 'custom'::zitadel.domain_type))),
    CONSTRAINT generated_cannot_be_trusted CHECK (((is_generated IS NULL) OR (type <> 'trusted'::zitadel.domain_type))),
    CONSTRAINT instance_domains_domain_check CHECK (((length(domain) >= 1) AND (length(domain) <= 255))),
    CONSTRAINT primary_cannot_be_trusted CHECK (((is_primary IS NULL) OR (type <> 'trusted'::zitadel.domain_type)))
);

CREATE TABLE zitadel.instances (
    id text NOT NULL,
    name text NOT NULL,
    default_org_id text,
    iam_project_id text,
    console_client_id text,
    console_app_id text,
    default_language text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT instances_id_check CHECK ((id <> ''::text)),
    CONSTRAINT instances_name_check CHECK ((name <> ''::text))
);

CREATE TABLE zitadel.login_names (
    instance_id text NOT NULL,
    organization_id text,
    user_id text NOT NULL,
    username text NOT NULL,
    domain text,
    login_name text GENERATED ALWAYS AS (
CASE
    WHEN (domain IS NOT NULL) THEN ((username || '@'::text) || domain)
    ELSE username
END) STORED NOT NULL,
    is_preferred boolean DEFAULT false NOT NULL,
    used_setting text NOT NULL,
    CONSTRAINT login_names_username_check CHECK ((username <> ''::text))
);

CREATE TABLE zitadel.machine_keys (
    instance_id text NOT NULL,
    user_id text NOT NULL,
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    type smallint NOT NULL,
    public_key bytea NOT NULL,
    CONSTRAINT machine_keys_type_check CHECK ((type >= 0))
);

CREATE TABLE zitadel.org_domains (
    instance_id text NOT NULL,
    org_id text NOT NULL,
    domain text NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    is_primary boolean DEFAULT false NOT NULL,
    validation_type zitadel.domain_validation_type,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT org_domains_domain_check CHECK (((length(domain) >= 1) AND (length(domain) <= 255)))
);

CREATE TABLE zitadel.organization_metadata (
    instance_id text NOT NULL,
    organization_id text NOT NULL,
    key text NOT NULL,
    value bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT organization_metadata_key_check CHECK ((key <> ''::text))
);

CREATE TABLE zitadel.organizations (
    id text NOT NULL,
    name text NOT NULL,
    instance_id text NOT NULL,
    state zitadel.organization_state NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT organizations_id_check CHECK ((id <> ''::text)),
    CONSTRAINT organizations_name_check CHECK ((name <> ''::text))
);

CREATE TABLE zitadel.project_grant_roles (
    instance_id text NOT NULL,
    grant_id text NOT NULL,
    key text NOT NULL,
    project_id text NOT NULL,
    CONSTRAINT project_grant_roles_key_check CHECK ((key <> ''::text))
);

CREATE TABLE zitadel.project_grants (
    instance_id text NOT NULL,
    id text NOT NULL,
    granting_organization_id text NOT NULL,
    project_id text NOT NULL,
    granted_organization_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    state zitadel.project_grant_state NOT NULL,
    CONSTRAINT project_grants_id_check CHECK ((id <> ''::text))
);

CREATE TABLE zitadel.project_roles (
    instance_id text NOT NULL,
    organization_id text NOT NULL,
    project_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    key text NOT NULL,
    display_name text NOT NULL,
    role_group text,
    CONSTRAINT project_roles_display_name_check CHECK ((display_name <> ''::text)),
    CONSTRAINT project_roles_key_check CHECK ((key <> ''::text))
);

CREATE TABLE zitadel.projects (
    instance_id text NOT NULL,
    organization_id text NOT NULL,
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    state zitadel.project_state NOT NULL,
    should_assert_role boolean DEFAULT false NOT NULL,
    is_authorization_required boolean DEFAULT false NOT NULL,
    is_project_access_required boolean DEFAULT false NOT NULL,
    used_labeling_setting_owner smallint,
    CONSTRAINT projects_id_check CHECK ((id <> ''::text)),
    CONSTRAINT projects_name_check CHECK ((name <> ''::text))
);

CREATE TABLE zitadel.session_factors (
    instance_id text NOT NULL,
    session_id text NOT NULL,
    type zitadel.session_factor_type NOT NULL,
    last_challenged_at timestamp with time zone,
    challenged_payload jsonb,
    last_verified_at timestamp with time zone,
    verified_payload jsonb
);

CREATE TABLE zitadel.session_metadata (
    instance_id text NOT NULL,
    session_id text NOT NULL,
    key text NOT NULL,
    value bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT session_metadata_key_check CHECK ((key <> ''::text))
);

CREATE TABLE zitadel.session_user_agents (
    instance_id text NOT NULL,
    fingerprint_id text NOT NULL,
    ip inet,
    description text,
    headers jsonb,
    CONSTRAINT session_user_agents_fingerprint_id_check CHECK ((fingerprint_id <> ''::text))
);

CREATE TABLE zitadel.sessions (
    instance_id text NOT NULL,
    id text NOT NULL,
    token_id text,
    user_agent_id text,
    lifetime interval,
    expiration timestamp with time zone,
    user_id text,
    creator_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sessions_id_check CHECK ((id <> ''::text))
);

CREATE TABLE zitadel.settings (
    instance_id text NOT NULL,
    organization_id text,
    id text DEFAULT gen_random_uuid() NOT NULL,
    type zitadel.settings_type NOT NULL,
    state zitadel.settings_state NOT NULL,
    settings jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE zitadel.user_identity_provider_links (
    instance_id text NOT NULL,
    identity_provider_id text NOT NULL,
    user_id text NOT NULL,
    provided_user_id text NOT NULL,
    provided_username text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_identity_provider_links_provided_user_id_check CHECK ((provided_user_id <> ''::text))
);

CREATE TABLE zitadel.user_metadata (
    instance_id text NOT NULL,
    user_id text NOT NULL,
    key text NOT NULL,
    value bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_metadata_key_check CHECK ((key <> ''::text))
);

CREATE TABLE zitadel.user_passkeys (
    instance_id text NOT NULL,
    token_id text NOT NULL,
    key_id bytea,
    user_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    verified_at timestamp with time zone,
    type zitadel.passkey_type NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    sign_count integer DEFAULT 0 NOT NULL,
    challenge bytea NOT NULL,
    public_key bytea,
    attestation_type text NOT NULL,
    authenticator_attestation_guid bytea,
    relying_party_id text NOT NULL,
    CONSTRAINT user_passkeys_relying_party_id_check CHECK ((relying_party_id <> ''::text)),
    CONSTRAINT user_passkeys_sign_count_check CHECK ((sign_count >= 0))
);

CREATE TABLE zitadel.user_personal_access_tokens (
    instance_id text NOT NULL,
    user_id text NOT NULL,
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    scopes text[]
);

CREATE TABLE zitadel.users (
    instance_id text NOT NULL,
    organization_id text NOT NULL,
    id text NOT NULL,
    username text NOT NULL,
    username_org_unique boolean DEFAULT false NOT NULL,
    state zitadel.user_state DEFAULT 'active'::zitadel.user_state NOT NULL,
    type zitadel.user_type NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    first_name text,
    last_name text,
    nickname text,
    display_name text,
    preferred_language text,
    gender smallint,
    avatar_key text,
    multifactor_initialization_skipped_at timestamp with time zone,
    password_hash text,
    password_change_required boolean,
    password_changed_at timestamp with time zone,
    password_verification_id text,
    password_last_successful_check timestamp with time zone,
    password_failed_attempts smallint,
    email text,
    unverified_email text,
    email_verified_at timestamp with time zone,
    email_verification_id text,
    email_otp_enabled_at timestamp with time zone,
    email_otp_last_successful_check timestamp with time zone,
    email_otp_failed_attempts smallint,
    phone text,
    unverified_phone text,
    phone_verified_at timestamp with time zone,
    phone_verification_id text,
    sms_otp_enabled_at timestamp with time zone,
    sms_otp_last_successful_check timestamp with time zone,
    sms_otp_failed_attempts smallint,
    totp_secret bytea,
    totp_verified_at timestamp with time zone,
    totp_last_successful_check timestamp with time zone,
    totp_failed_attempts smallint,
    invite_verification_id text,
    invite_accepted_at timestamp with time zone,
    invite_failed_attempts smallint,
    recovery_codes text[],
    recovery_code_last_successful_check timestamp with time zone,
    recovery_code_failed_attempts smallint,
    name text,
    description text,
    secret text,
    access_token_type smallint,
    CONSTRAINT users_check CHECK ((((type = 'machine'::zitadel.user_type) AND (first_name IS NULL)) OR ((type = 'human'::zitadel.user_type) AND (first_name <> ''::text)))),
    CONSTRAINT users_check1 CHECK ((((type = 'machine'::zitadel.user_type) AND (last_name IS NULL)) OR ((type = 'human'::zitadel.user_type) AND (last_name <> ''::text)))),
    CONSTRAINT users_check10 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_changed_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check11 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_verification_id IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check12 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_last_successful_check IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check13 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_failed_attempts IS NULL)) OR ((type = 'human'::zitadel.user_type) AND (password_failed_attempts >= 0)))),
    CONSTRAINT users_check14 CHECK ((((type = 'machine'::zitadel.user_type) AND (email IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check15 CHECK ((((type = 'machine'::zitadel.user_type) AND (unverified_email IS NULL)) OR ((type = 'human'::zitadel.user_type) AND (unverified_email <> ''::text)))),
    CONSTRAINT users_check16 CHECK ((((type = 'machine'::zitadel.user_type) AND (email_verified_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check17 CHECK ((((type = 'machine'::zitadel.user_type) AND (email_verification_id IS NULL)) OR ((type = 'human'::zitadel.user_type) AND ((email IS DISTINCT FROM unverified_email) OR (email_verification_id IS NULL))))),
    CONSTRAINT users_check18 CHECK ((((type = 'machine'::zitadel.user_type) AND (email_otp_enabled_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check19 CHECK ((((type = 'machine'::zitadel.user_type) AND (email_otp_last_successful_check IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check2 CHECK ((((type = 'machine'::zitadel.user_type) AND (nickname IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check20 CHECK ((((type = 'machine'::zitadel.user_type) AND (email_otp_failed_attempts IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check21 CHECK ((((type = 'machine'::zitadel.user_type) AND (phone IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check22 CHECK ((((type = 'machine'::zitadel.user_type) AND (unverified_phone IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check23 CHECK ((((type = 'machine'::zitadel.user_type) AND (phone_verified_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check24 CHECK ((((type = 'machine'::zitadel.user_type) AND (phone_verification_id IS NULL)) OR ((type = 'human'::zitadel.user_type) AND ((phone IS DISTINCT FROM unverified_phone) OR (phone_verification_id IS NULL))))),
    CONSTRAINT users_check25 CHECK ((((type = 'machine'::zitadel.user_type) AND (sms_otp_enabled_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check26 CHECK ((((type = 'machine'::zitadel.user_type) AND (sms_otp_last_successful_check IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check27 CHECK ((((type = 'machine'::zitadel.user_type) AND (sms_otp_failed_attempts IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check28 CHECK ((((type = 'machine'::zitadel.user_type) AND (totp_secret IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check29 CHECK ((((type = 'machine'::zitadel.user_type) AND (totp_verified_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check3 CHECK ((((type = 'machine'::zitadel.user_type) AND (display_name IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check30 CHECK ((((type = 'machine'::zitadel.user_type) AND (totp_last_successful_check IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check31 CHECK ((((type = 'machine'::zitadel.user_type) AND (totp_failed_attempts IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check32 CHECK ((((type = 'machine'::zitadel.user_type) AND (invite_verification_id IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check33 CHECK ((((type = 'machine'::zitadel.user_type) AND (invite_accepted_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check34 CHECK ((((type = 'machine'::zitadel.user_type) AND (invite_failed_attempts IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check35 CHECK ((((type = 'machine'::zitadel.user_type) AND (recovery_codes IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check36 CHECK ((((type = 'machine'::zitadel.user_type) AND (recovery_code_last_successful_check IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check37 CHECK ((((type = 'machine'::zitadel.user_type) AND (recovery_code_failed_attempts IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check38 CHECK ((((type = 'human'::zitadel.user_type) AND (name IS NULL)) OR (type = 'machine'::zitadel.user_type))),
    CONSTRAINT users_check39 CHECK ((((type = 'human'::zitadel.user_type) AND (description IS NULL)) OR (type = 'machine'::zitadel.user_type))),
    CONSTRAINT users_check4 CHECK ((((type = 'machine'::zitadel.user_type) AND (preferred_language IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check40 CHECK ((((type = 'human'::zitadel.user_type) AND (secret IS NULL)) OR (type = 'machine'::zitadel.user_type))),
    CONSTRAINT users_check41 CHECK ((((type = 'human'::zitadel.user_type) AND (access_token_type IS NULL)) OR (type = 'machine'::zitadel.user_type))),
    CONSTRAINT users_check5 CHECK ((((type = 'machine'::zitadel.user_type) AND (gender IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check6 CHECK ((((type = 'machine'::zitadel.user_type) AND (avatar_key IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check7 CHECK ((((type = 'machine'::zitadel.user_type) AND (multifactor_initialization_skipped_at IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check8 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_hash IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_check9 CHECK ((((type = 'machine'::zitadel.user_type) AND (password_change_required IS NULL)) OR (type = 'human'::zitadel.user_type))),
    CONSTRAINT users_id_check CHECK ((id <> ''::text)),
    CONSTRAINT users_username_check CHECK ((username <> ''::text))
);

CREATE TABLE zitadel.verifications (
    instance_id text NOT NULL,
    user_id text,
    id text DEFAULT (gen_random_uuid())::text NOT NULL,
    code bytea,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    expiry interval,
    failed_attempts smallint DEFAULT 0 NOT NULL,
    CONSTRAINT verifications_failed_attempts_check CHECK ((failed_attempts >= 0))
);

ALTER TABLE ONLY cache.objects ATTACH PARTITION cache.objects_default DEFAULT;

ALTER TABLE ONLY cache.string_keys ATTACH PARTITION cache.string_keys_default DEFAULT;

ALTER TABLE ONLY projections.resource_counts ALTER COLUMN id SET DEFAULT nextval('projections.resource_counts_id_seq'::regclass);

ALTER TABLE ONLY adminapi.current_sequences
    ADD CONSTRAINT current_sequences_pkey PRIMARY KEY (view_name, instance_id);

ALTER TABLE ONLY adminapi.failed_events
    ADD CONSTRAINT failed_events_pkey PRIMARY KEY (view_name, failed_sequence, instance_id);

ALTER TABLE ONLY adminapi.locks
    ADD CONSTRAINT locks_pkey PRIMARY KEY (view_name, instance_id);

ALTER TABLE ONLY adminapi.styling2
    ADD CONSTRAINT styling2_pkey PRIMARY KEY (instance_id, aggregate_id, label_policy_state);

ALTER TABLE ONLY adminapi.styling
    ADD CONSTRAINT styling_pkey PRIMARY KEY (aggregate_id, label_policy_state, instance_id);

ALTER TABLE ONLY auth.auth_requests
    ADD CONSTRAINT auth_requests_pkey PRIMARY KEY (id, instance_id);

ALTER TABLE ONLY auth.current_sequences
    ADD CONSTRAINT current_sequences_pkey PRIMARY KEY (view_name, instance_id);

ALTER TABLE ONLY auth.failed_events
    ADD CONSTRAINT failed_events_pkey PRIMARY KEY (view_name, failed_sequence, instance_id);

ALTER TABLE ONLY auth.idp_configs2
    ADD CONSTRAINT idp_configs2_pkey PRIMARY KEY (instance_id, idp_config_id);

ALTER TABLE ONLY auth.idp_configs
    ADD CONSTRAINT idp_configs_pkey PRIMARY KEY (idp_config_id, instance_id);

ALTER TABLE ONLY auth.idp_providers2
    ADD CONSTRAINT idp_providers2_pkey PRIMARY KEY (instance_id, aggregate_id, idp_config_id);

ALTER TABLE ONLY auth.idp_providers
    ADD CONSTRAINT idp_providers_pkey PRIMARY KEY (aggregate_id, idp_config_id, instance_id);

ALTER TABLE ONLY auth.locks
    ADD CONSTRAINT locks_pkey PRIMARY KEY (view_name, instance_id);

ALTER TABLE ONLY auth.org_project_mapping2
    ADD CONSTRAINT org_project_mapping2_pkey PRIMARY KEY (instance_id, org_id, project_id);

ALTER TABLE ONLY auth.org_project_mapping
    ADD CONSTRAINT org_project_mapping_pkey PRIMARY KEY (org_id, project_id, instance_id);

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id, instance_id);

ALTER TABLE ONLY auth.tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (id, instance_id);

ALTER TABLE ONLY auth.user_external_idps2
    ADD CONSTRAINT user_external_idps2_pkey PRIMARY KEY (instance_id, external_user_id, idp_config_id);

ALTER TABLE ONLY auth.user_external_idps
    ADD CONSTRAINT user_external_idps_pkey PRIMARY KEY (external_user_id, idp_config_id, instance_id);

ALTER TABLE ONLY auth.user_sessions
    ADD CONSTRAINT user_sessions_pkey PRIMARY KEY (user_agent_id, user_id, instance_id);

ALTER TABLE ONLY auth.users2
    ADD CONSTRAINT users2_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY auth.users3
    ADD CONSTRAINT users3_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id, instance_id);

ALTER TABLE ONLY cache.objects
    ADD CONSTRAINT objects_pkey PRIMARY KEY (cache_name, id);

ALTER TABLE ONLY cache.objects_default
    ADD CONSTRAINT objects_default_pkey PRIMARY KEY (cache_name, id);

ALTER TABLE ONLY cache.string_keys
    ADD CONSTRAINT string_keys_pkey PRIMARY KEY (cache_name, index_id, index_key);

ALTER TABLE ONLY cache.string_keys_default
    ADD CONSTRAINT string_keys_default_pkey PRIMARY KEY (cache_name, index_id, index_key);

ALTER TABLE ONLY eventstore.events2
    ADD CONSTRAINT events2_pkey PRIMARY KEY (instance_id, aggregate_type, aggregate_id, sequence);

ALTER TABLE ONLY eventstore.fields
    ADD CONSTRAINT fields_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY eventstore.unique_constraints
    ADD CONSTRAINT unique_constraints_pkey PRIMARY KEY (instance_id, unique_type, unique_field);

ALTER TABLE ONLY projections.current_sequences
    ADD CONSTRAINT current_sequences_pkey PRIMARY KEY (projection_name, aggregate_type, instance_id);

ALTER TABLE ONLY projections.current_states
    ADD CONSTRAINT current_states_pkey PRIMARY KEY (projection_name, instance_id);

ALTER TABLE ONLY projections.failed_events2
    ADD CONSTRAINT failed_events2_pkey PRIMARY KEY (projection_name, instance_id, aggregate_type, aggregate_id, failed_sequence);

ALTER TABLE ONLY projections.failed_events
    ADD CONSTRAINT failed_events_pkey PRIMARY KEY (projection_name, failed_sequence, instance_id);

ALTER TABLE ONLY projections.locks
    ADD CONSTRAINT locks_pkey PRIMARY KEY (projection_name, instance_id);

ALTER TABLE ONLY projections.resource_counts
    ADD CONSTRAINT resource_counts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY projections.resource_counts
    ADD CONSTRAINT unique_resource UNIQUE (instance_id, parent_type, parent_id, table_name, resource_name);

ALTER TABLE ONLY system.assets
    ADD CONSTRAINT assets_pkey PRIMARY KEY (instance_id, resource_owner, name);

ALTER TABLE ONLY system.encryption_keys
    ADD CONSTRAINT encryption_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY zitadel.administrator_role_permissions
    ADD CONSTRAINT administrator_role_permissions_pkey PRIMARY KEY (instance_id, permission, role_name);

ALTER TABLE ONLY zitadel.administrator_roles
    ADD CONSTRAINT administrator_roles_pkey PRIMARY KEY (instance_id, administrator_id, role_name);

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.archived_sessions
    ADD CONSTRAINT archived_sessions_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.authorization_roles
    ADD CONSTRAINT authorization_roles_pkey PRIMARY KEY (instance_id, authorization_id, role_key);

ALTER TABLE ONLY zitadel.authorizations
    ADD CONSTRAINT authorizations_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.identity_provider_intents
    ADD CONSTRAINT identity_provider_intents_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.identity_providers
    ADD CONSTRAINT identity_providers_id_unique UNIQUE NULLS NOT DISTINCT (instance_id, org_id, id);

ALTER TABLE ONLY zitadel.identity_providers
    ADD CONSTRAINT identity_providers_name_unique UNIQUE NULLS NOT DISTINCT (instance_id, org_id, name);

ALTER TABLE ONLY zitadel.identity_providers
    ADD CONSTRAINT identity_providers_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.instance_domains
    ADD CONSTRAINT instance_domains_pkey PRIMARY KEY (domain);

ALTER TABLE ONLY zitadel.instances
    ADD CONSTRAINT instances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY zitadel.login_names
    ADD CONSTRAINT login_names_pkey PRIMARY KEY (instance_id, user_id, login_name);

ALTER TABLE ONLY zitadel.machine_keys
    ADD CONSTRAINT machine_keys_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.org_domains
    ADD CONSTRAINT org_domains_pkey PRIMARY KEY (instance_id, org_id, domain);

ALTER TABLE ONLY zitadel.organization_metadata
    ADD CONSTRAINT organization_metadata_pkey PRIMARY KEY (instance_id, organization_id, key);

ALTER TABLE ONLY zitadel.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.project_grant_roles
    ADD CONSTRAINT project_grant_roles_pkey PRIMARY KEY (instance_id, grant_id, key);

ALTER TABLE ONLY zitadel.project_grants
    ADD CONSTRAINT project_grants_instance_id_project_id_granted_organization__key UNIQUE (instance_id, project_id, granted_organization_id);

ALTER TABLE ONLY zitadel.project_grants
    ADD CONSTRAINT project_grants_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.project_roles
    ADD CONSTRAINT project_roles_instance_id_organization_id_project_id_key_key UNIQUE (instance_id, organization_id, project_id, key);

ALTER TABLE ONLY zitadel.project_roles
    ADD CONSTRAINT project_roles_pkey PRIMARY KEY (instance_id, project_id, key);

ALTER TABLE ONLY zitadel.projects
    ADD CONSTRAINT projects_instance_id_organization_id_id_key UNIQUE (instance_id, organization_id, id);

ALTER TABLE ONLY zitadel.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.session_factors
    ADD CONSTRAINT session_factors_pkey PRIMARY KEY (instance_id, session_id, type);

ALTER TABLE ONLY zitadel.session_metadata
    ADD CONSTRAINT session_metadata_pkey PRIMARY KEY (instance_id, session_id, key);

ALTER TABLE ONLY zitadel.session_user_agents
    ADD CONSTRAINT session_user_agents_pkey PRIMARY KEY (instance_id, fingerprint_id);

ALTER TABLE ONLY zitadel.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.settings
    ADD CONSTRAINT settings_instance_id_organization_id_type_state_key UNIQUE (instance_id, organization_id, type, state);

ALTER TABLE ONLY zitadel.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (instance_id, id, type, state);

ALTER TABLE ONLY zitadel.user_identity_provider_links
    ADD CONSTRAINT user_identity_provider_links_pkey PRIMARY KEY (instance_id, identity_provider_id, provided_user_id);

ALTER TABLE ONLY zitadel.user_metadata
    ADD CONSTRAINT user_metadata_pkey PRIMARY KEY (instance_id, user_id, key);

ALTER TABLE ONLY zitadel.user_passkeys
    ADD CONSTRAINT user_passkeys_pkey PRIMARY KEY (instance_id, token_id);

ALTER TABLE ONLY zitadel.user_personal_access_tokens
    ADD CONSTRAINT user_personal_access_tokens_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (instance_id, id);

ALTER TABLE ONLY zitadel.verifications
    ADD CONSTRAINT verifications_pkey PRIMARY KEY (instance_id, id);

CREATE INDEX current_sequences_instance_id_idx ON adminapi.current_sequences USING btree (instance_id);

CREATE INDEX failed_events_instance_id_idx ON adminapi.failed_events USING btree (instance_id);

CREATE INDEX st2_owner_removed_idx ON adminapi.styling2 USING btree (owner_removed);

CREATE INDEX auth_code_idx ON auth.auth_requests USING btree (code);

CREATE INDEX current_sequences_instance_id_idx ON auth.current_sequences USING btree (instance_id);

CREATE INDEX ext_idps2_owner_removed_idx ON auth.user_external_idps2 USING btree (owner_removed);

CREATE INDEX failed_events_instance_id_idx ON auth.failed_events USING btree (instance_id);

CREATE INDEX idp_conf2_owner_removed_idx ON auth.idp_configs2 USING btree (owner_removed);

CREATE INDEX idp_prov2_owner_removed_idx ON auth.idp_providers2 USING btree (owner_removed);

CREATE INDEX inst_app_tkn_idx ON auth.tokens USING btree (instance_id, application_id);

CREATE INDEX inst_refresh_tkn_idx ON auth.tokens USING btree (instance_id, refresh_token_id);

CREATE INDEX inst_ro_tkn_idx ON auth.tokens USING btree (instance_id, resource_owner);

CREATE INDEX inst_usr_agnt_tkn_idx ON auth.tokens USING btree (instance_id, user_id, user_agent_id);

CREATE INDEX org_proj_m2_owner_removed_idx ON auth.org_project_mapping2 USING btree (owner_removed);

CREATE INDEX u2_owner_removed_idx ON auth.users2 USING btree (owner_removed);

CREATE UNIQUE INDEX unique_client_user_index ON auth.refresh_tokens USING btree (client_id, user_agent_id, user_id);

CREATE INDEX user_sessions_by_user ON auth.user_sessions USING btree (instance_id, user_id);

CREATE INDEX string_keys_object_id_idx ON ONLY cache.string_keys USING btree (cache_name, object_id);

CREATE INDEX string_keys_default_cache_name_object_id_idx ON cache.string_keys_default USING btree (cache_name, object_id);

CREATE INDEX active_instances_events ON eventstore.events2 USING btree (aggregate_type, event_type) WHERE ((aggregate_type = 'instance'::text) AND (event_type = ANY (ARRAY['instance.added'::text, 'instance.removed'::text])));

CREATE INDEX es_active_instances ON eventstore.events2 USING btree (created_at DESC, instance_id);

CREATE INDEX es_projection ON eventstore.events2 USING btree (instance_id, aggregate_type, event_type, "position");

CREATE INDEX es_wm ON eventstore.events2 USING btree (instance_id, aggregate_id, aggregate_type, event_type, "position");

CREATE INDEX events2_current_sequence2 ON eventstore.events2 USING btree (aggregate_id, aggregate_type, instance_id, sequence DESC);

CREATE INDEX f_aggregate_object_type_idx ON eventstore.fields USING btree (aggregate_type, aggregate_id, object_type);

CREATE UNIQUE INDEX f_bool_unique_idx ON eventstore.fields USING btree (instance_id, field_name, bool_value) WHERE value_must_be_unique;

CREATE INDEX f_bool_value_idx ON eventstore.fields USING btree (instance_id, object_type, field_name, bool_value) INCLUDE (resource_owner, object_id, object_revision, value) WHERE (bool_value IS NOT NULL);

CREATE UNIQUE INDEX f_number_unique_idx ON eventstore.fields USING btree (instance_id, field_name, number_value) WHERE value_must_be_unique;

CREATE INDEX f_number_value_idx ON eventstore.fields USING btree (instance_id, object_type, field_name, number_value) INCLUDE (resource_owner, object_id, object_revision, value) WHERE (number_value IS NOT NULL);

CREATE INDEX f_object_idx ON eventstore.fields USING btree (instance_id, object_type, object_id, object_revision) INCLUDE (resource_owner, field_name, value);

CREATE UNIQUE INDEX f_text_unique_idx ON eventstore.fields USING btree (instance_id, field_name, text_value) WHERE value_must_be_unique;

CREATE INDEX f_text_value_idx ON eventstore.fields USING btree (instance_id, object_type, field_name, text_value) INCLUDE (resource_owner, object_id, object_revision, value) WHERE (text_value IS NOT NULL);

CREATE INDEX log_date_desc ON logstore.execution USING btree (instance_id, log_date DESC) INCLUDE (took);

CREATE INDEX protocol_date_desc ON logstore.access USING btree (instance_id, protocol, log_date DESC) INCLUDE (request_url, response_status, request_headers);

CREATE INDEX cs_instance_id_idx ON projections.current_states USING btree (instance_id);

CREATE INDEX current_sequences_instance_id_idx ON projections.current_sequences USING btree (instance_id);

CREATE INDEX failed_events_instance_id_idx ON projections.failed_events USING btree (instance_id);

CREATE INDEX fe2_instance_id_idx ON projections.failed_events2 USING btree (instance_id);

CREATE INDEX idx_human_email ON zitadel.users USING btree (email);

CREATE INDEX idx_human_email_lower ON zitadel.users USING btree (lower(email));

CREATE INDEX idx_human_phone ON zitadel.users USING btree (phone);

CREATE INDEX idx_human_phone_lower ON zitadel.users USING btree (lower(phone));

CREATE INDEX idx_identity_providers_state ON zitadel.identity_providers USING btree (instance_id, state);

CREATE INDEX idx_identity_providers_type ON zitadel.identity_providers USING btree (instance_id, type);

CREATE INDEX idx_instance_domain_instance ON zitadel.instance_domains USING btree (instance_id);

CREATE INDEX idx_login_names_domain ON zitadel.login_names USING btree (instance_id, domain);

CREATE UNIQUE INDEX idx_login_names_instance_login_name ON zitadel.login_names USING btree (instance_id, lower(login_name));

CREATE INDEX idx_login_names_instance_user ON zitadel.login_names USING btree (instance_id, user_id);

CREATE INDEX idx_login_names_setting ON zitadel.login_names USING btree (instance_id, used_setting);

CREATE INDEX idx_machine_name ON zitadel.users USING btree (name);

CREATE INDEX idx_org_domain ON zitadel.org_domains USING btree (instance_id, domain);

CREATE INDEX idx_organization_metadata_key ON zitadel.organization_metadata USING btree (key);

CREATE INDEX idx_organization_metadata_value ON zitadel.organization_metadata USING btree (sha256(value));

CREATE INDEX idx_session_metadata_key ON zitadel.session_metadata USING btree (key);

CREATE INDEX idx_session_metadata_value ON zitadel.session_metadata USING btree (sha256(value));

CREATE UNIQUE INDEX idx_settings_unique_type ON zitadel.settings USING btree (instance_id, organization_id, type, state) NULLS NOT DISTINCT;

CREATE INDEX idx_user_metadata_key ON zitadel.user_metadata USING btree (key);

CREATE INDEX idx_user_metadata_value ON zitadel.user_metadata USING btree (sha256(value));

CREATE INDEX idx_user_passkeys_challenge ON zitadel.user_passkeys USING btree (sha256(challenge));

CREATE INDEX idx_user_passkeys_key_id ON zitadel.user_passkeys USING btree (key_id);

CREATE INDEX idx_user_passkeys_type ON zitadel.user_passkeys USING btree (type);

CREATE INDEX idx_user_username ON zitadel.users USING btree (username);

CREATE INDEX idx_user_username_lower ON zitadel.users USING btree (lower(username));

CREATE UNIQUE INDEX org_unique_instance_id_name_idx ON zitadel.organizations USING btree (instance_id, name);

CREATE UNIQUE INDEX users_email_verification_id_idx ON zitadel.users USING btree (email_verification_id) WHERE (email_verification_id IS NOT NULL);

CREATE UNIQUE INDEX users_instance_id_organization_id_username_idx ON zitadel.users USING btree (instance_id, organization_id, username) WHERE (username_org_unique IS TRUE);

CREATE UNIQUE INDEX users_instance_id_username_idx ON zitadel.users USING btree (instance_id, username) WHERE (username_org_unique IS FALSE);

CREATE UNIQUE INDEX users_password_verification_id_idx ON zitadel.users USING btree (password_verification_id) WHERE (password_verification_id IS NOT NULL);

CREATE UNIQUE INDEX users_phone_verification_id_idx ON zitadel.users USING btree (phone_verification_id) WHERE (phone_verification_id IS NOT NULL);

ALTER INDEX cache.objects_pkey ATTACH PARTITION cache.objects_default_pkey;

ALTER INDEX cache.string_keys_object_id_idx ATTACH PARTITION cache.string_keys_default_cache_name_object_id_idx;

ALTER INDEX cache.string_keys_pkey ATTACH PARTITION cache.string_keys_default_pkey;

CREATE TRIGGER set_expiration_on_insert BEFORE INSERT ON zitadel.sessions FOR EACH ROW WHEN ((new.lifetime <> '00:00:00'::interval)) EXECUTE FUNCTION zitadel.update_expiration();

CREATE TRIGGER set_expiration_on_update BEFORE UPDATE OF lifetime ON zitadel.sessions FOR EACH ROW EXECUTE FUNCTION zitadel.update_expiration();

CREATE TRIGGER trg_apply_domain_manipulation_to_login_names AFTER INSERT OR UPDATE ON zitadel.org_domains FOR EACH ROW EXECUTE FUNCTION zitadel.apply_domain_manipulation_to_login_names();

CREATE TRIGGER trg_apply_domain_policy_manipulation_to_login_names AFTER INSERT OR UPDATE ON zitadel.settings FOR EACH ROW WHEN ((new.type = 'domain'::zitadel.settings_type)) EXECUTE FUNCTION zitadel.apply_domain_policy_manipulation_to_login_names();

CREATE TRIGGER trg_apply_domain_policy_removed_to_login_names AFTER DELETE ON zitadel.settings FOR EACH ROW WHEN ((old.type = 'domain'::zitadel.settings_type)) EXECUTE FUNCTION zitadel.apply_domain_policy_manipulation_to_login_names();

CREATE TRIGGER trg_apply_user_insert_to_login_names AFTER INSERT ON zitadel.users FOR EACH ROW EXECUTE FUNCTION zitadel.apply_user_insert_to_login_names();

CREATE TRIGGER trg_apply_user_update_to_login_names AFTER UPDATE ON zitadel.users FOR EACH ROW WHEN ((new.username IS DISTINCT FROM old.username)) EXECUTE FUNCTION zitadel.apply_user_update_to_login_names();

CREATE TRIGGER trg_check_verified_org_domain BEFORE INSERT OR UPDATE ON zitadel.org_domains FOR EACH ROW WHEN ((new.is_verified IS TRUE)) EXECUTE FUNCTION zitadel.check_verified_org_domain();

CREATE TRIGGER trg_ensure_single_primary_instance_domain BEFORE INSERT OR UPDATE ON zitadel.instance_domains FOR EACH ROW WHEN ((new.is_primary IS TRUE)) EXECUTE FUNCTION zitadel.ensure_single_primary_instance_domain();

CREATE TRIGGER trg_ensure_single_primary_org_domain BEFORE INSERT OR UPDATE ON zitadel.org_domains FOR EACH ROW WHEN ((new.is_primary IS TRUE)) EXECUTE FUNCTION zitadel.ensure_single_primary_org_domain();

CREATE TRIGGER trg_ensure_username_org_unique AFTER INSERT OR UPDATE ON zitadel.settings FOR EACH ROW WHEN ((new.type = 'organization'::zitadel.settings_type)) EXECUTE FUNCTION zitadel.ensure_username_org_unique();

CREATE TRIGGER trg_ensure_username_org_unique_delete AFTER DELETE ON zitadel.settings FOR EACH ROW WHEN ((old.type = 'organization'::zitadel.settings_type)) EXECUTE FUNCTION zitadel.ensure_username_org_unique();

CREATE TRIGGER trg_move_to_archived_sessions AFTER DELETE ON zitadel.sessions FOR EACH ROW EXECUTE FUNCTION zitadel.move_to_archived_sessions();

CREATE TRIGGER trg_set_updated_at_instance_domains BEFORE UPDATE ON zitadel.instance_domains FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_updated_at_org_domains BEFORE UPDATE ON zitadel.org_domains FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_updated_at_organization_metadata BEFORE INSERT OR UPDATE ON zitadel.organization_metadata FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_updated_at_project_grants BEFORE UPDATE ON zitadel.project_grants FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_updated_at_session_metadata BEFORE INSERT OR UPDATE ON zitadel.session_metadata FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_updated_at_user_metadata BEFORE INSERT OR UPDATE ON zitadel.user_metadata FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trg_set_username_org_unique BEFORE INSERT ON zitadel.users FOR EACH ROW EXECUTE FUNCTION zitadel.set_username_org_unique();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.administrators FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.authorizations FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.identity_provider_intents FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.identity_providers FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.instances FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.organizations FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.project_roles FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.projects FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.settings FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.users FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER trigger_set_updated_at BEFORE UPDATE ON zitadel.verifications FOR EACH ROW WHEN ((new.updated_at IS NULL)) EXECUTE FUNCTION zitadel.set_updated_at();

CREATE TRIGGER user_verification_integrity_trigger AFTER UPDATE ON zitadel.users FOR EACH ROW EXECUTE FUNCTION zitadel.ensure_user_verification_integrity();

ALTER TABLE cache.string_keys
    ADD CONSTRAINT fk_object FOREIGN KEY (cache_name, object_id) REFERENCES cache.objects(cache_name, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrator_role_permissions
    ADD CONSTRAINT administrator_role_permissions_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrator_roles
    ADD CONSTRAINT administrator_roles_instance_id_administrator_id_fkey FOREIGN KEY (instance_id, administrator_id) REFERENCES zitadel.administrators(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_instance_id_organization_id_fkey FOREIGN KEY (instance_id, organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_instance_id_project_grant_id_fkey FOREIGN KEY (instance_id, project_grant_id) REFERENCES zitadel.project_grants(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_instance_id_project_id_fkey FOREIGN KEY (instance_id, project_id) REFERENCES zitadel.projects(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.administrators
    ADD CONSTRAINT administrators_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.archived_sessions
    ADD CONSTRAINT archived_sessions_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id);

ALTER TABLE ONLY zitadel.archived_sessions
    ADD CONSTRAINT archived_sessions_instance_id_user_agent_id_fkey FOREIGN KEY (instance_id, user_agent_id) REFERENCES zitadel.session_user_agents(instance_id, fingerprint_id) ON DELETE SET NULL (user_agent_id);

ALTER TABLE ONLY zitadel.archived_sessions
    ADD CONSTRAINT archived_sessions_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorization_roles
    ADD CONSTRAINT authorization_roles_instance_id_authorization_id_fkey FOREIGN KEY (instance_id, authorization_id) REFERENCES zitadel.authorizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorization_roles
    ADD CONSTRAINT authorization_roles_instance_id_grant_id_role_key_fkey FOREIGN KEY (instance_id, grant_id, role_key) REFERENCES zitadel.project_grant_roles(instance_id, grant_id, key) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorization_roles
    ADD CONSTRAINT authorization_roles_instance_id_project_id_role_key_fkey FOREIGN KEY (instance_id, project_id, role_key) REFERENCES zitadel.project_roles(instance_id, project_id, key) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorizations
    ADD CONSTRAINT authorizations_instance_id_grant_id_fkey FOREIGN KEY (instance_id, grant_id) REFERENCES zitadel.project_grants(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorizations
    ADD CONSTRAINT authorizations_instance_id_project_id_fkey FOREIGN KEY (instance_id, project_id) REFERENCES zitadel.projects(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.authorizations
    ADD CONSTRAINT fk_authorization_user FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.identity_provider_intents
    ADD CONSTRAINT fk_idp_intent_user FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.organization_metadata
    ADD CONSTRAINT fk_organization_metadata_org FOREIGN KEY (instance_id, organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.session_metadata
    ADD CONSTRAINT fk_session_metadata_session FOREIGN KEY (instance_id, session_id) REFERENCES zitadel.sessions(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.sessions
    ADD CONSTRAINT fk_session_user FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.users
    ADD CONSTRAINT fk_unverified_email FOREIGN KEY (instance_id, email_verification_id) REFERENCES zitadel.verifications(instance_id, id) ON DELETE SET NULL (email_verification_id);

ALTER TABLE ONLY zitadel.users
    ADD CONSTRAINT fk_unverified_password FOREIGN KEY (instance_id, password_verification_id) REFERENCES zitadel.verifications(instance_id, id) ON DELETE SET NULL (password_verification_id);

ALTER TABLE ONLY zitadel.users
    ADD CONSTRAINT fk_unverified_phone FOREIGN KEY (instance_id, phone_verification_id) REFERENCES zitadel.verifications(instance_id, id) ON DELETE SET NULL (phone_verification_id);

ALTER TABLE ONLY zitadel.identity_provider_intents
    ADD CONSTRAINT identity_provider_intents_instance_id_idp_id_fkey FOREIGN KEY (instance_id, idp_id) REFERENCES zitadel.identity_providers(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.identity_providers
    ADD CONSTRAINT identity_providers_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.identity_providers
    ADD CONSTRAINT identity_providers_instance_id_org_id_fkey FOREIGN KEY (instance_id, org_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.instance_domains
    ADD CONSTRAINT instance_domains_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.login_names
    ADD CONSTRAINT login_names_instance_id_organization_id_domain_fkey FOREIGN KEY (instance_id, organization_id, domain) REFERENCES zitadel.org_domains(instance_id, org_id, domain) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.login_names
    ADD CONSTRAINT login_names_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.machine_keys
    ADD CONSTRAINT machine_keys_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.org_domains
    ADD CONSTRAINT org_domains_instance_id_org_id_fkey FOREIGN KEY (instance_id, org_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.organizations
    ADD CONSTRAINT organizations_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_grant_roles
    ADD CONSTRAINT project_grant_roles_instance_id_grant_id_fkey FOREIGN KEY (instance_id, grant_id) REFERENCES zitadel.project_grants(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_grant_roles
    ADD CONSTRAINT project_grant_roles_instance_id_project_id_key_fkey FOREIGN KEY (instance_id, project_id, key) REFERENCES zitadel.project_roles(instance_id, project_id, key) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_grants
    ADD CONSTRAINT project_grants_instance_id_granted_organization_id_fkey FOREIGN KEY (instance_id, granted_organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_grants
    ADD CONSTRAINT project_grants_instance_id_granting_organization_id_fkey FOREIGN KEY (instance_id, granting_organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_grants
    ADD CONSTRAINT project_grants_instance_id_project_id_fkey FOREIGN KEY (instance_id, project_id) REFERENCES zitadel.projects(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.project_roles
    ADD CONSTRAINT project_roles_instance_id_organization_id_project_id_fkey FOREIGN KEY (instance_id, organization_id, project_id) REFERENCES zitadel.projects(instance_id, organization_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.projects
    ADD CONSTRAINT projects_instance_id_organization_id_fkey FOREIGN KEY (instance_id, organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.session_factors
    ADD CONSTRAINT session_factors_instance_id_session_id_fkey FOREIGN KEY (instance_id, session_id) REFERENCES zitadel.sessions(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.sessions
    ADD CONSTRAINT sessions_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id);

ALTER TABLE ONLY zitadel.sessions
    ADD CONSTRAINT sessions_instance_id_user_agent_id_fkey FOREIGN KEY (instance_id, user_agent_id) REFERENCES zitadel.session_user_agents(instance_id, fingerprint_id) ON DELETE SET NULL (user_agent_id);

ALTER TABLE ONLY zitadel.settings
    ADD CONSTRAINT settings_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES zitadel.instances(id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.settings
    ADD CONSTRAINT settings_instance_id_organization_id_fkey FOREIGN KEY (instance_id, organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.user_identity_provider_links
    ADD CONSTRAINT user_identity_provider_links_instance_id_identity_provider_fkey FOREIGN KEY (instance_id, identity_provider_id) REFERENCES zitadel.identity_providers(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.user_identity_provider_links
    ADD CONSTRAINT user_identity_provider_links_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.user_metadata
    ADD CONSTRAINT user_metadata_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.user_passkeys
    ADD CONSTRAINT user_passkeys_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.user_personal_access_tokens
    ADD CONSTRAINT user_personal_access_tokens_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.users
    ADD CONSTRAINT users_instance_id_organization_id_fkey FOREIGN KEY (instance_id, organization_id) REFERENCES zitadel.organizations(instance_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY zitadel.verifications
    ADD CONSTRAINT verifications_instance_id_user_id_fkey FOREIGN KEY (instance_id, user_id) REFERENCES zitadel.users(instance_id, id) ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "cache.objects",
      clock: "created_at",
      retention:
        "per cache: MaxAge 1h on created_at or LastUseAge 10m on last_used_at (IdPFormCallbacks and FederatedLogouts, the caches on the postgres connector by default, cmd/defaults.yaml:445-458)",
      source: "internal/cache/connector/pg/prune.sql:5",
      note: "also last_used_at < now() - LastUseAge (prune.sql:9) and objects no key points to (prune.sql:12-16); run every 15m (cmd/defaults.yaml:297-298) from internal/cache/connector/pg/pg.go:156; each cache is a list partition of cache.objects (cache.objects_default here), and cache.string_keys rows go by ON DELETE CASCADE (cmd/setup/34/34_cache_schema.sql:22-25)",
    },
  ],
  shouldAsk: [
    {
      table: "auth.auth_requests",
      why: "login requests (request jsonb with the browser's user agent, language and remote IP, internal/domain/browser_info.go:10-13); deleted when a login completes (internal/auth_request/repository/cache/cache.go:86), abandoned ones never",
    },
    {
      table: "auth.user_sessions",
      why: "one row per user agent and user (login name, display name, verification times), never pruned",
    },
    {
      table: "auth.tokens",
      why: "access tokens with an expiration, deleted only on revocation or logout events; expired ones stay",
    },
    {
      table: "auth.refresh_tokens",
      why: "refresh tokens (expiration, idle_expiration, auth_time), deleted only on revocation events",
    },
    {
      table: "zitadel.sessions",
      why: "sessions with an expiration, deleted only when a user or admin terminates them",
    },
    {
      table: "zitadel.archived_sessions",
      why: "every deleted session, copied there by a trigger (017_archived_sessions_table/up.sql:17-28) with its user and user agent, kept forever",
    },
    {
      table: "zitadel.session_user_agents",
      why: "the browsers of sessions: IP address and request headers, never pruned",
    },
    {
      table: "zitadel.identity_provider_intents",
      why: "external identity provider logins (idp_user, tokens, SAML assertion) with expires_at, never pruned",
    },
    {
      table: "zitadel.verifications",
      why: "verification codes (created_at + expiry), removed only when the user's verification changes",
    },
  ],
  neverDelete: [
    "eventstore.events2",
    "eventstore.unique_constraints",
    "eventstore.fields",
    "system.encryption_keys",
    "system.assets",
    "auth.users3",
    "auth.user_external_idps2",
    "auth.idp_configs2",
    "zitadel.instances",
    "zitadel.organizations",
    "zitadel.users",
    "zitadel.login_names",
    "zitadel.user_identity_provider_links",
    "zitadel.user_passkeys",
    "zitadel.user_metadata",
    "zitadel.organization_metadata",
    "zitadel.projects",
    "zitadel.project_grants",
    "zitadel.authorizations",
    "zitadel.identity_providers",
    "zitadel.administrators",
    "zitadel.settings",
  ],
};
