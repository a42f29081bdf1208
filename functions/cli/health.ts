// `status`'s one-line verdict: the stack's alarm rules over the metrics read, in words an operator
// acts on.
import type { Datapoint } from "../contract/alarms.js";
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
        ? `${rule.policy} has a row past its retention + grace`
        : `${rule.policy} overdue by ${formatDuration(overdue, 2)}`;
    }
  }
}

/**
 * One line first: healthy, or what is wrong. The judgement is the stack's own alarm rules
 * (contract/alarms.ts) evaluated over the metrics just read, plus any deployed alarm in ALARM.
 */
export function judge(data: StatusData): Verdict {
  const problems = data.rules
    .filter((verdict) => verdict.state === "ALARM")
    .map((verdict) => explain(verdict, data));
  const firing = data.alarms.filter((alarm) => alarm.state === "ALARM").map((alarm) => alarm.name);
  if (firing.length > 0) problems.push(`alarms firing: ${firing.join(", ")}`);
  return {
    healthy: problems.length === 0,
    problems,
    line: problems.length === 0 ? "healthy" : `UNHEALTHY: ${problems.join("; ")}`,
  };
}
