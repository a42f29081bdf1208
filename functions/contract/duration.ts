// Durations as people write them (30m, 24h, P30D) and back.
import type { Interval } from "./calendar.js";

const unitMs: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const compact = /^(?:\d+(?:ms|s|m|h|d|w))+$/;
const compactPart = /(\d+)(ms|s|m|h|d|w)/g;
const iso = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const durationHelp =
  "a duration such as 90s, 30m, 24h, 30d, 1h30m, PT30M or P30D (months and years are not fixed lengths: use days)";

/** Parses `30m`, `24h`, `1h30m`, `PT30M`, `P30D` into milliseconds; undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (compact.test(trimmed)) {
    let total = 0;
    for (const [, amount, unit] of trimmed.matchAll(compactPart)) {
      total += Number(amount) * (unitMs[unit as string] as number);
    }
    return total;
  }
  const match = iso.exec(trimmed);
  if (match && trimmed !== "P" && !trimmed.endsWith("T")) {
    const [, weeks, days, hours, minutes, seconds] = match;
    return (
      Number(weeks ?? 0) * unitMs.w! +
      Number(days ?? 0) * unitMs.d! +
      Number(hours ?? 0) * unitMs.h! +
      Number(minutes ?? 0) * unitMs.m! +
      Math.round(Number(seconds ?? 0) * 1000)
    );
  }
  return undefined;
}

/** Formats milliseconds the way an operator writes them (30d, 1h30m, 45s), keeping at most `units` units. */
export function formatDuration(ms: number, units = 4): string {
  if (ms <= 0) return "0s";
  const parts: string[] = [];
  let rest = ms;
  for (const unit of ["d", "h", "m", "s"] as const) {
    const size = unitMs[unit] as number;
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${unit}`);
      rest %= size;
    }
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}ms`);
  return parts.slice(0, units).join("");
}

const intervalWords: Record<string, [keyof Interval, number]> = {
  year: ["months", 12],
  month: ["months", 1],
  week: ["days", 7],
  day: ["days", 1],
  hour: ["ms", unitMs.h as number],
  minute: ["ms", unitMs.m as number],
  second: ["ms", unitMs.s as number],
};
const wordsPattern = /^(?:\d+\s*(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?)\s*)+$/i;
const wordPart = /(\d+)\s*(year|month|week|day|hour|minute|second)s?/gi;
const isoInterval =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const intervalHelp =
  "an interval such as 30d, 24h, 1h30m, P30D, PT12H, 12 months, P1Y, P1M15D or 1 month 15 days";

/**
 * A retention as people write it, kept as PostgreSQL keeps an interval: calendar months (`12
 * months`, `P1Y`), days (`30d`, `P30D`, `2 weeks`) and time (`24h`, `PT12H`) apart, so that the
 * cutoff is what `now() - interval` says (see calendar.ts). Undefined when it is none of those.
 */
export function parseInterval(text: string): Interval | undefined {
  const trimmed = text.trim();
  if (compact.test(trimmed)) {
    const interval = { months: 0, days: 0, ms: 0 };
    for (const [, amount, unit] of trimmed.matchAll(compactPart)) {
      if (unit === "d" || unit === "w") interval.days += Number(amount) * (unit === "w" ? 7 : 1);
      else interval.ms += Number(amount) * (unitMs[unit as string] as number);
    }
    return interval;
  }
  if (wordsPattern.test(trimmed)) {
    const interval = { months: 0, days: 0, ms: 0 };
    for (const [, amount, word] of trimmed.matchAll(wordPart)) {
      const [field, size] = intervalWords[(word as string).toLowerCase()] as [
        keyof Interval,
        number,
      ];
      interval[field] += Number(amount) * size;
    }
    return interval;
  }
  const match = isoInterval.exec(trimmed);
  if (!match || trimmed === "P" || trimmed.endsWith("T")) return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) =>
    Number(part ?? 0),
  ) as number[];
  return {
    months: (years as number) * 12 + (months as number),
    days: (weeks as number) * 7 + (days as number),
    ms:
      (hours as number) * (unitMs.h as number) +
      (minutes as number) * (unitMs.m as number) +
      Math.round((seconds as number) * 1000),
  };
}

/** An interval the way an operator writes it: `30d`, `1 month`, `12 months 15d`, `1h30m`. */
export function formatInterval(interval: Interval): string {
  const parts = [
    ...(interval.months
      ? [`${interval.months} ${interval.months === 1 ? "month" : "months"}`]
      : []),
    ...(interval.days ? [`${interval.days}d`] : []),
    ...(interval.ms || (!interval.months && !interval.days) ? [formatDuration(interval.ms)] : []),
  ];
  return parts.join(" ");
}
