// `status`'s one-line verdict: the stack's alarm rules over the metrics read, in words an operator
// acts on; for a fleet, each target's verdict and their order, worst first.
import type { AlarmKind, Datapoint } from "../contract/alarms.js";
import { formatDuration } from "../contract/duration.js";
import { mechanismFacts } from "../contract/mechanisms.js";
import type { PolicySeries, RuleVerdict, StatusData } from "./aws/status.js";

export interface Verdict {
  healthy: boolean;
  problems: string[];
  line: string;
}

export const lastKnown = <T>(values: (T | null)[]): T | null => {
  for (let index = values.length - 1; index >= 0; index--)
    if (values[index] !== null) return values[index] as T;
  return null;
};

/** Nights in a row, ending with the last known one, on which the backlog grew. */
function growingNights(backlog: Datapoint[]): number {
  const known = backlog.filter((value): value is number => value !== null);
  let growing = 0;
  for (let index = known.length - 1; index > 0; index--) {
    if ((known[index] as number) <= (known[index - 1] as number)) break;
    growing++;
  }
  return growing;
}

/** A tenant policy's most overdue tenant in its newest evidence record, by key: ` (worst tenant 42)`. */
function worstTenant(data: StatusData, policy: string | undefined): string {
  const record = data.tenants?.policies.find((each) => each.policy === policy)?.record;
  const worst = record?.tenants?.listed.find((each) => (each.overdueSeconds ?? 0) > 0);
  if (!worst) return "";
  return ` (worst tenant ${worst.tenant === null ? "(no tenant)" : worst.tenant})`;
}

/** What an operator reads for a rule that breaches, with the figures behind it. */
function explain(verdict: RuleVerdict, data: StatusData): string {
  const { rule } = verdict;
  const policy: PolicySeries | undefined = data.policies.find((each) => each.name === rule.policy);
  switch (rule.kind) {
    case "no-successful-run": {
      const lastSuccess = data.runs.succeeded.findLastIndex((value) => (value ?? 0) > 0);
      return lastSuccess < 0
        ? `no successful run in the last ${data.nights.length} nights`
        : `no successful run since ${(data.nights[lastSuccess] as Date).toISOString().slice(0, 10)}`;
    }
    case "errors":
      return "a run reported errors in the last hour";
    case "failed-invocations":
      return "an invocation could not be handled and waits in the failure queue";
    case "backlog-growing": {
      const nights = policy ? growingNights(policy.backlog) : 0;
      const now = policy ? lastKnown(policy.backlog) : null;
      return `backlog of ${rule.policy} growing ${nights >= rule.evaluationPeriods ? `${nights} nights` : `over ${rule.evaluationPeriods} runs`}${now === null ? "" : ` (now ${now})`}`;
    }
    case "lifecycle-mismatch":
      return `the expiry of store entry ${rule.bucket} does not keep its retention (see the run's store-checked line, or retention-job plan)`;
    case "deletions-unpublished":
      return "keys of deleted rows wait in the outbox for more than a night: the event bus does not take them (see the run's outbox-drained lines)";
    case "breaker-tripped":
      return `the breaker stopped ${rule.policy} (see the run's log line breaker-tripped)`;
    case "archive-verification":
      return `an archive object of ${rule.policy} did not read back as written: its rows stayed (see the run's policy-failed line)`;
    case "oldest-row-overdue": {
      if (policy && mechanismFacts(policy.mechanism).onTime === "overdue-partition") {
        const overdue = lastKnown(policy.overdueSeconds);
        return `${rule.policy} has a partition due ${overdue === null ? "" : `${formatDuration(overdue * 1000, 2)} ago `}still attached`;
      }
      const oldest = policy ? lastKnown(policy.oldestAgeSeconds) : null;
      const overdue =
        oldest !== null && policy ? (oldest - policy.retentionSeconds) * 1000 : undefined;
      return overdue === undefined
        ? `${rule.policy} has a row past its retention + grace${worstTenant(data, rule.policy)}`
        : `${rule.policy} overdue by ${formatDuration(overdue, 2)}${worstTenant(data, rule.policy)}`;
    }
  }
}

