// The one definition of time arithmetic: an interval (months, days, time) taken from an instant or
// a wall-clock time exactly as PostgreSQL takes it (`now() - interval '1 month'`), and a time
// zone's wall clock read and written as PostgreSQL reads and writes it. Cutoffs, computed clocks'
// cutoffs and the night window all go through here.

/** An interval as PostgreSQL keeps one: months, days and time (ms) apart, never converted. */
export interface Interval {
  months: number;
  days: number;
  ms: number;
}

const DAY_MS = 86_400_000;
/** 365.2425 days / 12: a month's length for thresholds and display only, never for a cutoff. */
const AVERAGE_MONTH_MS = 2_629_746_000;

/** The interval's length in ms with an average month and 24-hour days (alarm thresholds, display). */
export const approximateMs = (interval: Interval) =>
  interval.months * AVERAGE_MONTH_MS + interval.days * DAY_MS + interval.ms;

export const isZeroInterval = (interval: Interval) =>
  interval.months === 0 && interval.days === 0 && interval.ms === 0;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** A time zone's wall clock at `at`: its fields as if they were UTC (ms), and the minute of the day. */
export function wallClock(timeZone: string, at: number): { asUtc: number; minute: number } {
  if (timeZone === "UTC") {
    const asUtc = at - (((at % 1000) + 1000) % 1000);
    return { asUtc, minute: Math.floor((((at % DAY_MS) + DAY_MS) % DAY_MS) / 60_000) };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(at)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  return { asUtc, minute: (parts.hour as number) * 60 + (parts.minute as number) };
}

/** The zone's offset from UTC at `at` (ms; +3 600 000 for CET). */
export const zoneOffsetMs = (timeZone: string, at: number) =>
  timeZone === "UTC" ? 0 : wallClock(timeZone, at).asUtc - (at - (((at % 1000) + 1000) % 1000));

/** The wall-clock time (fields as if UTC, ms) of instant `at` in the zone. */
export const toWall = (timeZone: string, at: number) => at + zoneOffsetMs(timeZone, at);

/**
 * The instant at which the zone's wall clock reads `wall` (fields as if UTC, ms), by PostgreSQL's
 * rule (DetermineTimeZoneOffset): a time the clocks skip (spring forward) takes the offset before
 * the change, a time they pass twice (fall back) the offset after it.
 */
export function fromWall(timeZone: string, wall: number): number {
  if (timeZone === "UTC") return wall;
  // Offsets are under a day and changes over two days apart: a day either side is before and after.
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  if (before === after) return wall - before;
  const beforeTime = wall - before;
  const afterTime = wall - after;
  const beforeIsEarlier = zoneOffsetMs(timeZone, beforeTime) === before;
  const afterIsEarlier = zoneOffsetMs(timeZone, afterTime) === before;
  if (beforeIsEarlier && afterIsEarlier) return beforeTime;
  if (!beforeIsEarlier && !afterIsEarlier) return afterTime;
  // Spring forward: the offset before the change; fall back: the one after (the later instant either way).
  return Math.max(beforeTime, afterTime);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Wall-clock `wall` moved by whole months, the day clamped to the month's last (31 Mar - 1 month = 28/29 Feb). */
function addMonths(wall: number, months: number): number {
  const date = new Date(wall);
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = month === 1 && isLeap(year) ? 29 : (monthDays[month] as number);
  const day = Math.min(date.getUTCDate(), last);
  return Date.UTC(year, month, day) + (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** `wall - interval` for a timestamp without time zone (PostgreSQL's timestamp_mi_interval). */
export function wallMinus(wall: number, interval: Interval): number {
  let result = wall;
  if (interval.months !== 0) result = addMonths(result, -interval.months);
  if (interval.days !== 0) result -= interval.days * DAY_MS;
  return result - interval.ms;
}

/**
 * `at - interval` for a timestamptz in a session whose TimeZone is `timeZone` (PostgreSQL's
 * timestamptz_mi_interval): the months on the zone's calendar, then the days, each read back into
 * an instant by the zone's rule, then the time as elapsed time.
 */
export function instantMinus(at: number, interval: Interval, timeZone = "UTC"): number {
  let result = at;
  const onCalendar = (move: (wall: number) => number) => {
    result = fromWall(timeZone, move(toWall(timeZone, result)));
  };
  if (interval.months !== 0) onCalendar((wall) => addMonths(wall, -interval.months));
  if (interval.days !== 0) onCalendar((wall) => wall - interval.days * DAY_MS);
  return result - interval.ms;
}

/** The interval as PostgreSQL reads it back: `1 mon 2 days 03:00:00` (for its SQL and tests). */
export function intervalText(interval: Interval): string {
  return `${interval.months} mons ${interval.days} days ${interval.ms} milliseconds`;
}
