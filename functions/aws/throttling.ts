// Whether AWS said "too many requests": the error names and status both doors recognise.
const THROTTLING_ERRORS = ["ThrottlingException", "TooManyRequestsException"];

/** An AWS SDK error that means the request was throttled (by its name, or HTTP 429). */
export function isThrottled(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as {
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return THROTTLING_ERRORS.includes(name ?? "") || $metadata?.httpStatusCode === 429;
}

/** The HTTP status an AWS SDK error carries (0 when none). */
export const httpStatusOf = (error: unknown) =>
  ((error ?? {}) as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
