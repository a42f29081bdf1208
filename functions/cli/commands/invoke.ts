// `retention-job invoke`: a catch-up run of the deployed function, started and optionally waited
// for.

import { CloudFormationClient } from "@aws-sdk/client-cloudformation";
import { CloudWatchClient } from "@aws-sdk/client-cloudwatch";
import { LambdaClient } from "@aws-sdk/client-lambda";
import { parseDuration } from "../../contract/duration.js";
import { ConfigError } from "../../contract/errors.js";
import { parseEvent } from "../../contract/events.js";
import { DEFAULTS } from "../../contract/limits.js";
import { stamp } from "../../contract/output-versions.js";
import { duration, list, parseOptions } from "../args.js";
import { regionFrom } from "../aws/errors.js";
import { buildCatchUpEvent, invokeCatchUp, waitForRun } from "../aws/invoke.js";
import { resolveTarget } from "../aws/target.js";
import { EXIT, type Io } from "../io.js";
import { invokeFleetRerun } from "./invoke-fleet.js";
import { targetFrom, targetOptions } from "./status.js";

/** A catch-up's own flags: a fleet's re-run takes none of them. */
const CATCH_UP_FLAGS = [
  "catch-up",
  "stack-name",
  "function-name",
  "namespace",
  "dry-run",
  "policies",
  "allow-large-deletion",
  "max-duration",
  "ignore-night-window",
  "within-night-window",
] as const;

/** Refuses a flag given beside `mode`'s, naming it. */
function refuseBeside(
  mode: string,
  values: Record<string, unknown>,
  flags: readonly string[],
  advice = `not with ${mode}`,
): void {
  const given = flags.find((flag) => values[flag] !== undefined);
  if (given) throw new ConfigError(`--${given}`, `${advice} (${mode} is another kind of run)`);
}

/** How long --wait waits beyond the run's own maximum (cold starts, the last segment's margin). */
const WAIT_SLACK_MS = 15 * 60_000;

const invokeOptions = {
  ...targetOptions,
  help: { type: "boolean", short: "h" },
  "catch-up": { type: "boolean" },
  "dry-run": { type: "boolean" },
  policies: { type: "string" },
  "allow-large-deletion": { type: "string" },
  "max-duration": { type: "string" },
  "ignore-night-window": { type: "boolean" },
  "within-night-window": { type: "boolean" },
  wait: { type: "boolean" },
  "poll-interval": { type: "string" },
  fleet: { type: "string" },
  target: { type: "string" },
  night: { type: "string" },
} as const;

export async function invokeCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, invokeOptions, checkInvoke);
  if (values.help) return "help";
  if (values.fleet !== undefined)
    return invokeFleetRerun({ ...values, fleet: values.fleet }, io, regionFrom(io.env));
  return invokeCatchUpRun(values, io);
}

type InvokeValues = ReturnType<typeof parseOptions<typeof invokeOptions>>;

/** invoke's own rules, checked with its flags (before anything is read or sent). */
function checkInvoke(values: InvokeValues): void {
  if (values.help) return;
  if (values.fleet !== undefined) {
    refuseBeside("--fleet", values, CATCH_UP_FLAGS);
    return;
  }
  refuseBeside(
    "--catch-up",
    values,
    ["target", "night"],
    "names a fleet's night: give it with --fleet",
  );
  if (!values["catch-up"])
    throw new ConfigError(
      "--catch-up",
      "say --catch-up (a catch-up run), or --fleet NAME --target T (a fleet target's night run again)",
    );
  if (values["ignore-night-window"] && values["within-night-window"])
    throw new ConfigError(
      "--within-night-window",
      "give either --ignore-night-window or --within-night-window",
    );
}

/** `invoke --catch-up`: the event built, sent, and (with --wait) followed in the metrics. */
async function invokeCatchUpRun(values: InvokeValues, io: Io): Promise<number> {
  const event = buildCatchUpEvent({
    dryRun: values["dry-run"],
    policies: list(values.policies),
    allowLargeDeletion: list(values["allow-large-deletion"]),
    maxRunDuration: values["max-duration"],
    ignoreNightWindow: values["within-night-window"]
      ? false
      : values["ignore-night-window"]
        ? true
        : undefined,
  });
  const region = regionFrom(io.env);
  const target = await resolveTarget(
    targetFrom(values),
    () => new CloudFormationClient({ region }),
  );
  const since = new Date(Date.now() - 60_000);
  await invokeCatchUp(new LambdaClient({ region }), target, event);
  io.out(
    values.json
      ? JSON.stringify({
          ...stamp("cli-invoke"),
          runId: event.runId,
          functionName: target.functionName,
          event,
        })
      : `started run ${event.runId} on ${target.functionName}`,
  );
  io.err(
    `follow it: retention-job status${target.stackName ? ` --stack-name ${target.stackName}` : ` --function-name ${target.functionName}`}, ` +
      `or the function's log group (look for "runId":"${event.runId}")`,
  );
  if (!values.wait) return EXIT.ok;
  const parsedEvent = parseEvent(event);
  const maxMs =
    (parsedEvent.kind === "catch-up" && parsedEvent.maxRunDuration) ||
    (parseDuration(DEFAULTS.maxRunDuration) as number);
  const succeeded = await waitForRun(new CloudWatchClient({ region }), target, since, {
    timeoutMs: maxMs + WAIT_SLACK_MS,
    pollMs: duration(values["poll-interval"], "--poll-interval") ?? 30_000,
    onPoll: () => io.err("  waiting for the run's final segment…"),
  });
  if (succeeded === undefined) {
    io.err("gave up waiting: no run outcome in the metrics yet");
    return EXIT.runFailed;
  }
  io.err(succeeded ? "the run succeeded" : "the run FAILED: see retention-job status and the logs");
  return succeeded ? EXIT.ok : EXIT.runFailed;
}
