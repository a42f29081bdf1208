// Which function and namespace `status` and `invoke` mean: flags, or the deployed stack's outputs.
import { type CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import { DEFAULT_NAMESPACE, DEFAULT_STACK_NAME, STACK_OUTPUT } from "../../contract/names.js";
import { explainAwsError, OperateError } from "./errors.js";

export interface Target {
  functionName: string;
  namespace: string;
  stackName?: string;
  /** A fleet's target (`status --fleet`): its metrics carry it as their Database dimension. */
  database?: string;
}

/** The function name and metrics namespace from flags, or from the deployed stack's outputs. */
export async function resolveTarget(
  options: { functionName?: string; namespace?: string; stackName?: string },
  cloudFormation: () => CloudFormationClient,
): Promise<Target> {
  if (options.functionName) {
    return {
      functionName: options.functionName,
      namespace: options.namespace ?? DEFAULT_NAMESPACE,
      stackName: options.stackName,
    };
  }
  const stackName = options.stackName ?? DEFAULT_STACK_NAME;
  let outputs: Record<string, string>;
  try {
    const { Stacks } = await cloudFormation().send(
      new DescribeStacksCommand({ StackName: stackName }),
    );
    outputs = Object.fromEntries(
      (Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
    );
  } catch (error) {
    throw explainAwsError(error, `stack ${stackName}`);
  }
  const functionName = outputs[STACK_OUTPUT.functionName];
  if (!functionName)
    throw new OperateError(
      `stack ${stackName} has no ${STACK_OUTPUT.functionName} output: is it retention-job's stack?`,
      2,
    );
  return {
    functionName,
    namespace: options.namespace ?? outputs[STACK_OUTPUT.metricsNamespace] ?? DEFAULT_NAMESPACE,
    stackName,
  };
}
