// N nights of the real handler on real PostgreSQL, on a simulated clock, with faults on named
// nights; then the alarms of the synthesized template, evaluated over what the handler emitted,
// and the retention SLO measured each morning.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { LambdaClient } from "@aws-sdk/client-lambda";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type { AlarmRule } from "../../functions/contract/alarms.js";
import { parseNightWindow } from "../../functions/contract/night-window.js";
import { type EvidenceRecord, evidenceSince, silentLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { SegmentResult } from "../../functions/lambda/segment.js";
import { buildApp } from "../../infra/app.js";
import { CONTEXT_KEY } from "../../infra/context.js";
import { fakeContext } from "../../test/helpers/context.js";
import {
  type AlarmEpisode,
  alarmEpisodes,
  MetricStore,
  queueRecord,
  recordsFromEmf,
  simulatedRules,
} from "./cloudwatch.js";
import { capturing, FakeLambda, functionEnv } from "./deployment.js";
import { dateAfter, fireTime, localInstant } from "./scheduler.js";
import {
  addTraffic,
  createWorld,
  dropWorld,
  measure,
  RETENTION_DAYS,
  type Standing,
  simulatedTable,
  type Traffic,
  withDb,
} from "./world.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SEGMENT_BUDGET_MS = 12_000;

export type FaultKind =
  | "missed-night"
  | "outage"
  | "killed-segment"
  | "terminated-connections"
  | "throttled-continuation"
  | "throttled-delivery"
  | "duplicate-delivery"
  | "long-transaction"
  | "spike"
  | "daylight-saving";

/** What each fault should set off: alarm ids of the template contain these names. */
export const EXPECTED_ALARMS: Record<FaultKind, string[]> = {
  "missed-night": [],
  outage: ["FailedInvocationsAlarm", "NoSuccessfulRunAlarm"],
  "killed-segment": ["FailedInvocationsAlarm"],
  "terminated-connections": ["ErrorsAlarm"],
  "throttled-continuation": [],
  "throttled-delivery": [],
  "duplicate-delivery": [],
  "long-transaction": [],
  spike: ["BreakerTrippedsigninconfirmationrequests"],
  "daylight-saving": [],
};
const FAULT_NIGHTS: Partial<Record<FaultKind, number>> = { outage: 3 };

export interface Fault {
  kind: FaultKind;
  /** Night index (0-based). */
  night: number;
}

export interface SimulationOptions {
  /** A database URL on the server to use; the simulation creates and drops its own database. */
  adminUrl: string;
  nights: number;
  /** The first night's local date (YYYY-MM-DD); nights must lie in the past of the database's clock. */
  start: string;
  seed: number;
  faults: Fault[];
  traffic: Traffic;
  schedule: { cron: string; timeZone: string; window: string };
  log?: (line: string) => void;
}

export interface NightRecord {
  night: number;
  date: string;
  /** When the Scheduler fired (undefined: it did not). */
  firedAt?: number;
  faults: FaultKind[];
  results: SegmentResult[];
  failedInvocations: number;
  notes: string[];
  /** Faults of the night that did not happen as planned (the night ended before them). */
  unexercised: FaultKind[];
  deleted: Record<string, number>;
  standings: Standing[];
  /** the retention SLO: 99% gone within interval + one run; no row older than retention + 2 x interval. */
  slo: Record<string, { line1: boolean; line2: boolean }>;
}

export interface FaultVerdict {
  fault: Fault;
  began: number;
  expected: string[];
  fired: { alarm: string; hoursAfter: number }[];
  missing: string[];
  unexpected: string[];
  sloBroken: string[];
  /** The fault really happened (a kill landed mid-batch, a continuation was there to throttle...). */
  exercised: boolean;
  note: string;
}

export interface SimulationResult {
  options: Omit<SimulationOptions, "log" | "adminUrl">;
  nights: NightRecord[];
  rules: { id: string; metric: string; policy?: string }[];
  episodes: AlarmEpisode[];
  verdicts: FaultVerdict[];
  falseAlarms: AlarmEpisode[];
  /** SLO lines broken on nights no fault touched. */
  healthyBreaks: { night: number; policy: string; line: string }[];
  slo: Record<
    string,
    { nights: number; line1Met: number; line2Met: number; maxOldestPastDays: number }
  >;
  ok: boolean;
  /** The evidence records the runs wrote (retention_job.evidence), in chain order. */
  evidence: EvidenceRecord[];
  durationMs: number;
}

/** The stack's template for the simulated retention table and schedule (no bundling). */
export function synthesizedTemplate(options: SimulationOptions): Record<string, unknown> {
  const app = new App({
    context: {
      "aws:cdk:bundling-stacks": [],
      [CONTEXT_KEY]: {
        // The repository's example deployment (cdk.json), with the simulated table and schedule.
        ...(JSON.parse(readFileSync("cdk.json", "utf8")) as { context: Record<string, object> })
          .context[CONTEXT_KEY],
        preset: undefined,
        nightWindowUtc: undefined,
        retentionTable: simulatedTable,
        schedule: options.schedule.cron,
        scheduleTimeZone: options.schedule.timeZone,
        nightWindow: options.schedule.window,
      },
    },
  });
  return Template.fromStack(buildApp(app).stack).toJSON();
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seeded fault schedule: each fault on its own night, at least `gap` nights apart (so that
 * which alarm belongs to which fault is clear), the clock change on its calendar night.
 */
export function faultSchedule(
  nights: number,
  start: string,
  timeZone: string,
  seed: number,
  kinds: FaultKind[],
  gap = 5,
): Fault[] {
  const faults: Fault[] = [];
  const taken = new Set<number>();
  for (let night = 0; night < nights; night++) {
    const date = dateAfter(start, night);
    const midnight = localInstant(timeZone, date, 0) as number;
    const next = localInstant(timeZone, dateAfter(start, night + 1), 0) as number;
    if (kinds.includes("daylight-saving") && next - midnight !== DAY) {
      faults.push({ kind: "daylight-saving", night });
      for (let n = night - 2; n <= night + 2; n++) taken.add(n);
    }
  }
  const random = mulberry32(seed);
  const others = kinds.filter((kind) => kind !== "daylight-saving");
  const slots: number[] = [];
  for (let night = 2; night + 2 < nights; night += gap) slots.push(night);
  const free = slots.filter((night) => ![0, 1, 2, 3].some((d) => taken.has(night + d)));
  for (let index = free.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [free[index], free[other]] = [free[other] as number, free[index] as number];
  }
  if (free.length < others.length)
    throw new Error(`${nights} nights have room for ${free.length} faults, not ${others.length}`);
  others.forEach((kind, index) => {
    faults.push({ kind, night: free[index] as number });
  });
  return faults.sort((a, b) => a.night - b.night);
}

export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const template = synthesizedTemplate(options);
  const rules = simulatedRules(template);
  const dbName = `simulation_${process.pid}_${options.seed}`;
  const url = await createWorld(options.adminUrl, dbName, options.seed);
  const store = new MetricStore();
  const nights: NightRecord[] = [];
  const queueMessages: { at: number; clearedAt?: number }[] = [];
  const { timeZone } = options.schedule;
  const env = functionEnv(template, url);
  const intervalMs = DAY;
  const window = parseNightWindow(options.schedule.window, "schedule.window", timeZone);
  const windowEnd = (night: number) =>
    localInstant(timeZone, dateAfter(options.start, night), window.end) as number;
  const runAllowanceMs = 3 * HOUR;
  let evidence: EvidenceRecord[] = [];
  try {
    // The service has run for a while: 95 days of traffic before the first night, and the job
    // with it, so the sign-in requests past retention before the last night are gone (else the
    // first night is a catch-up of most of the table, which the breaker's share limit rightly
    // stops once the table's size is known: whether it was known raced autovacuum's ANALYZE).
    const first = localInstant(timeZone, dateAfter(options.start, 0), 0) as number;
    await withDb(url, async (db) => {
      await addTraffic(db, options.traffic, first - 95 * DAY, first);
      await db.query(
        "DELETE FROM identity.sign_in_confirmation_requests WHERE created_at < $1::timestamptz",
        [new Date(first - (RETENTION_DAYS.sign_in_confirmation_requests! + 1) * DAY).toISOString()],
      );
      await db.query("ANALYZE");
    });
    let simulatedNow = first;
    // Traffic is continuous: each night's day runs from the previous fire time to this one.
    let trafficUntil = first;
    const lambda = new FakeLambda();
    /** The function as deployed, with its environment changed as a fault needs. */
    const handlerWith = (changes: NodeJS.ProcessEnv = {}) =>
      createHandler(
        { ...env, ...changes },
        {
          lambda: lambda as unknown as LambdaClient,
          logger: silentLogger,
          simulatedTime: () => simulatedNow,
        },
      );
    const handler = handlerWith();
    const unreachable = handlerWith({
      DATABASE_URL: "postgres://retention@127.0.0.1:1/none?connect_timeout=2",
    });
    // Small batches with long pauses: the night cannot end in its first segment, so a continuation
    // is sure to be sent (and throttled).
    const slowHandler = handlerWith({ BATCH_SIZE: "50", BATCH_PAUSE: "200ms" });

    /** One invocation and the continuations it hands on, as Lambda would run them. */
    const invoke = async (
      event: unknown,
      night: NightRecord,
      h = handler,
      firstBudgetMs = SEGMENT_BUDGET_MS,
    ) => {
      // A run that fans out hands on one event per chain: every one of them runs, in order.
      const pending: unknown[] = [event];
      let budget = firstBudgetMs;
      for (let hop = 0; pending.length > 0 && hop < 30; hop++) {
        const next = pending.shift();
        lambda.queue = [];
        try {
          const result = (await capturing(
            store,
            () => simulatedNow,
            // The first segment may be a special one (a slowed night); its continuations are not.
            () =>
              (hop === 0 ? h : handler)(next, fakeContext(budget, `night-${night.night}-${hop}`)),
          )) as SegmentResult;
          night.results.push(result);
          for (const [policy, totals] of Object.entries(result.totals ?? {}))
            if (result.status !== "continued") night.deleted[policy] = totals.deleted;
        } catch (error) {
          // An invocation that throws is a failed async invocation: its event goes to the failure queue.
          night.failedInvocations += 1;
          queueMessages.push({ at: simulatedNow });
          log(
            `  night ${night.night}: invocation failed: ${(error as Error).message.slice(0, 80)}`,
          );
        }
        pending.push(...lambda.queue);
        simulatedNow += 2 * 60_000;
        budget = SEGMENT_BUDGET_MS;
      }
    };

    for (let index = 0; index < options.nights; index++) {
      const date = dateAfter(options.start, index);
      const faults = options.faults
        .filter((fault) =>
          fault.kind === "outage"
            ? index >= fault.night && index < fault.night + (FAULT_NIGHTS.outage as number)
            : fault.night === index,
        )
        .map((fault) => fault.kind);
      const night: NightRecord = {
        night: index,
        date: `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`,
        faults,
        results: [],
        failedInvocations: 0,
        notes: [],
        unexercised: [],
        deleted: {},
        standings: [],
        slo: {},
      };
      nights.push(night);
      const fired = fireTime(options.schedule.cron, timeZone, date);
      if (fired !== undefined) night.firedAt = fired;
      // The day before the night: traffic up to the fire time (a spike adds 10x a day of sign-in
      // requests that were just past their retention: a restore of old rows, a bulk import).
      const dayStart = trafficUntil;
      const dayEnd = fired ?? windowEnd(index) - HOUR;
      trafficUntil = dayEnd;
      await withDb(url, async (db) => {
        await addTraffic(db, options.traffic, dayStart, dayEnd);
        if (faults.includes("spike")) {
          const cutoff = dayEnd - RETENTION_DAYS.sign_in_confirmation_requests! * DAY;
          await addTraffic(
            db,
            { sicrPerDay: options.traffic.sicrPerDay * 10, chainsPerDay: 0 },
            cutoff - DAY,
            cutoff,
          );
        }
      });
      // A long transaction holds row locks on part of the backlog all night.
      let holder: import("pg").Client | undefined;
      if (faults.includes("long-transaction")) {
        const pg = (await import("pg")).default;
        holder = new pg.Client({ connectionString: url, application_name: "simulation-holder" });
        await holder.connect();
        await holder.query("BEGIN");
        await holder.query(
          `SELECT id FROM identity.sign_in_confirmation_requests WHERE created_at < $1 ORDER BY random() LIMIT 300 FOR UPDATE`,
          [new Date((fired ?? dayEnd) - 30 * DAY).toISOString()],
        );
      }
      if (fired !== undefined && !faults.includes("missed-night")) {
        simulatedNow = fired;
        const event = { kind: "scheduled", scheduledTime: new Date(fired).toISOString() };
        if (faults.includes("throttled-delivery")) {
          // The Scheduler's first delivery is throttled; it retries a minute later.
          simulatedNow += 60_000;
        }
        if (faults.includes("outage")) await invoke(event, night, unreachable);
        else if (faults.includes("killed-segment")) await killedSegment(event, night);
        else if (faults.includes("terminated-connections")) {
          const [, terminated] = await Promise.all([invoke(event, night), terminateDuringRun(url)]);
          if (!terminated) night.unexercised.push("terminated-connections");
        } else if (faults.includes("throttled-continuation")) {
          lambda.throttleNext = 1;
          await invoke(event, night, slowHandler, 10_000 + 1000);
          if (lambda.throttled === 0) night.unexercised.push("throttled-continuation");
          night.notes.push(`continuation Invoke throttled ${lambda.throttled}x, then sent`);
          lambda.throttled = 0;
        } else {
          await invoke(event, night);
          if (faults.includes("duplicate-delivery")) {
            // The same night's event again (Scheduler and Lambda deliver at least once).
            simulatedNow += 5 * 60_000;
            await invoke(event, night);
          }
        }
      }
      await holder?.query("COMMIT");
      await holder?.end();
      // The morning after: where each policy stands, the SLO's lines.
      simulatedNow = Math.max(simulatedNow, windowEnd(index));
      await withDb(url, async (db) => {
        for (const policy of Object.keys(RETENTION_DAYS)) {
          const standing = await measure(db, policy, simulatedNow, intervalMs, runAllowanceMs);
          night.standings.push(standing);
          const found = (night.deleted[policy] ?? 0) + standing.pastRetention;
          night.slo[policy] = {
            line1: standing.pastOneRun <= 0.01 * Math.max(found, 1),
            line2: standing.oldestPastDays <= (2 * intervalMs) / DAY,
          };
        }
      });
      // The operator, paged by the breaker, allows the large run the next morning.
      const tripped = night.results.some((result) =>
        Object.values(result.totals ?? {}).some((totals) => totals.outcome === "tripped"),
      );
      if (tripped) {
        simulatedNow += 3 * HOUR;
        const policies = night.results
          .flatMap((result) => Object.entries(result.totals ?? {}))
          .filter(([, totals]) => totals.outcome === "tripped")
          .map(([name]) => name);
        log(
          `  night ${index}: breaker tripped (${policies.join(", ")}); operator allows a catch-up`,
        );
        await invoke({ kind: "catch-up", allowLargeDeletion: policies }, night);
      }
      // The failure queue: an operator clears it once a run succeeds again.
      if (night.results.some((result) => result.status === "succeeded")) {
        for (const message of queueMessages) message.clearedAt ??= simulatedNow + HOUR;
      }
      log(
        `night ${index} ${night.date}${faults.length ? ` [${faults.join(", ")}]` : ""}: ` +
          `${night.results.map((result) => result.status).join(",") || "no run"}; ` +
          night.standings
            .map(
              (each) =>
                `${each.policy} past retention ${each.pastRetention}, oldest +${each.oldestPastDays.toFixed(2)} d`,
            )
            .join("; "),
      );
      simulatedNow = Math.max(simulatedNow, windowEnd(index) + HOUR);
    }

    async function killedSegment(event: unknown, night: NightRecord) {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "bench/simulate/segment-child.ts",
          JSON.stringify(event),
          String(simulatedNow),
        ],
        { env: { ...process.env, ...env, LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", "pipe"] },
      );
      if (!(await killMidBatch(child, store, () => simulatedNow)))
        night.unexercised.push("killed-segment");
      night.failedInvocations += 1;
      night.results.push({ status: "failed", reason: "segment killed (SIGKILL) mid-batch" });
      // Lambda: an async invocation that timed out is a failure: its event goes to the failure queue.
      queueMessages.push({ at: simulatedNow });
    }
  } finally {
    // The run ledger's evidence records, before the world goes (npm run evidence:browser draws them).
    evidence = await withDb(url, (db) => evidenceSince(db, new Date(0))).catch(() => []);
    await dropWorld(options.adminUrl, dbName).catch(() => undefined);
  }

  // The failure queue's metric: messages visible, every five minutes, from each failure until cleared.
  const end = windowEnd(options.nights - 1) + 12 * HOUR;
  const begin = localInstant(timeZone, dateAfter(options.start, 0), 0) as number;
  // The alarms are judged from an hour after the first night's run: before it, the simulated
  // service has no metrics at all (a deployed one has its earlier nights').
  const judgedFrom =
    (fireTime(options.schedule.cron, timeZone, dateAfter(options.start, 0)) ?? begin) + HOUR;
  for (let at = begin; at <= end; at += 5 * 60_000) {
    const visible = queueMessages.filter(
      (m) => m.at <= at && (m.clearedAt ?? Infinity) > at,
    ).length;
    store.add([queueRecord(rules, at, visible)]);
  }
  const episodes = alarmEpisodes(rules, store, judgedFrom, end);
  return { ...judge(options, nights, rules, episodes, started), evidence };
}

/**
 * Kills the child (SIGKILL, as a Lambda timeout does) while a delete batch is running; false when
 * it ended before a batch was under way.
 */
function killMidBatch(child: ChildProcess, store: MetricStore, at: () => number): Promise<boolean> {
  return new Promise((resolve) => {
    let out = "";
    let err = "";
    let killing = false;
    child.stdout?.on("data", (chunk) => {
      out += chunk.toString();
      const lines = out.split("\n");
      out = lines.pop() ?? "";
      for (const line of lines) store.add(recordsFromEmf(line, at()));
    });
    // The engine's log (stderr): the first batch is done, the next is on its way.
    child.stderr?.on("data", (chunk) => {
      err += chunk.toString();
      if (!killing && err.includes('"batch-deleted"')) {
        killing = true;
        setTimeout(() => child.kill("SIGKILL"), 2);
      }
    });
    child.on("exit", () => resolve(killing));
    // Whatever happens, a segment does not outlive its Lambda.
    setTimeout(() => child.kill("SIGKILL"), 30_000).unref();
  });
}

/** Terminates the engine's connections once its first delete is under way; false if it never saw one. */
async function terminateDuringRun(url: string): Promise<boolean> {
  return withDb(url, async (db) => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const { rowCount } = await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'retention-job' AND state = 'active'
           AND query ILIKE '%DELETE%'`,
      );
      if ((rowCount ?? 0) > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return false;
  });
}

function judge(
  options: SimulationOptions,
  nights: NightRecord[],
  rules: AlarmRule[],
  episodes: AlarmEpisode[],
  started: number,
): Omit<SimulationResult, "evidence"> {
  const { timeZone } = options.schedule;
  const faultStart = (fault: Fault) =>
    fireTime(options.schedule.cron, timeZone, dateAfter(options.start, fault.night)) ??
    (localInstant(timeZone, dateAfter(options.start, fault.night), 0) as number) + 3 * HOUR;
  const faultNights = (fault: Fault) => (fault.kind === "outage" ? FAULT_NIGHTS.outage! : 1);
  // An alarm belongs to a fault when it starts between the fault and three days after it ended.
  // ... and to the latest such fault, when their days overlap.
  const owner = (episode: AlarmEpisode) =>
    options.faults
      .filter((fault) => {
        const start = faultStart(fault);
        return episode.start >= start && episode.start < start + (faultNights(fault) + 3) * DAY;
      })
      .sort((a, b) => faultStart(b) - faultStart(a))[0];
  const touched = (night: number) =>
    options.faults.some(
      (fault) => night >= fault.night && night < fault.night + faultNights(fault) + 3,
    );
  const verdicts: FaultVerdict[] = options.faults.map((fault) => {
    const began = faultStart(fault);
    const mine = episodes.filter((episode) => owner(episode) === fault);
    const fired = mine.map((episode) => ({
      alarm: episode.rule,
      hoursAfter: Math.round(((episode.start - began) / HOUR) * 10) / 10,
    }));
    const expected = EXPECTED_ALARMS[fault.kind];
    const missing = expected.filter((name) => !fired.some((each) => each.alarm.includes(name)));
    const unexpected = fired
      .filter((each) => !expected.some((name) => each.alarm.includes(name)))
      .map((each) => each.alarm);
    const sloBroken = nights
      .filter(
        (night) => night.night >= fault.night && night.night <= fault.night + faultNights(fault),
      )
      .flatMap((night) =>
        Object.entries(night.slo).flatMap(([policy, lines]) => [
          ...(lines.line1 ? [] : [`${policy} 99% line on ${night.date}`]),
          ...(lines.line2 ? [] : [`${policy} oldest-row line on ${night.date}`]),
        ]),
      );
    return {
      fault,
      began,
      expected,
      fired,
      missing,
      unexpected,
      sloBroken,
      exercised: !nights[fault.night]?.unexercised.includes(fault.kind),
      note: noteOf(fault, nights),
    };
  });
  const falseAlarms = episodes.filter((episode) => owner(episode) === undefined);
  const healthyBreaks = nights
    .filter((night) => !touched(night.night))
    .flatMap((night) =>
      Object.entries(night.slo).flatMap(([policy, lines]) => [
        ...(lines.line1
          ? []
          : [{ night: night.night, policy, line: "99% within interval + one run" }]),
        ...(lines.line2
          ? []
          : [{ night: night.night, policy, line: "no row older than retention + 2 x interval" }]),
      ]),
    );
  const slo: SimulationResult["slo"] = {};
  for (const policy of Object.keys(RETENTION_DAYS)) {
    const measured = nights.filter((night) => night.slo[policy]);
    slo[policy] = {
      nights: measured.length,
      line1Met: measured.filter((night) => night.slo[policy]?.line1).length,
      line2Met: measured.filter((night) => night.slo[policy]?.line2).length,
      maxOldestPastDays: Math.max(
        0,
        ...measured.flatMap((night) =>
          night.standings
            .filter((each) => each.policy === policy)
            .map((each) => each.oldestPastDays),
        ),
      ),
    };
  }
  const ok =
    verdicts.every(
      (verdict) =>
        verdict.exercised && verdict.missing.length === 0 && verdict.unexpected.length === 0,
    ) &&
    falseAlarms.length === 0 &&
    healthyBreaks.length === 0;
  const { log: _log, adminUrl: _admin, ...kept } = options;
  return {
    options: kept,
    nights,
    rules: rules.map((rule) => ({
      id: rule.id,
      metric: rule.metric,
      ...(rule.policy ? { policy: rule.policy } : {}),
    })),
    episodes,
    verdicts,
    falseAlarms,
    healthyBreaks,
    slo,
    ok,
    durationMs: Date.now() - started,
  };
}

/** What happened on the fault's night, in a few words, from the handler's own results. */
function noteOf(fault: Fault, nights: NightRecord[]): string {
  const night = nights[fault.night];
  if (!night) return "";
  const statuses = [
    night.results.map((result) => result.status).join(", ") || "no invocation",
    ...night.notes,
  ].join("; ");
  switch (fault.kind) {
    case "daylight-saving": {
      const at = night.firedAt;
      return at === undefined
        ? "the Scheduler skipped the night"
        : `ran at ${new Date(at).toISOString().slice(11, 16)} UTC, inside the window; ${statuses}`;
    }
    case "duplicate-delivery":
      return `deliveries: ${statuses} (the second is the same run, by its scheduled time)`;
    case "outage":
      return `${FAULT_NIGHTS.outage} nights without the database; ${night.failedInvocations} failed invocation(s) a night`;
    default:
      return statuses;
  }
}
