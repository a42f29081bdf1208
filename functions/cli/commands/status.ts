// `retention-job status`: is the deployed job healthy, night by night and alarm by alarm; with
// --fleet, each of a fleet's targets in one line, worst first.
import { CloudFormationClient } from "@aws-sdk/client-cloudformation";
import { CloudWatchClient } from "@aws-sdk/client-cloudwatch";
import { LambdaClient } from "@aws-sdk/client-lambda";
import { SFNClient } from "@aws-sdk/client-sfn";
import { archiveS3Client } from "../../aws/archive-store.js";
import { ConfigError } from "../../contract/errors.js";
import { duration, list, parseOptions, policiesFrom, positiveInt, tableOptions } from "../args.js";
import { regionFrom } from "../aws/errors.js";
import { readFleetStatus, resolveFleet } from "../aws/fleet.js";
import { readStatus, type StatusOptions } from "../aws/status.js";
import { resolveTarget } from "../aws/target.js";
import { withDatabaseClient } from "../database.js";
import { readLastNight } from "../fleet-last-night.js";
import { judge, judgeFleet, judgeTarget, rankTargets } from "../health.js";
import { EXIT, type Io } from "../io.js";
import { fleetStatusJson, renderFleetStatus, renderStatus, statusJson } from "../render/status.js";
import { readTenantStatus } from "../tenant-status.js";

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

/** The fleet's targets `--targets` names (all when none); a name not among them is refused. */
function someTargets(targets: string[], named: string[] | undefined): string[] {
  if (named === undefined) return targets;
  const unknown = named.filter((name) => !targets.includes(name));
  if (unknown.length > 0)
    throw new ConfigError(
      "--targets",
      `${unknown.join(", ")}: not the fleet's (its targets: ${targets.join(", ")})`,
    );
  return targets.filter((name) => named.includes(name));
}

/** `status --fleet NAME`: every target judged by the fleet's per-target rules, worst first. */
async function fleetStatus(
  values: { fleet: string; namespace?: string; json?: boolean; targets?: string },
  options: Omit<StatusOptions, "retentionIntervalMs"> & { retentionIntervalMs?: number },
  io: Io,
  region: string,
): Promise<number> {
  const deployed = await resolveFleet(
    { fleet: values.fleet, namespace: values.namespace },
    { sfn: () => new SFNClient({ region }), lambda: () => new LambdaClient({ region }) },
  );
  const fleet = { ...deployed, targets: someTargets(deployed.targets, list(values.targets)) };
  const data = await readFleetStatus(new CloudWatchClient({ region }), fleet, {
    ...options,
    retentionIntervalMs: options.retentionIntervalMs ?? fleet.retentionIntervalMs,
  });
  const lastNight = await readLastNight(archiveS3Client(io.env), fleet, fleet.targets);
  // A tenant policy's verdict names its worst tenant from the target's last run's records.
  for (const [index, each] of data.entries()) {
    const told = lastNight?.targets.find((night) => night.target === fleet.targets[index]);
    if (told && told.tenants.length > 0 && lastNight)
      each.tenants = { source: { bucket: lastNight.source }, policies: told.tenants };
  }
  const ranked = rankTargets(
    data.map((each, index) => judgeTarget(fleet.targets[index] as string, each)),
  );
  const verdict = judgeFleet(ranked);
  const nights = data[0]?.nights ?? [];
  io.out(
    values.json
      ? JSON.stringify(fleetStatusJson(fleet, nights, ranked, verdict, lastNight))
      : renderFleetStatus(fleet, nights, ranked, verdict, lastNight),
  );
  return verdict.healthy ? EXIT.ok : EXIT.runFailed;
}

/** The register's holds in force past their review date (docs/holds.md). */
async function holdsPastReview(url: string) {
  const { listHolds, publicHold } = await import("../../engine/index.js");
  const now = new Date();
  const holds = await withDatabaseClient(url, (client) => listHolds(client));
  return holds
    .map((each) => publicHold(each, now))
    .filter((each) => each.reviewPassed)
    .map((each) => ({
      case: each.case,
      reviewBy: each.reviewBy as string,
      placedBy: each.placedBy,
    }));
}

export async function statusCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...tableOptions,
    ...targetOptions,
    fleet: { type: "string" },
    targets: { type: "string" },
    nights: { type: "string" },
    interval: { type: "string" },
    grace: { type: "string" },
    "database-url": { type: "string" },
    "evidence-from": { type: "string" },
  });
  if (values.help) return "help";
  const policies = await policiesFrom(values);
  const nights = positiveInt(values.nights, "--nights") ?? 14;
  const oldestAgeGraceMs = duration(values.grace, "--grace");
  const intervalMs = duration(values.interval, "--interval");
  const region = regionFrom(io.env);
  if (values.fleet !== undefined) {
    if (values["stack-name"] !== undefined || values["function-name"] !== undefined)
      throw new ConfigError(
        "--fleet",
        "names the fleet: give it without --stack-name or --function-name",
      );
    for (const flag of ["database-url", "evidence-from"] as const)
      if (values[flag] !== undefined)
        throw new ConfigError(
          `--${flag}`,
          "reads one job's tenant figures: give it without --fleet",
        );
    const options = { nights, policies, oldestAgeGraceMs, retentionIntervalMs: intervalMs };
    return fleetStatus({ ...values, fleet: values.fleet }, options, io, region);
  }
  if (values.targets !== undefined)
    throw new ConfigError("--targets", "names some of a fleet's targets: give it with --fleet");
  const retentionIntervalMs = intervalMs ?? DEFAULT_INTERVAL_MS;
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
  const lambda = () => new LambdaClient({ region });
  const tenants = await readTenantStatus(
    values,
    { io, lambda, functionName: target.functionName },
    policies,
    data.nights[0] as Date,
  );
  if (tenants) data.tenants = tenants;
  if (values["database-url"] !== undefined)
    data.holdsPastReview = await holdsPastReview(values["database-url"]);
  const verdict = judge(data);
  io.out(values.json ? JSON.stringify(statusJson(data, verdict)) : renderStatus(data, verdict));
  return verdict.healthy ? EXIT.ok : EXIT.runFailed;
}
