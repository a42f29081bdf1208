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
import { targetFrom, targetOptions } from "./status.js";

/** How long --wait waits beyond the run's own maximum (cold starts, the last segment's margin). */
const WAIT_SLACK_MS = 15 * 60_000;

export async function invokeCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(
    args,
    {
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
    },
    (given) => {
      if (given.help) return;
      if (!given["catch-up"])
        throw new ConfigError(
          "--catch-up",
          "say --catch-up: the only run an operator starts by hand",
        );
      if (given["ignore-night-window"] && given["within-night-window"])
        throw new ConfigError(
          "--within-night-window",
          "give either --ignore-night-window or --within-night-window",
        );
    },
  );
  if (values.help) return "help";
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
