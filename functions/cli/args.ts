// The command line's flags: parsed with node:util, each value checked, each error naming its flag.
import { type ParseArgsConfig, parseArgs } from "node:util";
import { durationHelp, parseDuration } from "../contract/duration.js";
import { ConfigError } from "../contract/errors.js";
import {
  loadPreset,
  loadRetentionTableFile,
  type Policy,
  type RetentionTable,
  selectPolicies,
} from "../contract/retention-table.js";
import {
  CONNECTION_SETTINGS,
  type ConnectionSettings,
  readSettings,
  SETTINGS,
  type Setting,
} from "../contract/settings.js";
import type { Io } from "./io.js";

/** The options every database command takes. */
export const tableOptions = {
  preset: { type: "string" },
  config: { type: "string" },
  policies: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const databaseOptions = { ...tableOptions, "database-url": { type: "string" } } as const;

/** What a flag's value must be, for the flags that are not settings (settings: their own parsers). */
const FLAG_VALUES: Record<string, (text: string, field: string) => unknown> = {
  interval: (text, field) => duration(text, field),
  grace: (text, field) => duration(text, field),
  "poll-interval": (text, field) => duration(text, field),
  nights: (text, field) => positiveInt(text, field),
  "rehearsal-max-rows": (text, field) => positiveInt(text, field),
};

/** Set while a command line is only checked (checkCommandLine): parsing stops there. */
const checking = { on: false };
/** Thrown by parseOptions once a command line checked only has parsed. */
export class CheckedOnly extends Error {}

/**
 * Runs `act` with commands stopping once their flags are parsed and checked: what the docs' tests
 * ask of a command line they show (flags known, values valid, the command's own rules).
 */
export async function checkingOnly(act: () => Promise<unknown>): Promise<void> {
  checking.on = true;
  try {
    await act();
    throw new Error(
      "the command ran past its flags' check (it did not parse them with parseOptions)",
    );
  } catch (error) {
    if (!(error instanceof CheckedOnly)) throw error;
  } finally {
    checking.on = false;
  }
}

/**
 * parseArgs, with its complaint (unknown option, missing value) turned into bad input; each value
 * checked as its flag says (a setting's flag by the settings table's parser), then the command's
 * own rules (`check`), every problem named by its flag before anything is read or opened.
 */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  check?: (values: ReturnType<typeof parseArgs<{ options: T }>>["values"]) => void,
) {
  let values: ReturnType<typeof parseArgs<{ options: T }>>["values"];
  try {
    values = parseArgs({ args, options, allowPositionals: false }).values;
  } catch (error) {
    throw new ConfigError("arguments", (error as Error).message);
  }
  const texts = values as Record<string, unknown>;
  for (const setting of Object.values(SETTINGS) as Setting<unknown>[]) {
    const name = setting.flag?.slice(2);
    if (name && !setting.flagFile && typeof texts[name] === "string")
      setting.read(texts[name] as string, setting.flag as string);
  }
  for (const [name, kind] of Object.entries(FLAG_VALUES))
    if (typeof texts[name] === "string") kind(texts[name] as string, `--${name}`);
  check?.(values);
  if (checking.on) throw new CheckedOnly();
  return values;
}

/**
 * The flags of a table of settings (contract/settings.ts), each taking a text. Typed as no keys:
 * their values are read by readSettings, not by name.
 */
export function settingFlags(table: Record<string, { flag?: string }>): Record<never, never> {
  return Object.fromEntries(
    Object.values(table).flatMap((setting) =>
      setting.flag ? [[setting.flag.slice(2), { type: "string" }]] : [],
    ),
  );
}

/** `a,b` → ["a", "b"] */
export const list = (text: string | undefined) => text?.split(",").map((name) => name.trim());

/** The retention table of --config or --preset (default identity). */
export async function tableFrom(values: {
  preset?: string;
  config?: string;
}): Promise<RetentionTable> {
  if (values.preset !== undefined && values.config !== undefined) {
    throw new ConfigError("--config", "give either --preset or --config, not both");
  }
  return values.config
    ? await loadRetentionTableFile(values.config)
    : loadPreset(values.preset ?? "identity");
}

export async function policiesFrom(values: {
  preset?: string;
  config?: string;
  policies?: string;
}): Promise<Policy[]> {
  return selectPolicies(await tableFrom(values), list(values.policies), "--policies");
}

/**
 * The connection and secret settings the command line takes (contract/settings.ts): each by its
 * flag, else by its environment variable where the table says the command line reads it there.
 */
export const connection = (values: Record<string, unknown>, io: Io): ConnectionSettings =>
  readSettings(CONNECTION_SETTINGS, "flag", values as Record<string, string | undefined>, io.env);

export function databaseUrl(values: { "database-url"?: string }, io: Io): string {
  const { databaseUrl: url } = readSettings(
    { databaseUrl: CONNECTION_SETTINGS.databaseUrl },
    "flag",
    values,
    io.env,
  );
  if (!url)
    throw new ConfigError("--database-url", "no database: pass --database-url or set DATABASE_URL");
  return url;
}

export function positiveInt(text: string | undefined, field: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(field, `must be a positive integer, got "${text}"`);
  return value;
}

export function duration(text: string | undefined, field: string): number | undefined {
  if (text === undefined) return undefined;
  const ms = parseDuration(text);
  if (ms === undefined) throw new ConfigError(field, `"${text}" is not ${durationHelp}`);
  return ms;
}
