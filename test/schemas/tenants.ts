// Retention per tenant as applications keep it, in their own schemas: Keycloak's realms and events
// as its Liquibase changelogs create them (REALM.EVENTS_EXPIRATION in seconds, EVENTS_ENABLED;
// EVENT_ENTITY.REALM_ID with no foreign key, EVENT_TIME in ms since the epoch, IDX_EVENT_TIME on
// (REALM_ID, EVENT_TIME)), and a Rails SaaS app's organizations with a plan tier, their own
// retention in days and an opt-out (audit events with a foreign key, an index on (organization_id,
// created_at), timestamp(6) without time zone as Rails writes it). The oracles are plain SQL.
export const keycloakSchemaSql = `
CREATE SCHEMA keycloak;
CREATE TABLE keycloak.realm (
  id character varying(36) NOT NULL,
  access_code_lifespan integer,
  enabled boolean DEFAULT false NOT NULL,
  events_enabled boolean DEFAULT false NOT NULL,
  events_expiration bigint,
  name character varying(255),
  not_before integer,
  CONSTRAINT constraint_4a PRIMARY KEY (id),
  CONSTRAINT uk_orvsdmla56612eaefiq6wl5oi UNIQUE (name));
CREATE TABLE keycloak.event_entity (
  id character varying(36) NOT NULL,
  client_id character varying(255),
  details_json character varying(2550),
  error character varying(255),
  ip_address character varying(255),
  realm_id character varying(255),
  session_id character varying(255),
  event_time bigint,
  type character varying(255),
  user_id character varying(255),
  details_json_long_value text,
  CONSTRAINT constraint_4 PRIMARY KEY (id));
CREATE INDEX idx_event_time ON keycloak.event_entity USING btree (realm_id, event_time);
`;

/**
 * Keycloak's own clean-up (JpaEventStoreProvider.clearExpiredEvents) as plain SQL: per realm whose
 * expiration is over 0, its events older than now - expiration seconds. `$1`: the run's now.
 */
export const keycloakExpiredSql = `
SELECT e.id FROM keycloak.event_entity e JOIN keycloak.realm r ON r.id = e.realm_id
WHERE r.events_expiration > 0
  AND e.event_time < (extract(epoch FROM $1::timestamptz) * 1000)::bigint - r.events_expiration * 1000
ORDER BY e.id`;

export const saasSchemaSql = `
CREATE SCHEMA saas;
CREATE TABLE saas.organizations (
  id bigserial PRIMARY KEY,
  name character varying NOT NULL,
  plan character varying DEFAULT 'free' NOT NULL,
  retention_days integer,
  retention_enabled boolean DEFAULT true NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL);
CREATE UNIQUE INDEX index_organizations_on_name ON saas.organizations (name);
CREATE TABLE saas.audit_events (
  id bigserial PRIMARY KEY,
  organization_id bigint,
  action character varying NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_6d9d1b2c3a FOREIGN KEY (organization_id) REFERENCES saas.organizations (id));
CREATE INDEX index_audit_events_on_organization_id_and_created_at ON saas.audit_events (organization_id, created_at);
`;

/**
 * The SaaS app's rule as plain SQL: an organization's own retention_days, else its plan's (free 30
 * days, pro 365), else the default; none for an organization that opted out; the default for
 * events of no organization. `$1`: the run's now, `$2`: the default (90 days; NULL: none, such rows are kept) (created_at is UTC wall-clock time, as Rails writes it).
 */
export const saasExpiredSql = `
SELECT e.id FROM saas.audit_events e LEFT JOIN saas.organizations o ON o.id = e.organization_id
WHERE (e.organization_id IS NULL AND e.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - $2::interval)
   OR (o.retention_enabled AND e.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - coalesce(
        o.retention_days * interval '1 day',
        CASE o.plan WHEN 'free' THEN interval '30 days' WHEN 'pro' THEN interval '365 days' END,
        $2::interval))
ORDER BY e.id`;

/** The SaaS policy: the tenant's column, its tier, its opt-out; 90 days the default. */
export const saasPolicy = {
  name: "audit_events",
  table: "saas.audit_events",
  clock: "created_at",
  retention: "90d",
  tenant: {
    column: "organization_id",
    retention: "retention_days",
    unit: "d",
    enabled: "retention_enabled",
    tiers: { column: "plan", values: { free: "30d", pro: "365d" } },
  },
  owner: "SaaS",
};

/** Keycloak's rule: a realm's EVENTS_EXPIRATION seconds; 0 or less (or NULL, no default) keeps them. */
export const keycloakPolicy = {
  name: "keycloak_events",
  table: "keycloak.event_entity",
  clock: "event_time",
  clockUnit: "epoch-ms",
  tenant: {
    column: "realm_id",
    table: "keycloak.realm",
    key: "id",
    retention: "events_expiration",
    unit: "s",
    never: { atMost: 0 },
  },
  owner: "Identity",
};
