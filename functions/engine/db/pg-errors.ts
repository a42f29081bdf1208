// PostgreSQL errors classified once (retryable, lock timeout, permission, ...), and told without
// row values.
import { RetentionError } from "../../contract/errors.js";

export type PgErrorKind =
  | "lock-timeout"
  | "statement-timeout"
  | "connection"
  | "permission"
  | "foreign-key"
  | "serialization"
  | "undefined-object"
  | "other";

/** The one table that classifies PostgreSQL error codes (SQLSTATE); every decision on a code reads it. */
const pgErrorKinds: Record<string, PgErrorKind> = {
  "55P03": "lock-timeout",
  "57014": "statement-timeout",
  "57P01": "connection", // admin_shutdown (pg_terminate_backend)
  "57P02": "connection",
  "57P03": "connection",
  "08000": "connection",
  "08003": "connection",
  "08006": "connection",
  "42501": "permission",
  "23503": "foreign-key",
  "40001": "serialization",
  "40P01": "serialization",
  "42P01": "undefined-object",
  "42703": "undefined-object",
};

export function classifyPgError(error: unknown): PgErrorKind {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code in pgErrorKinds) return pgErrorKinds[code] as PgErrorKind;
  const message = error instanceof Error ? error.message : "";
  if (/Connection terminated|ECONNRESET|ECONNREFUSED|connection.*(ended|closed)/i.test(message)) {
    return "connection";
  }
  return "other";
}

/**
 * A batch that failed this way rolled back whole and may simply be tried again: a deadlock or
 * serialization failure, or a foreign key violated by a referencing row inserted after the batch
 * chose its rows (the retry's fresh snapshot sees that row, and leaves its parent out).
 */
export const isRetryable = (error: unknown) =>
  ["serialization", "foreign-key"].includes(classifyPgError(error));

/** An error as it may be told: its kind, its SQLSTATE when it has one, its message. */
export interface ErrorDescription {
  kind: string;
  code?: string;
  message: string;
}

/**
 * What may be said of an error in a log line or a report: the SQLSTATE and the message,
 * never `detail`, `where` or parameters, which can carry a row's values.
 */
export function describeError(error: unknown): ErrorDescription {
  const code = (error as { code?: unknown } | null)?.code;
  const kind = error instanceof RetentionError ? error.name : classifyPgError(error);
  let message = error instanceof Error ? error.message : String(error);
  // A socket error (read ECONNRESET) does not say what happened to the run.
  if (kind === "connection" && !/connection|terminat/i.test(message))
    message = `connection to the database lost (${message})`;
  return { kind, ...(typeof code === "string" ? { code } : {}), message };
}

/** The error as one line for a report: the message, and the SQLSTATE when it is one. */
export function errorLine(error: unknown): string {
  const described = describeError(error);
  return described.code && /^[0-9A-Z]{5}$/.test(described.code)
    ? `${described.message} (SQLSTATE ${described.code})`
    : described.message;
}
