// The evidence an auditor asks for, from the record: per policy, the rule and its changes over
// time, each day compliant or not by the retention SLO's two lines (99 % of what is due removed in a
// night; nothing older than retention + 2 x interval), the worst day, each breach with its reason,
// and totals. A pure function of the records: the ledger's or the evidence bucket's.
import type { Interval } from "../../contract/calendar.js";
import { formatDuration, formatInterval } from "../../contract/duration.js";
import type { Policy } from "../../contract/retention-table.js";
import { isHoldRecord } from "../holds/read.js";
import { isReceipt } from "./erasure-receipt.js";
import { type CaseEvidence, holdsEvidence } from "./holds.js";
import { canonicalJson, type EvidenceBody, type EvidenceRecord } from "./record.js";

const DAY_MS = 86_400_000;

export interface EvidenceOptions {
  since: Date;
  until: Date;
  /** The retention interval (the SLO's lines are drawn from it). */
  intervalMs: number;
}

export interface DayEvidence {
  date: string;
  ran: boolean;
  /** Rows removed that day (deleted or redacted), and archived. */
  removed: number;
  archived: number;
  /** After the day's last run: how long the oldest row due had been past its retention. */
  overdueSeconds: number | null;
  backlog: number | null;
  held: number | null;
  blocked: number | null;
  /** SLO line 1: at most 1 % of what was due left; line 2: nothing past retention + 2 x interval. */
  line1: boolean;
  line2: boolean;
  compliant: boolean;
  /** Why the day is not compliant (empty when it is). */
  reasons: string[];
}

export interface RuleVersion {
  /** The first record under this rule. */
  from: string;
  ruleHash: string;
  rule: Policy;
  changes: { field: string; before: string; after: string }[];
}

export interface PolicyEvidence {
  policy: string;
  versions: RuleVersion[];
  days: DayEvidence[];
  compliantDays: number;
  breachDays: number;
  worst: { date: string; overdueSeconds: number } | null;
  totals: { runs: number; removed: number; archived: number };
}

export interface EvidenceReport {
  generatedAt: string;
  since: string;
  until: string;
  intervalSeconds: number;
  records: number;
  /** The last record's place and hash: what a copy kept elsewhere must show too. */
  head: { seq: number; hash: string } | null;
  policies: PolicyEvidence[];
  /** The erasures' receipts in the period, per day (a subject only as its keyed hash). */
  erasures: ErasureDay[];
  /** Legal holds per case (evidence/holds.ts). */
  holds: CaseEvidence[];
}

/** One day's erasures: how many subjects each outcome, and the rows they removed. */
export interface ErasureDay {
  date: string;
  erased: number;
  held: number;
  notFound: number;
  failed: number;
  /** Rows deleted, cascaded or redacted by that day's erasures. */
  rows: number;
  /** The receipts' places in the ledger. */
  seqs: number[];
}

const dateOf = (iso: string) => iso.slice(0, 10);

const isInterval = (value: unknown): value is Interval =>
  typeof value === "object" && value !== null && "months" in value && "days" in value;

/**
 * What changed between two versions of a rule, field by field (durations and the retention in
 * words; retentionMs, derived from the retention, only for a rule recorded before it had one).
 */
export function ruleChanges(before: Policy, after: Policy): RuleVersion["changes"] {
  const derived = before.retention && after.retention ? ["retentionMs"] : [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !derived.includes(field))
    .sort();
  const shown = (field: string, value: unknown) =>
    value === undefined
      ? "(none)"
      : field.endsWith("Ms") && typeof value === "number"
        ? formatDuration(value)
        : isInterval(value)
          ? formatInterval(value)
          : canonicalJson(value);
  return fields.flatMap((field) => {
    const [a, b] = [
      (before as unknown as Record<string, unknown>)[field],
      (after as unknown as Record<string, unknown>)[field],
    ];
    if (canonicalJson(a ?? null) === canonicalJson(b ?? null)) return [];
    return [{ field, before: shown(field, a), after: shown(field, b) }];
  });
}

function versionsOf(records: EvidenceBody[]): RuleVersion[] {
  const versions: RuleVersion[] = [];
  for (const body of records) {
    const last = versions.at(-1);
    if (last?.ruleHash === body.ruleHash) continue;
    versions.push({
      from: body.recordedAt,
      ruleHash: body.ruleHash,
      rule: body.rule,
      changes: last ? ruleChanges(last.rule, body.rule) : [],
    });
  }
  return versions;
}

/** The days from `first` to `last` (UTC dates, both included). */
function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(first); at <= Date.parse(last); at += DAY_MS) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

const OUTCOME_REASONS: Partial<Record<EvidenceBody["outcome"], string>> = {
  failed: "the run failed for this policy",
  tripped: "the breaker stopped the policy (nothing deleted)",
  skipped: "skipped: another instance held the policy",
  aborted: "the run was stopped",
};

