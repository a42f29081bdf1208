// What CloudWatch would hold and decide, from the EMF lines the handler printed: a metric store,
// the alarms of the synthesized template (the contract's evaluator judges each period), and the
// failure queue's alarm (AWS/SQS), which the simulation feeds from the invocations that failed.
import {
  type AlarmRule,
  type AlarmState,
  applyExpression,
  type Datapoint,
  evaluateAlarm,
} from "../../functions/contract/alarms.js";
import { dimensionKey } from "../../functions/contract/metrics.js";
import { rulesFromTemplate } from "../../infra/template-alarms.js";

/** One value of one metric, as CloudWatch stores it: namespace, name and exact dimension set. */
export interface MetricRecord {
  at: number;
  namespace?: string;
  metric: string;
  dimensions: Record<string, unknown>;
  value: number;
}

/** The metric the failure queue's alarm reads (messages visible in the queue). */
export const QUEUE_METRIC = "ApproximateNumberOfMessagesVisible";

/** What SQS reports of the failure queue at `at`: the queue alarm's own metric (AWS/SQS, its QueueName). */
export function queueRecord(rules: AlarmRule[], at: number, visible: number): MetricRecord {
  const rule = rules.find((each) => (each.metric as string) === QUEUE_METRIC);
  if (!rule) throw new Error("the template has no failure-queue alarm");
  return {
    at,
    metric: QUEUE_METRIC,
    value: visible,
    dimensions: rule.dimensions,
    ...(rule.namespace ? { namespace: rule.namespace } : {}),
  };
}

/**
 * The records of one EMF line, stamped at `at` (the simulated time of the invocation): as
 * CloudWatch reads EMF, each metric of a directive under each of its dimension sets.
 */
export function recordsFromEmf(line: string, at: number): MetricRecord[] {
  if (!line.startsWith("{") || !line.includes('"_aws"')) return [];
  const document = JSON.parse(line) as Record<string, unknown> & {
    _aws: {
      CloudWatchMetrics: {
        Namespace: string;
        Dimensions: string[][];
        Metrics: { Name: string }[];
      }[];
    };
  };
  const records: MetricRecord[] = [];
  for (const directive of document._aws.CloudWatchMetrics) {
    for (const set of directive.Dimensions) {
      const dimensions = Object.fromEntries(set.map((name) => [name, document[name]]));
      for (const { Name } of directive.Metrics) {
        const raw = document[Name];
        for (const value of Array.isArray(raw) ? raw : [raw]) {
          if (typeof value === "number")
            records.push({ at, namespace: directive.Namespace, metric: Name, dimensions, value });
        }
      }
    }
  }
  return records;
}

/** Whether a record belongs to the rule's metric: the namespace, the name and the exact dimension set. */
export const watches = (rule: AlarmRule, record: MetricRecord) =>
  record.metric === rule.metric &&
  (rule.namespace === undefined || record.namespace === rule.namespace) &&
  dimensionKey(record.dimensions as Record<string, string>) === dimensionKey(rule.dimensions);

export class MetricStore {
  readonly records: MetricRecord[] = [];

  add(records: MetricRecord[]): void {
    this.records.push(...records);
  }

  /** The rule's statistic over (from, to]; null when the metric had no data there. */
  aggregate(rule: AlarmRule, from: number, to: number): Datapoint {
    const values = this.records
      .filter((record) => watches(rule, record) && record.at > from && record.at <= to)
      .map((record) => record.value);
    if (values.length === 0) return null;
    return rule.statistic === "Sum"
      ? values.reduce((sum, value) => sum + value, 0)
      : Math.max(...values);
  }

  /**
   * The periods an alarm evaluated at `at` looks at, oldest first: CloudWatch queries the last
   * evaluationPeriods periods ending now (one more for DIFF, which needs the value before).
   */
  series(rule: AlarmRule, at: number): Datapoint[] {
    const period = rule.periodSeconds * 1000;
    const count = rule.evaluationPeriods + (rule.expression ? 1 : 0);
    const values: Datapoint[] = [];
    for (let index = count - 1; index >= 0; index--) {
      const to = at - index * period;
      values.push(this.aggregate(rule, to - period, to));
    }
    return values;
  }
}

export function evaluateAt(
  rule: AlarmRule,
  store: MetricStore,
  at: number,
  previous: AlarmState,
): AlarmState {
  return evaluateAlarm(rule, store.series(rule, at), previous);
}

/** The datapoints an evaluation judged, after the expression (for the table and the tests). */
export const judged = (rule: AlarmRule, store: MetricStore, at: number) =>
  applyExpression(rule, store.series(rule, at)).slice(-rule.evaluationPeriods);

export interface AlarmEpisode {
  rule: string;
  start: number;
  /** When it went back to OK; undefined when still in ALARM at the end. */
  end?: number;
}

/** Evaluates every rule every `stepMs` from `from` to `to`: the periods each spent in ALARM. */
export function alarmEpisodes(
  rules: AlarmRule[],
  store: MetricStore,
  from: number,
  to: number,
  stepMs = 3_600_000,
): AlarmEpisode[] {
  const episodes: AlarmEpisode[] = [];
  for (const rule of rules) {
    let state: AlarmState = "INSUFFICIENT_DATA";
    let open: AlarmEpisode | undefined;
    for (let at = from; at <= to; at += stepMs) {
      state = evaluateAt(rule, store, at, state);
      if (state === "ALARM" && !open) {
        open = { rule: rule.id, start: at };
        episodes.push(open);
      } else if (state !== "ALARM" && open) {
        open.end = at;
        open = undefined;
      }
    }
  }
  return episodes.sort((a, b) => a.start - b.start);
}

/**
 * Every alarm of the template the simulation can feed: the contract's metrics and the failure
 * queue's (AWS/SQS messages visible), read the same way.
 */
export const simulatedRules = (template: { Resources?: Record<string, unknown> }): AlarmRule[] =>
  rulesFromTemplate(template, [QUEUE_METRIC]);
