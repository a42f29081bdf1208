// What a setting is (its names at each door, its range, default and doc line, its parser) and the
// builders and parsers the settings table is written with.
import { durationHelp, parseDuration } from "../duration.js";
import { ConfigError } from "../errors.js";

/** The doors a setting comes through, each naming it its own way. */
export type Door = "env" | "flag" | "prop" | "context";

/** Where a setting belongs: what reads it. */
export type SettingGroup = "run" | "function" | "connection" | "deploy";

/**
 * The TypeScript type of a construct prop, as infra/setting-props.ts declares it (generated); a
 * construct's text is its ARN or name, which is what the function's environment carries.
 */
export type PropType =
  | "number"
  | "string"
  | "number | string"
  | "Duration"
  | "secretsmanager.ISecret"
  | "events.IEventBus"
  | "kms.IKey"
  | "s3.IBucket"
  | "ec2.ISecurityGroup"
  | "logs.RetentionDays"
  | "scheduler.ScheduleExpression"
  | "RetentionTableInput";

/** One setting, as every part that sets or reads it knows it. */
export interface Setting<V> {
  readonly group: SettingGroup;
  /** The function's environment variable: infra sets it, functions/lambda/settings.ts reads it. */
  readonly env?: string;
  /** The command line's flag. */
  readonly flag?: string;
  /** The command line reads `env` too when the flag is not given (a URL, a key kept out of `ps`). */
  readonly cliEnv?: boolean;
  /** The flag names a file whose text is the value (`--config FILE`). */
  readonly flagFile?: boolean;
  /** The RetentionJob construct's prop, and its type. */
  readonly prop?: string;
  readonly propType?: PropType;
  /** A prop the construct cannot do without. */
  readonly propRequired?: boolean;
  /** A Duration prop's text: milliseconds (default) or minutes. */
  readonly propUnit?: "ms" | "minutes";
  /** The bundled app's cdk.json context key (under `retention-job`). */
  readonly context?: string;
  /** A context key the bundled app cannot do without. */
  readonly contextRequired?: boolean;
  readonly range?: { readonly min: number; readonly max: number };
  /** The default as the docs state it (when absent: this text parsed, or the engine's own). */
  readonly default: string;
  /** One line for the docs' table. */
  readonly doc: string;
  /** The flag's argument as `--help` shows it (else the default). */
  readonly usage?: string;
  /** Still read, no longer to be used: what to use instead. */
  readonly deprecated?: string;
  /** Text (or nothing) to the value; a bad text throws ConfigError naming `field`. */
  read(text: string | undefined, field: string): V;
  /** The value as the text `read` takes back (what infra writes into the environment). */
  format(value: NonNullable<V>): string;
}

type Names = Omit<Setting<unknown>, "read" | "format" | "default">;
type Spec<T> = Names & {
  default: string;
  parse(text: string, field: string): T;
  format?(value: T): string;
};

const given = (text: string | undefined): text is string => text !== undefined && text !== "";

/** A setting that always has a value: absent, its default text is parsed. */
export function withDefault<T>(spec: Spec<T>): Setting<T> {
  const { parse, format = String, ...rest } = spec;
  return {
    ...rest,
    format,
    read: (text, field) => parse(given(text) ? text : spec.default, field),
  };
}

/** A setting that may be absent: then the engine's default holds (`default` says which). */
export function optional<T>(spec: Spec<T>): Setting<T | undefined> {
  const { parse, format = String, ...rest } = spec;
  return {
    ...rest,
    format: format as (value: NonNullable<T | undefined>) => string,
    read: (text, field) => (given(text) ? parse(text, field) : undefined),
  };
}

/** An integer within a range. */
export const integer =
  (range: { min: number; max: number }, unit = "") =>
  (text: string, field: string): number => {
    const value = Number(text);
    if (!/^-?\d+$/.test(text.trim()) || value < range.min || value > range.max) {
      const kind = range.min > 0 ? "a positive integer" : "an integer";
      throw new ConfigError(
        field,
        `must be ${kind} from ${range.min} to ${range.max}${unit}, got "${text}"`,
      );
    }
    return value;
  };

/** A duration in milliseconds; zero only where it means "none". */
export const duration =
  (allowZero: boolean) =>
  (text: string, field: string): number => {
    const ms = parseDuration(text);
    if (ms === undefined || ms < 0 || (ms === 0 && !allowZero)) {
      throw new ConfigError(field, `"${text}" is not ${durationHelp}`);
    }
    return ms;
  };

/** A text matching a pattern, or the error `must be ...`. */
export const matching =
  (pattern: RegExp, what: string) =>
  (text: string, field: string): string => {
    if (!pattern.test(text)) throw new ConfigError(field, `must be ${what}, got "${text}"`);
    return text;
  };

/** One of a few words. */
export const oneOf =
  <W extends string>(words: readonly W[]) =>
  (text: string, field: string): W => {
    if ((words as readonly string[]).includes(text)) return text as W;
    const listed = `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
    throw new ConfigError(field, `must be ${listed}, got "${text}"`);
  };

/** A JSON text parsed; a JSON value that is not valid names the field. */
export function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(field, `is not valid JSON (${(error as Error).message})`);
  }
}

export const ms = (value: number) => `${value}ms`;
export const offOr =
  (format: (value: number) => string) =>
  (value: number | null): string =>
    value === null ? "off" : format(value);

/** A Secrets Manager secret's ARN (complete, or partial: the secret's name without its suffix). */
export const SECRET_ARN = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/;

/** A command's setting flags as its usage shows them, wrapped to `width` columns. */
export function flagUsage(
  table: Record<string, Setting<unknown>>,
  indent: string,
  width = 100,
): string {
  const lines = [""];
  for (const setting of Object.values(table)) {
    if (!setting.flag) continue;
    const flag = `[${setting.flag} ${setting.usage ?? setting.default}]`;
    const last = lines.length - 1;
    if (`${indent}${lines[last]} ${flag}`.length > width) lines.push(flag);
    else lines[last] = lines[last] ? `${lines[last]} ${flag}` : flag;
  }
  return lines.map((line) => `${indent}${line}`).join("\n");
}
