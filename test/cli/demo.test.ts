// `npm start`: the demo on an embedded PostgreSQL (real binaries from npm), at a small scale.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoShape, readmeDemo, readmeDemoBlock } from "../../bench/readme-demo.js";
import { EXIT, type Io, main } from "../../functions/cli/main.js";

async function demo(args: string[]) {
  const out: string[] = [];
  const io: Io = { out: (text) => out.push(text), err: () => undefined, env: {} };
  const code = await main(["demo", ...args], io);
  return { code, stdout: out.join("\n") };
}

describe("the demo (npm start)", () => {
  it("identity: loads the reference schema, and the dry run predicts the real run; a second run deletes nothing", async () => {
    const { code, stdout } = await demo(["--scale", "0.02"]);

    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(
      /loaded in .*: sign_in_confirmation_requests 6,000 rows, refresh_sessions [\d,]+ rows/,
    );
    expect(stdout).toContain(
      "the dry run said what the real run did (deleted, blocked): yes; rows deleted by the second run: 0",
    );
  }, 120_000);

  it("identidad: the same with partitions and RLS (npm start -- --preset identidad)", async () => {
    const { code, stdout } = await demo(["--preset", "identidad", "--scale", "0.02"]);

    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/log_sesiones\s+completed\s+[\d,]+/);
    expect(stdout).toContain(
      "the dry run said what the real run did (deleted, blocked): yes; rows deleted by the second run: 0",
    );
  }, 120_000);
});

describe("the README's demo block (npm run docs:demo writes it)", () => {
  it("is what the demo prints, but for its figures and times: a drift fails here", async () => {
    // Prepare: the demo at a quarter of its size: the first run's breaker trips, both tables get
    // their vacuum note, as at full size.
    const { code, stdout } = await demo(["--scale", "0.25"]);
    const readme = readmeDemoBlock(readFileSync("README.md", "utf8"));

    // Assess: the same lines, words and columns, figures and times aside.
    expect(code).toBe(EXIT.ok);
    expect(demoShape(readmeDemo(stdout))).toEqual(demoShape(readme));
  }, 180_000);
});
