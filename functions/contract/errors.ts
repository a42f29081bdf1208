import type { z } from "zod";

/** Base class of every error raised on purpose. */
export class RetentionError extends Error {
  override name = "RetentionError";
}

/** Bad input: a retention table, an event, a setting or a flag. Nothing has been deleted. */
export class ConfigError extends RetentionError {
  override name = "ConfigError";
  constructor(
    /** Path of the offending field, e.g. `policies[1].retention` or `MAX_RUN_DURATION`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** A policy that cannot run safely (for example an RLS trap). */
export class PolicyError extends RetentionError {
  override name = "PolicyError";
  constructor(
    readonly policy: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`policy ${policy}: ${message}`, options);
  }
}

/** `["policies", 0, "retention"]` → `policies[0].retention` */
export function formatPath(path: readonly PropertyKey[], root = ""): string {
  let out = root;
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out === "" ? "(root)" : out;
}

/** Turns the first schema issue into a ConfigError that names the field. */
export function configErrorFrom(error: z.ZodError, root = ""): ConfigError {
  const issue = error.issues[0];
  if (!issue) return new ConfigError(root || "(root)", "invalid");
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => formatPath([...issue.path, key], root));
    return new ConfigError(
      keys[0] as string,
      `unknown key (${keys.join(", ")}); check the spelling`,
    );
  }
  return new ConfigError(formatPath(issue.path, root), issue.message);
}
