import { ConfigError } from "./errors.js";

/** The hours in which scheduled runs may work, in UTC. */
export interface NightWindow {
  /** Minutes after 00:00 UTC. */
  start: number;
  end: number;
  text: string;
}

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export function parseNightWindow(text: string, field = "NIGHT_WINDOW_UTC"): NightWindow {
  const match = clockPattern.exec(text.trim());
  if (!match)
    throw new ConfigError(field, `"${text}" is not a window like 02:00-05:00 (UTC, 24-hour clock)`);
  const [, h1, m1, h2, m2] = match.map(Number) as number[];
  const start = (h1 as number) * 60 + (m1 as number);
  const end = (h2 as number) * 60 + (m2 as number);
  if (start === end) throw new ConfigError(field, `"${text}" is an empty window`);
  return { start, end, text: text.trim() };
}

/** The end of the night window that `at` falls in, or undefined when `at` is outside it. */
export function nightWindowEnd(window: NightWindow, at: Date): Date | undefined {
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  const wraps = window.end < window.start; // e.g. 22:00-04:00
  const inside = wraps
    ? minute >= window.start || minute < window.end
    : minute >= window.start && minute < window.end;
  if (!inside) return undefined;
  const end = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 0, window.end),
  );
  if (end.getTime() <= at.getTime()) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}
