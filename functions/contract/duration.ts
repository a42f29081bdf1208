// Durations as people write them (30m, 24h, P30D) and back.
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
