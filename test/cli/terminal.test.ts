// The command line in a real terminal (a pseudo-terminal from `script`): a progress bar while a
// policy deletes, warnings as the command's own lines, plurals right; and, piped or with --json,
// JSON log lines with no bar.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanLine, plural, policyLine } from "../../functions/cli/render/terminal.js";
import type { PolicyReport } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

const run = promisify(execFile);
let db: TestDatabase;
let config: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA shop;
    CREATE TABLE shop.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE INDEX ON shop.events (created_at);
    CREATE TABLE shop.carts (id bigint PRIMARY KEY, updated_at timestamptz NOT NULL);`);
  config = join(tmpdir(), `terminal-${db.name}.json`);
  await writeFile(
    config,
    JSON.stringify({
      policies: [
        // Every row is past retention: the share limit would stop it once the table is analyzed
        // (autovacuum's timing, in an earlier CI run); this policy is the one that completes.
        {
          name: "events",
          table: "shop.events",
          clock: "created_at",
          retention: "30d",
          owner: "t",
          maxShareOfTable: 1,
        },
        // A breaker that trips: its warning is a line of the command's own.
        {
          name: "carts",
          table: "shop.carts",
          clock: "updated_at",
          retention: "30d",
          owner: "t",
          maxDeletesPerRun: 5,
        },
      ],
    }),
  );
});
afterAll(async () => {
  await db.drop();
});

async function load() {
  await db.pool.query(`
    TRUNCATE shop.events, shop.carts;
    INSERT INTO shop.events SELECT g, now() - interval '40 days' FROM generate_series(1, 20000) g;
    INSERT INTO shop.carts SELECT g, now() - interval '40 days' FROM generate_series(1, 10) g;
    ANALYZE shop.events, shop.carts;`);
}

/** Batches of 1,000 rows with a pause, so that the bar is seen drawing (about two seconds). */
const args = (more: string[] = []) => [
  "bin/retention-job.js",
  "run",
  "--config",
  config,
  "--batch-size",
  "1000",
  "--pause",
  "100ms",
  ...more,
];

describe("in a terminal", () => {
  it("draws a progress bar of rows done of the estimate, and says warnings in words", async () => {
    await load();
    const command = [process.execPath, ...args()].map((part) => `'${part}'`).join(" ");

    // The run ends partial (one breaker tripped): exit 1, and its screen is in the error.
    const { stdout } = await run("script", ["-qfec", command, "/dev/null"], {
      env: { ...process.env, DATABASE_URL: db.url, COLUMNS: "160", TERM: "xterm" },
    }).catch((error: { stdout: string }) => error);

    const screen = stdout.replace(/\r/g, "\n");
    expect(screen).toMatch(/events [█░]+ [\d,]+ of 20,000 rows, [\d,]+\/s, .* left/);
    expect(screen).toContain("warning: carts: breaker tripped: this run would delete 10 rows");
    expect(screen).not.toMatch(/\{"level"/);
    expect(screen).toMatch(/✓ events: completed, deleted 20,000, .* 21 batches in /);
    expect(screen).toMatch(/✗ carts: tripped, deleted 0, .*, oldest 40d\d*s?, in /);
  });

  it("a warning logged while a bar is drawn is still said (a policy allowed to trip is judged after its work)", async () => {
    await load();
    const more = ["--allow-large-deletion", "carts"];
    const command = [process.execPath, ...args(more)].map((part) => `'${part}'`).join(" ");

    const { stdout } = await run("script", ["-qfec", command, "/dev/null"], {
      env: { ...process.env, DATABASE_URL: db.url, COLUMNS: "160", TERM: "xterm" },
    });

    const screen = stdout.replace(/\r/g, "\n");
    expect(screen).toContain(
      "warning: carts: breaker tripped: this run would delete 10 rows, over the maxDeletesPerRun limit of 5; allowed for this run",
    );
    expect(screen).toMatch(/✓ carts: completed, deleted 10, /);
  });
});

describe("piped, or with --json", () => {
  it.each([[[]], [["--json"]]])("logs JSON lines and draws no bar (%j)", async (more) => {
    await load();

    const { stderr } = await run(process.execPath, args(more), {
      env: { ...process.env, DATABASE_URL: db.url },
    }).catch((error: { stderr: string }) => error);

    const warning = stderr.split("\n").find((line) => line.includes("breaker-tripped"));
    expect(JSON.parse(warning ?? "{}")).toMatchObject({ level: "warn", policy: "carts" });
    expect(stderr).not.toContain("█");
  });
});

describe("words", () => {
  it("a redaction's line says redacted, and would redact in a dry run", () => {
    const report = {
      name: "ips",
      mechanism: "redact",
      outcome: "completed",
      deleted: 0,
      redacted: 12,
      backlog: 0,
      blocked: 0,
      held: 0,
      oldestAgeSeconds: null,
      batches: 1,
      durationMs: 5,
      error: null,
    } as unknown as PolicyReport;

    expect(policyLine({ ...report, mode: "delete" })).toMatch(
      /^✓ ips: completed, redacted 12, backlog 0/,
    );
    expect(policyLine({ ...report, mode: "dry-run", redacted: 0, backlog: 12 })).toMatch(
      /^✓ ips: completed, would redact 12, backlog 12/,
    );
    expect(
      policyLine({
        ...report,
        mechanism: "delete",
        mode: "dry-run",
        redacted: undefined,
        backlog: 3,
      }),
    ).toMatch(/would delete 3/);
  });

  it("plurals, and a log line as a person reads it", () => {
    expect([
      plural(1, "batch", "batches"),
      plural(2, "batch", "batches"),
      plural(0, "row"),
    ]).toEqual(["1 batch", "2 batches", "0 rows"]);
    expect(humanLine('{"level":"warn","policy":"carts","msg":"breaker tripped"}')).toBe(
      "warning: carts: breaker tripped",
    );
    expect(humanLine('{"level":"error","msg":"policy failed"}')).toBe("error: policy failed");
  });
});
