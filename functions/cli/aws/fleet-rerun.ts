// `invoke --fleet NAME --target T`: one target of a night run again, as an execution of the fleet's
// own state machine (its Summary kept beside the night's, saying it completes it); refused here
// when the night's Summaries say the target did not fail (the function refuses it again, by its
// ledger, for a start from the console).
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  DescribeExecutionCommand,
  type SFNClient,
  StartExecutionCommand,
} from "@aws-sdk/client-sfn";
import { ConfigError } from "../../contract/errors.js";
import type { FleetRerun, FleetSummary } from "../../contract/fleet.js";
import { FLEET_EVIDENCE } from "../../contract/names.js";
import { explainAwsError, OperateError } from "./errors.js";
import type { Fleet } from "./fleet.js";
import {
  type FleetNight,
  listNights,
  type NightsPlace,
  pickNight,
  readNight,
} from "./fleet-nights.js";

/** The state machine's input for a re-run: the night, and the target it runs again. */
export interface RerunInput {
  scheduledTime: string;
  rerun: FleetRerun;
}

/** Where the fleet keeps its nights, from its definition's `Keep outcomes` state. */
export function nightsOf(fleet: Fleet): NightsPlace {
  if (!fleet.evidenceBucket)
    throw new OperateError(
      `fleet ${fleet.name} keeps no night's Summary (its definition has no Keep outcomes state): deploy this version's RetentionFleet first`,
      2,
    );
  return { bucket: fleet.evidenceBucket, prefix: FLEET_EVIDENCE.nights(fleet.stateMachineName) };
}

/** The night a re-run completes (`--night`, or the last one kept), read from its Summaries. */
export async function nightToComplete(
  s3: S3Client,
  place: NightsPlace,
  wanted: string | undefined,
): Promise<FleetNight> {
  const nights = await listNights(s3, place);
  const night = pickNight(nights, wanted);
  if (night === undefined) {
    const kept = [...nights.keys()].sort().slice(-3);
    throw new ConfigError(
      "--night",
      wanted === undefined
        ? `no night kept in s3://${place.bucket}/${place.prefix} yet`
        : `no night ${wanted} kept in s3://${place.bucket}/${place.prefix}${kept.length > 0 ? ` (the last ones: ${kept.join(", ")})` : ""}`,
    );
  }
  return readNight(s3, place, night, nights.get(night) ?? []);
}

/**
 * The input of `target`'s re-run of `night`: refused unless its night came to a failure (a run
 * that succeeded, or ended partial, is its night's; the next night takes up what is left).
 */
export function rerunInput(night: FleetNight, target: string): RerunInput {
  const told = night.targets.find((each) => each.target === target);
  if (!told)
    throw new ConfigError(
      "--target",
      `${target} has no outcome in the night of ${night.scheduledTime}`,
    );
  if (!told.item.failed) {
    const outcome = told.item.outcome;
    throw new ConfigError(
      "--target",
      `${target} ${outcome?.status ?? "succeeded"} on the night of ${night.scheduledTime} (execution ${told.execution}${outcome?.runId ? `, run ${outcome.runId}` : ""}): nothing to run again`,
    );
  }
  const first = night.summaries.find((kept) => !kept.summary.rerun) ?? night.summaries[0];
  const completes = first?.summary.rerun
    ? first.summary.rerun.completes
    : (first?.execution ?? told.execution);
  return { scheduledTime: night.scheduledTime, rerun: { target, completes } };
}

/** A re-run's execution name: the target's, unique (Step Functions keeps names 90 days). */
export const rerunExecutionName = (target: string) =>
  `rerun-${target}-${randomBytes(4).toString("hex")}`;

/** Starts the re-run's execution of the fleet's state machine; its ARN. */
export async function startRerun(
  sfn: SFNClient,
  fleet: Fleet,
  name: string,
  input: RerunInput,
): Promise<string> {
  try {
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: fleet.stateMachineArn,
        name,
        input: JSON.stringify(input),
      }),
    );
    return started.executionArn as string;
  } catch (error) {
    throw explainAwsError(error, `fleet ${fleet.name}'s state machine`);
  }
}

/** Polls the execution until it ends: its status (SUCCEEDED, FAILED, ...), or undefined at the timeout. */
export async function waitForExecution(
  sfn: SFNClient,
  executionArn: string,
  options: { timeoutMs: number; pollMs: number; onPoll?: () => void },
): Promise<string | undefined> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    let status: string | undefined;
    try {
      ({ status } = await sfn.send(new DescribeExecutionCommand({ executionArn })));
    } catch (error) {
      throw explainAwsError(error, `execution ${executionArn}`);
    }
    if (status !== undefined && status !== "RUNNING") return status;
    options.onPoll?.();
    await sleep(options.pollMs);
  }
  return undefined;
}

/** The re-run's own Summary, read back once its execution ended (undefined: none kept). */
export async function rerunSummary(
  s3: S3Client,
  place: NightsPlace,
  input: RerunInput,
  name: string,
): Promise<FleetSummary | undefined> {
  const night = await nightToComplete(s3, place, input.scheduledTime);
  return night.summaries.find((kept) => kept.execution === name)?.summary;
}
