// The evidence report as Markdown (for a ticket or a repository) and as one self-contained HTML
// page (no network: inline CSS and SVG), with two charts per policy: the oldest row past its
// retention, day by day, against the SLO's limit; and the rows removed each night. It prints.
import { formatDuration } from "../../contract/duration.js";
import type {
  CaseEvidence,
  DayEvidence,
  ErasureDay,
  EvidenceReport,
  PolicyEvidence,
} from "../../engine/index.js";

const days = (seconds: number | null) =>
  seconds === null ? "unknown" : seconds === 0 ? "none" : formatDuration(seconds * 1000, 2);

function policyMarkdown(policy: PolicyEvidence): string[] {
  const current = policy.versions.at(-1);
  const breaches = policy.days.filter((day) => !day.compliant);
  return [
    `## ${policy.policy}`,
    "",
    `Rule in force (sha256 ${current?.ruleHash.slice(0, 16) ?? "?"}…):`,
    "",
    "```json",
    current ? JSON.stringify(current.rule, null, 2) : "{}",
    "```",
    "",
    `Days compliant: **${policy.compliantDays}**, not: **${policy.breachDays}**; worst day: ${
      policy.worst
        ? `${policy.worst.date}, ${days(policy.worst.overdueSeconds)} past retention`
        : "none"
    }; runs: ${policy.totals.runs}; rows removed: ${policy.totals.removed}; archived: ${policy.totals.archived}.`,
    "",
    ...(policy.versions.length > 1
      ? [
          "| changed | field | before | after |",
          "|---|---|---|---|",
          ...policy.versions
            .slice(1)
            .flatMap((version) =>
              version.changes.map(
                (change) =>
                  `| ${version.from.slice(0, 10)} | ${change.field} | \`${change.before}\` | \`${change.after}\` |`,
              ),
            ),
          "",
        ]
      : ["The rule did not change in this period.", ""]),
    ...(breaches.length > 0
      ? [
          "| day | oldest row past retention | why |",
          "|---|---|---|",
          ...breaches.map(
            (day) => `| ${day.date} | ${days(day.overdueSeconds)} | ${day.reasons.join("; ")} |`,
          ),
          "",
        ]
      : ["No breach in this period.", ""]),
  ];
}

export function evidenceMarkdown(report: EvidenceReport): string {
  return [
    "# Retention evidence",
    "",
    `From ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)}; ${report.records} records; retention interval ${formatDuration(report.intervalSeconds * 1000)}. A day is compliant when, after its runs, at most 1 % of the rows due were left and no row was more than 2 x the interval past its retention (the retention SLO); a day with no run is not. Held rows (legal hold) and rows kept by a reference are not due.`,
    "",
    `Ledger head: record ${report.head?.seq ?? 0}, sha256 ${report.head?.hash ?? "none"} (\`retention-job verify-ledger\` checks the chain up to it).`,
    "",
    ...report.policies.flatMap(policyMarkdown),
    ...erasuresMarkdown(report.erasures),
    ...holdsMarkdown(report.holds),
  ].join("\n");
}

const HOLD_HEADER = ["case", "placed", "by", "review by", "released", "rows kept"];
const holdCells = (hold: CaseEvidence) => [
  hold.case,
  hold.placedAt?.slice(0, 10) ?? "before the period",
  hold.placedBy ?? "",
  `${hold.reviewBy?.slice(0, 10) ?? "none"}${hold.reviewPassed ? " (passed)" : ""}`,
  hold.releasedAt?.slice(0, 10) ?? "in force",
  String(hold.rowsKept),
];

/** Legal holds per case: placed, review date (passed or not), released, rows kept at the last run. */
function holdsMarkdown(holds: CaseEvidence[]): string[] {
  if (holds.length === 0) return [];
  return [
    "## Legal holds",
    "",
    "Each case's holds (`retention-job hold`): rows kept are summed over each policy's last run in the period; a review date passed while the hold is in force is marked.",
    "",
    `| ${HOLD_HEADER.join(" | ")} |`,
    `|${HOLD_HEADER.map(() => "---").join("|")}|`,
    ...holds.map((hold) => `| ${holdCells(hold).join(" | ")} |`),
    "",
  ];
}

