// The bundled app's context (cdk.json's `retention-job` key): every key a setting of the table
// (functions/contract/settings.ts), read by its parser, an error naming the key.
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import type { NightWindow } from "../functions/contract/night-window.js";
import { loadPreset } from "../functions/contract/retention-table.js";
import {
  type AllSettings,
  CONNECTION_SETTINGS,
  checkKnownKeys,
  exactlyOneTable,
  fieldAt,
  LAMBDA_SETTINGS,
  namingOf,
  nightWindowOn,
  readSettings,
  SETTINGS,
  scheduleInsideWindow,
  settingsAt,
} from "../functions/contract/settings.js";

/** The CDK context key that holds the bundled app's inputs (cdk.json, or `-c retention-job='{...}'`). */
export const CONTEXT_KEY = "retention-job";

/** The context, read: every setting (defaults filled), the night window, and the values as given. */
export interface StackInput {
  settings: AllSettings;
  nightWindow: NightWindow;
  raw: Record<string, unknown>;
}

const named = namingOf("context");

function contextObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined)
    throw new ConfigError(CONTEXT_KEY, `no context: set "${CONTEXT_KEY}" in cdk.json or with -c`);
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new ConfigError(CONTEXT_KEY, `is not valid JSON (${(error as Error).message})`);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError(CONTEXT_KEY, "must be an object of settings (docs/settings.md)");
  return value as Record<string, unknown>;
}

/** Validates the bundled app's inputs; errors name the context key (`retention-job.vpcId: ...`). */
export function parseStackInput(input: unknown): StackInput {
  const raw = contextObject(input);
  checkKnownKeys(SETTINGS, "context", Object.keys(raw));
  const C = CONNECTION_SETTINGS;
  // Which table comes first: a second one is refused before either is read.
  exactlyOneTable(
    { setting: C.preset, value: raw[named.label(C.preset)] },
    { setting: C.retentionTable, value: raw[named.label(C.retentionTable)] },
    named,
  );
  const texts = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  const settings = readSettings(SETTINGS, "context", texts) as AllSettings;
  for (const [key, setting] of Object.entries(settingsAt(SETTINGS, "context"))) {
    if (setting.contextRequired && settings[key as keyof AllSettings] === undefined)
      throw new ConfigError(fieldAt("context", setting.context as string), "is required");
  }
  if (settings.preset !== undefined) loadPreset(settings.preset, named.field(C.preset));
  const F = LAMBDA_SETTINGS;
  const zone = settings.nightWindowTimeZone;
  const nightWindow = nightWindowOn(
    { window: F.nightWindow, windowUtc: F.nightWindowUtc, zone: F.nightWindowTimeZone },
    { window: settings.nightWindow, windowUtc: settings.nightWindowUtc, zone },
    named,
    DEFAULTS.nightWindowUtc,
  );
  scheduleInsideWindow(settings.schedule, zone, nightWindow, named.field(SETTINGS.schedule));
  return { settings, nightWindow, raw };
}
