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
const report = await runRetention({
  pool,
  policies,
  now: new Date(nowIso as string),
  // The benchmark deletes whole backlogs on purpose.
  allowLargeDeletion: [policyName as string],
  ...options,
  onProgress: (event) => {
    if (event.type === "batch") batchMs.push(event.durationMs);
  },
});
const wallMs = Date.now() - started;
await pool.end();
process.stdout.write(
  `${JSON.stringify({ report, batchMs, wallMs, maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
