// Each setting declared once (settings/: its name at every door, its parser, range, default and
// doc line): the construct's props type and the docs' tables are generated from this table (npm
// run docs:settings), the bundled app's context, the function's environment and the command line's
// flags are read through it.
import { ConfigError, type Problem } from "./errors.js";
import { CONNECTION_SETTINGS } from "./settings/connection.js";
import type { Door, Setting } from "./settings/define.js";
import { DEPLOY_SETTINGS } from "./settings/deploy.js";
import { FUNCTION_SETTINGS } from "./settings/function.js";
import { fieldAt, namingOf } from "./settings/rules.js";
import { RUN_SETTINGS } from "./settings/run.js";

export { DEFAULT_CA_BUNDLE } from "./settings/connection.js";
export {
  type Door,
  flagUsage,
  type PropType,
  type Setting,
  type SettingGroup,
} from "./settings/define.js";
export {
  exactlyOneTable,
  fieldAt,
  type Naming,
  namingOf,
  neededBy,
  nightWindowOn,
  notBoth,
  onlyWith,
  scheduleInsideWindow,
} from "./settings/rules.js";
export { CONNECTION_SETTINGS, DEPLOY_SETTINGS, RUN_SETTINGS };
/** The settings of the Lambda door alone. */
export const LAMBDA_SETTINGS = FUNCTION_SETTINGS;

type Table = Record<string, Setting<unknown>>;
type Values<T extends Table> = { -readonly [K in keyof T]: ReturnType<T[K]["read"]> };
export type RunSettingKey = keyof typeof RUN_SETTINGS;
export type LambdaSettingKey = keyof typeof FUNCTION_SETTINGS;
/** A run's settings, parsed: what both doors hand the engine (engine/pipeline/options.ts). */
export type RunSettings = Values<typeof RUN_SETTINGS>;
export type LambdaSettings = Values<typeof FUNCTION_SETTINGS>;
export type ConnectionSettings = Values<typeof CONNECTION_SETTINGS>;
export type DeploySettings = Values<typeof DEPLOY_SETTINGS>;

/** Every setting, by key, in the order the docs list them. */
export const SETTINGS = {
  ...RUN_SETTINGS,
  ...FUNCTION_SETTINGS,
  ...CONNECTION_SETTINGS,
  ...DEPLOY_SETTINGS,
} as const;
export type SettingKey = keyof typeof SETTINGS;
export type AllSettings = Values<typeof SETTINGS>;

/** The settings a door has, by key. */
export function settingsAt<T extends Table>(table: T, door: Door): Partial<T> {
  return Object.fromEntries(
    Object.entries(table).filter(([, setting]) => setting[door] !== undefined),
  ) as Partial<T>;
}

/** A door's text of a setting: the flag's name without its dashes; the rest as they are. */
const keyAt = (setting: Setting<unknown>, door: Door): string | undefined => {
  const name = setting[door];
  return name !== undefined && door === "flag" ? name.slice(2) : name;
};

/**
 * Reads a table of settings from a door's texts, keyed as the door names them: the function's
 * environment (by `env`), the command line's flags (by `flag`, falling back to the environment
 * for settings it reads there too), the construct's props and the bundled app's context, each
 * turned to text first. A setting the door has no name for reads as absent (its default, if any);
 * a bad text throws ConfigError naming the setting as the door does.
 */
export function readSettings<T extends Table>(
  table: T,
  door: Door,
  texts: Record<string, string | undefined>,
  env: Record<string, string | undefined> = {},
): Values<T> {
  const values: Record<string, unknown> = {};
  const naming = namingOf(door);
  const problems: Problem[] = [];
  for (const [key, setting] of Object.entries(table)) {
    // A file's path (`--config FILE`) is the command's to read: its text is the value.
    const name = door === "flag" && setting.flagFile ? undefined : keyAt(setting, door);
    const text = name === undefined ? undefined : texts[name];
    const fromEnv = text === undefined && door === "flag" && setting.cliEnv && setting.env;
    try {
      values[key] = fromEnv
        ? setting.read(env[setting.env as string], setting.env as string)
        : setting.read(text, name === undefined ? key : naming.field(setting));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  // Every bad setting at once, so that a user fixes them all in one go.
  if (problems.length > 0) throw ConfigError.of(problems);
  return values as Values<T>;
}

/** Keys a door was given that no setting of the table has: a typo is an error, not a default. */
export function checkKnownKeys(table: Table, door: Door, given: string[]): void {
  const known = new Set(Object.values(table).flatMap((setting) => keyAt(setting, door) ?? []));
  const unknown = given.filter((key) => !known.has(key));
  if (unknown.length === 0) return;
  const fields = unknown.map((key) => fieldAt(door, key));
  throw new ConfigError(
    fields[0] as string,
    `unknown key (${fields.join(", ")}); check the spelling`,
  );
}

/**
 * The function's environment for the given settings, each by its variable: a value in the
 * setting's text, a text (a prop as written, such as "16MB", or a construct's ARN) as it is.
 */
export function settingsEnvironment(
  values: Partial<Record<SettingKey, unknown>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const setting = (SETTINGS as Table)[key];
    if (value === undefined || !setting?.env) continue;
    environment[setting.env] = typeof value === "string" ? value : setting.format(value as never);
  }
  return environment;
}
