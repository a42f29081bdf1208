// AWS failures of `status` and `invoke` turned into what an operator can act on.
import { isThrottled } from "../../aws/throttling.js";
import { RetentionError } from "../../contract/errors.js";

/** An AWS failure turned into what an operator can act on; exit code 2 = bad input or no access. */
export class OperateError extends RetentionError {
  override name = "OperateError";
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function explainAwsError(error: unknown, what: string): OperateError {
  const name = (error as { name?: string }).name ?? "";
  const message = (error as Error).message ?? String(error);
  if (name === "CredentialsProviderError" || /credential/i.test(message)) {
    return new OperateError(
      `no AWS credentials: set AWS_PROFILE or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (and AWS_REGION), then retry (${message})`,
      2,
      { cause: error },
    );
  }
  if (name === "ResourceNotFoundException" || /not found|does not exist/i.test(message)) {
    return new OperateError(
      `${what} not found: check --function-name / --stack-name and AWS_REGION (${message})`,
      2,
      { cause: error },
    );
  }
  // The command line also reads the message: some throttles arrive under another name.
  if (isThrottled(error) || /rate exceeded|throttl/i.test(message)) {
    return new OperateError(`AWS throttled the request for ${what}; wait a little and retry`, 1, {
      cause: error,
    });
  }
  return new OperateError(`${what}: ${name ? `${name}: ` : ""}${message}`, 1, { cause: error });
}

/** The region the AWS commands need, or an error that says how to give one. */
export function regionFrom(env: NodeJS.ProcessEnv): string {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (!region)
    throw new OperateError(
      "no AWS region: set AWS_REGION (and credentials: AWS_PROFILE or keys)",
      2,
    );
  return region;
}
