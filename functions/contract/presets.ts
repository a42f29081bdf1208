/** The built-in retention tables, as a user would write them; loadPreset (retention-table.ts) parses them. */

/** Seed 000 (SessionRetentionJob): the identity service's retention table. */
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

/** Seed 001 (ADR 0021, svc-identidad): what its retention table intends, not what its code does. */
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

export const presets: Record<string, unknown> = { identity, identidad };

export const presetNames = Object.keys(presets);
