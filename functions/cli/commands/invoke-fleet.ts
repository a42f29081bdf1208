// `retention-job invoke --fleet NAME --target T [--night TIME]`: one target of a fleet's night run
// again (an execution of the fleet's state machine), started and optionally waited for.

import { LambdaClient } from "@aws-sdk/client-lambda";
import { SFNClient } from "@aws-sdk/client-sfn";
import { archiveS3Client } from "../../aws/archive-store.js";
import { ConfigError } from "../../contract/errors.js";
import { stamp } from "../../contract/output-versions.js";
import { duration } from "../args.js";
import { resolveFleet } from "../aws/fleet.js";
import {
  nightsOf,
  nightToComplete,
  rerunExecutionName,
  rerunInput,
  rerunSummary,
  startRerun,
  waitForExecution,
} from "../aws/fleet-rerun.js";
import { itemTold } from "../fleet-last-night.js";
import { EXIT, type Io } from "../io.js";
import { whyOf } from "../render/fleet-night.js";

/** How long --wait waits beyond an item's own timeout (the execution's other states, its start). */
const WAIT_SLACK_MS = 5 * 60_000;

export interface FleetInvokeValues {
  fleet: string;
  target?: string;
  night?: string;
  wait?: boolean;
  "poll-interval"?: string;
  json?: boolean;
}

/** The re-run's end as an operator reads it: the target's outcome in the re-run's own Summary. */
async function reportRerun(
  io: Io,
  found: Awaited<ReturnType<typeof rerunSummary>>,
  target: string,
): Promise<number> {
  const item = found?.outcomes.find((each) => each.target === target);
  if (!item) {
    io.err(
      `the re-run kept no outcome for ${target}: see the execution in the Step Functions console`,
    );
    return EXIT.runFailed;
  }
  const told = itemTold("", item);
  const why = whyOf(told);
  const ok = !item.failed && told.status !== "refused";
  io.err(
    `${target}: ${ok ? told.status : told.status.toUpperCase()}, ${item.outcome?.deleted ?? 0} rows deleted${told.runId ? ` (run ${told.runId})` : ""}${why ? `: ${why}` : ""}`,
  );
  return ok ? EXIT.ok : EXIT.runFailed;
}

export async function invokeFleetRerun(
  values: FleetInvokeValues,
  io: Io,
  region: string,
): Promise<number> {
  if (values.target === undefined)
    throw new ConfigError("--target", "name the target to run again (one of the fleet's)");
  if (values.night !== undefined && Number.isNaN(Date.parse(values.night)))
    throw new ConfigError(
      "--night",
      `must be the night's scheduled time (ISO 8601), got "${values.night}"`,
    );
  const sfn = new SFNClient({ region });
  const fleet = await resolveFleet(
    { fleet: values.fleet },
    { sfn: () => sfn, lambda: () => new LambdaClient({ region }) },
  );
  if (!fleet.targets.includes(values.target))
    throw new ConfigError(
      "--target",
      `${values.target}: not the fleet's (its targets: ${fleet.targets.join(", ")})`,
    );
  const s3 = archiveS3Client(io.env);
  const place = nightsOf(fleet);
  const input = rerunInput(await nightToComplete(s3, place, values.night), values.target);
  const name = rerunExecutionName(values.target);
  const executionArn = await startRerun(sfn, fleet, name, input);
  io.out(
    values.json
      ? JSON.stringify({
          ...stamp("cli-invoke"),
          execution: name,
          executionArn,
          stateMachineArn: fleet.stateMachineArn,
          input,
        })
      : `started re-run ${name} of ${values.target} for the night of ${input.scheduledTime} (completes ${input.rerun.completes})`,
  );
  io.err(
    `follow it: retention-job status --fleet ${values.fleet}, or the execution ${name} in the Step Functions console`,
  );
  if (!values.wait) return EXIT.ok;
  const ended = await waitForExecution(sfn, executionArn, {
    timeoutMs: (fleet.itemTimeoutSeconds ?? 3600) * 1000 + WAIT_SLACK_MS,
    pollMs: duration(values["poll-interval"], "--poll-interval") ?? 30_000,
    onPoll: () => io.err("  waiting for the re-run's execution…"),
  });
  if (ended === undefined) {
    io.err("gave up waiting: the re-run's execution is still running");
    return EXIT.runFailed;
  }
  return reportRerun(io, await rerunSummary(s3, place, input, name), values.target);
}