const ERASURE_HEADER = ["day", "erased", "held", "not found", "failed", "rows removed", "receipts"];
const erasureCells = (day: ErasureDay) => [
  day.date,
  String(day.erased),
  String(day.held),
  String(day.notFound),
  String(day.failed),
  String(day.rows),
  day.seqs.join(", "),
];

/** The erasures per day: subjects by outcome (no key: the receipts hold keyed hashes only). */
function erasuresMarkdown(erasures: ErasureDay[]): string[] {
  if (erasures.length === 0) return [];
  return [
    "## Erasures",
    "",
    "Subjects erased per day, from their receipts (`retention-job erase`); a receipt names a subject only by its keyed hash.",
    "",
    `| ${ERASURE_HEADER.join(" | ")} |`,
    `|${ERASURE_HEADER.map(() => "---").join("|")}|`,
    ...erasures.map((day) => `| ${erasureCells(day).join(" | ")} |`),
    "",
  ];
}

const WIDTH = 720;
const HEIGHT = 160;
const PAD = 30;
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** x of day `index` of `count` on the chart. */
const xOf = (index: number, count: number) =>
  PAD + (count <= 1 ? 0 : (index * (WIDTH - 2 * PAD)) / (count - 1));

/** The oldest row past retention (days), a point per day with a run, the limit dashed. */
function overdueChart(dayList: DayEvidence[], limitSeconds: number): string {
  const values = dayList.map((day) => (day.overdueSeconds ?? 0) / 86_400);
  const top = Math.max(limitSeconds / 86_400, ...values) * 1.15 || 1;
  const yOf = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  const points = dayList
    .map((day, index) => ({ day, index }))
    .filter(({ day }) => day.ran && day.overdueSeconds !== null);
  const line = points.map(
    ({ day, index }) =>
      `${xOf(index, dayList.length).toFixed(1)},${yOf((day.overdueSeconds ?? 0) / 86_400).toFixed(1)}`,
  );
  return `<svg class="chart overdue" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="oldest row past retention, days">
<line class="limit" x1="${PAD}" x2="${WIDTH - PAD}" y1="${yOf(limitSeconds / 86_400)}" y2="${yOf(limitSeconds / 86_400)}"/>
<polyline points="${line.join(" ")}"/>
${points
  .map(
    ({ day, index }) =>
      `<circle class="point${day.compliant ? "" : " breach"}" data-date="${day.date}" cx="${xOf(index, dayList.length).toFixed(1)}" cy="${yOf((day.overdueSeconds ?? 0) / 86_400).toFixed(1)}" r="3"><title>${day.date}: ${html(days(day.overdueSeconds))} past retention</title></circle>`,
  )
  .join("\n")}
<text x="${PAD}" y="14">oldest row past its retention (days; dashed: the limit, ${formatDuration(limitSeconds * 1000)})</text>
</svg>`;
}

