/** The built-in retention tables, as a user would write them; loadPreset (retention-table.ts) parses them. */

/** The identity service's retention table (its SessionRetentionJob). */
const identity = {
  policies: [
    {
      name: "sign_in_confirmation_requests",
      description: "Sign-in code requests, any status, 30 days after creation.",
      table: "identity.sign_in_confirmation_requests",
      key: "id",
      clock: "created_at",
      retention: "30d",
      owner: "PIN Platform Core",
    },
    {
      name: "refresh_sessions",
      description:
        "Terminal refresh sessions 90 days after they ended; Active never; leaf-first along the rotation chain.",
      table: "identity.refresh_sessions",
      key: "id",
      clock: "updated_at",
      retention: "90d",
      status: { column: "status", values: ["Rotated", "Revoked", "Expired"] },
      selfReference: "parent_session_id",
      owner: "PIN Platform Core",
    },
  ],
};

/** ADR 0021 of svc-identidad: what its retention table intends, not what its code does. */
const identidad = {
  policies: [
    {
      name: "trx_refresh_tokens",
      description:
        "Revoked or expired refresh tokens, 30 days after least(revocado_en, expiracion): the replay-forensics window (the ADR's code deleted revoked tokens at once).",
      table: "identidad.trx_refresh_tokens",
      key: "id",
      clock: "least(revocado_en, expiracion)",
      retention: "30d",
      owner: "svc-identidad",
    },
    {
      name: "trx_pre_tokens",
      description: "Used or expired pre-tokens, 24 hours after least(usado_en, expiracion).",
      table: "identidad.trx_pre_tokens",
      key: "id",
      clock: "least(usado_en, expiracion)",
      retention: "24h",
      owner: "svc-identidad",
    },
    {
      name: "log_sesiones",
      description:
        "Monthly partitions of the session log, dropped once their whole month is 12 months old.",
      table: "identidad.log_sesiones",
      mechanism: "drop-partitions",
      clock: "creado_en",
      retention: "12 months",
      owner: "svc-identidad",
    },
  ],
};

/**
 * Keycloak's event tables, as its Liquibase changelogs create them: times in epoch milliseconds
 * (bigint), indexes that lead with realm_id. Keycloak's own expiry deletes each realm's events in
 * one statement, which is known to time out logins on big installations. Defaults: login events
 * 30 days, admin events (an audit trail) 365 days; copy the preset into your own retention table
 * to change them.
 */
const keycloakEvents = {
  policies: [
    {
      name: "keycloak_events",
      description: "Keycloak login events (event_entity), 30 days after event_time.",
      table: "public.event_entity",
      clock: "event_time",
      clockUnit: "epoch-ms",
      retention: "30d",
      owner: "identity platform",
    },
    {
      name: "keycloak_admin_events",
      description: "Keycloak admin events (admin_event_entity), 365 days after admin_event_time.",
      table: "public.admin_event_entity",
      clock: "admin_event_time",
      clockUnit: "epoch-ms",
      retention: "365d",
      owner: "identity platform",
    },
  ],
};

export const presets: Record<string, unknown> = {
  identity,
  identidad,
  "keycloak-events": keycloakEvents,
};

export const presetNames = Object.keys(presets);
