// The engine's logger: pino JSON lines on stderr.
import { type DestinationStream, type Logger, pino } from "pino";
import { stamp } from "../contract/output-versions.js";

export type { Logger };

/**
 * The one logger: JSON lines on stderr, so that stdout stays free for a report.
 * Call sites log counts, names and timings only, never a column value of a row.
 */
export function createLogger(
  options: { level?: string; base?: Record<string, unknown>; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? "info",
      // Every line says its schema's version (schemas/log-line.v<N>.json).
      base: { service: "retention-job", ...stamp("log-line"), ...options.base },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination(2),
  );
}

/** A logger that drops everything, for library callers that bring none. */
export const silentLogger: Logger = pino({ level: "silent" });

/**
 * The two lines the door that starts a run writes, once per run however many segments it takes
 * (the engine writes the rest): what the run will do, and how it ended.
 */
export const runLines = {
  started: (
    log: Logger,
    fields: {
      dryRun: boolean;
      now: Date | string;
      cutoffs: Record<string, string>;
      trigger?: string;
    },
  ) => log.info({ event: "run-started", ...fields }, "run started"),
  completed: (
    log: Logger,
    fields: { status: string; durationMs: number } & Record<string, unknown>,
  ) => log.info({ event: "run-completed", ...fields }, "run completed"),
};