/** Rows removed each night, a bar per day. */
function removedChart(dayList: DayEvidence[]): string {
  const top = Math.max(1, ...dayList.map((day) => day.removed));
  const width = Math.max(1, (WIDTH - 2 * PAD) / Math.max(1, dayList.length) - 1);
  return `<svg class="chart removed" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="rows removed per night">
${dayList
  .map((day, index) => {
    const height = (day.removed / top) * (HEIGHT - 2 * PAD);
    return `<rect class="bar" data-date="${day.date}" x="${(PAD + index * (width + 1)).toFixed(1)}" y="${(HEIGHT - PAD - height).toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}"><title>${day.date}: ${day.removed} rows</title></rect>`;
  })
  .join("\n")}
<text x="${PAD}" y="14">rows removed per night (most: ${top})</text>
</svg>`;
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:780px;color:#222}
h1{font-size:1.5em}h2{margin-top:2em;border-bottom:1px solid #ccc;page-break-before:auto}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}
pre{background:#f5f5f5;padding:.5em;overflow:auto;font-size:12px;white-space:pre-wrap;word-break:break-word}
.chart{width:100%;height:auto;margin:.5em 0;border:1px solid #eee}.chart text{font-size:11px;fill:#444}
.chart polyline{fill:none;stroke:#2364aa;stroke-width:1.5}.chart .point{fill:#2364aa}.chart .breach{fill:#c0392b}
.chart .limit{stroke:#c0392b;stroke-dasharray:4 3}.chart .bar{fill:#7fb069}
.ok{color:#2e7d32}.bad{color:#c0392b}
@media print{body{margin:0;max-width:none}section{page-break-inside:avoid}}`;

function policyHtml(policy: PolicyEvidence, limitSeconds: number): string {
  const current = policy.versions.at(-1);
  const breaches = policy.days.filter((day) => !day.compliant);
  const changes = policy.versions
    .slice(1)
    .flatMap((version) =>
      version.changes.map(
        (change) =>
          `<tr><td>${version.from.slice(0, 10)}</td><td>${html(change.field)}</td><td><code>${html(change.before)}</code></td><td><code>${html(change.after)}</code></td></tr>`,
      ),
    );
  return `<section class="policy" data-policy="${html(policy.policy)}">
<h2>${html(policy.policy)}</h2>
<p><span class="ok">${policy.compliantDays} days compliant</span>, <span class="bad">${policy.breachDays} not</span>; worst day: ${policy.worst ? `${policy.worst.date}, ${html(days(policy.worst.overdueSeconds))} past retention` : "none"}; ${policy.totals.runs} runs, ${policy.totals.removed} rows removed, ${policy.totals.archived} archived.</p>
${overdueChart(policy.days, limitSeconds)}
${removedChart(policy.days)}
<h3>The rule</h3>
<pre>${html(current ? JSON.stringify(current.rule, null, 2) : "{}")}</pre>
${changes.length > 0 ? `<table><tr><th>changed</th><th>field</th><th>before</th><th>after</th></tr>${changes.join("")}</table>` : "<p>The rule did not change in this period.</p>"}
<h3>Breaches</h3>
${breaches.length > 0 ? `<table><tr><th>day</th><th>oldest row past retention</th><th>why</th></tr>${breaches.map((day) => `<tr class="breach-row"><td>${day.date}</td><td>${html(days(day.overdueSeconds))}</td><td>${html(day.reasons.join("; "))}</td></tr>`).join("")}</table>` : "<p>None in this period.</p>"}
</section>`;
}

export function evidenceHtml(report: EvidenceReport): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Retention evidence ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)}</title>
<style>${STYLE}</style></head>
<body>
<h1>Retention evidence</h1>
<p>From ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)}; ${report.records} records; retention interval ${formatDuration(report.intervalSeconds * 1000)}. A day is compliant when, after its runs, at most 1 % of the rows due were left and no row was more than 2 x the interval past its retention (the retention SLO); a day with no run is not. Held rows and rows kept by a reference are not due.</p>
<p>Ledger head: record ${report.head?.seq ?? 0}, sha256 <code>${report.head?.hash ?? "none"}</code>.</p>
${report.policies.map((policy) => policyHtml(policy, 2 * report.intervalSeconds)).join("\n")}
${
  report.erasures.length > 0
    ? `<section><h2>Erasures</h2><table><tr>${ERASURE_HEADER.map((title) => `<th>${title}</th>`).join("")}</tr>${report.erasures
        .map(
          (day) =>
            `<tr>${erasureCells(day)
              .map((cell) => `<td>${html(cell)}</td>`)
              .join("")}</tr>`,
        )
        .join("")}</table></section>`
    : ""
}
${
  report.holds.length > 0
    ? `<section><h2>Legal holds</h2><table><tr>${HOLD_HEADER.map((title) => `<th>${title}</th>`).join("")}</tr>${report.holds
        .map(
          (hold) =>
            `<tr>${holdCells(hold)
              .map((cell) => `<td>${html(cell)}</td>`)
              .join("")}</tr>`,
        )
        .join("")}</table></section>`
    : ""
}
</body></html>
`;
}
