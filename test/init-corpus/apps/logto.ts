// Logto (Node, plain SQL table files run by its CLI, queries by slonik), from
// logto-io/logto@1fbc55441fd28d9e3e7d69c1522e7654dccfe99c (2026-08-21).
// Schema: a new Logto database is not built by replaying its alterations but by `logto db seed`
// (packages/cli/src/commands/database/seed/index.ts:20-58): createTables
// (packages/cli/src/commands/database/seed/tables.ts:93-150) runs tables/_before_all.sql, then the
// tenants model (packages/schemas/src/models/tenants.ts) and every packages/schemas/tables/*.sql in
// the order of their `init_order` comments (names in locale order for the rest), each followed by
// _after_each.sql (the set_tenant_id trigger and the two row-level security policies) unless it says
// no_after_each, then _after_all.sql; and stamps the latest alteration's timestamp in systems. The
// alterations (packages/schemas/alterations, 263) only upgrade older databases. That was done here
// (see the header of schemaSql): 79 tables.
// Cleanup: Logto has no scheduler, cron or janitor; three tables are emptied by age on the way of a
// request: expired SAML application sessions at the end of each SAML application's OIDC callback
// (packages/core/src/routes/saml-application/anonymous.ts:210-218), expired trusted devices of the
// tenant at most every 5 minutes after a device is trusted or used
// (packages/core/src/libraries/trusted-device.ts:21, 179-196, 231, 275), and a user's sign-in
// countries not seen for 180 days at each of that user's sign-ins carrying a location
// (packages/core/src/routes/experience/classes/libraries/adaptive-mfa-validator/index.ts:129-155,
// constants.ts:1). Each delete runs through the tenant's pool, its rows only by row-level security.
// Not counted: the age-based prunes that comments in this repository name but whose code is not in it
// (Logto Cloud's: expired oidc_model_instances "pruned after expiry",
// packages/core/src/routes/admin-user/basics.ts:489-492; the "retention prune" of service_logs and
// sentinel_activities, packages/schemas/tables/service_logs.sql:16 and sentinel_activities.sql:37; the
// "daily job" that fills and trims aggregated_daily_active_users, aggregated_daily_active_users.sql:1),
// nor the plan's audit-log retention (auditLogsRetentionDays, a Cloud quota,
// packages/core/src/utils/subscription/types.ts:108): in this code those tables are kept for ever. Not
// counted either: POST /domains/cleanup (packages/core/src/libraries/domain.ts:125-198), a Management
// API call with a staleDays of the caller's, only with a Cloudflare hostname provider, which deletes
// custom domains Cloudflare does not report active (domains is in neither list); the replacement of a
// passcode by the next one for the same interaction or address
// (packages/core/src/libraries/passcode.ts:70-79) and of a user's verification status by the next
// (libraries/verification-status.ts:19), which are not by age; an administrator's unblocking of a sentinel target, which deletes its activities of the last
// hour (packages/core/src/queries/sentinel-activities.ts:55-65); one-time tokens and organization
// invitations past expires_at, whose status is set to expired, the rows kept
// (queries/one-time-tokens.ts:59-66, queries/organization/index.ts:172-188). Logto's logs are its
// audit logs (the Console's "Audit logs"), in neverDelete.
// In neither list: domains (above); cimd_grant_client_snapshots and cimd_grant_organizations, which go
// with their Grant row of oidc_model_instances (ON DELETE CASCADE); organization_invitation_role_relations,
// which goes with its invitation.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "logto",
  framework: "node",
  source: {
    repo: "logto-io/logto",
    commit: "1fbc55441fd28d9e3e7d69c1522e7654dccfe99c",
    schemaFrom:
      "packages/schemas/tables/*.sql and the tenants model, run in createTables' order with its lifecycle scripts (_before_all, _after_each per table, _after_all) as `logto db seed` runs them, on PostgreSQL 15 in schema public, renamed logto and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 79 tables",
  },
  schemas: ["logto"],
  schemaSql: `
-- Logto: logto-io/logto@1fbc55441fd28d9e3e7d69c1522e7654dccfe99c
-- Built as \`logto db seed\` creates a new database (packages/cli/src/commands/database/seed/tables.ts:93-150):
-- _before_all.sql (it creates the role logto_tenant_<database>), then the tenants model
-- (packages/schemas/src/models/tenants.ts, init_order 0) and the 79 other files of
-- packages/schemas/tables (78 tables and _functions.sql) sorted by their init_order comment (the rest
-- after them by name, localeCompare), each followed by _after_each.sql with its name (the
-- set_tenant_id trigger, row-level security and the two policies tenant_id and modification) unless it
-- says no_after_each, then _after_all.sql, all in one transaction on an empty PostgreSQL 15 database in
-- schema public; then schema public renamed logto and read back with pg_dump --schema-only --no-owner
-- --no-privileges (its SET lines, the search_path set_config, the restrict and unrestrict lines, its
-- comments and PostgreSQL's own comment on schema public left out). The grants of _after_all.sql to
-- the tenant role are privileges, not kept; the rows the seed inserts (the default and admin tenants,
-- their applications, roles, sign-in experiences and configs) are data, not kept. The function bodies
-- name their tables unqualified (two of the functions set search_path to public) or, in
-- check_role_type, as public.roles, as Logto runs in public.
CREATE SCHEMA logto;

CREATE TYPE logto.agree_to_terms_policy AS ENUM (
    'Automatic',
    'ManualRegistrationOnly',
    'Manual'
);

CREATE TYPE logto.application_type AS ENUM (
    'Native',
    'SPA',
    'Traditional',
    'MachineToMachine',
    'Protected',
    'SAML'
);

CREATE TYPE logto.organization_invitation_status AS ENUM (
    'Pending',
    'Accepted',
    'Expired',
    'Revoked'
);

CREATE TYPE logto.role_type AS ENUM (
    'User',
    'MachineToMachine'
);

CREATE TYPE logto.sentinel_action_result AS ENUM (
    'Success',
    'Failed'
);

CREATE TYPE logto.sentinel_decision AS ENUM (
    'Undecided',
    'Allowed',
    'Blocked',
    'Challenge'
);

CREATE TYPE logto.sign_in_mode AS ENUM (
    'SignIn',
    'Register',
    'SignInAndRegister'
);

CREATE TYPE logto.users_password_encryption_method AS ENUM (
    'Argon2i',
    'Argon2id',
    'Argon2d',
    'SHA1',
    'SHA256',
    'MD5',
    'Bcrypt',
    'Legacy'
);

CREATE FUNCTION logto.check_application_type(application_id character varying, VARIADIC target_type logto.application_type[]) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO 'public'
    AS $$ begin
  return (select type from applications where id = application_id) = any(target_type);
end; $$;

CREATE FUNCTION logto.check_organization_role_type(role_id character varying, target_type logto.role_type) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO 'public'
    AS $$ begin
  return (select type from organization_roles where id = role_id) = target_type;
end; $$;

CREATE FUNCTION logto.check_role_type(role_id character varying, target_type logto.role_type) RETURNS boolean
    LANGUAGE plpgsql
    AS $$ begin
  return (select type from public.roles where id = role_id) = target_type;
end; $$;

CREATE FUNCTION logto.custom_profile_fields__increment_sie_order() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin
  new.sie_order = (
    select coalesce(max(sie_order), 0)
    from custom_profile_fields
    where tenant_id = (
      select id from tenants where db_user = current_user
    )
  ) + 1;
  return new;
end; $$;

CREATE FUNCTION logto.delete_secret_on_sso_identity_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from secrets
  where id in (
    select secret_id from secret_enterprise_sso_connector_relations
    where tenant_id = old.tenant_id
    and issuer = old.issuer
    and identity_id = old.identity_id
  )
  -- we also need to ensure that the secret is associated with the correct user
  and user_id = old.user_id;
  return old;
end;
$$;

CREATE FUNCTION logto.delete_secrets_on_social_connector_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from secrets
  where id in (
    select secret_id from secret_social_connector_relations
    where tenant_id = old.tenant_id and connector_id = old.id
  );
  return old;
end;
$$;

CREATE FUNCTION logto.delete_secrets_on_social_identity_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  identity_target text;
  old_identity jsonb;
  new_identity jsonb;
begin
  -- Loop over old identities to detect deletions or modifications
  for identity_target in select jsonb_object_keys(old.identities)
  loop
    old_identity := old.identities -> identity_target;
    new_identity := new.identities -> identity_target;

    -- If the identity was deleted or modified, delete the associated secret
    if new_identity is null or (new_identity->>'userId') is distinct from (old_identity->>'userId') then
      -- Identity was removed or changed, delete the corresponding secrets
      delete from secrets
      using secret_social_connector_relations
      where secrets.id = secret_social_connector_relations.secret_id
      -- Ensure we are deleting the correct social identity
      and secret_social_connector_relations.target = identity_target
      and secret_social_connector_relations.identity_id = old_identity->>'userId'
      -- Ensure we delete the correct user's secret
      and secrets.user_id = old.id;
    end if;
  end loop;

  return new;
end;
$$;

CREATE FUNCTION logto.delete_secrets_on_sso_connector_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from secrets
  where id in (
    select secret_id from secret_enterprise_sso_connector_relations
    where tenant_id = old.tenant_id and sso_connector_id = old.id
  );
  return old;
end;
$$;

CREATE FUNCTION logto.set_tenant_id() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin
  if new.tenant_id is not null then
    return new;
  end if;

  select tenants.id into new.tenant_id
    from tenants
    where tenants.db_user = current_user;

  return new;
end; $$;

CREATE FUNCTION logto.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin
  new.updated_at = now();
  return new;
end; $$;

CREATE TABLE logto.account_centers (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    fields jsonb DEFAULT '{}'::jsonb NOT NULL,
    webauthn_related_origins jsonb DEFAULT '[]'::jsonb NOT NULL,
    delete_account_url character varying(2048),
    custom_css text,
    profile_fields jsonb
);

CREATE TABLE logto.aggregated_daily_active_users (
    tenant_id character varying(21) NOT NULL,
    activity_date date NOT NULL,
    user_id character varying(21) NOT NULL,
    activity_count integer NOT NULL
);

CREATE TABLE logto.application_access_control_org_role_relations (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL,
    CONSTRAINT application_access_control_org_role_relations__role_type CHECK (logto.check_organization_role_type(organization_role_id, 'User'::logto.role_type))
);

CREATE TABLE logto.application_access_control_organization_relations (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_access_control_user_relations (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_access_control_user_role_relations (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    role_id character varying(21) NOT NULL,
    CONSTRAINT application_access_control_user_role_relations__role_type CHECK (logto.check_role_type(role_id, 'User'::logto.role_type))
);

CREATE TABLE logto.application_secrets (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    name character varying(256) NOT NULL,
    value character varying(64) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    CONSTRAINT application_type CHECK (logto.check_application_type(application_id, VARIADIC ARRAY['MachineToMachine'::logto.application_type, 'Traditional'::logto.application_type, 'Protected'::logto.application_type]))
);

CREATE TABLE logto.application_sign_in_experiences (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    color jsonb DEFAULT '{}'::jsonb NOT NULL,
    branding jsonb DEFAULT '{}'::jsonb NOT NULL,
    custom_css text,
    terms_of_use_url character varying(2048),
    privacy_policy_url character varying(2048),
    display_name character varying(256)
);

CREATE TABLE logto.application_user_consent_organization_resource_scopes (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_user_consent_organization_scopes (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    organization_scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_user_consent_organizations (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_user_consent_resource_scopes (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.application_user_consent_user_scopes (
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    user_scope character varying(64) NOT NULL
);

CREATE TABLE logto.applications (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(256) NOT NULL,
    secret character varying(64) NOT NULL,
    description text,
    type logto.application_type NOT NULL,
    oidc_client_metadata jsonb NOT NULL,
    custom_client_metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    protected_app_metadata jsonb,
    custom_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_third_party boolean DEFAULT false NOT NULL,
    app_level_access_control_enabled boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.applications_roles (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    role_id character varying(21) NOT NULL,
    CONSTRAINT applications_roles__role_type CHECK (logto.check_role_type(role_id, 'MachineToMachine'::logto.role_type))
);

CREATE TABLE logto.captcha_providers (
    tenant_id character varying(21) NOT NULL,
    id character varying(128) NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.cimd_grant_client_snapshots (
    tenant_id character varying(21) NOT NULL,
    grant_id character varying(128) NOT NULL,
    grant_model_name character varying(64) DEFAULT 'Grant'::character varying NOT NULL,
    client_id character varying(2048) NOT NULL,
    name character varying(256),
    logo_uri character varying(2048),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cimd_grant_client_snapshots__grant_model_name CHECK (((grant_model_name)::text = 'Grant'::text))
);

CREATE TABLE logto.cimd_grant_organizations (
    tenant_id character varying(21) NOT NULL,
    grant_id character varying(128) NOT NULL,
    grant_model_name character varying(64) DEFAULT 'Grant'::character varying NOT NULL,
    organization_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    CONSTRAINT cimd_grant_organizations__grant_model_name CHECK (((grant_model_name)::text = 'Grant'::text))
);

CREATE TABLE logto.cimd_organization_resource_scopes (
    tenant_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.cimd_organization_scopes (
    tenant_id character varying(21) NOT NULL,
    organization_scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.cimd_resource_scopes (
    tenant_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.cimd_user_scopes (
    tenant_id character varying(21) NOT NULL,
    user_scope character varying(64) NOT NULL
);

CREATE TABLE logto.connectors (
    tenant_id character varying(21) NOT NULL,
    id character varying(128) NOT NULL,
    sync_profile boolean DEFAULT false NOT NULL,
    enable_token_storage boolean DEFAULT false NOT NULL,
    connector_id character varying(128) NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.custom_phrases (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    language_tag character varying(16) NOT NULL,
    translation jsonb NOT NULL
);

CREATE TABLE logto.custom_profile_fields (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(128) NOT NULL,
    type character varying(128) NOT NULL,
    label character varying(128) DEFAULT ''::character varying NOT NULL,
    description character varying(256),
    required boolean DEFAULT false NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sie_order smallint DEFAULT 0 NOT NULL
);

CREATE TABLE logto.daily_active_users (
    id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    date timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.daily_token_usage (
    id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    usage bigint DEFAULT 0 NOT NULL,
    user_token_usage bigint DEFAULT 0 NOT NULL,
    m2m_token_usage bigint DEFAULT 0 NOT NULL,
    date timestamp with time zone NOT NULL
);

CREATE TABLE logto.domains (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    domain character varying(256) NOT NULL,
    status character varying(32) DEFAULT 'PendingVerification'::character varying NOT NULL,
    error_message character varying(1024),
    dns_records jsonb DEFAULT '[]'::jsonb NOT NULL,
    verification_files jsonb DEFAULT '[]'::jsonb NOT NULL,
    cloudflare_data jsonb,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.email_templates (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    language_tag character varying(16) NOT NULL,
    template_type character varying(64) NOT NULL,
    details jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.hooks (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(256) DEFAULT ''::character varying NOT NULL,
    event character varying(128),
    events jsonb DEFAULT '[]'::jsonb NOT NULL,
    config jsonb NOT NULL,
    signing_key character varying(64) DEFAULT ''::character varying NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.idp_initiated_saml_sso_sessions (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    connector_id character varying(128) NOT NULL,
    assertion_content jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE logto.logs (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    key character varying(128) NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.logto_configs (
    tenant_id character varying(21) NOT NULL,
    key character varying(256) NOT NULL,
    value jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE logto.oidc_model_instances (
    tenant_id character varying(21) NOT NULL,
    model_name character varying(64) NOT NULL,
    id character varying(128) NOT NULL,
    payload jsonb NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    consumed_at timestamp with time zone
)
WITH (autovacuum_vacuum_scale_factor='0.05', autovacuum_analyze_scale_factor='0.02', autovacuum_vacuum_threshold='5000', autovacuum_analyze_threshold='2000');

CREATE TABLE logto.oidc_session_extensions (
    tenant_id character varying(21) NOT NULL,
    session_uid character varying(128) NOT NULL,
    account_id character varying(12) NOT NULL,
    last_submission jsonb DEFAULT '{}'::jsonb NOT NULL,
    client_id character varying(21),
    cimd_client_id character varying(2048),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.one_time_tokens (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    email character varying(128) NOT NULL,
    token character varying(256) NOT NULL,
    context jsonb DEFAULT '{}'::jsonb NOT NULL,
    status character varying(64) DEFAULT 'active'::character varying NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE logto.organization_application_relations (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    CONSTRAINT application_type CHECK (logto.check_application_type(application_id, VARIADIC ARRAY['MachineToMachine'::logto.application_type]))
);

CREATE TABLE logto.organization_invitation_role_relations (
    tenant_id character varying(21) NOT NULL,
    organization_invitation_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL
);

CREATE TABLE logto.organization_invitations (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    inviter_id character varying(21),
    invitee character varying(256) NOT NULL,
    accepted_user_id character varying(21),
    organization_id character varying(21) NOT NULL,
    status logto.organization_invitation_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE logto.organization_jit_email_domains (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    email_domain character varying(128) NOT NULL
);

CREATE TABLE logto.organization_jit_roles (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL
);

CREATE TABLE logto.organization_jit_sso_connectors (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    sso_connector_id character varying(128) NOT NULL
);

CREATE TABLE logto.organization_role_application_relations (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    CONSTRAINT organization_role_application_relations__role_type CHECK (logto.check_organization_role_type(organization_role_id, 'MachineToMachine'::logto.role_type))
);

CREATE TABLE logto.organization_role_resource_scope_relations (
    tenant_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.organization_role_scope_relations (
    tenant_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL,
    organization_scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.organization_role_user_relations (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    organization_role_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    CONSTRAINT organization_role_user_relations__role_type CHECK (logto.check_organization_role_type(organization_role_id, 'User'::logto.role_type))
);

CREATE TABLE logto.organization_roles (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(128) NOT NULL,
    description character varying(256),
    type logto.role_type DEFAULT 'User'::logto.role_type NOT NULL
);

CREATE TABLE logto.organization_scopes (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(128) NOT NULL,
    description character varying(256)
);

CREATE TABLE logto.organization_user_relations (
    tenant_id character varying(21) NOT NULL,
    organization_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL
);

CREATE TABLE logto.organizations (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(128) NOT NULL,
    description character varying(256),
    custom_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_mfa_required boolean DEFAULT false NOT NULL,
    is_trusted_device_allowed boolean DEFAULT true NOT NULL,
    color jsonb DEFAULT '{}'::jsonb NOT NULL,
    branding jsonb DEFAULT '{}'::jsonb NOT NULL,
    custom_css text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.passcodes (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    interaction_jti character varying(128),
    phone character varying(32),
    email character varying(128),
    type character varying(32) NOT NULL,
    code character varying(6) NOT NULL,
    consumed boolean DEFAULT false NOT NULL,
    try_count smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.personal_access_tokens (
    tenant_id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    name character varying(256) NOT NULL,
    value character varying(64) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone
);

CREATE TABLE logto.resources (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name text NOT NULL,
    indicator text NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    access_token_ttl bigint DEFAULT 3600 NOT NULL
);

CREATE TABLE logto.roles (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    name character varying(128) NOT NULL,
    description character varying(128) NOT NULL,
    type logto.role_type DEFAULT 'User'::logto.role_type NOT NULL,
    is_default boolean DEFAULT false NOT NULL
);

CREATE TABLE logto.roles_scopes (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    role_id character varying(21) NOT NULL,
    scope_id character varying(21) NOT NULL
);

CREATE TABLE logto.saml_application_configs (
    application_id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    attribute_mapping jsonb DEFAULT '{}'::jsonb NOT NULL,
    entity_id character varying(128),
    acs_url jsonb,
    encryption jsonb,
    name_id_format character varying(128) NOT NULL,
    CONSTRAINT saml_application_configs__application_type CHECK (logto.check_application_type(application_id, VARIADIC ARRAY['SAML'::logto.application_type]))
);

CREATE TABLE logto.saml_application_secrets (
    id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    application_id character varying(21) NOT NULL,
    private_key text NOT NULL,
    certificate text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    active boolean NOT NULL,
    CONSTRAINT saml_application_secrets__application_type CHECK (logto.check_application_type(application_id, VARIADIC ARRAY['SAML'::logto.application_type]))
);

CREATE TABLE logto.saml_application_sessions (
    tenant_id character varying(21) NOT NULL,
    id character varying(32) NOT NULL,
    application_id character varying(21) NOT NULL,
    saml_request_id character varying(128) NOT NULL,
    oidc_state character varying(32),
    relay_state character varying(512),
    raw_auth_request text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT saml_application_sessions__application_type CHECK (logto.check_application_type(application_id, VARIADIC ARRAY['SAML'::logto.application_type]))
);

CREATE TABLE logto.saml_sso_connector_signing_keys (
    id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    sso_connector_id character varying(128) NOT NULL,
    private_key text NOT NULL,
    certificate text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    active boolean NOT NULL
);

CREATE TABLE logto.scopes (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    resource_id character varying(21) NOT NULL,
    name character varying(256) NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.secret_enterprise_sso_connector_relations (
    tenant_id character varying(21) NOT NULL,
    secret_id character varying(21) NOT NULL,
    sso_connector_id character varying(128) NOT NULL,
    issuer character varying(256) NOT NULL,
    identity_id character varying(128) NOT NULL
);

CREATE TABLE logto.secret_social_connector_relations (
    tenant_id character varying(21) NOT NULL,
    secret_id character varying(21) NOT NULL,
    connector_id character varying(128) NOT NULL,
    target character varying(256) NOT NULL,
    identity_id character varying(128) NOT NULL
);

CREATE TABLE logto.secrets (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    type character varying(256) NOT NULL,
    encrypted_dek bytea NOT NULL,
    iv bytea NOT NULL,
    auth_tag bytea NOT NULL,
    ciphertext bytea NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.sentinel_activities (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    target_type character varying(32) NOT NULL,
    target_hash character varying(64) NOT NULL,
    action character varying(64) NOT NULL,
    action_result logto.sentinel_action_result NOT NULL,
    payload jsonb NOT NULL,
    decision logto.sentinel_decision NOT NULL,
    decision_expires_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.service_logs (
    id character varying(21) NOT NULL,
    tenant_id character varying(21) NOT NULL,
    type character varying(64) NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.sign_in_experiences (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    color jsonb NOT NULL,
    branding jsonb NOT NULL,
    hide_logto_branding boolean DEFAULT false NOT NULL,
    language_info jsonb NOT NULL,
    terms_of_use_url character varying(2048),
    privacy_policy_url character varying(2048),
    agree_to_terms_policy logto.agree_to_terms_policy DEFAULT 'Automatic'::logto.agree_to_terms_policy NOT NULL,
    sign_in jsonb NOT NULL,
    sign_up jsonb NOT NULL,
    social_sign_in jsonb DEFAULT '{}'::jsonb NOT NULL,
    social_sign_in_connector_targets jsonb DEFAULT '[]'::jsonb NOT NULL,
    sign_in_mode logto.sign_in_mode DEFAULT 'SignInAndRegister'::logto.sign_in_mode NOT NULL,
    custom_css text,
    custom_content jsonb DEFAULT '{}'::jsonb NOT NULL,
    custom_ui_assets jsonb,
    custom_ui_csp jsonb DEFAULT '{}'::jsonb NOT NULL,
    password_policy jsonb DEFAULT '{}'::jsonb NOT NULL,
    mfa jsonb DEFAULT '{}'::jsonb NOT NULL,
    adaptive_mfa jsonb DEFAULT '{}'::jsonb NOT NULL,
    trusted_device jsonb DEFAULT '{}'::jsonb NOT NULL,
    single_sign_on_enabled boolean DEFAULT false NOT NULL,
    support_email text,
    support_website_url text,
    unknown_session_redirect_url text,
    captcha_policy jsonb DEFAULT '{}'::jsonb NOT NULL,
    sentinel_policy jsonb DEFAULT '{}'::jsonb NOT NULL,
    email_blocklist_policy jsonb DEFAULT '{}'::jsonb NOT NULL,
    verification_code_policy jsonb DEFAULT '{}'::jsonb NOT NULL,
    forgot_password_methods jsonb DEFAULT '[]'::jsonb,
    passkey_sign_in jsonb DEFAULT '{}'::jsonb NOT NULL,
    sign_up_profile_fields jsonb DEFAULT '[]'::jsonb,
    password_expiration jsonb DEFAULT '{}'::jsonb NOT NULL,
    username_policy jsonb DEFAULT '{"maxLength": 128, "minLength": 1, "allowedChars": {"numbers": true, "lowercase": true, "uppercase": true, "underscore": true}, "caseSensitive": true}'::jsonb NOT NULL
);

CREATE TABLE logto.sso_connector_idp_initiated_auth_configs (
    tenant_id character varying(21) NOT NULL,
    connector_id character varying(128) NOT NULL,
    default_application_id character varying(21) NOT NULL,
    redirect_uri text,
    auth_parameters jsonb DEFAULT '{}'::jsonb NOT NULL,
    auto_send_authorization_request boolean DEFAULT false NOT NULL,
    client_idp_initiated_auth_callback_uri text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT application_type CHECK (logto.check_application_type(default_application_id, VARIADIC ARRAY['Traditional'::logto.application_type, 'SPA'::logto.application_type, 'SAML'::logto.application_type]))
);

CREATE TABLE logto.sso_connectors (
    tenant_id character varying(21) NOT NULL,
    id character varying(128) NOT NULL,
    provider_name character varying(128) NOT NULL,
    connector_name character varying(128) NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    domains jsonb DEFAULT '[]'::jsonb NOT NULL,
    branding jsonb DEFAULT '{}'::jsonb NOT NULL,
    sync_profile boolean DEFAULT false NOT NULL,
    enable_token_storage boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.subject_tokens (
    tenant_id character varying(21) NOT NULL,
    id character varying(25) NOT NULL,
    context jsonb DEFAULT '{}'::jsonb NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    consumed_at timestamp with time zone,
    user_id character varying(21) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    creator_id character varying(32) NOT NULL
);

CREATE TABLE logto.systems (
    key character varying(256) NOT NULL,
    value jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE logto.tenants (
    id character varying(21) NOT NULL,
    db_user character varying(128),
    db_user_password character varying(128),
    name character varying(128) DEFAULT 'My Project'::character varying NOT NULL,
    tag character varying(64) DEFAULT 'development'::character varying NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    is_suspended boolean DEFAULT false NOT NULL
);

CREATE TABLE logto.trusted_devices (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(12) NOT NULL,
    secret_hash bytea NOT NULL,
    user_agent text,
    ip text,
    country character varying(16),
    city text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE logto.user_geo_locations (
    tenant_id character varying(21) NOT NULL,
    user_id character varying(12) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_geo_locations_check CHECK (((latitude IS NULL) = (longitude IS NULL)))
);

CREATE TABLE logto.user_sign_in_countries (
    tenant_id character varying(21) NOT NULL,
    user_id character varying(12) NOT NULL,
    country character varying(16) NOT NULL,
    last_sign_in_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.user_sso_identities (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(12) NOT NULL,
    issuer character varying(256) NOT NULL,
    identity_id character varying(128) NOT NULL,
    detail jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sso_connector_id character varying(128) NOT NULL
);

CREATE TABLE logto.users (
    tenant_id character varying(21) NOT NULL,
    id character varying(12) NOT NULL,
    username character varying(128),
    primary_email character varying(128),
    primary_phone character varying(128),
    password_encrypted character varying(256),
    password_encryption_method logto.users_password_encryption_method,
    name character varying(128),
    avatar character varying(2048),
    profile jsonb DEFAULT '{}'::jsonb NOT NULL,
    application_id character varying(21),
    cimd_client_id character varying(2048),
    identities jsonb DEFAULT '{}'::jsonb NOT NULL,
    custom_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    logto_config jsonb DEFAULT '{}'::jsonb NOT NULL,
    mfa_verifications jsonb DEFAULT '[]'::jsonb NOT NULL,
    is_suspended boolean DEFAULT false NOT NULL,
    is_password_expired boolean DEFAULT false NOT NULL,
    last_sign_in_at timestamp with time zone,
    password_updated_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE logto.users_roles (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    role_id character varying(21) NOT NULL,
    CONSTRAINT users_roles__role_type CHECK (logto.check_role_type(role_id, 'User'::logto.role_type))
);

CREATE TABLE logto.verification_records (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(21),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE logto.verification_statuses (
    tenant_id character varying(21) NOT NULL,
    id character varying(21) NOT NULL,
    user_id character varying(21) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    verified_identifier character varying(255)
);

ALTER TABLE ONLY logto.account_centers
    ADD CONSTRAINT account_centers_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY logto.aggregated_daily_active_users
    ADD CONSTRAINT aggregated_daily_active_users_pkey PRIMARY KEY (tenant_id, activity_date, user_id);

ALTER TABLE ONLY logto.application_access_control_org_role_relations
    ADD CONSTRAINT application_access_control_org_role_relations_pkey PRIMARY KEY (tenant_id, application_id, organization_id, organization_role_id);

ALTER TABLE ONLY logto.application_access_control_organization_relations
    ADD CONSTRAINT application_access_control_organization_relations_pkey PRIMARY KEY (tenant_id, application_id, organization_id);

ALTER TABLE ONLY logto.application_access_control_user_relations
    ADD CONSTRAINT application_access_control_user_relations_pkey PRIMARY KEY (tenant_id, application_id, user_id);

ALTER TABLE ONLY logto.application_access_control_user_role_relations
    ADD CONSTRAINT application_access_control_user_role_relations_pkey PRIMARY KEY (tenant_id, application_id, role_id);

ALTER TABLE ONLY logto.application_secrets
    ADD CONSTRAINT application_secrets_pkey PRIMARY KEY (tenant_id, application_id, name);

ALTER TABLE ONLY logto.application_sign_in_experiences
    ADD CONSTRAINT application_sign_in_experiences_pkey PRIMARY KEY (tenant_id, application_id);

ALTER TABLE ONLY logto.application_user_consent_organization_resource_scopes
    ADD CONSTRAINT application_user_consent_organization_resource_scopes_pkey PRIMARY KEY (application_id, scope_id);

ALTER TABLE ONLY logto.application_user_consent_organization_scopes
    ADD CONSTRAINT application_user_consent_organization_scopes_pkey PRIMARY KEY (application_id, organization_scope_id);

ALTER TABLE ONLY logto.application_user_consent_organizations
    ADD CONSTRAINT application_user_consent_organizations_pkey PRIMARY KEY (tenant_id, application_id, organization_id, user_id);

ALTER TABLE ONLY logto.application_user_consent_resource_scopes
    ADD CONSTRAINT application_user_consent_resource_scopes_pkey PRIMARY KEY (application_id, scope_id);

ALTER TABLE ONLY logto.application_user_consent_user_scopes
    ADD CONSTRAINT application_user_consent_user_scopes_pkey PRIMARY KEY (application_id, user_scope);

ALTER TABLE ONLY logto.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.applications_roles
    ADD CONSTRAINT applications_roles__application_id_role_id UNIQUE (tenant_id, application_id, role_id);

ALTER TABLE ONLY logto.applications_roles
    ADD CONSTRAINT applications_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.captcha_providers
    ADD CONSTRAINT captcha_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.captcha_providers
    ADD CONSTRAINT captcha_providers_tenant_id_key UNIQUE (tenant_id);

ALTER TABLE ONLY logto.cimd_grant_client_snapshots
    ADD CONSTRAINT cimd_grant_client_snapshots_pkey PRIMARY KEY (tenant_id, grant_id);

ALTER TABLE ONLY logto.cimd_grant_organizations
    ADD CONSTRAINT cimd_grant_organizations_pkey PRIMARY KEY (tenant_id, grant_id);

ALTER TABLE ONLY logto.cimd_organization_resource_scopes
    ADD CONSTRAINT cimd_organization_resource_scopes_pkey PRIMARY KEY (tenant_id, scope_id);

ALTER TABLE ONLY logto.cimd_organization_scopes
    ADD CONSTRAINT cimd_organization_scopes_pkey PRIMARY KEY (tenant_id, organization_scope_id);

ALTER TABLE ONLY logto.cimd_resource_scopes
    ADD CONSTRAINT cimd_resource_scopes_pkey PRIMARY KEY (tenant_id, scope_id);

ALTER TABLE ONLY logto.cimd_user_scopes
    ADD CONSTRAINT cimd_user_scopes_pkey PRIMARY KEY (tenant_id, user_scope);

ALTER TABLE ONLY logto.connectors
    ADD CONSTRAINT connectors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.custom_phrases
    ADD CONSTRAINT custom_phrases__language_tag UNIQUE (tenant_id, language_tag);

ALTER TABLE ONLY logto.custom_phrases
    ADD CONSTRAINT custom_phrases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.custom_profile_fields
    ADD CONSTRAINT custom_profile_fields__name UNIQUE (tenant_id, name);

ALTER TABLE ONLY logto.custom_profile_fields
    ADD CONSTRAINT custom_profile_fields_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.daily_active_users
    ADD CONSTRAINT daily_active_users__user_id_date UNIQUE (user_id, date);

ALTER TABLE ONLY logto.daily_active_users
    ADD CONSTRAINT daily_active_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.daily_token_usage
    ADD CONSTRAINT daily_token_usage_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.domains
    ADD CONSTRAINT domains__domain UNIQUE (tenant_id, domain);

ALTER TABLE ONLY logto.domains
    ADD CONSTRAINT domains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.email_templates
    ADD CONSTRAINT email_templates__tenant_id__language_tag__template_type UNIQUE (tenant_id, language_tag, template_type);

ALTER TABLE ONLY logto.email_templates
    ADD CONSTRAINT email_templates_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY logto.hooks
    ADD CONSTRAINT hooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.idp_initiated_saml_sso_sessions
    ADD CONSTRAINT idp_initiated_saml_sso_sessions_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY logto.logs
    ADD CONSTRAINT logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.logto_configs
    ADD CONSTRAINT logto_configs_pkey PRIMARY KEY (tenant_id, key);

ALTER TABLE ONLY logto.oidc_model_instances
    ADD CONSTRAINT oidc_model_instances__model_name_id UNIQUE (tenant_id, model_name, id);

ALTER TABLE ONLY logto.oidc_model_instances
    ADD CONSTRAINT oidc_model_instances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.oidc_session_extensions
    ADD CONSTRAINT oidc_session_extensions_pkey PRIMARY KEY (tenant_id, session_uid);

ALTER TABLE ONLY logto.one_time_tokens
    ADD CONSTRAINT one_time_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.organization_application_relations
    ADD CONSTRAINT organization_application_relations_pkey PRIMARY KEY (tenant_id, organization_id, application_id);

ALTER TABLE ONLY logto.organization_invitation_role_relations
    ADD CONSTRAINT organization_invitation_role_relations_pkey PRIMARY KEY (tenant_id, organization_invitation_id, organization_role_id);

ALTER TABLE ONLY logto.organization_invitations
    ADD CONSTRAINT organization_invitations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.organization_jit_email_domains
    ADD CONSTRAINT organization_jit_email_domains_pkey PRIMARY KEY (tenant_id, organization_id, email_domain);

ALTER TABLE ONLY logto.organization_jit_roles
    ADD CONSTRAINT organization_jit_roles_pkey PRIMARY KEY (tenant_id, organization_id, organization_role_id);

ALTER TABLE ONLY logto.organization_jit_sso_connectors
    ADD CONSTRAINT organization_jit_sso_connectors_pkey PRIMARY KEY (tenant_id, organization_id, sso_connector_id);

ALTER TABLE ONLY logto.organization_role_application_relations
    ADD CONSTRAINT organization_role_application_relations_pkey PRIMARY KEY (tenant_id, organization_id, organization_role_id, application_id);

ALTER TABLE ONLY logto.organization_role_resource_scope_relations
    ADD CONSTRAINT organization_role_resource_scope_relations_pkey PRIMARY KEY (tenant_id, organization_role_id, scope_id);

ALTER TABLE ONLY logto.organization_role_scope_relations
    ADD CONSTRAINT organization_role_scope_relations_pkey PRIMARY KEY (tenant_id, organization_role_id, organization_scope_id);

ALTER TABLE ONLY logto.organization_role_user_relations
    ADD CONSTRAINT organization_role_user_relations_pkey PRIMARY KEY (tenant_id, organization_id, organization_role_id, user_id);

ALTER TABLE ONLY logto.organization_roles
    ADD CONSTRAINT organization_roles__name UNIQUE (tenant_id, name);

ALTER TABLE ONLY logto.organization_roles
    ADD CONSTRAINT organization_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.organization_scopes
    ADD CONSTRAINT organization_scopes__name UNIQUE (tenant_id, name);

ALTER TABLE ONLY logto.organization_scopes
    ADD CONSTRAINT organization_scopes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.organization_user_relations
    ADD CONSTRAINT organization_user_relations_pkey PRIMARY KEY (tenant_id, organization_id, user_id);

ALTER TABLE ONLY logto.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.passcodes
    ADD CONSTRAINT passcodes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_pkey PRIMARY KEY (tenant_id, user_id, name);

ALTER TABLE ONLY logto.resources
    ADD CONSTRAINT resources__indicator UNIQUE (tenant_id, indicator);

ALTER TABLE ONLY logto.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.roles
    ADD CONSTRAINT roles__name UNIQUE (tenant_id, name);

ALTER TABLE ONLY logto.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.roles_scopes
    ADD CONSTRAINT roles_scopes__role_id_scope_id UNIQUE (tenant_id, role_id, scope_id);

ALTER TABLE ONLY logto.roles_scopes
    ADD CONSTRAINT roles_scopes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.saml_application_configs
    ADD CONSTRAINT saml_application_configs_pkey PRIMARY KEY (tenant_id, application_id);

ALTER TABLE ONLY logto.saml_application_secrets
    ADD CONSTRAINT saml_application_secrets_pkey PRIMARY KEY (tenant_id, application_id, id);

ALTER TABLE ONLY logto.saml_application_sessions
    ADD CONSTRAINT saml_application_sessions_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY logto.saml_sso_connector_signing_keys
    ADD CONSTRAINT saml_sso_connector_signing_keys_pkey PRIMARY KEY (tenant_id, sso_connector_id, id);

ALTER TABLE ONLY logto.scopes
    ADD CONSTRAINT scopes__resource_id_name UNIQUE (tenant_id, resource_id, name);

ALTER TABLE ONLY logto.scopes
    ADD CONSTRAINT scopes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.secret_enterprise_sso_connector_relations
    ADD CONSTRAINT secret_enterprise_sso_connector_relations_pkey PRIMARY KEY (tenant_id, secret_id);

ALTER TABLE ONLY logto.secret_social_connector_relations
    ADD CONSTRAINT secret_social_connector_relations__target__identity_id UNIQUE (tenant_id, target, identity_id);

ALTER TABLE ONLY logto.secret_social_connector_relations
    ADD CONSTRAINT secret_social_connector_relations_pkey PRIMARY KEY (tenant_id, secret_id);

ALTER TABLE ONLY logto.secrets
    ADD CONSTRAINT secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.sentinel_activities
    ADD CONSTRAINT sentinel_activities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.service_logs
    ADD CONSTRAINT service_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.sign_in_experiences
    ADD CONSTRAINT sign_in_experiences_pkey PRIMARY KEY (tenant_id, id);

ALTER TABLE ONLY logto.sso_connector_idp_initiated_auth_configs
    ADD CONSTRAINT sso_connector_idp_initiated_auth_configs_pkey PRIMARY KEY (tenant_id, connector_id);

ALTER TABLE ONLY logto.sso_connectors
    ADD CONSTRAINT sso_connectors__connector_name__unique UNIQUE (tenant_id, connector_name);

ALTER TABLE ONLY logto.sso_connectors
    ADD CONSTRAINT sso_connectors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.subject_tokens
    ADD CONSTRAINT subject_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.systems
    ADD CONSTRAINT systems_pkey PRIMARY KEY (key);

ALTER TABLE ONLY logto.tenants
    ADD CONSTRAINT tenants__db_user UNIQUE (db_user);

ALTER TABLE ONLY logto.tenants
    ADD CONSTRAINT tenants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.trusted_devices
    ADD CONSTRAINT trusted_devices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.user_geo_locations
    ADD CONSTRAINT user_geo_locations_pkey PRIMARY KEY (tenant_id, user_id);

ALTER TABLE ONLY logto.user_sign_in_countries
    ADD CONSTRAINT user_sign_in_countries_pkey PRIMARY KEY (tenant_id, user_id, country);

ALTER TABLE ONLY logto.user_sso_identities
    ADD CONSTRAINT user_sso_identities__issuer__identity_id UNIQUE (tenant_id, issuer, identity_id);

ALTER TABLE ONLY logto.user_sso_identities
    ADD CONSTRAINT user_sso_identities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.users
    ADD CONSTRAINT users__primary_email UNIQUE (tenant_id, primary_email);

ALTER TABLE ONLY logto.users
    ADD CONSTRAINT users__primary_phone UNIQUE (tenant_id, primary_phone);

ALTER TABLE ONLY logto.users
    ADD CONSTRAINT users__username UNIQUE (tenant_id, username);

ALTER TABLE ONLY logto.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.users_roles
    ADD CONSTRAINT users_roles__user_id_role_id UNIQUE (tenant_id, user_id, role_id);

ALTER TABLE ONLY logto.users_roles
    ADD CONSTRAINT users_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.verification_records
    ADD CONSTRAINT verification_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY logto.verification_statuses
    ADD CONSTRAINT verification_statuses_pkey PRIMARY KEY (id);

CREATE INDEX aggregated_daily_active_users__tenant_date ON logto.aggregated_daily_active_users USING btree (tenant_id, activity_date);

CREATE INDEX aggregated_daily_active_users__tenant_user_date ON logto.aggregated_daily_active_users USING btree (tenant_id, user_id, activity_date DESC);

CREATE INDEX applications__id ON logto.applications USING btree (tenant_id, id);

CREATE INDEX applications__is_third_party ON logto.applications USING btree (tenant_id, is_third_party);

CREATE UNIQUE INDEX applications__protected_app_metadata_custom_domain ON logto.applications USING btree (((((protected_app_metadata -> 'customDomains'::text) -> 0) ->> 'domain'::text)));

CREATE UNIQUE INDEX applications__protected_app_metadata_host ON logto.applications USING btree (((protected_app_metadata ->> 'host'::text)));

CREATE INDEX applications__type ON logto.applications USING btree (tenant_id, type);

CREATE INDEX applications_roles__id ON logto.applications_roles USING btree (tenant_id, id);

CREATE INDEX captcha_providers__id ON logto.captcha_providers USING btree (tenant_id, id);

CREATE INDEX cimd_grant_organizations__organization_id_user_id ON logto.cimd_grant_organizations USING btree (tenant_id, organization_id, user_id);

CREATE INDEX connectors__id ON logto.connectors USING btree (tenant_id, id);

CREATE INDEX custom_phrases__id ON logto.custom_phrases USING btree (tenant_id, id);

CREATE INDEX daily_active_users__date ON logto.daily_active_users USING btree (tenant_id, date);

CREATE INDEX daily_active_users__date_brin ON logto.daily_active_users USING brin (date);

CREATE INDEX daily_active_users__tenant_date_user ON logto.daily_active_users USING btree (tenant_id, date, user_id);

CREATE UNIQUE INDEX daily_token_usage__date ON logto.daily_token_usage USING btree (tenant_id, date);

CREATE INDEX domains__id ON logto.domains USING btree (tenant_id, id);

CREATE INDEX email_templates__tenant_id__language_tag ON logto.email_templates USING btree (tenant_id, language_tag);

CREATE INDEX email_templates__tenant_id__template_type ON logto.email_templates USING btree (tenant_id, template_type);

CREATE INDEX hooks__id ON logto.hooks USING btree (tenant_id, id);

CREATE INDEX logs__application_id ON logto.logs USING btree (tenant_id, ((payload ->> 'applicationId'::text)));

CREATE INDEX logs__created_at_id ON logto.logs USING btree (tenant_id, created_at, id);

CREATE INDEX logs__hook_id ON logto.logs USING btree (tenant_id, ((payload ->> 'hookId'::text)));

CREATE INDEX logs__key ON logto.logs USING btree (tenant_id, key);

CREATE INDEX logs__user_id ON logto.logs USING btree (tenant_id, ((payload ->> 'userId'::text)));

CREATE INDEX oidc_model_instances__expires_at ON logto.oidc_model_instances USING btree (tenant_id, expires_at);

CREATE INDEX oidc_model_instances__grant_payload_account_id_expires_at ON logto.oidc_model_instances USING btree (tenant_id, ((payload ->> 'accountId'::text)), expires_at) WHERE ((model_name)::text = 'Grant'::text);

CREATE INDEX oidc_model_instances__model_name_payload_account_id_partial ON logto.oidc_model_instances USING btree (tenant_id, model_name, ((payload ->> 'accountId'::text))) WHERE (payload ? 'accountId'::text);

CREATE INDEX oidc_model_instances__model_name_payload_grant_id_partial ON logto.oidc_model_instances USING btree (tenant_id, model_name, ((payload ->> 'grantId'::text))) WHERE (payload ? 'grantId'::text);

CREATE INDEX oidc_model_instances__model_name_payload_uid ON logto.oidc_model_instances USING btree (tenant_id, model_name, ((payload ->> 'uid'::text)));

CREATE INDEX oidc_model_instances__model_name_payload_user_code ON logto.oidc_model_instances USING btree (tenant_id, model_name, ((payload ->> 'userCode'::text)));

CREATE INDEX oidc_model_instances__session_payload_account_id_expires_at ON logto.oidc_model_instances USING btree (tenant_id, ((payload ->> 'accountId'::text)), expires_at) WHERE ((model_name)::text = 'Session'::text);

CREATE INDEX oidc_session_extensions__account_id ON logto.oidc_session_extensions USING btree (account_id);

CREATE INDEX one_time_token__email_status ON logto.one_time_tokens USING btree (tenant_id, email, status);

CREATE UNIQUE INDEX one_time_token__token ON logto.one_time_tokens USING btree (tenant_id, token);

CREATE UNIQUE INDEX organization_invitations__invitee_organization_id ON logto.organization_invitations USING btree (tenant_id, invitee, organization_id) WHERE (status = 'Pending'::logto.organization_invitation_status);

CREATE INDEX organization_role_user_relations__tenant_id_org_id_user_id ON logto.organization_role_user_relations USING btree (tenant_id, organization_id, user_id);

CREATE INDEX organization_roles__id ON logto.organization_roles USING btree (tenant_id, id);

CREATE INDEX organization_roles__type ON logto.organization_roles USING btree (tenant_id, type);

CREATE INDEX organization_scopes__id ON logto.organization_scopes USING btree (tenant_id, id);

CREATE UNIQUE INDEX organization_scopes__tenant_id_id ON logto.organization_scopes USING btree (tenant_id, id);

CREATE INDEX organization_user_relations__tenant_id_user_id ON logto.organization_user_relations USING btree (tenant_id, user_id);

CREATE INDEX organizations__id ON logto.organizations USING btree (tenant_id, id);

CREATE INDEX passcodes__email_type ON logto.passcodes USING btree (tenant_id, email, type);

CREATE INDEX passcodes__id ON logto.passcodes USING btree (tenant_id, id);

CREATE INDEX passcodes__interaction_jti_type ON logto.passcodes USING btree (tenant_id, interaction_jti, type);

CREATE INDEX passcodes__phone_type ON logto.passcodes USING btree (tenant_id, phone, type);

CREATE INDEX personal_access_token__value ON logto.personal_access_tokens USING btree (tenant_id, value);

CREATE INDEX resources__id ON logto.resources USING btree (tenant_id, id);

CREATE UNIQUE INDEX resources__is_default_true ON logto.resources USING btree (tenant_id) WHERE (is_default = true);

CREATE INDEX roles__id ON logto.roles USING btree (tenant_id, id);

CREATE INDEX roles__type ON logto.roles USING btree (tenant_id, type);

CREATE INDEX roles_scopes__id ON logto.roles_scopes USING btree (tenant_id, id);

CREATE UNIQUE INDEX saml_application_secrets__unique_active_secret ON logto.saml_application_secrets USING btree (tenant_id, application_id, active) WHERE active;

CREATE UNIQUE INDEX saml_sso_connector_signing_keys__unique_active ON logto.saml_sso_connector_signing_keys USING btree (tenant_id, sso_connector_id, active) WHERE active;

CREATE INDEX scopes__id ON logto.scopes USING btree (tenant_id, id);

CREATE UNIQUE INDEX scopes__tenant_id_id ON logto.scopes USING btree (tenant_id, id);

CREATE INDEX sentinel_activities__created_at ON logto.sentinel_activities USING btree (created_at);

CREATE INDEX sentinel_activities__id ON logto.sentinel_activities USING btree (tenant_id, id);

CREATE INDEX sentinel_activities__target_type_target_hash ON logto.sentinel_activities USING btree (tenant_id, target_type, target_hash);

CREATE INDEX sentinel_activities__target_type_target_hash_action_action_resu ON logto.sentinel_activities USING btree (tenant_id, target_type, target_hash, action, action_result, decision);

CREATE INDEX service_logs__created_at ON logto.service_logs USING btree (created_at);

CREATE INDEX service_logs__email__tenant_id__created_at__id ON logto.service_logs USING btree (tenant_id, created_at DESC, id DESC) WHERE ((type)::text = ANY ((ARRAY['sendEmail'::character varying, 'sendEmailFailed'::character varying])::text[]));

CREATE INDEX service_logs__email__tenant_id__recipient__created_at__id ON logto.service_logs USING btree (tenant_id, lower(((payload -> 'data'::text) ->> 'to'::text)), created_at DESC, id DESC) WHERE ((type)::text = ANY ((ARRAY['sendEmail'::character varying, 'sendEmailFailed'::character varying])::text[]));

CREATE INDEX service_logs__id ON logto.service_logs USING btree (id);

CREATE INDEX service_logs__tenant_id__type__created_at ON logto.service_logs USING btree (tenant_id, type, created_at);

CREATE INDEX sso_connectors__id ON logto.sso_connectors USING btree (tenant_id, id);

CREATE INDEX sso_connectors__id__provider_name ON logto.sso_connectors USING btree (tenant_id, id, provider_name);

CREATE INDEX subject_token__id ON logto.subject_tokens USING btree (tenant_id, id);

CREATE INDEX trusted_devices__tenant_expires_at ON logto.trusted_devices USING btree (tenant_id, expires_at);

CREATE INDEX trusted_devices__tenant_user_expires_at ON logto.trusted_devices USING btree (tenant_id, user_id, expires_at);

CREATE INDEX user_sign_in_countries__tenant_user_last_sign_in_at ON logto.user_sign_in_countries USING btree (tenant_id, user_id, last_sign_in_at DESC);

CREATE UNIQUE INDEX users__id ON logto.users USING btree (tenant_id, id);

CREATE INDEX users__name ON logto.users USING btree (tenant_id, name);

CREATE INDEX users__tenant_lower_username ON logto.users USING btree (tenant_id, lower((username)::text)) WHERE (username IS NOT NULL);

CREATE INDEX users_mfa_verifications_gin ON logto.users USING gin (mfa_verifications jsonb_path_ops);

CREATE INDEX users_roles__id ON logto.users_roles USING btree (tenant_id, id);

CREATE INDEX verification_records__id ON logto.verification_records USING btree (tenant_id, id);

CREATE INDEX verification_statuses__id ON logto.verification_statuses USING btree (tenant_id, id);

CREATE INDEX verification_statuses__user_id ON logto.verification_statuses USING btree (tenant_id, user_id);

CREATE TRIGGER custom_profile_fields__increment_sie_order BEFORE INSERT ON logto.custom_profile_fields FOR EACH ROW EXECUTE FUNCTION logto.custom_profile_fields__increment_sie_order();

CREATE TRIGGER delete_secret_before_sso_identity_delete BEFORE DELETE ON logto.user_sso_identities FOR EACH ROW EXECUTE FUNCTION logto.delete_secret_on_sso_identity_delete();

CREATE TRIGGER delete_secrets_before_social_connector_delete BEFORE DELETE ON logto.connectors FOR EACH ROW EXECUTE FUNCTION logto.delete_secrets_on_social_connector_delete();

CREATE TRIGGER delete_secrets_before_social_identity_delete BEFORE UPDATE OF identities ON logto.users FOR EACH ROW EXECUTE FUNCTION logto.delete_secrets_on_social_identity_delete();

CREATE TRIGGER delete_secrets_before_sso_connector_delete BEFORE DELETE ON logto.sso_connectors FOR EACH ROW EXECUTE FUNCTION logto.delete_secrets_on_sso_connector_delete();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.account_centers FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.aggregated_daily_active_users FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_access_control_org_role_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_access_control_organization_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_access_control_user_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_access_control_user_role_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_secrets FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_sign_in_experiences FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_user_consent_organization_resource_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_user_consent_organization_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_user_consent_organizations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_user_consent_resource_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.application_user_consent_user_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.applications FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.applications_roles FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.captcha_providers FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_grant_client_snapshots FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_grant_organizations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_organization_resource_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_organization_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_resource_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.cimd_user_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.connectors FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.custom_phrases FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.custom_profile_fields FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.daily_active_users FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.daily_token_usage FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.domains FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.email_templates FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.hooks FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.idp_initiated_saml_sso_sessions FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.logs FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.logto_configs FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.oidc_model_instances FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.oidc_session_extensions FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.one_time_tokens FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_application_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_invitation_role_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_invitations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_jit_email_domains FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_jit_roles FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_jit_sso_connectors FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_role_application_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_role_resource_scope_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_role_scope_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_role_user_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_roles FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organization_user_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.organizations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.passcodes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.personal_access_tokens FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.resources FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.roles FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.roles_scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.saml_application_configs FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.saml_application_secrets FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.saml_application_sessions FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.saml_sso_connector_signing_keys FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.scopes FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.secret_enterprise_sso_connector_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.secret_social_connector_relations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.secrets FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.sentinel_activities FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.sign_in_experiences FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.sso_connector_idp_initiated_auth_configs FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.sso_connectors FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.subject_tokens FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.trusted_devices FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.user_geo_locations FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.user_sign_in_countries FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.user_sso_identities FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.users FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.users_roles FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.verification_records FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_tenant_id BEFORE INSERT ON logto.verification_statuses FOR EACH ROW EXECUTE FUNCTION logto.set_tenant_id();

CREATE TRIGGER set_updated_at BEFORE UPDATE ON logto.oidc_session_extensions FOR EACH ROW EXECUTE FUNCTION logto.set_updated_at();

CREATE TRIGGER set_updated_at BEFORE UPDATE ON logto.secrets FOR EACH ROW EXECUTE FUNCTION logto.set_updated_at();

CREATE TRIGGER set_updated_at BEFORE UPDATE ON logto.user_sso_identities FOR EACH ROW EXECUTE FUNCTION logto.set_updated_at();

CREATE TRIGGER set_updated_at BEFORE UPDATE ON logto.users FOR EACH ROW EXECUTE FUNCTION logto.set_updated_at();

ALTER TABLE ONLY logto.account_centers
    ADD CONSTRAINT account_centers_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_org_role_relations
    ADD CONSTRAINT application_access_control_org_role_r_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_org_role_relations
    ADD CONSTRAINT application_access_control_org_role_relati_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_org_role_relations
    ADD CONSTRAINT application_access_control_org_role_relatio_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_org_role_relations
    ADD CONSTRAINT application_access_control_org_role_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_organization_relations
    ADD CONSTRAINT application_access_control_organization_re_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_organization_relations
    ADD CONSTRAINT application_access_control_organization_rel_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_organization_relations
    ADD CONSTRAINT application_access_control_organization_relation_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_relations
    ADD CONSTRAINT application_access_control_user_relations_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_relations
    ADD CONSTRAINT application_access_control_user_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_relations
    ADD CONSTRAINT application_access_control_user_relations_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_role_relations
    ADD CONSTRAINT application_access_control_user_role_relati_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_role_relations
    ADD CONSTRAINT application_access_control_user_role_relations_role_id_fkey FOREIGN KEY (role_id) REFERENCES logto.roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_access_control_user_role_relations
    ADD CONSTRAINT application_access_control_user_role_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_secrets
    ADD CONSTRAINT application_secrets_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_secrets
    ADD CONSTRAINT application_secrets_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_sign_in_experiences
    ADD CONSTRAINT application_sign_in_experiences_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_sign_in_experiences
    ADD CONSTRAINT application_sign_in_experiences_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organizations
    ADD CONSTRAINT application_user_consent_orga_tenant_id_organization_id_us_fkey FOREIGN KEY (tenant_id, organization_id, user_id) REFERENCES logto.organization_user_relations(tenant_id, organization_id, user_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_scopes
    ADD CONSTRAINT application_user_consent_organizatio_organization_scope_id_fkey FOREIGN KEY (organization_scope_id) REFERENCES logto.organization_scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_resource_scopes
    ADD CONSTRAINT application_user_consent_organization_resou_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_resource_scopes
    ADD CONSTRAINT application_user_consent_organization_resource_s_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_resource_scopes
    ADD CONSTRAINT application_user_consent_organization_resource_sc_scope_id_fkey FOREIGN KEY (scope_id) REFERENCES logto.scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_scopes
    ADD CONSTRAINT application_user_consent_organization_scope_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organization_scopes
    ADD CONSTRAINT application_user_consent_organization_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organizations
    ADD CONSTRAINT application_user_consent_organizations_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_organizations
    ADD CONSTRAINT application_user_consent_organizations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_resource_scopes
    ADD CONSTRAINT application_user_consent_resource_scopes_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_resource_scopes
    ADD CONSTRAINT application_user_consent_resource_scopes_scope_id_fkey FOREIGN KEY (scope_id) REFERENCES logto.scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_resource_scopes
    ADD CONSTRAINT application_user_consent_resource_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_user_scopes
    ADD CONSTRAINT application_user_consent_user_scopes_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.application_user_consent_user_scopes
    ADD CONSTRAINT application_user_consent_user_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.applications_roles
    ADD CONSTRAINT applications_roles_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.applications_roles
    ADD CONSTRAINT applications_roles_role_id_fkey FOREIGN KEY (role_id) REFERENCES logto.roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.applications_roles
    ADD CONSTRAINT applications_roles_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.applications
    ADD CONSTRAINT applications_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.captcha_providers
    ADD CONSTRAINT captcha_providers_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_grant_client_snapshots
    ADD CONSTRAINT cimd_grant_client_snapshots_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_grant_client_snapshots
    ADD CONSTRAINT cimd_grant_client_snapshots_tenant_id_grant_model_name_gra_fkey FOREIGN KEY (tenant_id, grant_model_name, grant_id) REFERENCES logto.oidc_model_instances(tenant_id, model_name, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_grant_organizations
    ADD CONSTRAINT cimd_grant_organizations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_grant_organizations
    ADD CONSTRAINT cimd_grant_organizations_tenant_id_grant_model_name_grant__fkey FOREIGN KEY (tenant_id, grant_model_name, grant_id) REFERENCES logto.oidc_model_instances(tenant_id, model_name, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_grant_organizations
    ADD CONSTRAINT cimd_grant_organizations_tenant_id_organization_id_user_id_fkey FOREIGN KEY (tenant_id, organization_id, user_id) REFERENCES logto.organization_user_relations(tenant_id, organization_id, user_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_organization_resource_scopes
    ADD CONSTRAINT cimd_organization_resource_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_organization_resource_scopes
    ADD CONSTRAINT cimd_organization_resource_scopes_tenant_id_scope_id_fkey FOREIGN KEY (tenant_id, scope_id) REFERENCES logto.scopes(tenant_id, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_organization_scopes
    ADD CONSTRAINT cimd_organization_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_organization_scopes
    ADD CONSTRAINT cimd_organization_scopes_tenant_id_organization_scope_id_fkey FOREIGN KEY (tenant_id, organization_scope_id) REFERENCES logto.organization_scopes(tenant_id, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_resource_scopes
    ADD CONSTRAINT cimd_resource_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_resource_scopes
    ADD CONSTRAINT cimd_resource_scopes_tenant_id_scope_id_fkey FOREIGN KEY (tenant_id, scope_id) REFERENCES logto.scopes(tenant_id, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.cimd_user_scopes
    ADD CONSTRAINT cimd_user_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.connectors
    ADD CONSTRAINT connectors_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.custom_phrases
    ADD CONSTRAINT custom_phrases_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.custom_profile_fields
    ADD CONSTRAINT custom_profile_fields_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.domains
    ADD CONSTRAINT domains_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.email_templates
    ADD CONSTRAINT email_templates_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.hooks
    ADD CONSTRAINT hooks_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.idp_initiated_saml_sso_sessions
    ADD CONSTRAINT idp_initiated_saml_sso_sessions_connector_id_fkey FOREIGN KEY (connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.idp_initiated_saml_sso_sessions
    ADD CONSTRAINT idp_initiated_saml_sso_sessions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.logs
    ADD CONSTRAINT logs_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.logto_configs
    ADD CONSTRAINT logto_configs_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.oidc_model_instances
    ADD CONSTRAINT oidc_model_instances_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.oidc_session_extensions
    ADD CONSTRAINT oidc_session_extensions_account_id_fkey FOREIGN KEY (account_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.oidc_session_extensions
    ADD CONSTRAINT oidc_session_extensions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.one_time_tokens
    ADD CONSTRAINT one_time_tokens_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_application_relations
    ADD CONSTRAINT organization_application_relations_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_application_relations
    ADD CONSTRAINT organization_application_relations_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_application_relations
    ADD CONSTRAINT organization_application_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitation_role_relations
    ADD CONSTRAINT organization_invitation_role_re_organization_invitation_id_fkey FOREIGN KEY (organization_invitation_id) REFERENCES logto.organization_invitations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitation_role_relations
    ADD CONSTRAINT organization_invitation_role_relation_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitation_role_relations
    ADD CONSTRAINT organization_invitation_role_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitations
    ADD CONSTRAINT organization_invitations_accepted_user_id_fkey FOREIGN KEY (accepted_user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitations
    ADD CONSTRAINT organization_invitations_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitations
    ADD CONSTRAINT organization_invitations_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_invitations
    ADD CONSTRAINT organization_invitations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_email_domains
    ADD CONSTRAINT organization_jit_email_domains_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_email_domains
    ADD CONSTRAINT organization_jit_email_domains_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_roles
    ADD CONSTRAINT organization_jit_roles_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_roles
    ADD CONSTRAINT organization_jit_roles_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_roles
    ADD CONSTRAINT organization_jit_roles_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_sso_connectors
    ADD CONSTRAINT organization_jit_sso_connectors_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_sso_connectors
    ADD CONSTRAINT organization_jit_sso_connectors_sso_connector_id_fkey FOREIGN KEY (sso_connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_jit_sso_connectors
    ADD CONSTRAINT organization_jit_sso_connectors_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_application_relations
    ADD CONSTRAINT organization_role_application_relatio_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_application_relations
    ADD CONSTRAINT organization_role_application_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_application_relations
    ADD CONSTRAINT organization_role_application_tenant_id_organization_id_ap_fkey FOREIGN KEY (tenant_id, organization_id, application_id) REFERENCES logto.organization_application_relations(tenant_id, organization_id, application_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_resource_scope_relations
    ADD CONSTRAINT organization_role_resource_scope_rela_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_resource_scope_relations
    ADD CONSTRAINT organization_role_resource_scope_relations_scope_id_fkey FOREIGN KEY (scope_id) REFERENCES logto.scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_resource_scope_relations
    ADD CONSTRAINT organization_role_resource_scope_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_scope_relations
    ADD CONSTRAINT organization_role_scope_relations_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_scope_relations
    ADD CONSTRAINT organization_role_scope_relations_organization_scope_id_fkey FOREIGN KEY (organization_scope_id) REFERENCES logto.organization_scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_scope_relations
    ADD CONSTRAINT organization_role_scope_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_user_relations
    ADD CONSTRAINT organization_role_user_relati_tenant_id_organization_id_us_fkey FOREIGN KEY (tenant_id, organization_id, user_id) REFERENCES logto.organization_user_relations(tenant_id, organization_id, user_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_user_relations
    ADD CONSTRAINT organization_role_user_relations_organization_role_id_fkey FOREIGN KEY (organization_role_id) REFERENCES logto.organization_roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_role_user_relations
    ADD CONSTRAINT organization_role_user_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_roles
    ADD CONSTRAINT organization_roles_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_scopes
    ADD CONSTRAINT organization_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_user_relations
    ADD CONSTRAINT organization_user_relations__user_id__fk FOREIGN KEY (tenant_id, user_id) REFERENCES logto.users(tenant_id, id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_user_relations
    ADD CONSTRAINT organization_user_relations_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES logto.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_user_relations
    ADD CONSTRAINT organization_user_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organization_user_relations
    ADD CONSTRAINT organization_user_relations_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.organizations
    ADD CONSTRAINT organizations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.passcodes
    ADD CONSTRAINT passcodes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.resources
    ADD CONSTRAINT resources_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.roles_scopes
    ADD CONSTRAINT roles_scopes_role_id_fkey FOREIGN KEY (role_id) REFERENCES logto.roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.roles_scopes
    ADD CONSTRAINT roles_scopes_scope_id_fkey FOREIGN KEY (scope_id) REFERENCES logto.scopes(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.roles_scopes
    ADD CONSTRAINT roles_scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.roles
    ADD CONSTRAINT roles_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_configs
    ADD CONSTRAINT saml_application_configs_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_configs
    ADD CONSTRAINT saml_application_configs_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_secrets
    ADD CONSTRAINT saml_application_secrets_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_secrets
    ADD CONSTRAINT saml_application_secrets_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_sessions
    ADD CONSTRAINT saml_application_sessions_application_id_fkey FOREIGN KEY (application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_application_sessions
    ADD CONSTRAINT saml_application_sessions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_sso_connector_signing_keys
    ADD CONSTRAINT saml_sso_connector_signing_keys_sso_connector_id_fkey FOREIGN KEY (sso_connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.saml_sso_connector_signing_keys
    ADD CONSTRAINT saml_sso_connector_signing_keys_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.scopes
    ADD CONSTRAINT scopes_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES logto.resources(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.scopes
    ADD CONSTRAINT scopes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secret_enterprise_sso_connector_relations
    ADD CONSTRAINT secret_enterprise_sso_connect_tenant_id_issuer_identity_id_fkey FOREIGN KEY (tenant_id, issuer, identity_id) REFERENCES logto.user_sso_identities(tenant_id, issuer, identity_id) ON UPDATE CASCADE;

ALTER TABLE ONLY logto.secret_enterprise_sso_connector_relations
    ADD CONSTRAINT secret_enterprise_sso_connector_relations_secret_id_fkey FOREIGN KEY (secret_id) REFERENCES logto.secrets(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secret_enterprise_sso_connector_relations
    ADD CONSTRAINT secret_enterprise_sso_connector_relations_sso_connector_id_fkey FOREIGN KEY (sso_connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE;

ALTER TABLE ONLY logto.secret_enterprise_sso_connector_relations
    ADD CONSTRAINT secret_enterprise_sso_connector_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secret_social_connector_relations
    ADD CONSTRAINT secret_social_connector_relations_connector_id_fkey FOREIGN KEY (connector_id) REFERENCES logto.connectors(id) ON UPDATE CASCADE;

ALTER TABLE ONLY logto.secret_social_connector_relations
    ADD CONSTRAINT secret_social_connector_relations_secret_id_fkey FOREIGN KEY (secret_id) REFERENCES logto.secrets(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secret_social_connector_relations
    ADD CONSTRAINT secret_social_connector_relations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secrets
    ADD CONSTRAINT secrets_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.secrets
    ADD CONSTRAINT secrets_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sentinel_activities
    ADD CONSTRAINT sentinel_activities_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sign_in_experiences
    ADD CONSTRAINT sign_in_experiences_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sso_connector_idp_initiated_auth_configs
    ADD CONSTRAINT sso_connector_idp_initiated_auth_co_default_application_id_fkey FOREIGN KEY (default_application_id) REFERENCES logto.applications(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sso_connector_idp_initiated_auth_configs
    ADD CONSTRAINT sso_connector_idp_initiated_auth_configs_connector_id_fkey FOREIGN KEY (connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sso_connector_idp_initiated_auth_configs
    ADD CONSTRAINT sso_connector_idp_initiated_auth_configs_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.sso_connectors
    ADD CONSTRAINT sso_connectors_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.subject_tokens
    ADD CONSTRAINT subject_tokens_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.subject_tokens
    ADD CONSTRAINT subject_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.trusted_devices
    ADD CONSTRAINT trusted_devices_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.trusted_devices
    ADD CONSTRAINT trusted_devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_geo_locations
    ADD CONSTRAINT user_geo_locations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_geo_locations
    ADD CONSTRAINT user_geo_locations_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_sign_in_countries
    ADD CONSTRAINT user_sign_in_countries_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_sign_in_countries
    ADD CONSTRAINT user_sign_in_countries_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_sso_identities
    ADD CONSTRAINT user_sso_identities_sso_connector_id_fkey FOREIGN KEY (sso_connector_id) REFERENCES logto.sso_connectors(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_sso_identities
    ADD CONSTRAINT user_sso_identities_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.user_sso_identities
    ADD CONSTRAINT user_sso_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.users_roles
    ADD CONSTRAINT users_roles_role_id_fkey FOREIGN KEY (role_id) REFERENCES logto.roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.users_roles
    ADD CONSTRAINT users_roles_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.users_roles
    ADD CONSTRAINT users_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.users
    ADD CONSTRAINT users_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.verification_records
    ADD CONSTRAINT verification_records_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.verification_records
    ADD CONSTRAINT verification_records_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.verification_statuses
    ADD CONSTRAINT verification_statuses_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES logto.tenants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY logto.verification_statuses
    ADD CONSTRAINT verification_statuses_user_id_fkey FOREIGN KEY (user_id) REFERENCES logto.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE logto.account_centers ENABLE ROW LEVEL SECURITY;

CREATE POLICY account_centers_modification ON logto.account_centers USING (true);

CREATE POLICY account_centers_tenant_id ON logto.account_centers AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.aggregated_daily_active_users ENABLE ROW LEVEL SECURITY;

CREATE POLICY aggregated_daily_active_users_modification ON logto.aggregated_daily_active_users USING (true);

CREATE POLICY aggregated_daily_active_users_tenant_id ON logto.aggregated_daily_active_users AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_access_control_org_role_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_access_control_org_role_relations_modification ON logto.application_access_control_org_role_relations USING (true);

CREATE POLICY application_access_control_org_role_relations_tenant_id ON logto.application_access_control_org_role_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_access_control_organization_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_access_control_organization_relations_modification ON logto.application_access_control_organization_relations USING (true);

CREATE POLICY application_access_control_organization_relations_tenant_id ON logto.application_access_control_organization_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_access_control_user_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_access_control_user_relations_modification ON logto.application_access_control_user_relations USING (true);

CREATE POLICY application_access_control_user_relations_tenant_id ON logto.application_access_control_user_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_access_control_user_role_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_access_control_user_role_relations_modification ON logto.application_access_control_user_role_relations USING (true);

CREATE POLICY application_access_control_user_role_relations_tenant_id ON logto.application_access_control_user_role_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_secrets ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_secrets_modification ON logto.application_secrets USING (true);

CREATE POLICY application_secrets_tenant_id ON logto.application_secrets AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_sign_in_experiences ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_sign_in_experiences_modification ON logto.application_sign_in_experiences USING (true);

CREATE POLICY application_sign_in_experiences_tenant_id ON logto.application_sign_in_experiences AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_user_consent_organization_resource_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_user_consent_organization_resource_scopes_modificat ON logto.application_user_consent_organization_resource_scopes USING (true);

CREATE POLICY application_user_consent_organization_resource_scopes_tenant_id ON logto.application_user_consent_organization_resource_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_user_consent_organization_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_user_consent_organization_scopes_modification ON logto.application_user_consent_organization_scopes USING (true);

CREATE POLICY application_user_consent_organization_scopes_tenant_id ON logto.application_user_consent_organization_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_user_consent_organizations ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_user_consent_organizations_modification ON logto.application_user_consent_organizations USING (true);

CREATE POLICY application_user_consent_organizations_tenant_id ON logto.application_user_consent_organizations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_user_consent_resource_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_user_consent_resource_scopes_modification ON logto.application_user_consent_resource_scopes USING (true);

CREATE POLICY application_user_consent_resource_scopes_tenant_id ON logto.application_user_consent_resource_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.application_user_consent_user_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY application_user_consent_user_scopes_modification ON logto.application_user_consent_user_scopes USING (true);

CREATE POLICY application_user_consent_user_scopes_tenant_id ON logto.application_user_consent_user_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.applications ENABLE ROW LEVEL SECURITY;

CREATE POLICY applications_modification ON logto.applications USING (true);

ALTER TABLE logto.applications_roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY applications_roles_modification ON logto.applications_roles USING (true);

CREATE POLICY applications_roles_tenant_id ON logto.applications_roles AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

CREATE POLICY applications_tenant_id ON logto.applications AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.captcha_providers ENABLE ROW LEVEL SECURITY;

CREATE POLICY captcha_providers_modification ON logto.captcha_providers USING (true);

CREATE POLICY captcha_providers_tenant_id ON logto.captcha_providers AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_grant_client_snapshots ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_grant_client_snapshots_modification ON logto.cimd_grant_client_snapshots USING (true);

CREATE POLICY cimd_grant_client_snapshots_tenant_id ON logto.cimd_grant_client_snapshots AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_grant_organizations ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_grant_organizations_modification ON logto.cimd_grant_organizations USING (true);

CREATE POLICY cimd_grant_organizations_tenant_id ON logto.cimd_grant_organizations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_organization_resource_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_organization_resource_scopes_modification ON logto.cimd_organization_resource_scopes USING (true);

CREATE POLICY cimd_organization_resource_scopes_tenant_id ON logto.cimd_organization_resource_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_organization_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_organization_scopes_modification ON logto.cimd_organization_scopes USING (true);

CREATE POLICY cimd_organization_scopes_tenant_id ON logto.cimd_organization_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_resource_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_resource_scopes_modification ON logto.cimd_resource_scopes USING (true);

CREATE POLICY cimd_resource_scopes_tenant_id ON logto.cimd_resource_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.cimd_user_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY cimd_user_scopes_modification ON logto.cimd_user_scopes USING (true);

CREATE POLICY cimd_user_scopes_tenant_id ON logto.cimd_user_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.connectors ENABLE ROW LEVEL SECURITY;

CREATE POLICY connectors_modification ON logto.connectors USING (true);

CREATE POLICY connectors_tenant_id ON logto.connectors AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.custom_phrases ENABLE ROW LEVEL SECURITY;

CREATE POLICY custom_phrases_modification ON logto.custom_phrases USING (true);

CREATE POLICY custom_phrases_tenant_id ON logto.custom_phrases AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.custom_profile_fields ENABLE ROW LEVEL SECURITY;

CREATE POLICY custom_profile_fields_modification ON logto.custom_profile_fields USING (true);

CREATE POLICY custom_profile_fields_tenant_id ON logto.custom_profile_fields AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.daily_active_users ENABLE ROW LEVEL SECURITY;

CREATE POLICY daily_active_users_modification ON logto.daily_active_users USING (true);

CREATE POLICY daily_active_users_tenant_id ON logto.daily_active_users AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.daily_token_usage ENABLE ROW LEVEL SECURITY;

CREATE POLICY daily_token_usage_modification ON logto.daily_token_usage USING (true);

CREATE POLICY daily_token_usage_tenant_id ON logto.daily_token_usage AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.domains ENABLE ROW LEVEL SECURITY;

CREATE POLICY domains_modification ON logto.domains USING (true);

CREATE POLICY domains_tenant_id ON logto.domains AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.email_templates ENABLE ROW LEVEL SECURITY;

CREATE POLICY email_templates_modification ON logto.email_templates USING (true);

CREATE POLICY email_templates_tenant_id ON logto.email_templates AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.hooks ENABLE ROW LEVEL SECURITY;

CREATE POLICY hooks_modification ON logto.hooks USING (true);

CREATE POLICY hooks_tenant_id ON logto.hooks AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.idp_initiated_saml_sso_sessions ENABLE ROW LEVEL SECURITY;

CREATE POLICY idp_initiated_saml_sso_sessions_modification ON logto.idp_initiated_saml_sso_sessions USING (true);

CREATE POLICY idp_initiated_saml_sso_sessions_tenant_id ON logto.idp_initiated_saml_sso_sessions AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.logs ENABLE ROW LEVEL SECURITY;

CREATE POLICY logs_modification ON logto.logs USING (true);

CREATE POLICY logs_tenant_id ON logto.logs AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.logto_configs ENABLE ROW LEVEL SECURITY;

CREATE POLICY logto_configs_modification ON logto.logto_configs USING (true);

CREATE POLICY logto_configs_tenant_id ON logto.logto_configs AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.oidc_model_instances ENABLE ROW LEVEL SECURITY;

CREATE POLICY oidc_model_instances_modification ON logto.oidc_model_instances USING (true);

CREATE POLICY oidc_model_instances_tenant_id ON logto.oidc_model_instances AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.oidc_session_extensions ENABLE ROW LEVEL SECURITY;

CREATE POLICY oidc_session_extensions_modification ON logto.oidc_session_extensions USING (true);

CREATE POLICY oidc_session_extensions_tenant_id ON logto.oidc_session_extensions AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.one_time_tokens ENABLE ROW LEVEL SECURITY;

CREATE POLICY one_time_tokens_modification ON logto.one_time_tokens USING (true);

CREATE POLICY one_time_tokens_tenant_id ON logto.one_time_tokens AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_application_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_application_relations_modification ON logto.organization_application_relations USING (true);

CREATE POLICY organization_application_relations_tenant_id ON logto.organization_application_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_invitation_role_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_invitation_role_relations_modification ON logto.organization_invitation_role_relations USING (true);

CREATE POLICY organization_invitation_role_relations_tenant_id ON logto.organization_invitation_role_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_invitations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_invitations_modification ON logto.organization_invitations USING (true);

CREATE POLICY organization_invitations_tenant_id ON logto.organization_invitations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_jit_email_domains ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_jit_email_domains_modification ON logto.organization_jit_email_domains USING (true);

CREATE POLICY organization_jit_email_domains_tenant_id ON logto.organization_jit_email_domains AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_jit_roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_jit_roles_modification ON logto.organization_jit_roles USING (true);

CREATE POLICY organization_jit_roles_tenant_id ON logto.organization_jit_roles AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_jit_sso_connectors ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_jit_sso_connectors_modification ON logto.organization_jit_sso_connectors USING (true);

CREATE POLICY organization_jit_sso_connectors_tenant_id ON logto.organization_jit_sso_connectors AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_role_application_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_role_application_relations_modification ON logto.organization_role_application_relations USING (true);

CREATE POLICY organization_role_application_relations_tenant_id ON logto.organization_role_application_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_role_resource_scope_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_role_resource_scope_relations_modification ON logto.organization_role_resource_scope_relations USING (true);

CREATE POLICY organization_role_resource_scope_relations_tenant_id ON logto.organization_role_resource_scope_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_role_scope_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_role_scope_relations_modification ON logto.organization_role_scope_relations USING (true);

CREATE POLICY organization_role_scope_relations_tenant_id ON logto.organization_role_scope_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_role_user_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_role_user_relations_modification ON logto.organization_role_user_relations USING (true);

CREATE POLICY organization_role_user_relations_tenant_id ON logto.organization_role_user_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_roles_modification ON logto.organization_roles USING (true);

CREATE POLICY organization_roles_tenant_id ON logto.organization_roles AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_scopes_modification ON logto.organization_scopes USING (true);

CREATE POLICY organization_scopes_tenant_id ON logto.organization_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organization_user_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organization_user_relations_modification ON logto.organization_user_relations USING (true);

CREATE POLICY organization_user_relations_tenant_id ON logto.organization_user_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.organizations ENABLE ROW LEVEL SECURITY;

CREATE POLICY organizations_modification ON logto.organizations USING (true);

CREATE POLICY organizations_tenant_id ON logto.organizations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.passcodes ENABLE ROW LEVEL SECURITY;

CREATE POLICY passcodes_modification ON logto.passcodes USING (true);

CREATE POLICY passcodes_tenant_id ON logto.passcodes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.personal_access_tokens ENABLE ROW LEVEL SECURITY;

CREATE POLICY personal_access_tokens_modification ON logto.personal_access_tokens USING (true);

CREATE POLICY personal_access_tokens_tenant_id ON logto.personal_access_tokens AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.resources ENABLE ROW LEVEL SECURITY;

CREATE POLICY resources_modification ON logto.resources USING (true);

CREATE POLICY resources_tenant_id ON logto.resources AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY roles_modification ON logto.roles USING (true);

ALTER TABLE logto.roles_scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY roles_scopes_modification ON logto.roles_scopes USING (true);

CREATE POLICY roles_scopes_tenant_id ON logto.roles_scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

CREATE POLICY roles_tenant_id ON logto.roles AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.saml_application_configs ENABLE ROW LEVEL SECURITY;

CREATE POLICY saml_application_configs_modification ON logto.saml_application_configs USING (true);

CREATE POLICY saml_application_configs_tenant_id ON logto.saml_application_configs AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.saml_application_secrets ENABLE ROW LEVEL SECURITY;

CREATE POLICY saml_application_secrets_modification ON logto.saml_application_secrets USING (true);

CREATE POLICY saml_application_secrets_tenant_id ON logto.saml_application_secrets AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.saml_application_sessions ENABLE ROW LEVEL SECURITY;

CREATE POLICY saml_application_sessions_modification ON logto.saml_application_sessions USING (true);

CREATE POLICY saml_application_sessions_tenant_id ON logto.saml_application_sessions AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.saml_sso_connector_signing_keys ENABLE ROW LEVEL SECURITY;

CREATE POLICY saml_sso_connector_signing_keys_modification ON logto.saml_sso_connector_signing_keys USING (true);

CREATE POLICY saml_sso_connector_signing_keys_tenant_id ON logto.saml_sso_connector_signing_keys AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.scopes ENABLE ROW LEVEL SECURITY;

CREATE POLICY scopes_modification ON logto.scopes USING (true);

CREATE POLICY scopes_tenant_id ON logto.scopes AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.secret_enterprise_sso_connector_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY secret_enterprise_sso_connector_relations_modification ON logto.secret_enterprise_sso_connector_relations USING (true);

CREATE POLICY secret_enterprise_sso_connector_relations_tenant_id ON logto.secret_enterprise_sso_connector_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.secret_social_connector_relations ENABLE ROW LEVEL SECURITY;

CREATE POLICY secret_social_connector_relations_modification ON logto.secret_social_connector_relations USING (true);

CREATE POLICY secret_social_connector_relations_tenant_id ON logto.secret_social_connector_relations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.secrets ENABLE ROW LEVEL SECURITY;

CREATE POLICY secrets_modification ON logto.secrets USING (true);

CREATE POLICY secrets_tenant_id ON logto.secrets AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.sentinel_activities ENABLE ROW LEVEL SECURITY;

CREATE POLICY sentinel_activities_modification ON logto.sentinel_activities USING (true);

CREATE POLICY sentinel_activities_tenant_id ON logto.sentinel_activities AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.sign_in_experiences ENABLE ROW LEVEL SECURITY;

CREATE POLICY sign_in_experiences_modification ON logto.sign_in_experiences USING (true);

CREATE POLICY sign_in_experiences_tenant_id ON logto.sign_in_experiences AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.sso_connector_idp_initiated_auth_configs ENABLE ROW LEVEL SECURITY;

CREATE POLICY sso_connector_idp_initiated_auth_configs_modification ON logto.sso_connector_idp_initiated_auth_configs USING (true);

CREATE POLICY sso_connector_idp_initiated_auth_configs_tenant_id ON logto.sso_connector_idp_initiated_auth_configs AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.sso_connectors ENABLE ROW LEVEL SECURITY;

CREATE POLICY sso_connectors_modification ON logto.sso_connectors USING (true);

CREATE POLICY sso_connectors_tenant_id ON logto.sso_connectors AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.subject_tokens ENABLE ROW LEVEL SECURITY;

CREATE POLICY subject_tokens_modification ON logto.subject_tokens USING (true);

CREATE POLICY subject_tokens_tenant_id ON logto.subject_tokens AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.tenants ENABLE ROW LEVEL SECURITY;

CREATE POLICY tenants_tenant_id ON logto.tenants USING (((db_user)::text = CURRENT_USER));

ALTER TABLE logto.trusted_devices ENABLE ROW LEVEL SECURITY;

CREATE POLICY trusted_devices_modification ON logto.trusted_devices USING (true);

CREATE POLICY trusted_devices_tenant_id ON logto.trusted_devices AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.user_geo_locations ENABLE ROW LEVEL SECURITY;

CREATE POLICY user_geo_locations_modification ON logto.user_geo_locations USING (true);

CREATE POLICY user_geo_locations_tenant_id ON logto.user_geo_locations AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.user_sign_in_countries ENABLE ROW LEVEL SECURITY;

CREATE POLICY user_sign_in_countries_modification ON logto.user_sign_in_countries USING (true);

CREATE POLICY user_sign_in_countries_tenant_id ON logto.user_sign_in_countries AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.user_sso_identities ENABLE ROW LEVEL SECURITY;

CREATE POLICY user_sso_identities_modification ON logto.user_sso_identities USING (true);

CREATE POLICY user_sso_identities_tenant_id ON logto.user_sso_identities AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.users ENABLE ROW LEVEL SECURITY;

CREATE POLICY users_modification ON logto.users USING (true);

ALTER TABLE logto.users_roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY users_roles_modification ON logto.users_roles USING (true);

CREATE POLICY users_roles_tenant_id ON logto.users_roles AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

CREATE POLICY users_tenant_id ON logto.users AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.verification_records ENABLE ROW LEVEL SECURITY;

CREATE POLICY verification_records_modification ON logto.verification_records USING (true);

CREATE POLICY verification_records_tenant_id ON logto.verification_records AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));

ALTER TABLE logto.verification_statuses ENABLE ROW LEVEL SECURITY;

CREATE POLICY verification_statuses_modification ON logto.verification_statuses USING (true);

CREATE POLICY verification_statuses_tenant_id ON logto.verification_statuses AS RESTRICTIVE USING (((tenant_id)::text = (( SELECT tenants.id
   FROM logto.tenants
  WHERE ((tenants.db_user)::text = CURRENT_USER)))::text));
`,
  cleans: [
    {
      table: "logto.saml_application_sessions",
      clock: "expires_at",
      retention:
        "expires_at passed (60 minutes after the SAML request, packages/core/src/routes/saml-application/anonymous.ts:297, 391)",
      source: "packages/core/src/queries/saml-application/sessions.ts:34",
      note: "deleteExpiredSessions, at the end of each SAML application's OIDC callback that carries a state (packages/core/src/routes/saml-application/anonymous.ts:210-218); the tenant's rows only (row-level security)",
    },
    {
      table: "logto.trusted_devices",
      clock: "expires_at",
      retention:
        "expires_at passed (the sign-in experience's trusted-device durationDays, default 30, packages/schemas/src/foundations/jsonb-types/sign-in-experience.ts:282)",
      source: "packages/core/src/queries/trusted-device.ts:142",
      note: "cleanupExpired, at most once per 5 minutes per tenant and process (packages/core/src/libraries/trusted-device.ts:21, 179-196), after a device is trusted (:231) or a trusted device's metadata is updated on sign-in (:275); the tenant's rows only (row-level security)",
    },
    {
      table: "logto.user_sign_in_countries",
      clock: "last_sign_in_at",
      retention:
        "180d (adaptiveMfaNewCountryWindowDays, packages/core/src/routes/experience/classes/libraries/adaptive-mfa-validator/constants.ts:1)",
      source: "packages/core/src/queries/user-sign-in-countries.ts:36",
      note: "only the rows of the user signing in, at each successful sign-in or registration whose request carries a location in the injected geolocation headers (x-logto-cf-country by default; adaptive-mfa-validator/index.ts:129-155, called from packages/core/src/routes/experience/classes/experience-interaction.ts:700)",
    },
  ],
  shouldAsk: [
    {
      table: "logto.oidc_model_instances",
      why: "the OIDC provider's sessions, grants, authorization codes, access and refresh tokens and interactions, per user (payload accountId), with expires_at; deleted when consumed, revoked or signed out, an expired one never by this repository's code (the pruning after expiry that packages/core/src/routes/admin-user/basics.ts:491 names is not in it)",
    },
    {
      table: "logto.oidc_session_extensions",
      why: "per OIDC session, the user (account_id), the client and the last submission of the sign-in, with created_at and updated_at; deleted with its session by uid or at sign-out, never by age",
    },
    {
      table: "logto.sentinel_activities",
      why: "every sign-in attempt's hashed identifier, action, result and payload, with created_at; deleted only when an administrator unblocks a target (its last hour), the retention prune its index comment names (sentinel_activities.sql:37) is not in this repository",
    },
    {
      table: "logto.passcodes",
      why: "verification codes sent to an email or phone, with the address and created_at; replaced by the next code for the same interaction or address, never deleted by age",
    },
    {
      table: "logto.one_time_tokens",
      why: "magic-link tokens per email with expires_at; an expired one is marked expired and kept",
    },
    {
      table: "logto.organization_invitations",
      why: "invitee email, inviter and accepted user with expires_at; an expired one is marked expired and kept",
    },
    {
      table: "logto.verification_records",
      why: "each user's verification records (data with the identifier verified), valid 10 minutes (expires_at), never deleted",
    },
    {
      table: "logto.verification_statuses",
      why: "a user's latest verified identifier (email or phone) with created_at, valid 10 minutes; replaced at the user's next verification, never deleted by age",
    },
    {
      table: "logto.subject_tokens",
      why: "token-exchange subject tokens per user with context, creator and expires_at; never deleted",
    },
    {
      table: "logto.idp_initiated_saml_sso_sessions",
      why: "the SAML assertion an identity provider sent (the user's attributes) with expires_at; deleted when used, an unused or expired one never",
    },
    {
      table: "logto.personal_access_tokens",
      why: "each user's personal access tokens with expires_at; deleted by the user or an administrator, an expired one never",
    },
    {
      table: "logto.user_geo_locations",
      why: "each user's last sign-in latitude and longitude (updated_at); upserted, deleted only with the user",
    },
    {
      table: "logto.daily_active_users",
      why: "which user was active on which date, kept for ever in this code (the daily job that summarises and trims it is Logto Cloud's)",
    },
    {
      table: "logto.aggregated_daily_active_users",
      why: "per user and date, how many times they were active; its comment names a daily job that removes expired data, which is not in this repository",
    },
    {
      table: "logto.service_logs",
      why: "logs of Logto's hosted services (emails sent, with the recipient in payload) with created_at; the age-based prune its index comment names (service_logs.sql:16) is not in this repository",
    },
  ],
  neverDelete: [
    "logto.tenants",
    "logto.users",
    "logto.users_roles",
    "logto.user_sso_identities",
    "logto.secrets",
    "logto.secret_social_connector_relations",
    "logto.secret_enterprise_sso_connector_relations",
    "logto.roles",
    "logto.roles_scopes",
    "logto.scopes",
    "logto.resources",
    "logto.applications",
    "logto.applications_roles",
    "logto.application_secrets",
    "logto.application_sign_in_experiences",
    "logto.application_user_consent_organizations",
    "logto.application_user_consent_organization_scopes",
    "logto.application_user_consent_organization_resource_scopes",
    "logto.application_user_consent_resource_scopes",
    "logto.application_user_consent_user_scopes",
    "logto.application_access_control_org_role_relations",
    "logto.application_access_control_organization_relations",
    "logto.application_access_control_user_relations",
    "logto.application_access_control_user_role_relations",
    "logto.organizations",
    "logto.organization_user_relations",
    "logto.organization_roles",
    "logto.organization_scopes",
    "logto.organization_role_user_relations",
    "logto.organization_role_scope_relations",
    "logto.organization_role_resource_scope_relations",
    "logto.organization_role_application_relations",
    "logto.organization_application_relations",
    "logto.organization_jit_email_domains",
    "logto.organization_jit_roles",
    "logto.organization_jit_sso_connectors",
    "logto.connectors",
    "logto.sso_connectors",
    "logto.sso_connector_idp_initiated_auth_configs",
    "logto.saml_application_configs",
    "logto.saml_application_secrets",
    "logto.saml_sso_connector_signing_keys",
    "logto.sign_in_experiences",
    "logto.account_centers",
    "logto.custom_phrases",
    "logto.custom_profile_fields",
    "logto.email_templates",
    "logto.captcha_providers",
    "logto.hooks",
    "logto.logto_configs",
    "logto.cimd_user_scopes",
    "logto.cimd_resource_scopes",
    "logto.cimd_organization_scopes",
    "logto.cimd_organization_resource_scopes",
    "logto.daily_token_usage",
    "logto.logs",
    "logto.systems",
  ],
};
