// npm run simulate [-- --nights 60] [--seed 7] [--start 2026-03-01] [--faults a,b] [--json] [--readme]
// N nights of the real handler on real PostgreSQL (DATABASE_URL, or an embedded server), on a
// simulated clock, with every fault on a seeded night; prints the verdicts, writes one picture per
// policy and the figures (bench/simulate/results/), and exits 1 when the SLO or an alarm
// expectation fails.
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "../../functions/cli/demo/embedded.js";
import { writeDocsSection } from "../readme.js";
import { picture } from "./picture.js";
import { renderVerdicts } from "./render.js";
import { type FaultKind, faultSchedule, simulate } from "./simulation.js";

const { values: flags } = parseArgs({
  options: {
    nights: { type: "string" },
    seed: { type: "string" },
    start: { type: "string" },
    json: { type: "boolean" },
    out: { type: "string" },
    faults: { type: "string" },
    readme: { type: "boolean" },
  },
});
const nights = Number(flags.nights ?? 60);
const seed = Number(flags.seed ?? 7);
const start = flags.start ?? "2026-03-01";
const out = flags.out ?? "bench/simulate/results";
const schedule = { cron: "cron(30 3 * * ? *)", timeZone: "Europe/Berlin", window: "03:00-06:00" };
const allKinds: FaultKind[] = [
  "missed-night",
  "outage",
  "killed-segment",
  "terminated-connections",
  "throttled-continuation",
  "throttled-delivery",
  "duplicate-delivery",
  "long-transaction",
  "spike",
  "daylight-saving",
];
const kinds = flags.faults ? (flags.faults.split(",") as FaultKind[]) : allKinds;
const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres();
try {
  const result = await simulate({
    adminUrl: server.url,
    nights,
    start,
    seed,
    faults: faultSchedule(nights, start, schedule.timeZone, seed, kinds),
    traffic: { sicrPerDay: 1500, chainsPerDay: 200 },
    schedule,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await mkdir(out, { recursive: true });
  for (const policy of Object.keys(result.slo))
    await writeFile(`${out}/${policy}.svg`, picture(result, policy));
  await writeFile(`${out}/results.json`, `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(`${out}/verdicts.md`, `${renderVerdicts(result)}\n`);
  process.stderr.write(`\n${renderVerdicts(result)}\n`);
  if (flags.readme) await writeDocsSection("simulate", renderVerdicts(result));
  if (flags.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await server.stop();
}
