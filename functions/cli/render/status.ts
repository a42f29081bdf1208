// `status` for a terminal: sparklines night by night, and the alarms; a fleet's status one line per
// target, worst first.

import { formatDuration } from "../../contract/duration.js";
import { mechanismFacts } from "../../contract/mechanisms.js";
import { stamp } from "../../contract/output-versions.js";
import type { Fleet } from "../aws/fleet.js";
import type { StatusData } from "../aws/status.js";
import type { LastNight } from "../fleet-last-night.js";
import { lastKnown, type TargetVerdict, type Verdict } from "../health.js";
import type { TenantStatus } from "../tenant-status.js";
import { lastNightLines } from "./fleet-night.js";
import { count, formatAge, renderTable } from "./table.js";
import { namedTenants } from "./tenants.js";

const bars = "▁▂▃▄▅▆▇█";

/** A sparkline: one character a night, scaled to the series' own range; a dot where there is no data. */
export function sparkline(values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return values.map(() => "·").join("");
  const min = Math.min(...known);
  const max = Math.max(...known);
  return values
    .map((value) => {
      if (value === null) return "·";
      if (max === min) return max === 0 ? bars[0] : bars[3];
      return bars[Math.round(((value - min) / (max - min)) * (bars.length - 1))];
    })
    .join("");
}

const num = (value: number | null) => count(value, "-");
const age = formatAge;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Each tenant policy's worst tenants as its newest evidence record lists them (keys only). */
function tenantLines(status: TenantStatus): string[] {
  const { source } = status;
  if (source === null)
    return [
      "tenants worst off: no ledger or evidence bucket to read them from (give --database-url, or --evidence-from s3://bucket/prefix)",
    ];
  const width = Math.max(...status.policies.map((each) => each.policy.length));
  return [
    `tenants worst off (each tenant policy's newest evidence record, from ${"ledger" in source ? "the ledger" : source.bucket})`,
    ...status.policies.map(({ policy, record }) => {
      const name = policy.padEnd(width);
      if (!record) return `  ${name}  no record in these nights`;
      const run = `run ${record.runId.slice(0, 8)} ${record.recordedAt.slice(0, 16).replace("T", " ")}${record.mode === "delete" ? "" : ` (${record.mode})`}`;
      const tenants = record.tenants;
      if (!tenants) return `  ${name}  ${run}: no tenant figures (no index on (tenant, clock)?)`;
      const named = namedTenants(tenants);
      return `  ${name}  ${run}, ${count(tenants.count)} tenants: ${named ?? "none overdue, none left"}`;
    }),
  ];
}

export function renderStatus(data: StatusData, verdict: Verdict): string {
  const { nights, runs } = data;
  const marks = nights
    .map((_, index) =>
      (runs.failed[index] ?? 0) > 0 ? "✗" : (runs.succeeded[index] ?? 0) > 0 ? "✓" : "·",
    )
    .join("");
  const rows = data.policies.map((policy) => [
    policy.mode === "report" ? `${policy.name} (report mode: would delete)` : policy.name,
    `${sparkline(policy.deleted)} ${num(lastKnown(policy.deleted))}`,
    `${sparkline(policy.backlog)} ${num(lastKnown(policy.backlog))}`,
    mechanismFacts(policy.mechanism).onTime === "overdue-partition"
      ? `${sparkline(policy.overdueSeconds)} partitions overdue ${age(lastKnown(policy.overdueSeconds))} / limit 0s`
      : `${sparkline(policy.oldestAgeSeconds)} ${age(lastKnown(policy.oldestAgeSeconds))} / limit ${age(policy.limitSeconds)}`,
  ]);
  const lastDuration = lastKnown(runs.durationMs);
  return [
    verdict.line,
    `${data.target.functionName} (namespace ${data.target.namespace}), nights ${day(nights[0] as Date)} .. ${day(nights.at(-1) as Date)}`,
    "",
    `runs      ${marks}  (✓ succeeded, ✗ failed, · none)`,
    `duration  ${sparkline(runs.durationMs)} last ${lastDuration === null ? "-" : formatDuration(lastDuration, 2)}`,
    `segments  ${sparkline(runs.segments)} last ${num(lastKnown(runs.segments))}`,
    "",
    ...renderTable(["policy", "rows deleted", "backlog", "oldest row"], rows, "left"),
    ...(data.tenants ? ["", ...tenantLines(data.tenants)] : []),
    ...(data.holdsPastReview ?? []).map(
      (hold) =>
        `hold past its review date: case ${hold.case} (review by ${hold.reviewBy.slice(0, 10)}, placed by ${hold.placedBy}): review it, or release it (retention-job hold release)`,
    ),
    "",
    "alarms",
    ...(data.alarms.length === 0
      ? ["  (none found)"]
      : data.alarms.map(
          (alarm) =>
            `  ${alarm.state.padEnd(17)} ${alarm.name}${alarm.since ? `  since ${alarm.since.slice(0, 16).replace("T", " ")}` : ""}`,
        )),
  ].join("\n");
}

/** The status as JSON for scripts: the nights as dates, the verdict, the series, the rules' states. */
export function statusJson(data: StatusData, verdict: Verdict) {
  return {
    ...stamp("cli-status"),
    target: data.target,
    nights: data.nights.map(day),
    verdict,
    alarms: data.alarms,
    runs: data.runs,
    policies: data.policies,
    rules: data.rules.map(({ rule, state }) => ({ id: rule.id, policy: rule.policy, state })),
    ...(data.tenants ? { tenants: data.tenants } : {}),
    ...(data.holdsPastReview ? { holdsPastReview: data.holdsPastReview } : {}),
  };
}

const nightsText = (nights: Date[]) =>
  nights.length === 0
    ? "no nights"
    : `nights ${day(nights[0] as Date)} .. ${day(nights.at(-1) as Date)}`;

/** A fleet: its verdict, then one line per target (already ranked, worst first). */
export function renderFleetStatus(
  fleet: Fleet,
  nights: Date[],
  ranked: TargetVerdict[],
  verdict: Verdict,
  lastNight?: LastNight,
): string {
  const width = Math.max(...ranked.map((each) => each.name.length), "target".length);
  return [
    verdict.line,
    `fleet ${fleet.name} (function ${fleet.functionName}, namespace ${fleet.namespace}), ${nightsText(nights)}`,
    "",
    ...ranked.map((each) => `${each.name.padEnd(width)}  ${each.verdict.line}`),
    "",
    ...lastNightLines(
      lastNight,
      ranked.map((each) => each.name),
    ),
  ].join("\n");
}

/** A fleet's status as JSON for scripts: the fleet, the nights, its verdict, each target's, worst first. */
export function fleetStatusJson(
  fleet: Fleet,
  nights: Date[],
  ranked: TargetVerdict[],
  verdict: Verdict,
  lastNight?: LastNight,
) {
  return {
    ...stamp("cli-fleet-status"),
    fleet,
    nights: nights.map(day),
    verdict,
    targets: ranked.map(({ name, verdict }) => ({ name, verdict })),
    // null: the fleet's definition keeps no Summary.
    lastNight: lastNight ?? null,
  };
}
