// docs/fleet.md's local night, run as written: its script block (`js local-night.mjs`) saved under
// that name, its command block (`sh local-night`) run by bash in a directory of its own, beside a
// CDK app of one's own (infra/examples/fleet-app.ts: three targets; `retention-job/infra` resolved
// to this checkout's sources) and three real databases. The night's outcome is checked against
// plain SQL and the Summary the script kept. The page and this test share the blocks, not a copy.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { countRows, insertExpiredSicrs, insertUser, SICR } from "../helpers/identity.js";

const run = promisify(execFile);
const ROOT = resolve(".");
const TARGETS = { billing: 25, identity: 30, orders: 35 };

/** The block of docs/fleet.md whose fence's info string is `info`, as written (less the list's indent). */
async function block(info: string): Promise<string> {
  const lines = (await readFile("docs/fleet.md", "utf8")).split("\n");
  const start = lines.findIndex((line) => line.trim() === `\`\`\`${info}`);
  if (start < 0) throw new Error(`docs/fleet.md has no \`\`\`${info} block`);
  const indent = (lines[start] as string).indexOf("`");
  const end = lines.findIndex((line, index) => index > start && line.trim() === "```");
  return lines
    .slice(start + 1, end)
    .map((line) => line.slice(indent))
    .join("\n");
}

const databases: TestDatabase[] = [];
let cwd: string;

beforeAll(async () => {
  databases.push(...(await Promise.all(Object.keys(TARGETS).map(() => createTestDatabase()))));
  for (const [index, rows] of Object.values(TARGETS).entries()) {
    const pool = databases[index]!.pool;
    await insertExpiredSicrs(pool, await insertUser(pool), rows);
  }
  cwd = await mkdtemp(join(tmpdir(), "local-night-"));
  // The app's directory: its cdk.json, its node_modules (aws-local-stepfunctions, the CDK), the
  // package it takes (here, this checkout's sources), each target's database.
  await symlink(join(ROOT, "node_modules"), join(cwd, "node_modules"));
  await writeFile(
    join(cwd, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        paths: { "retention-job/infra": [join(ROOT, "infra/index.ts")] },
      },
    }),
  );
  await writeFile(
    join(cwd, "cdk.json"),
    JSON.stringify({
      app: `npx tsx --tsconfig tsconfig.json ${join(ROOT, "infra/examples/fleet-app.ts")}`,
    }),
  );
  await writeFile(
    join(cwd, "local-targets.json"),
    JSON.stringify(
      Object.fromEntries(Object.keys(TARGETS).map((name, index) => [name, databases[index]!.url])),
    ),
  );
  await writeFile(join(cwd, "local-night.mjs"), await block("js local-night.mjs"));
}, 60_000);

afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
});

describe("docs/fleet.md: a night on your machine", () => {
  it("synthesizes the app and runs its night as the page says: every target drained, the Summary kept", async () => {
    const result = await run("bash", ["-euo", "pipefail", "-c", await block("sh local-night")], {
      cwd,
      // Node 22, as the page asks (the checkout's own, first on the PATH). Without CI: the CDK CLI
      // writes its notices ("N feature flags are not configured") to stdout in its CI mode, to
      // stderr otherwise, and the page's output is the script's.
      env: {
        ...process.env,
        CI: undefined,
        PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
      },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);

    expect("code" in result ? `exit ${result.code}: ${result.stderr}` : "ok").toBe("ok");
    const lines = result.stdout.trim().split("\n");
    const summaryFile = "night/fleet/Platform-fleet/nights/2026-12-02T02:05:00Z/local-night.json";
    expect(lines.at(-1)).toBe(`night succeeded; its Summary: ${summaryFile}`);
    // Each target's report, in the order the runs ended, with its rows as SQL counts them.
    expect(lines.slice(0, -1).sort()).toEqual(
      Object.entries(TARGETS).map(([name, rows]) => `${name}: succeeded, ${rows} rows deleted`),
    );
    const summary = JSON.parse(await readFile(join(cwd, summaryFile), "utf8"));
    expect(summary).toMatchObject({
      scheduledTime: "2026-12-02T02:05:00Z",
      rerun: false,
      anyFailed: false,
    });
    for (const [index, name] of Object.keys(TARGETS).entries()) {
      const pool = databases[index]!.pool;
      expect(await countRows(pool, SICR)).toBe(0);
      // The run the Summary names is the one the target's ledger holds, finished.
      const { rows } = await pool.query<{ run_id: string; status: string }>(
        "SELECT run_id::text, status FROM retention_job.segments",
      );
      const item = summary.outcomes.find((each: { target: string }) => each.target === name);
      expect(rows).toEqual([{ run_id: item.outcome.runId, status: "succeeded" }]);
      expect(item).toMatchObject({
        failed: false,
        outcome: { status: "succeeded", deleted: TARGETS[name as keyof typeof TARGETS] },
      });
    }
  }, 240_000);
});
