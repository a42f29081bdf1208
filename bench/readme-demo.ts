// npm run docs:demo: runs the demo as `npm start` does (embedded PostgreSQL, full scale) and writes
// its output into the README between the demo markers, shortened as readmeDemo says; the demo's
// test (test/cli/demo.test.ts) runs it small and fails when the README's block has drifted from
// what the demo prints.
import { readFile, writeFile } from "node:fs/promises";
import { type Io, main } from "../functions/cli/main.js";

const UUID = /\b([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/** A note longer than this is cut at its last clause before it. */
const NOTE_WIDTH = 160;

/** The demo's stdout as the README shows it: run ids shortened, long notes cut at a clause. */
export function readmeDemo(stdout: string): string {
  return stdout
    .trimEnd()
    .split("\n")
    .map((line) => line.replace(UUID, "$1-…"))
    .map((line) => {
      if (!line.startsWith("  ") || line.length <= NOTE_WIDTH) return line;
      const cut = Math.max(line.lastIndexOf("; ", NOTE_WIDTH), line.lastIndexOf(": ", NOTE_WIDTH));
      return `${line.slice(0, cut + 1)} …`;
    })
    .join("\n");
}

/**
 * What may differ between two runs of the demo and still be the same block: the run ids, the
 * figures and times (random data, another scale, another machine), the strategy a table's size
 * chose, and the columns' widths they set.
 */
export function demoShape(text: string): string[] {
  return text.split("\n").map((line) =>
    line
      .replace(/\b[0-9a-f]{8}-…/g, "<run>")
      // The strategy a table's size chose, and the batch sizes it went by (none: no batch).
      .replace(/\b(?:keyset|blocks|cursor)(?: [\d,]+(?:-[\d,]+)?(?: blk)?)?/g, "<strategy>")
      .replace(/\d+(?:[.,]\d+)*(?:d|h|ms|s|m|MB|kB|B|%)?/g, "#")
      .replace(/#(?:#|-#)+/g, "#")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

const START = "<!-- demo:start";
const END = "<!-- demo:end -->";

/** The block between the README's demo markers, its fence taken off. */
export function readmeDemoBlock(readme: string): string {
  const start = readme.indexOf("\n", readme.indexOf(START)) + 1;
  return readme
    .slice(start, readme.indexOf(END))
    .replace(/^```\n/, "")
    .replace(/\n```\n$/, "");
}

if (process.argv[1]?.endsWith("readme-demo.ts")) {
  const out: string[] = [];
  const io: Io = { out: (text) => out.push(text), err: () => undefined, env: process.env };
  const code = await main(["demo"], io);
  if (code !== 0) throw new Error(`the demo exited ${code}`);
  const readme = await readFile("README.md", "utf8");
  const head = readme.slice(0, readme.indexOf("\n", readme.indexOf(START)) + 1);
  const block = `\`\`\`\n${readmeDemo(out.join("\n"))}\n\`\`\`\n`;
  await writeFile("README.md", `${head}${block}${readme.slice(readme.indexOf(END))}`);
  process.stderr.write("README.md: the demo's block rewritten\n");
}
