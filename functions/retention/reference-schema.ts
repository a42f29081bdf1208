/** The identity service's tables (seed 000), as the preset, the tests and the demo use them. */
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
