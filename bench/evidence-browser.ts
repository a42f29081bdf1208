// npm run evidence:browser [-- --nights 21]
// The evidence report checked in a real browser: N simulated nights of the real handler (with an
// outage, a killed segment, a long transaction and a spike) write their evidence records; the
// report is built from them, rendered by headless Chromium (Debian's package, /usr/bin/chromium or
// CHROMIUM): the DOM it parsed must hold one point per day with a run and one bar per day on each
// policy's charts, it must print (a PDF), and its screenshot is kept with the benchmark results
// (bench/results/evidence.png, beside evidence.html). Exits 1 when a check fails.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { evidenceHtml } from "../functions/cli/render/evidence.js";
import { buildEvidence } from "../functions/engine/index.js";
import { dateAfter } from "./simulate/scheduler.js";
import { simulate } from "./simulate/simulation.js";

const { values: flags } = parseArgs({ options: { nights: { type: "string" } } });
const nights = Number(flags.nights ?? 21);
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
const DAY = 86_400_000;
const start = "2026-03-01";

const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres();
let failed = false;
try {
  const result = await simulate({
    adminUrl: server.url,
    nights,
    start,
    seed: 5,
    faults: [
      { kind: "killed-segment", night: 3 },
      { kind: "outage", night: 7 },
      { kind: "long-transaction", night: 13 },
      { kind: "spike", night: 17 },
    ].filter((fault) => fault.night < nights) as Parameters<typeof simulate>[0]["faults"],
    traffic: { sicrPerDay: 600, chainsPerDay: 80 },
    schedule: { cron: "cron(30 3 * * ? *)", timeZone: "Europe/Berlin", window: "03:00-06:00" },
  });
  const first = dateAfter(start, 0);
  const since = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const report = buildEvidence(result.evidence, {
    since,
    until: new Date(since.getTime() + nights * DAY - 1),
    intervalMs: DAY,
  });
  const html = evidenceHtml(report);
  writeFileSync("bench/results/evidence.html", html);
  const profile = mkdtempSync(join(tmpdir(), "chromium-"));
  const flagsOf = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--user-data-dir=${profile}`,
  ];
  const page = `file://${join(process.cwd(), "bench/results/evidence.html")}`;
  const dom = execFileSync(chromium, [...flagsOf, "--dump-dom", page], {
    encoding: "utf8",
    maxBuffer: 64e6,
  });
  execFileSync(
    chromium,
    [...flagsOf, "--window-size=900,2600", "--screenshot=bench/results/evidence.png", page],
    { stdio: "ignore" },
  );
  const pdf = join(profile, "evidence.pdf");
  execFileSync(chromium, [...flagsOf, `--print-to-pdf=${pdf}`, "--no-pdf-header-footer", page], {
    stdio: "ignore",
  });
  const printed = readFileSync(pdf).subarray(0, 5).toString("latin1") === "%PDF-";
  rmSync(profile, { recursive: true, force: true });
  // Per policy: what the report says the charts hold, and what Chromium parsed.
  const sections = dom.split('<section class="policy"').slice(1);
  for (const [index, policy] of report.policies.entries()) {
    const section = sections[index] ?? "";
    const expected = {
      points: policy.days.filter((day) => day.ran && day.overdueSeconds !== null).length,
      bars: policy.days.length,
    };
    const found = {
      points: (section.match(/<circle class="point/g) ?? []).length,
      bars: (section.match(/<rect class="bar"/g) ?? []).length,
    };
    const ok = found.points === expected.points && found.bars === expected.bars;
    failed ||= !ok;
    console.log(
      `${ok ? "ok " : "BAD"} ${policy.policy}: ${found.points}/${expected.points} points, ${found.bars}/${expected.bars} bars; ${policy.compliantDays} days compliant, ${policy.breachDays} not (${policy.days
        .filter((day) => !day.compliant)
        .map((day) => `${day.date}: ${day.reasons[0]}`)
        .join("; ")})`,
    );
  }
  console.log(
    `${printed ? "ok " : "BAD"} printed to PDF; screenshot bench/results/evidence.png; ${report.records} records`,
  );
  failed ||= !printed || report.policies.length === 0;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
