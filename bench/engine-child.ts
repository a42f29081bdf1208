// One engine run through the public API, in its own process so that its peak memory is its own.
// argv: databaseUrl policyName nowIso optionsJson (RunOptions: order, batchSize, throttle, ...)

import { loadPreset } from "../functions/contract/retention-table.js";
import { createPool, type RunOptions, runRetention } from "../functions/engine/index.js";

const [url, policyName, nowIso, optionsJson] = process.argv.slice(2);
const policies = loadPreset("identity").policies.filter((policy) => policy.name === policyName);
const options = JSON.parse(optionsJson ?? "{}") as Partial<RunOptions>;
const pool = createPool({ connectionString: url });
const batchMs: number[] = [];
const started = Date.now();
// The first batch's start and the last one's end: what lies outside them is the run's fixed cost.
let firstBatch: number | undefined;
let lastBatch: number | undefined;
const report = await runRetention({
  pool,
  policies,
  now: new Date(nowIso as string),
  // The benchmark deletes whole backlogs on purpose.
  allowLargeDeletion: [policyName as string],
  ...options,
  onProgress: (event) => {
    if (event.type !== "batch") return;
    batchMs.push(event.durationMs);
    firstBatch ??= Date.now() - event.durationMs;
    lastBatch = Date.now();
  },
});
const ended = Date.now();
const wallMs = ended - started;
const fixedMs = { before: (firstBatch ?? ended) - started, after: ended - (lastBatch ?? ended) };
await pool.end();
process.stdout.write(
  `${JSON.stringify({ report, batchMs, wallMs, fixedMs, maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
