// A catch-up night with 8 independent policies and ten nights of backlog, run by the real handler
// with 1, 2 and 4 chains: Lambda's async invocations delivered at once (each segment a handler
// call with a short budget), the rows left sampled as the run drains them. Writes the curve's
// figures and its picture to bench/simulate/results/. `npm run simulate:fan-out`.
// DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import { writeFileSync } from "node:fs";
import type { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import pg from "pg";
import { silentLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { SegmentResult } from "../../functions/lambda/segment.js";
import { fakeContext } from "../../test/helpers/context.js";

const admin = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const POLICIES = 8;
/** A night's expired rows per policy, and the backlog: ten nights of it. */
const NIGHTLY = Number(process.env.FAN_OUT_NIGHTLY ?? 20_000);
const BACKLOG = NIGHTLY * 10;
/** Each segment: the safety margin (10 s) and this much work. */
const WORK_MS = 3_000;
const database = "fan_out_drain";
const urlOf = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function load(): Promise<void> {
  await sql(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await sql(admin, `CREATE DATABASE ${database}`);
  const tables = Array.from({ length: POLICIES }, (_, index) => index + 1)
    .map(
      (
        n,
      ) => `CREATE TABLE drain.t${n} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, pad text NOT NULL);
        INSERT INTO drain.t${n} SELECT g, now() - interval '40 days' - g * interval '1 second', repeat('x', 100)
          FROM generate_series(1, ${BACKLOG}) g;
        INSERT INTO drain.t${n} SELECT g, now(), repeat('x', 100) FROM generate_series(${BACKLOG + 1}, ${BACKLOG + NIGHTLY}) g;
        CREATE INDEX ON drain.t${n} (created_at);`,
    )
    .join("\n");
  await sql(urlOf(database), `CREATE SCHEMA drain; ${tables}`);
  await sql(urlOf(database), "VACUUM ANALYZE");
}

const retentionTable = JSON.stringify({
  policies: Array.from({ length: POLICIES }, (_, index) => ({
    name: `t${index + 1}`,
    table: `drain.t${index + 1}`,
    clock: "created_at",
    retention: "30d",
    owner: "simulation",
  })),
});

/** Rows past retention left, over all tables. */
async function left(url: string): Promise<number> {
  const { rows } = await sql(
    url,
    Array.from(
      { length: POLICIES },
      (_, index) =>
        `SELECT count(*) AS n FROM drain.t${index + 1} WHERE created_at < now() - interval '30 days'`,
    ).join(" UNION ALL "),
  );
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}

/** One catch-up run with `chains` chains: until its last segment; the rows left, sampled. */
async function drain(chains: number) {
  const copy = `${database}_${chains}`;
  await sql(admin, `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
  await sql(admin, `CREATE DATABASE ${copy} TEMPLATE ${database} STRATEGY FILE_COPY`);
  const url = urlOf(copy);
  let running = 0;
  let ended: SegmentResult | undefined;
  const done = new Promise<void>((resolve) => {
    const lambda = {
      send: async (command: InvokeCommand) => {
        const event = JSON.parse(Buffer.from(command.input.Payload as Uint8Array).toString("utf8"));
        setImmediate(() => void invoke(event));
        return { StatusCode: 202 };
      },
    } as unknown as LambdaClient;
    const handler = createHandler(
      {
        RETENTION_TABLE: retentionTable,
        DATABASE_URL: url,
        SAFETY_MARGIN_MS: "10000",
        // A gentle night: a pause after each batch, as a busy database would want.
        BATCH_PAUSE: "100ms",
        MAX_SEGMENTS: "80",
        MAX_CHAINS: String(chains),
        AWS_LAMBDA_FUNCTION_NAME: "fan-out",
        METRICS_NAMESPACE: "FanOut",
      },
      { lambda, logger: silentLogger },
    );
    const invoke = async (event: unknown) => {
      running++;
      const result = (await handler(event, fakeContext(10_000 + WORK_MS))) as SegmentResult;
      running--;
      if (["succeeded", "partial", "failed"].includes(result.status)) {
        ended = result;
        resolve();
      }
    };
    void invoke({
      kind: "catch-up",
      allowLargeDeletion: Array.from({ length: POLICIES }, (_, i) => `t${i + 1}`),
    });
  });
  const started = Date.now();
  const samples: { seconds: number; left: number; running: number }[] = [];
  const sampler = setInterval(() => {
    void left(url).then((n) =>
      samples.push({ seconds: (Date.now() - started) / 1000, left: n, running }),
    );
  }, 1_000);
  const silence = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  await done.finally(() => {
    process.stdout.write = silence;
    clearInterval(sampler);
  });
  const seconds = (Date.now() - started) / 1000;
  samples.push({ seconds, left: await left(url), running: 0 });
  samples.sort((a, b) => a.seconds - b.seconds);
  await sql(admin, `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
  return { chains, seconds, status: ended?.status, samples };
}

function svg(runs: Awaited<ReturnType<typeof drain>>[]): string {
  const [width, height, left, top, plotW, plotH] = [760, 360, 70, 40, 640, 260];
  const maxT = Math.max(...runs.map((run) => run.seconds));
  const maxY = BACKLOG * POLICIES;
  const x = (s: number) => left + (s / maxT) * plotW;
  const y = (n: number) => top + plotH - (n / maxY) * plotH;
  const colors = ["#1f77b4", "#ff7f0e", "#2ca02c"];
  const lines = runs.map((run, index) => {
    const d = run.samples
      .map((s, i) => `${i === 0 ? "M" : "L"}${x(s.seconds).toFixed(1)},${y(s.left).toFixed(1)}`)
      .join(" ");
    return `<path d="M${x(0)},${y(maxY)} ${d.replace(/^M/, "L")}" fill="none" stroke="${colors[index]}" stroke-width="2"/>
<text x="${left + plotW - 150}" y="${top + 16 * (index + 1)}" fill="${colors[index]}">${run.chains} chain${run.chains > 1 ? "s" : ""}: ${run.seconds.toFixed(0)} s</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<title>A catch-up of ${POLICIES} policies with ten nights of backlog: rows past retention left, with 1, 2 and 4 chains</title>
<rect width="${width}" height="${height}" fill="white"/>
<text x="${left}" y="22" font-size="14" font-weight="bold">Catch-up of ${POLICIES} policies, ${(maxY).toLocaleString("en-US")} rows past retention: rows left over time</text>
<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="black"/>
<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="black"/>
<text x="${left - 5}" y="${top + 4}" text-anchor="end">${maxY.toLocaleString("en-US")}</text>
<text x="${left - 5}" y="${top + plotH}" text-anchor="end">0</text>
<text x="${left + plotW}" y="${top + plotH + 16}" text-anchor="end">${maxT.toFixed(0)} s</text>
<text x="${left}" y="${top + plotH + 16}">0 s</text>
${lines.join("\n")}
</svg>
`;
}

await load();
const runs = [];
for (const chains of [1, 2, 4]) {
  const run = await drain(chains);
  console.log(
    `${chains} chain(s): ${run.status} in ${run.seconds.toFixed(1)} s (${(runs[0] ? runs[0].seconds / run.seconds : 1).toFixed(2)}x the one chain's speed)`,
  );
  runs.push(run);
}
await sql(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
writeFileSync(
  "bench/simulate/results/fan-out.json",
  `${JSON.stringify({ policies: POLICIES, backlogPerPolicy: BACKLOG, runs }, null, 1)}\n`,
);
writeFileSync("bench/simulate/results/fan-out.svg", svg(runs));
console.log("written: bench/simulate/results/fan-out.json, fan-out.svg");
process.exit(0);
