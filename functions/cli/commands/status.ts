// `retention-job status`: is the deployed job healthy, night by night and alarm by alarm.
import { CloudFormationClient } from "@aws-sdk/client-cloudformation";
import { CloudWatchClient } from "@aws-sdk/client-cloudwatch";
import { duration, parseOptions, policiesFrom, positiveInt, tableOptions } from "../args.js";
import { regionFrom } from "../aws/errors.js";
import { readStatus } from "../aws/status.js";
import { resolveTarget } from "../aws/target.js";
import { judge } from "../health.js";
import { EXIT, type Io } from "../io.js";
import { renderStatus, statusJson } from "../render/status.js";

/** Flags that name the deployed function: its stack (outputs), or the function itself. */
export const targetOptions = {
  "stack-name": { type: "string" },
  "function-name": { type: "string" },
  namespace: { type: "string" },
  json: { type: "boolean" },
} as const;

export const targetFrom = (values: {
  "function-name"?: string;
  namespace?: string;
  "stack-name"?: string;
}) => ({
  functionName: values["function-name"],
  namespace: values.namespace,
  stackName: values["stack-name"],
});

/** The DEFAULT retention interval the alarms assume when --interval is not given. */
const DEFAULT_INTERVAL_MS = 86_400_000;

export async function statusCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...tableOptions,
    ...targetOptions,
    nights: { type: "string" },
    interval: { type: "string" },
    grace: { type: "string" },
  });
  if (values.help) return "help";
  const policies = await policiesFrom(values);
  const nights = positiveInt(values.nights, "--nights") ?? 14;
  const retentionIntervalMs = duration(values.interval, "--interval") ?? DEFAULT_INTERVAL_MS;
  const oldestAgeGraceMs = duration(values.grace, "--grace");
  const region = regionFrom(io.env);
  const target = await resolveTarget(
    targetFrom(values),
    () => new CloudFormationClient({ region }),
  );
  const data = await readStatus(new CloudWatchClient({ region }), target, {
    nights,
    policies,
    retentionIntervalMs,
    oldestAgeGraceMs,
  });
  const verdict = judge(data);
  io.out(values.json ? JSON.stringify(statusJson(data, verdict)) : renderStatus(data, verdict));
  return verdict.healthy ? EXIT.ok : EXIT.runFailed;
}
