// One archiving run of the archive benchmark, in a process of its own so that its peak RSS is the
// engine's alone: argv = database URL, retention table (JSON), and "thread" to encode a partition's
// export in a worker thread (exportEncoding: the engine's default is the main thread); the S3
// endpoint in the environment (and BENCH_ARCHIVE_LOG, a log level). Prints {ms, rows, bytes, maxRssMb} as its last line.
import { archiveS3Client, s3ArchiveStores } from "../functions/aws/archive-store.js";
import { parseRetentionTable } from "../functions/contract/retention-table.js";
import { exportEncoding } from "../functions/engine/archive/copy-parquet.js";
import { createPool, runRetention } from "../functions/engine/index.js";
import { createLogger } from "../functions/engine/logger.js";

const [url, tableJson, encoding] = process.argv.slice(2) as [string, string, string?];
if (encoding === "thread") exportEncoding.thread = true;
const table = parseRetentionTable(JSON.parse(tableJson));
const pool = createPool({ connectionString: url });
const started = performance.now();
const report = await runRetention({
  pool,
  policies: table.policies,
  archiveStores: s3ArchiveStores(archiveS3Client(), table.buckets),
  allowLargeDeletion: table.policies.map((policy) => policy.name),
  // BENCH_ARCHIVE_LOG=debug: the engine's log on stderr, its timestamps the run's phases.
  ...(process.env.BENCH_ARCHIVE_LOG
    ? { logger: createLogger({ level: process.env.BENCH_ARCHIVE_LOG }) }
    : {}),
});
const ms = performance.now() - started;
await pool.end();
const policy = report.policies[0];
if (policy?.error) throw new Error(policy.error);
console.log(
  JSON.stringify({
    ms,
    rows: policy?.archived?.rows ?? 0,
    bytes: policy?.archived?.bytes ?? 0,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
