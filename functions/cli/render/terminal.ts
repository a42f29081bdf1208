// What a run shows on stderr while it works. In a terminal (and without --json): a progress bar per
// policy (rows done of the estimated backlog, the rate, the time left; cli-progress draws it) and
// the log's warnings as lines of the command's own. Elsewhere (a pipe, a CI log, --json): JSON log
// lines for a collector, and one line per policy when it is done.
import cliProgress from "cli-progress";
import { formatDuration } from "../../contract/duration.js";
import { mechanismFacts } from "../../contract/mechanisms.js";
import { CONNECTION_SETTINGS, readSettings } from "../../contract/settings.js";
import { createLogger, type Logger, type ProgressEvent } from "../../engine/index.js";
import type { Io } from "../io.js";
import { count, formatAge } from "./table.js";

/** `1 batch`, `2 batches`. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${count(n)} ${n === 1 ? one : many}`;

/** A JSON log line as a person reads it: `warning: refresh_sessions: breaker tripped: ...`. */
export function humanLine(json: string): string {
  const line = JSON.parse(json) as { level?: string; policy?: string; msg?: string };
  const level = line.level === "warn" ? "warning" : (line.level ?? "info");
  return `${level}: ${line.policy ? `${line.policy}: ` : ""}${line.msg ?? ""}`;
}

/** Whether stderr is for people: a terminal, and the report not asked for as JSON. */
export const forPeople = (io: Io, json: boolean) => io.errIsTerminal === true && !json;

/** The one line a policy gets when it is done (and, outside a terminal, its only one). */
export function policyLine(report: Extract<ProgressEvent, { type: "policy" }>["report"]): string {
  const done = report.outcome === "completed" ? "✓" : "✗";
  const { verb, past } = mechanismFacts(report.mechanism);
  const acted = report.mode === "delete" ? past : `would ${verb}`;
  return (
    `${done} ${report.name}: ${report.outcome}, ${acted} ` +
    `${count(report.mode === "delete" ? (report.redacted ?? report.deleted) : report.backlog)}, backlog ${count(report.backlog)}, ` +
    `blocked ${count(report.blocked)}, held ${count(report.held)}, oldest ${formatAge(report.oldestAgeSeconds)}, ` +
    `${report.batches > 0 ? `${plural(report.batches, "batch", "batches")} ` : ""}in ${formatDuration(report.durationMs)}${report.error ? `: ${report.error}` : ""}`
  );
}

interface Live {
  bars: cliProgress.MultiBar;
  bar: cliProgress.SingleBar;
  policy: string;
  started: number;
  /** The breaker's count of what the run would take (at most), when it counted. */
  total: number | undefined;
}

/** The figures a bar shows: rows done (of the estimate), the rate so far, the time left at it. */
function figures(live: Live, done: number): Record<string, string> {
  const rate = done / Math.max(0.001, (Date.now() - live.started) / 1000);
  const left = live.total !== undefined && rate > 0 ? (live.total - done) / rate : undefined;
  return {
    policy: live.policy,
    done: count(done),
    total: count(live.total ?? 0),
    known: live.total !== undefined ? "yes" : "no",
    rate: count(rate),
    eta: left === undefined ? "" : formatDuration(Math.max(0, Math.round(left)) * 1000, 2),
  };
}

/** The progress bar's line: rows of the estimate, rate, time left (or rows and rate alone). */
function barFormat(
  _options: cliProgress.Options,
  params: cliProgress.Params,
  payload: Record<string, string>,
): string {
  const width = 24;
  const share = params.total > 0 ? Math.min(1, params.value / params.total) : 0;
  const bar =
    payload.known === "yes" ? `${"█".repeat(Math.round(share * width)).padEnd(width, "░")} ` : "";
  const of = payload.known === "yes" ? ` of ${payload.total}` : "";
  return `  ${payload.policy} ${bar}${payload.done}${of} rows, ${payload.rate}/s${payload.eta ? `, ${payload.eta} left` : ""}`;
}

/**
 * The terminal of one run: while a policy works, its bar (cli-progress), with log lines printed
 * above it; when it is done, its line.
 */
export function createTerminal(io: Io, json: boolean) {
  const people = forPeople(io, json);
  let live: Live | undefined;
  const say = (text: string) => (live ? live.bars.log(`${text}\n`) : io.err(text));
  const start = (policy: string, total: number | undefined): Live | undefined => {
    if (!people) return undefined;
    const bars = new cliProgress.MultiBar({
      stream: io.errStream,
      format: barFormat,
      hideCursor: true,
      clearOnComplete: true,
      fps: 5,
    });
    const started: Live = {
      bars,
      bar: bars.create(Math.max(1, total ?? 1), 0),
      policy,
      started: Date.now(),
      total,
    };
    started.bar.update(0, figures(started, 0));
    return started;
  };
  const finish = () => {
    // Lines logged since the last redraw wait in the bars' buffer, which stop() would drop.
    live?.bars.update();
    live?.bars.stop();
    live = undefined;
  };
  const progress = (event: ProgressEvent) => {
    if (event.type === "policy-start") return;
    if (event.type === "policy-estimate") {
      finish();
      live = start(event.policy, event.rows);
      return;
    }
    if (event.type === "batch") {
      live ??= start(event.policy, undefined);
      if (!live) return;
      if (live.total !== undefined && event.totalDeleted > live.total)
        live.total = event.totalDeleted;
      live.bar.setTotal(Math.max(1, live.total ?? event.totalDeleted));
      live.bar.update(event.totalDeleted, figures(live, event.totalDeleted));
      return;
    }
    finish();
    say(policyLine(event.report));
  };
  return {
    progress,
    /** The logger's lines: above the bars, for people; else as JSON lines on stderr. */
    logger: (verbose: boolean): Logger =>
      createLogger({
        level: verbose ? "info" : (logLevelOf(io) ?? "warn"),
        destination: {
          write: (line: string) => (people ? say(humanLine(line)) : io.err(line.trimEnd())),
        },
      }),
    stop: finish,
  };
}

/** LOG_LEVEL, as the settings table reads it (the command line's default is warn). */
const logLevelOf = (io: Io): string | undefined =>
  readSettings({ logLevel: CONNECTION_SETTINGS.logLevel }, "flag", {}, io.env).logLevel;
