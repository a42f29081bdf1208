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

/**
 * Zulip's tables as its Django migrations create them (the columns a retention reads): a realm's
 * message_retention_days (NOT NULL, -1: for ever), a stream's (NULL: the realm's, -1: for ever),
 * messages to a recipient (a stream's, or a direct message's: personal 1, stream 2, group 3) and
 * of a realm. The index on (recipient_id, date_sent) is the one `plan` asks for.
 */
export const zulipSchemaSql = `
CREATE SCHEMA zulip;
CREATE TABLE zulip.zerver_realm (
  id serial PRIMARY KEY,
  string_id varchar(40) NOT NULL UNIQUE,
  name varchar(40) NOT NULL,
  message_retention_days integer NOT NULL DEFAULT -1,
  date_created timestamp with time zone NOT NULL);
CREATE TABLE zulip.zerver_recipient (
  id serial PRIMARY KEY,
  type_id integer NOT NULL,
  type smallint NOT NULL CHECK (type >= 0),
  CONSTRAINT zerver_recipient_type_type_id_uniq UNIQUE (type, type_id));
CREATE TABLE zulip.zerver_stream (
  id serial PRIMARY KEY,
  name varchar(60) NOT NULL,
  realm_id integer NOT NULL CONSTRAINT zerver_stream_realm_id_fk_zerver_realm_id REFERENCES zulip.zerver_realm (id) DEFERRABLE INITIALLY DEFERRED,
  recipient_id integer UNIQUE CONSTRAINT zerver_stream_recipient_id_fk_zerver_recipient_id REFERENCES zulip.zerver_recipient (id) DEFERRABLE INITIALLY DEFERRED,
  message_retention_days integer,
  deactivated boolean NOT NULL DEFAULT false,
  date_created timestamp with time zone NOT NULL);
CREATE TABLE zulip.zerver_message (
  id bigserial PRIMARY KEY,
  sender_id integer NOT NULL,
  recipient_id integer NOT NULL CONSTRAINT zerver_message_recipient_id_fk_zerver_recipient_id REFERENCES zulip.zerver_recipient (id) DEFERRABLE INITIALLY DEFERRED,
  realm_id integer NOT NULL CONSTRAINT zerver_message_realm_id_fk_zerver_realm_id REFERENCES zulip.zerver_realm (id) DEFERRABLE INITIALLY DEFERRED,
  subject varchar(60) NOT NULL,
  content text NOT NULL,
  date_sent timestamp with time zone NOT NULL);
CREATE INDEX zerver_message_recipient_id_date_sent ON zulip.zerver_message (recipient_id, date_sent);
CREATE INDEX zerver_message_realm_id_date_sent ON zulip.zerver_message (realm_id, date_sent);
`;

/**
 * Zulip's archiving (zerver/lib/retention.py) as plain SQL: a stream's messages by the stream's
 * days, else its realm's (-1: kept); direct messages by their realm's. `$1`: the run's now.
 */
export const zulipExpiredSql = `
SELECT m.id FROM zulip.zerver_message m
JOIN zulip.zerver_stream s ON s.recipient_id = m.recipient_id JOIN zulip.zerver_realm r ON r.id = s.realm_id
WHERE coalesce(s.message_retention_days, r.message_retention_days) <> -1
  AND m.date_sent < $1::timestamptz - coalesce(s.message_retention_days, r.message_retention_days) * interval '1 day'
UNION ALL
SELECT m.id FROM zulip.zerver_message m
JOIN zulip.zerver_recipient rc ON rc.id = m.recipient_id JOIN zulip.zerver_realm r ON r.id = m.realm_id
WHERE rc.type IN (1, 3) AND r.message_retention_days <> -1
  AND m.date_sent < $1::timestamptz - r.message_retention_days * interval '1 day'
ORDER BY 1`;

/** Zulip's two rules: stream messages by the closest level (stream, realm), direct messages by the realm. */
export const zulipPolicies = [
  {
    name: "stream_messages",
    table: "zulip.zerver_message",
    clock: "date_sent",
    tenant: {
      column: "recipient_id",
      table: "zulip.zerver_stream",
      key: "recipient_id",
      retention: "message_retention_days",
      unit: "d",
      never: [-1],
      parent: { column: "realm_id", retention: "message_retention_days", unit: "d", never: [-1] },
    },
    owner: "Zulip",
  },
  {
    name: "direct_messages",
    table: "zulip.zerver_message",
    clock: "date_sent",
    where: [
      { exists: { table: "zulip.zerver_recipient", where: [{ column: "type", in: [1, 3] }] } },
    ],
    tenant: { column: "realm_id", retention: "message_retention_days", unit: "d", never: [-1] },
    owner: "Zulip",
  },
];
