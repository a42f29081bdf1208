// The docs' runnable command blocks (a fenced block whose info string is `sh runnable`, in the
// README or docs/): each is run as a user would type it, in bash with -e, in an empty directory,
// `retention-job` on the PATH (this checkout's bin/), DATABASE_URL a database with the identity
// reference schema. A block that fails fails its page.
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

const run = promisify(execFile);
const ROOT = resolve(".");

/** Every runnable block of the README and docs/, with its page and line. */
async function runnableBlocks(): Promise<{ page: string; line: number; text: string }[]> {
  const pages = [
    "README.md",
    ...(await readdir("docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`),
  ];
  const blocks: { page: string; line: number; text: string }[] = [];
  for (const page of pages.sort()) {
    const lines = (await readFile(page, "utf8")).split("\n");
    for (let at = 0; at < lines.length; at++) {
      if (lines[at]?.trim() !== "```sh runnable") continue;
      const end = lines.findIndex((each, index) => index > at && each.trim() === "```");
      blocks.push({ page, line: at + 1, text: lines.slice(at + 1, end).join("\n") });
      at = end;
    }
  }
  return blocks;
}

let db: TestDatabase;
let bin: string;
const blocks = await runnableBlocks();

beforeAll(async () => {
  db = await createTestDatabase();
  bin = await mkdtemp(join(tmpdir(), "docs-bin-"));
  const shim = join(bin, "retention-job");
  await writeFile(
    shim,
    `#!/bin/sh\nexec "${process.execPath}" "${ROOT}/bin/retention-job.js" "$@"\n`,
  );
  await chmod(shim, 0o755);
});
afterAll(async () => {
  await db.drop();
});

describe("the docs' runnable command blocks", () => {
  it("there are some", () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [`${block.page}:${block.line}`, block] as const))(
    "%s runs",
    async (_where, block) => {
      const cwd = await mkdtemp(join(tmpdir(), "docs-run-"));
      const result = await run("bash", ["-euo", "pipefail", "-c", block.text], {
        cwd,
        env: { ...process.env, DATABASE_URL: db.url, PATH: `${bin}:${process.env.PATH}` },
      }).catch((error: { stdout: string; stderr: string; code: number }) => error);
      expect("code" in result ? `exit ${result.code}: ${result.stderr}` : "ok").toBe("ok");
    },
    120_000,
  );
});
