// EventBridge Scheduler, as far as the simulation needs it: when a daily cron fires in a time zone.
// A local time the clocks skip (spring) does not fire that day; a repeated one (autumn) fires once.
import { wallClock } from "../../functions/contract/calendar.js";

/** cron(M H * * ? *): minute and hour of the day. */
export function dailyCron(expression: string): { hour: number; minute: number } {
  const match = /^cron\((\d+) (\d+) \* \* \? \*\)$/.exec(expression);
  if (!match) throw new Error(`the simulation knows daily crons only, not ${expression}`);
  return { minute: Number(match[1]), hour: Number(match[2]) };
}

/** The instant a zone's wall clock reads the given local time that day, or undefined if it never does. */
export function localInstant(
  timeZone: string,
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
): number | undefined {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // Try the offsets in force around that wall time; the earlier match is the first occurrence.
  const candidates = [wall - 14 * 3_600_000, wall, wall + 14 * 3_600_000]
    .map((probe) => wall - (wallClock(timeZone, probe).asUtc - probe))
    .sort((a, b) => a - b);
  return candidates.find((instant) => wallClock(timeZone, instant).asUtc === wall);
}

/** The fire time of a daily cron on a local date, or undefined when the Scheduler skips it. */
export function fireTime(
  expression: string,
  timeZone: string,
  date: { year: number; month: number; day: number },
): number | undefined {
  const { hour, minute } = dailyCron(expression);
  return localInstant(timeZone, date, hour * 60 + minute);
}

/** The local calendar date `days` after a start date (YYYY-MM-DD). */
export function dateAfter(
  start: string,
  days: number,
): { year: number; month: number; day: number } {
  const at = new Date(`${start}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}
