// The night window on a time zone's clock, and the hours the clocks skip.
import { fromWall, isTimeZone, wallClock, zoneOffsetMs } from "./calendar.js";
import { ConfigError } from "./errors.js";

/**
 * The hours in which scheduled runs may work, on the wall clock of a time zone: the schedule's,
 * so that a schedule in Europe/Berlin and its window move together when the clocks change.
 */
export interface NightWindow {
  /** Minutes after local midnight. */
  start: number;
  end: number;
  text: string;
  /** IANA time zone of the window's clock. */
  timeZone: string;
}

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export function checkTimeZone(timeZone: string, field: string): void {
  if (!isTimeZone(timeZone)) {
    throw new ConfigError(
      field,
      `"${timeZone}" is not an IANA time zone (e.g. UTC, Europe/Berlin)`,
    );
  }
}

export function parseNightWindow(
  text: string,
  field = "NIGHT_WINDOW",
  timeZone = "UTC",
  timeZoneField = "NIGHT_WINDOW_TIME_ZONE",
): NightWindow {
  checkTimeZone(timeZone, timeZoneField);
  const match = clockPattern.exec(text.trim());
  if (!match)
    throw new ConfigError(field, `"${text}" is not a window like 02:00-05:00 (24-hour clock)`);
  const [, h1, m1, h2, m2] = match.map(Number) as number[];
  const start = (h1 as number) * 60 + (m1 as number);
  const end = (h2 as number) * 60 + (m2 as number);
  if (start === end) throw new ConfigError(field, `"${text}" is an empty window`);
  return { start, end, text: text.trim(), timeZone };
}

/** Whether a minute of the local day lies in the window (which may cross midnight). */
export function insideWindow(window: NightWindow, minute: number): boolean {
  return window.end < window.start
    ? minute >= window.start || minute < window.end
    : minute >= window.start && minute < window.end;
}

/** The window's length on a day without a clock change, in minutes. */
export const windowMinutes = (window: NightWindow) => (window.end - window.start + 1440) % 1440;

const DAY_MS = 86_400_000;

/**
 * The end of the night window that `at` falls in, or undefined when `at` is outside it: the
 * instant the zone's wall clock reads the window's end, by PostgreSQL's rule for a time the clocks
 * skip or pass twice (calendar.ts, fromWall), so a clock change inside the window moves its end.
 */
export function nightWindowEnd(window: NightWindow, at: Date): Date | undefined {
  const { asUtc, minute } = wallClock(window.timeZone, at.getTime());
  if (!insideWindow(window, minute)) return undefined;
  let end = asUtc - (asUtc % DAY_MS) + window.end * 60_000;
  if (end <= asUtc) end += DAY_MS;
  return new Date(fromWall(window.timeZone, end));
}

/**
 * Local times of day that do not exist on some day of the coming year in the zone (the hour the
 * clocks skip in spring), as [from, to) minutes; EventBridge Scheduler skips a cron that falls in it.
 */
export function skippedMinutes(timeZone: string, year: number): [number, number][] {
  const gaps: [number, number][] = [];
  const hour = 3_600_000;
  let before = zoneOffsetMs(timeZone, Date.UTC(year, 0, 1));
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += hour) {
    // Each hour's offset is read once: it is the next hour's "before".
    const after = zoneOffsetMs(timeZone, t + hour);
    if (after > before) {
      // The change happened in (t, t + 1h]: find its minute.
      let change = t;
      while (zoneOffsetMs(timeZone, change) === before) change += 60_000;
      const from = wallClock(timeZone, change - 60_000).minute + 1;
      gaps.push([from, from + (after - before) / 60_000]);
    }
    before = after;
  }
  return gaps;
}
