// A run report for a terminal: one table row per policy, and the progress lines.
import { formatDuration } from "../../contract/duration.js";
import { breakerLine, guardLine, type PolicyReport, type RunReport } from "../../engine/index.js";
import { count, formatAge, renderTable } from "./table.js";
import { namedTenants } from "./tenants.js";

const age = formatAge;

/**
 * The strategy, the batch sizes used, time throttled and, under a latency budget, how much slower
 * its probe commits were while batches ran, and the change-stream mode when not plain:
 * `blocks 64-512 blk, throttled 2s, commits 1.3x of 1.5, stream mark`.
 */
function how(policy: PolicyReport): string {
  const sizes = policy.batchSizes;
  const unit = sizes?.unit === "blocks" ? " blk" : "";
  const range = !sizes
    ? ""
    : sizes.min === sizes.max
      ? ` ${count(sizes.min)}${unit}`
      : ` ${count(sizes.min)}-${count(sizes.max)}${unit}`;
  const throttled = policy.throttled ? `, throttled ${formatDuration(policy.throttled.ms)}` : "";
  const ratio = policy.latency?.ratio;
  const commits = ratio == null ? "" : `, commits ${ratio}x of ${policy.latency?.budget}`;
  // A change-stream mode other than plain (docs/change-streams.md): `, stream mark`.
  const stream = policy.changeStream === "plain" ? "" : `, stream ${policy.changeStream}`;
  return `${policy.strategy}${range}${throttled}${commits}${stream}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** A large run's mark on its table: dead tuples and size before and after, and what to run. */
function upkeepLine(policy: PolicyReport): string[] {
  const upkeep = policy.upkeep;
  if (!upkeep) return [];
  const { deadTuples: dead, bytes } = upkeep;
  const figures = `dead tuples ${count(dead.before)} -> ${count(dead.after)}, ${megabytes(bytes.before)} -> ${megabytes(bytes.after)}`;
  const vacuumed =
    upkeep.vacuum === "ran"
      ? `VACUUM (ANALYZE) ran in ${formatDuration(upkeep.vacuumMs ?? 0)}`
      : upkeep.advice;
  return [`  ${policy.name}: ${figures}; ${vacuumed}`];
}

/** A retention per tenant: the tenants worst off, by key (the report lists every one). */
function worstTenants(policy: PolicyReport): string[] {
  const named = namedTenants(policy.tenants);
  return named ? [`  ${policy.name}: tenants worst off: ${named}`] : [];
}

export function formatReport(report: RunReport): string {
  const header = [
    "policy",
    "outcome",
    "deleted",
    "held",
    "blocked",
    "backlog",
    "oldest",
    "how",
    "took",
  ];
  const rows = report.policies.map((policy) => [
    policy.mode === "report" ? `${policy.name} (report mode)` : policy.name,
    policy.outcome,
    policy.redacted === undefined ? count(policy.deleted) : `${count(policy.redacted)} redacted`,
    count(policy.held),
    count(policy.blocked),
    count(policy.backlog),
    age(policy.oldestAgeSeconds),
    how(policy),
    formatDuration(policy.durationMs),
  ]);
  const took = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  const errors = report.policies
    .filter((policy) => policy.error)
    .map((policy) => `  ${policy.name}: ${policy.error}`);
  const notes = report.policies.flatMap((policy) => [
    ...(policy.breaker?.tripped
      ? [`  ${policy.name}: ${breakerLine(policy.breaker, policy.mode === "delete")}`]
      : []),
    ...policy.warnings.map((warning) => `  ${policy.name}: ${warning}`),
    ...(policy.guards ?? []).map((guard) => `  ${policy.name}: ${guardLine(guard)}`),
    ...upkeepLine(policy),
    ...worstTenants(policy),
  ]);
  const dry = report.policies.some((policy) => policy.dryRun?.method === "rehearsal")
    ? " (dry run: rehearsed and rolled back, nothing deleted; backlog is what a run would delete or redact)"
    : " (dry run: nothing deleted; backlog is what a run would delete or redact)";
  return [
    `run ${report.runId}${report.dryRun ? dry : ""}: ${report.status} in ${formatDuration(took)}`,
    ...renderTable(header, rows),
    ...(notes.length > 0 ? ["notes:", ...notes] : []),
    ...(errors.length > 0 ? ["errors:", ...errors] : []),
  ].join("\n");
}
