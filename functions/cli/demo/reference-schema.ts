/** The identity service's tables (the identity worker's loop), as the preset, the tests and the demo use them. */
export const identitySchemaSql = `
CREATE SCHEMA identity;
CREATE TABLE identity.users (
  id uuid PRIMARY KEY,
  phone_number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE identity.sign_in_confirmation_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity.users(id),
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending','Confirmed','Expired','Exhausted','Superseded')),
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL);
CREATE INDEX ix_sicr_created_at ON identity.sign_in_confirmation_requests (created_at);
CREATE TABLE identity.refresh_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity.users(id),
  parent_session_id uuid REFERENCES identity.refresh_sessions(id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('Active','Rotated','Revoked','Expired')),
  token_hash text NOT NULL,
  user_agent text,
  ip_address inet,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL);
CREATE INDEX ix_refresh_sessions_parent ON identity.refresh_sessions (parent_session_id);
`;

/** The API role the identidad schema's RLS policies are written for (cluster-wide, created if missing). */
export const IDENTIDAD_API_ROLE = "identidad_api";

/**
 * The identidad service (ADR 0021): refresh tokens, pre-tokens, and a session log partitioned by month
 * (from 15 months back to 2 ahead, plus a default partition). Row-level security is enabled and
 * forced on all three tables; the API role sees only the rows of app.current_empresa_id.
 */
export const identidadSchemaSql = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${IDENTIDAD_API_ROLE}') THEN
    CREATE ROLE ${IDENTIDAD_API_ROLE} NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- created meanwhile by another session
END $$;
CREATE SCHEMA identidad;
CREATE TABLE identidad.trx_refresh_tokens (
  id uuid PRIMARY KEY, empresa_id uuid NOT NULL, usuario_id uuid NOT NULL,
  token_hash text NOT NULL, revocado boolean NOT NULL DEFAULT false,
  revocado_en timestamptz, expiracion timestamptz NOT NULL,
  creado_en timestamptz NOT NULL, ip inet, user_agent text);
CREATE TABLE identidad.trx_pre_tokens (
  id uuid PRIMARY KEY, empresa_id uuid NOT NULL, usuario_id uuid NOT NULL,
  usado_en timestamptz, expiracion timestamptz NOT NULL, creado_en timestamptz NOT NULL);
CREATE TABLE identidad.log_sesiones (
  id bigint GENERATED ALWAYS AS IDENTITY, empresa_id uuid NOT NULL,
  usuario_id uuid NOT NULL, evento text NOT NULL, ip inet,
  creado_en timestamptz NOT NULL) PARTITION BY RANGE (creado_en);
DO $$
DECLARE month date := date_trunc('month', now() AT TIME ZONE 'UTC')::date - interval '15 months';
BEGIN
  WHILE month <= date_trunc('month', now() AT TIME ZONE 'UTC')::date + interval '2 months' LOOP
    EXECUTE format(
      'CREATE TABLE identidad.%I PARTITION OF identidad.log_sesiones FOR VALUES FROM (%L) TO (%L)',
      'log_sesiones_' || to_char(month, 'YYYY_MM'),
      month::timestamp AT TIME ZONE 'UTC', (month + interval '1 month')::timestamp AT TIME ZONE 'UTC');
    month := month + interval '1 month';
  END LOOP;
END $$;
CREATE TABLE identidad.log_sesiones_default PARTITION OF identidad.log_sesiones DEFAULT;
CREATE INDEX ON identidad.log_sesiones (creado_en);
GRANT USAGE ON SCHEMA identidad TO ${IDENTIDAD_API_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA identidad TO ${IDENTIDAD_API_ROLE};
ALTER TABLE identidad.trx_refresh_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE identidad.trx_refresh_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE identidad.trx_pre_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE identidad.trx_pre_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE identidad.log_sesiones ENABLE ROW LEVEL SECURITY;
ALTER TABLE identidad.log_sesiones FORCE ROW LEVEL SECURITY;
CREATE POLICY por_empresa ON identidad.trx_refresh_tokens TO ${IDENTIDAD_API_ROLE}
  USING (empresa_id = current_setting('app.current_empresa_id')::uuid);
CREATE POLICY por_empresa ON identidad.trx_pre_tokens TO ${IDENTIDAD_API_ROLE}
  USING (empresa_id = current_setting('app.current_empresa_id')::uuid);
CREATE POLICY por_empresa ON identidad.log_sesiones TO ${IDENTIDAD_API_ROLE}
  USING (empresa_id = current_setting('app.current_empresa_id')::uuid);
`;

/** Keycloak's event tables, as its Liquibase changelogs leave them (its indexes lead with realm_id). */
export const keycloakEventsSchemaSql = `
CREATE TABLE public.event_entity (id varchar(36) NOT NULL, client_id varchar(255), details_json varchar(2550),
  error varchar(255), ip_address varchar(255), realm_id varchar(255), session_id varchar(255),
  event_time bigint, type varchar(255), user_id varchar(255), details_json_long_value text,
  CONSTRAINT constraint_4 PRIMARY KEY (id));
CREATE INDEX idx_event_time ON public.event_entity (realm_id, event_time);
CREATE TABLE public.admin_event_entity (id varchar(36) NOT NULL, admin_event_time bigint, realm_id varchar(255),
  operation_type varchar(255), auth_realm_id varchar(255), auth_client_id varchar(255), auth_user_id varchar(255),
  ip_address varchar(255), resource_path varchar(2550), representation text, error varchar(255),
  resource_type varchar(64), details_json text, CONSTRAINT constraint_admin_event_entity PRIMARY KEY (id));
CREATE INDEX idx_admin_event_time ON public.admin_event_entity (realm_id, admin_event_time);
`;
