// The few named errors: ConfigError (bad input, every problem named), PolicyError.
import type { z } from "zod";

/** Base class of every error raised on purpose. */
export class RetentionError extends Error {
  override name = "RetentionError";
}

/** One thing wrong with an input: where, and what. */
export interface Problem {
  field: string;
  message: string;
}

/**
 * Bad input: a retention table, an event, a setting or a flag. Nothing has been deleted. It says
 * every problem found, one per line (`field: message`), so that a user fixes them all at once.
 */
export class ConfigError extends RetentionError {
  override name = "ConfigError";
  /** Path of the (first) offending field, e.g. `policies[1].retention` or `MAX_RUN_DURATION`. */
  readonly field: string;
  readonly problems: Problem[];
  constructor(field: string, message: string, more: Problem[] = []) {
    const problems = [{ field, message }, ...more];
    super(problems.map((each) => `${each.field}: ${each.message}`).join("\n"));
    this.field = field;
    this.problems = problems;
  }

  /** One error for every problem (at least one). */
  static of(problems: Problem[]): ConfigError {
    const [first, ...more] = problems;
    if (!first) throw new Error("ConfigError.of needs a problem");
    return new ConfigError(first.field, first.message, more);
  }
}

/**
 * Runs each check, and throws one ConfigError with the problems of all that failed (other
 * errors pass through at once). Returns the results of those that passed.
 */
export async function collectProblems<T>(checks: (() => Promise<T> | T)[]): Promise<T[]> {
  const results: T[] = [];
  const problems: Problem[] = [];
  for (const check of checks) {
    try {
      results.push(await check());
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw ConfigError.of(problems);
  return results;
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

/** Turns every schema issue into one ConfigError that names each field. */
export function configErrorFrom(error: z.ZodError, root = ""): ConfigError {
  const problems = error.issues.map((issue): Problem => {
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.map((key) => formatPath([...issue.path, key], root));
      return {
        field: keys[0] as string,
        message: `unknown key (${keys.join(", ")}); check the spelling`,
      };
    }
    return { field: formatPath(issue.path, root), message: issue.message };
  });
  const unique = problems.filter(
    (problem, index) =>
      problems.findIndex(
        (each) => each.field === problem.field && each.message === problem.message,
      ) === index,
  );
  return unique.length > 0 ? ConfigError.of(unique) : new ConfigError(root || "(root)", "invalid");
}
