// `status --fleet NAME`: which fleet NAME means (its state machine's deployed definition names its
// targets and its function; the function's environment its metrics namespace and retention
// interval), and each target's last nights read as `status` reads one job's, under its Database.
import type { CloudWatchClient } from "@aws-sdk/client-cloudwatch";
import { GetFunctionConfigurationCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import {
  DescribeStateMachineCommand,
  ListStateMachinesCommand,
  type SFNClient,
} from "@aws-sdk/client-sfn";
import { FLEET_STATES, FLEET_TARGET_ALARM_KINDS } from "../../contract/fleet.js";
import { DEFAULT_NAMESPACE } from "../../contract/names.js";
import { LAMBDA_SETTINGS } from "../../contract/settings.js";
import { explainAwsError, OperateError } from "./errors.js";
import { readNights, type StatusData, type StatusOptions } from "./status.js";

/** A deployed fleet, as `status --fleet` reads it. */
export interface Fleet {
  name: string;
  stateMachineArn: string;
  /** The state machine's own name: its evidence's prefixes are named after it (FLEET_EVIDENCE). */
  stateMachineName: string;
  /** The bucket its `Keep outcomes` state puts each night's Summary into (none: an older fleet's). */
  evidenceBucket?: string;
  functionName: string;
  namespace: string;
  /** The function's retention interval (its alarms' periods), in ms. */
  retentionIntervalMs: number;
  /** The targets' names, in the map's order. */
  targets: string[];
  /** How long an item waits for its target's run (its `Run target` state's timeout). */
  itemTimeoutSeconds?: number;
}

/** Targets read at once: each is a handful of GetMetricData calls (CloudWatch allows 50 a second). */
const TARGETS_AT_ONCE = 4;

/** The state machine named `name` (or `name` itself when it is an ARN). */
async function stateMachineArn(sfn: SFNClient, name: string): Promise<string> {
  if (name.startsWith("arn:")) return name;
  let nextToken: string | undefined;
  do {
    const page = await sfn.send(new ListStateMachinesCommand({ nextToken }));
    const found = page.stateMachines?.find((machine) => machine.name === name);
    if (found?.stateMachineArn) return found.stateMachineArn;
    nextToken = page.nextToken;
  } while (nextToken);
  throw new OperateError(
    `fleet ${name} not found: no state machine of that name (check --fleet and AWS_REGION)`,
    2,
  );
}

/**
 * The targets, the function and the evidence bucket of a fleet's definition (infra/
 * fleet-state-machine.ts's states), and how long an item waits for its run.
 */
export function fleetDefinition(
  definition: string,
  name: string,
): {
  targets: string[];
  functionArn: string;
  evidenceBucket?: string;
  itemTimeoutSeconds?: number;
} {
  const states = (JSON.parse(definition) as { States?: Record<string, FleetState> }).States ?? {};
  const targets = states[FLEET_STATES.targets]?.Parameters?.targets;
  const run = states[FLEET_STATES.night]?.ItemProcessor?.States?.[FLEET_STATES.run];
  const functionArn = run?.Parameters?.FunctionName;
  if (!Array.isArray(targets) || typeof functionArn !== "string")
    throw new OperateError(
      `state machine ${name} is not a retention-job fleet's (no "${FLEET_STATES.targets}" and "${FLEET_STATES.run}" states)`,
      2,
    );
  const bucket = states[FLEET_STATES.keep]?.Parameters?.Bucket;
  return {
    targets: targets.map((each) => String(each.target)),
    functionArn,
    ...(typeof bucket === "string" ? { evidenceBucket: bucket } : {}),
    ...(typeof run?.TimeoutSeconds === "number" ? { itemTimeoutSeconds: run.TimeoutSeconds } : {}),
  };
}

interface FleetState {
  Parameters?: { targets?: { target?: unknown }[]; FunctionName?: unknown; Bucket?: unknown };
  TimeoutSeconds?: unknown;
  ItemProcessor?: { States?: Record<string, FleetState> };
}

/** The fleet NAME names: its targets and function from the definition, its namespace and interval. */
export async function resolveFleet(
  options: { fleet: string; namespace?: string },
  clients: { sfn: () => SFNClient; lambda: () => LambdaClient },
): Promise<Fleet> {
  const sfn = clients.sfn();
  let arn: string;
  let definition: string;
  try {
    arn = await stateMachineArn(sfn, options.fleet);
    definition =
      (await sfn.send(new DescribeStateMachineCommand({ stateMachineArn: arn }))).definition ?? "";
  } catch (error) {
    throw error instanceof OperateError ? error : explainAwsError(error, `fleet ${options.fleet}`);
  }
  const { targets, functionArn, evidenceBucket, itemTimeoutSeconds } = fleetDefinition(
    definition,
    options.fleet,
  );
  let variables: Record<string, string>;
  try {
    const config = await clients
      .lambda()
      .send(new GetFunctionConfigurationCommand({ FunctionName: functionArn }));
    variables = config.Environment?.Variables ?? {};
  } catch (error) {
    throw explainAwsError(error, `the fleet's function ${functionArn}`);
  }
  const { metricsNamespace, retentionIntervalMs } = LAMBDA_SETTINGS;
  return {
    name: options.fleet,
    stateMachineArn: arn,
    stateMachineName: arn.split(":").at(-1) as string,
    ...(evidenceBucket ? { evidenceBucket } : {}),
    ...(itemTimeoutSeconds ? { itemTimeoutSeconds } : {}),
    functionName: functionArn.split(":").at(-1) as string,
    namespace: options.namespace ?? variables[metricsNamespace.env as string] ?? DEFAULT_NAMESPACE,
    retentionIntervalMs: retentionIntervalMs.read(
      variables[retentionIntervalMs.env as string],
      `the fleet's function's ${retentionIntervalMs.env}`,
    ),
    targets,
  };
}

/** Every target's nights and the fleet's per-target rules over them, a few targets at once. */
export async function readFleetStatus(
  cloudWatch: CloudWatchClient,
  fleet: Fleet,
  options: StatusOptions,
): Promise<StatusData[]> {
  const read = (database: string) =>
    readNights(
      cloudWatch,
      { functionName: fleet.functionName, namespace: fleet.namespace, database },
      { ...options, kinds: FLEET_TARGET_ALARM_KINDS },
    );
  const results: StatusData[] = [];
  for (let at = 0; at < fleet.targets.length; at += TARGETS_AT_ONCE)
    results.push(...(await Promise.all(fleet.targets.slice(at, at + TARGETS_AT_ONCE).map(read))));
  return results;
}
