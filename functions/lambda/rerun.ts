// A fleet target's re-run of one night: a run of its own, numbered after the night's runs that the
// target's ledger holds, and turned away when one of them already succeeded.
import { ConfigError } from "../contract/errors.js";
import { type FleetItem, scheduledRunId } from "../contract/events.js";
import { FLEET } from "../contract/limits.js";
import { type RunEnd, runEnds } from "../engine/index.js";
import type { SegmentDeps } from "./context.js";

/**
 * A target's runs of the night `scheduledTime`: its scheduled run (0, the one every delivery of the
 * night's start is), then its re-runs (1, 2, ...), each a name-based UUID like the first.
 */
export function nightRunIds(functionName: string, target: string, scheduledTime: string): string[] {
  return Array.from({ length: FLEET.maxReruns + 1 }, (_, attempt) =>
    scheduledRunId(
      attempt === 0 ? `${functionName}/${target}` : `${functionName}/${target}/rerun ${attempt}`,
      scheduledTime,
    ),
  );
}

/**
 * A run whose item succeeded: it succeeded, or ended partial (a deadline, a breaker) with no policy
 * failed; a run with a failed policy failed its item, whatever its status.
 */
const succeeded = (end: RunEnd | undefined) =>
  end?.status === "succeeded" || (end?.status === "partial" && !end.policyFailed);

/** A re-run's start: its own runId and the night's run it runs again, or why it is turned away. */
export type RerunStart =
  | { kind: "rerun"; runId: string; rerunOf: string }
  | { kind: "refused"; reason: string; runId?: string };

/**
 * The re-run of `fleet`'s target for the night of `scheduledTime`: refused when a run of that
 * night already succeeded (its item did), else the next run of the night.
 * Two deliveries of one re-run take the same number: the ledger's claim turns the second away.
 */
export async function startRerun(
  fleet: FleetItem,
  scheduledTime: string | undefined,
  deps: SegmentDeps,
): Promise<RerunStart> {
  if (scheduledTime === undefined)
    throw new ConfigError(
      "event.scheduledTime",
      "a re-run names its night: give its scheduled time",
    );
  const runIds = nightRunIds(deps.functionName, fleet.target, scheduledTime);
  const ends = await runEnds(deps.pool, runIds);
  const done = runIds.find((runId) => succeeded(ends.get(runId)));
  if (done)
    return {
      kind: "refused",
      runId: done,
      reason: `${fleet.target} already ${ends.get(done)?.status} on the night of ${scheduledTime} (run ${done}): nothing to run again`,
    };
  const next = Math.max(1, runIds.findLastIndex((runId) => ends.has(runId)) + 1);
  if (next >= runIds.length)
    return {
      kind: "refused",
      reason: `${fleet.target}'s night of ${scheduledTime} was run again ${FLEET.maxReruns} times already: see why it fails before another`,
    };
  return { kind: "rerun", runId: runIds[next] as string, rerunOf: runIds[0] as string };
}