/** Why a day is not compliant, from its last record and the lines it broke. */
function reasonsOf(day: DayEvidence, last: EvidenceBody, limitSeconds: number): string[] {
  if (!day.ran) return ["no run recorded"];
  if (day.compliant) return [];
  const blockedBy = Object.entries(last.blockedBy ?? {})
    .map(([name, count]) => `${name}: ${count}`)
    .join(", ");
  return [
    ...(last.mode === "report" ? ["report mode: the rule is not enforced yet"] : []),
    ...(OUTCOME_REASONS[last.outcome]
      ? [`${OUTCOME_REASONS[last.outcome]}${last.error ? ` (${last.error})` : ""}`]
      : []),
    ...(last.outcome === "deadline"
      ? [`stopped at the run's deadline with ${last.backlog ?? "?"} rows left`]
      : []),
    ...(!day.line2 && day.overdueSeconds !== null
      ? [
          `the oldest row due was ${formatDuration(day.overdueSeconds * 1000, 2)} past its retention (at most ${formatDuration(limitSeconds * 1000)})`,
        ]
      : []),
    ...(!day.line1 && day.backlog !== null
      ? [`${day.backlog} rows past their retention were left`]
      : []),
    ...((last.blocked ?? 0) > 0
      ? [`${last.blocked} rows kept by references (${blockedBy}), not counted as due`]
      : []),
  ];
}

/** Rows removed (deleted or redacted) and archived by `records`. */
const sums = (records: EvidenceBody[]) => ({
  removed: records.reduce((sum, each) => sum + each.deleted + each.redacted, 0),
  archived: records.reduce((sum, each) => sum + each.archived, 0),
});

/** One day of a policy: its records' figures, the SLO's lines, the reasons it broke them. */
function dayOf(date: string, records: EvidenceBody[], limitSeconds: number): DayEvidence {
  const last = records.at(-1);
  const { removed, archived } = sums(records);
  const backlog = last?.backlog ?? null;
  const overdue = last?.overdueSeconds ?? null;
  const line1 = backlog !== null && backlog <= 0.01 * Math.max(1, removed + backlog);
  const line2 = overdue !== null && overdue <= limitSeconds;
  const day: DayEvidence = {
    date,
    ran: last !== undefined,
    removed,
    archived,
    overdueSeconds: overdue,
    backlog,
    held: last?.held ?? null,
    blocked: last?.blocked ?? null,
    line1,
    line2,
    compliant: last !== undefined && line1 && line2 && last.outcome !== "failed",
    reasons: [],
  };
  day.reasons = last ? reasonsOf(day, last, limitSeconds) : ["no run recorded"];
  return day;
}

function policyEvidence(
  policy: string,
  records: EvidenceBody[],
  options: EvidenceOptions,
): PolicyEvidence {
  const limitSeconds = Math.round((2 * options.intervalMs) / 1000);
  const byDate = new Map<string, EvidenceBody[]>();
  for (const body of records) {
    const date = dateOf(body.recordedAt);
    byDate.set(date, [...(byDate.get(date) ?? []), body]);
  }
  const first = [
    dateOf(options.since.toISOString()),
    dateOf(records[0]?.recordedAt ?? ""),
  ].sort()[1];
  const days = datesBetween(first as string, dateOf(options.until.toISOString())).map((date) =>
    dayOf(date, byDate.get(date) ?? [], limitSeconds),
  );
  const worst = days.reduce<PolicyEvidence["worst"]>(
    (max, day) =>
      day.overdueSeconds !== null && day.overdueSeconds > (max?.overdueSeconds ?? 0)
        ? { date: day.date, overdueSeconds: day.overdueSeconds }
        : max,
    null,
  );
  return {
    policy,
    versions: versionsOf(records),
    days,
    compliantDays: days.filter((day) => day.compliant).length,
    breachDays: days.filter((day) => !day.compliant).length,
    worst,
    totals: {
      runs: new Set(records.map((each) => each.runId)).size,
      ...sums(records),
    },
  };
}

/** The erasure receipts of the records, per day. */
export function erasureDays(records: EvidenceRecord[]): ErasureDay[] {
  const days = new Map<string, ErasureDay>();
  for (const record of records) {
    const body: unknown = record.body;
    if (!isReceipt(body)) continue;
    const date = dateOf(body.recordedAt);
    const day = days.get(date) ?? {
      date,
      erased: 0,
      held: 0,
      notFound: 0,
      failed: 0,
      rows: 0,
      seqs: [],
    };
    // A pending step is not a subject's outcome (its last step's is); its rows count.
    if (body.outcome === "not-found") day.notFound += 1;
    else if (body.outcome !== "pending") day[body.outcome] += 1;
    day.rows += body.tables.reduce(
      (sum, each) => sum + each.deleted + each.cascaded + each.redacted,
      0,
    );
    day.seqs.push(record.seq);
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The evidence of the records in [since, until], policy by policy (records in chain order). */
export function buildEvidence(records: EvidenceRecord[], options: EvidenceOptions): EvidenceReport {
  const within = records.filter(
    (record) =>
      Date.parse(record.body.recordedAt) >= options.since.getTime() &&
      Date.parse(record.body.recordedAt) <= options.until.getTime(),
  );
  // Policies' records only: an erasure's receipt and a hold's record (kind "hold") are not a policy's.
  const inRange = within.filter(
    (record) => !isReceipt(record.body as unknown) && !isHoldRecord(record.body as unknown),
  );
  const policies = [...new Set(inRange.map((record) => record.body.policy))].sort();
  const last = records.at(-1);
  return {
    generatedAt: new Date().toISOString(),
    since: options.since.toISOString(),
    until: options.until.toISOString(),
    intervalSeconds: Math.round(options.intervalMs / 1000),
    records: within.length,
    head: last ? { seq: last.seq, hash: last.hash } : null,
    policies: policies.map((policy) =>
      policyEvidence(
        policy,
        inRange.filter((record) => record.body.policy === policy).map((record) => record.body),
        options,
      ),
    ),
    erasures: erasureDays(within),
    holds: holdsEvidence(within, options.until),
  };
}