/** A problem found: the rule kind it comes from (or the last run's failure, or a firing alarm). */
interface Finding {
  kind: AlarmKind | "last-run-failed" | "alarm-firing";
  text: string;
}

/** The rules in ALARM over the metrics read, and the deployed alarms firing. */
function findings(data: StatusData): Finding[] {
  const found: Finding[] = data.rules
    .filter((verdict) => verdict.state === "ALARM")
    .map((verdict) => ({ kind: verdict.rule.kind, text: explain(verdict, data) }));
  const firing = data.alarms.filter((alarm) => alarm.state === "ALARM").map((alarm) => alarm.name);
  if (firing.length > 0)
    found.push({ kind: "alarm-firing", text: `alarms firing: ${firing.join(", ")}` });
  return found;
}

const verdictOf = (problems: string[]): Verdict => ({
  healthy: problems.length === 0,
  problems,
  line: problems.length === 0 ? "healthy" : `UNHEALTHY: ${problems.join("; ")}`,
});

/**
 * One line first: healthy, or what is wrong. The judgement is the stack's own alarm rules
 * (contract/alarms.ts) evaluated over the metrics just read, plus any deployed alarm in ALARM.
 */
export function judge(data: StatusData): Verdict {
  return verdictOf(findings(data).map((finding) => finding.text));
}

/**
 * How bad a finding is, to rank a fleet's targets: a last run that failed first (the night's
 * NightFailedAlarm), then no successful run, a row overdue, a growing backlog; anything else last.
 */
const SEVERITY: Partial<Record<Finding["kind"], number>> = {
  "last-run-failed": 4,
  "no-successful-run": 3,
  "oldest-row-overdue": 2,
  "backlog-growing": 1,
};
const severityOf = (finding: Finding) => SEVERITY[finding.kind] ?? 1;

/** The last night with a run, when its run failed (RunFailed, and no RunSucceeded that night). */
function lastRunFailed(data: StatusData): Finding[] {
  const { failed, succeeded } = data.runs;
  const ran = (index: number) => (failed[index] ?? 0) > 0 || (succeeded[index] ?? 0) > 0;
  const last = data.nights.findLastIndex((_, index) => ran(index));
  if (last < 0 || (succeeded[last] ?? 0) > 0) return [];
  const night = (data.nights[last] as Date).toISOString().slice(0, 10);
  return [{ kind: "last-run-failed", text: `last run failed (${night})` }];
}

/** A fleet's target judged: its verdict, worst problem first, and how bad its worst is (0: healthy). */
export interface TargetVerdict {
  name: string;
  verdict: Verdict;
  severity: number;
}

export function judgeTarget(name: string, data: StatusData): TargetVerdict {
  const found = [...lastRunFailed(data), ...findings(data)].sort(
    (a, b) => severityOf(b) - severityOf(a),
  );
  return {
    name,
    verdict: verdictOf(found.map((finding) => finding.text)),
    severity: Math.max(0, ...found.map(severityOf)),
  };
}

/** Worst first: by the worst problem, then by how many, then by name. */
export function rankTargets(targets: TargetVerdict[]): TargetVerdict[] {
  return [...targets].sort(
    (a, b) =>
      b.severity - a.severity ||
      b.verdict.problems.length - a.verdict.problems.length ||
      a.name.localeCompare(b.name),
  );
}

/** The fleet's one line: healthy when every target is, else how many are not and which. */
export function judgeFleet(ranked: TargetVerdict[]): Verdict {
  const unhealthy = ranked.filter((each) => !each.verdict.healthy).map((each) => each.name);
  return {
    healthy: unhealthy.length === 0,
    problems: unhealthy,
    line:
      unhealthy.length === 0
        ? `healthy: ${ranked.length} targets`
        : `UNHEALTHY: ${unhealthy.length} of ${ranked.length} targets (${unhealthy.join(", ")})`,
  };
}
