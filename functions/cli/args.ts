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
import type { Io } from "./io.js";

/** The options every database command takes. */
export const tableOptions = {
  preset: { type: "string" },
  config: { type: "string" },
  policies: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const databaseOptions = { ...tableOptions, "database-url": { type: "string" } } as const;

/** parseArgs, with its complaint (unknown option, missing value) turned into bad input. */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: false }).values;
  } catch (error) {
    throw new ConfigError("arguments", (error as Error).message);
  }
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

export function databaseUrl(values: { "database-url"?: string }, io: Io): string {
  const url = values["database-url"] ?? io.env.DATABASE_URL;
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
