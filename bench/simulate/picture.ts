// One SVG per policy: rows past retention and the oldest row's age past retention, night by night,
// with the fault nights shaded and the alarm periods drawn as bars underneath.
import type { SimulationResult } from "./simulation.js";

const DAY = 86_400_000;
const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An alarm's logical id without the stack's prefix and CDK's hash. */
export const shortAlarm = (id: string) =>
  id.replace(/^RetentionJob/, "").replace(/[0-9A-F]{8}$/, "");

export function picture(result: SimulationResult, policy: string): string {
  const nights = result.nights;
  const width = 900;
  const left = 60;
  const right = 230;
  const top = 40;
  const plotHeight = 220;
  const alarmIds = [...new Set(result.episodes.map((episode) => episode.rule))];
  const laneHeight = 14;
  const height = top + plotHeight + 40 + alarmIds.length * laneHeight + 30;
  const plotWidth = width - left - right;
  const x = (night: number) => left + (night / Math.max(1, nights.length - 1)) * plotWidth;
  const backlog = nights.map(
    (night) => night.standings.find((each) => each.policy === policy)?.pastRetention ?? 0,
  );
  const oldest = nights.map(
    (night) => night.standings.find((each) => each.policy === policy)?.oldestPastDays ?? 0,
  );
  const maxBacklog = Math.max(1, ...backlog);
  const maxOldest = Math.max(2.5, ...oldest);
  const yBacklog = (value: number) => top + plotHeight - (value / maxBacklog) * plotHeight;
  const yOldest = (value: number) => top + plotHeight - (value / maxOldest) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<title>${xml(policy)}: rows past retention and the oldest row's age, night by night, with faults and alarms</title>`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${left}" y="18" font-size="14" font-weight="bold">${xml(policy)}: ${nights.length} simulated nights</text>`,
  ];
  // Fault nights, shaded, labelled.
  for (const verdict of result.verdicts) {
    const span = verdict.fault.kind === "outage" ? 3 : 1;
    const from = x(Math.max(0, verdict.fault.night - 0.5));
    const to = x(Math.min(nights.length - 1, verdict.fault.night - 0.5 + span));
    parts.push(
      `<rect x="${from}" y="${top}" width="${Math.max(2, to - from)}" height="${plotHeight}" fill="#f2d7d5" opacity="0.7"/>`,
      `<text x="${from + 2}" y="${top + 10}" font-size="9" transform="rotate(90 ${from + 2} ${top + 10})">${xml(verdict.fault.kind)}</text>`,
    );
  }
  // Axes.
  parts.push(
    `<line x1="${left}" y1="${top + plotHeight}" x2="${width - right}" y2="${top + plotHeight}" stroke="black"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotHeight}" stroke="#1f77b4"/>`,
    `<line x1="${width - right}" y1="${top}" x2="${width - right}" y2="${top + plotHeight}" stroke="#d62728"/>`,
    `<text x="${left - 5}" y="${top - 5}" text-anchor="end" fill="#1f77b4">${maxBacklog}</text>`,
    `<text x="${left - 5}" y="${top + plotHeight}" text-anchor="end" fill="#1f77b4">0</text>`,
    `<text x="${width - right + 5}" y="${top - 5}" fill="#d62728">${maxOldest.toFixed(1)} d</text>`,
    `<text x="${width - right + 5}" y="${top + plotHeight}" fill="#d62728">0</text>`,
    `<text x="${left}" y="${top + plotHeight + 14}">night 0 (${nights[0]?.date ?? ""})</text>`,
    `<text x="${width - right}" y="${top + plotHeight + 14}" text-anchor="end">night ${nights.length - 1} (${nights.at(-1)?.date ?? ""})</text>`,
  );
  // The SLO's line: oldest row no more than 2 x interval past retention.
  parts.push(
    `<line x1="${left}" y1="${yOldest(2)}" x2="${width - right}" y2="${yOldest(2)}" stroke="#d62728" stroke-dasharray="4 3"/>`,
    `<text x="${width - right - 4}" y="${yOldest(2) - 3}" text-anchor="end" fill="#d62728">SLO: retention + 2 x interval</text>`,
  );
  const path = (values: number[], y: (value: number) => number) =>
    values
      .map(
        (value, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
      )
      .join(" ");
  parts.push(
    `<path d="${path(backlog, yBacklog)}" fill="none" stroke="#1f77b4" stroke-width="2"/>`,
    `<path d="${path(oldest, yOldest)}" fill="none" stroke="#d62728" stroke-width="2"/>`,
    `<text x="${left + 4}" y="${top + 12}" fill="#1f77b4">rows past retention each morning</text>`,
    `<text x="${left + 4}" y="${top + 24}" fill="#d62728">oldest row past retention (days)</text>`,
  );
  // Alarm periods, one lane per alarm.
  const first = nights[0]?.firedAt ?? 0;
  const toX = (at: number) =>
    left +
    Math.min(1, Math.max(0, (at - first) / DAY / Math.max(1, nights.length - 1))) * plotWidth;
  alarmIds.forEach((id, lane) => {
    const y = top + plotHeight + 30 + lane * laneHeight;
    parts.push(
      `<text x="${width - right + 4}" y="${y + 9}" font-size="9">${xml(shortAlarm(id))}</text>`,
    );
    for (const episode of result.episodes.filter((each) => each.rule === id)) {
      const from = toX(episode.start);
      const to = toX(episode.end ?? first + nights.length * DAY);
      parts.push(
        `<rect x="${from}" y="${y}" width="${Math.max(2, to - from)}" height="10" fill="#ff7f0e"/>`,
      );
    }
  });
  parts.push("</svg>");
  return parts.join("\n");
}
