import { parseRetentionTable, type RetentionTable } from "./config.js";
import { ConfigError } from "./errors.js";

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

const presets: Record<string, unknown> = { identity };

export const presetNames = Object.keys(presets);

export function loadPreset(name: string, field = "--preset"): RetentionTable {
  const preset = presets[name];
  if (preset === undefined) {
    throw new ConfigError(field, `unknown preset "${name}"; known: ${presetNames.join(", ")}`);
  }
  return parseRetentionTable(preset);
}
