// npm run bench:readme: renders the last benchmark's summary into docs/performance.md, between its
// two markers, so that the table there is always the last run's figures. The simulation (npm run
// simulate -- --readme) writes its part of docs/operate.md the same way.
import { readFile, writeFile } from "node:fs/promises";
import { writeFrontiers } from "./frontier.js";
import { type BenchResults, renderResults } from "./render.js";

/** The page of docs/ each generated part lives in. */
const pages: Record<string, string> = {
  bench: "docs/performance.md",
  simulate: "docs/operate.md",
  "init-corpus": "docs/init.md",
  "init-corpus-source": "docs/init.md",
  outputs: "docs/outputs.md",
};

/** Replaces what lies between `<!-- NAME:start ... -->` and `<!-- NAME:end -->` in its page. */
export async function writeDocsSection(name: string, text: string): Promise<void> {
  const page = pages[name] as string;
  const readme = await readFile(page, "utf8");
  const start = readme.indexOf(`<!-- ${name}:start`);
  const startEnd = readme.indexOf("-->", start) + 3;
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < startEnd)
    throw new Error(`${page} has no <!-- ${name}:start --> ... <!-- ${name}:end --> markers`);
  await writeFile(page, `${readme.slice(0, startEnd)}\n${text}\n${readme.slice(end)}`);
  process.stderr.write(`${page}: the ${name} part rewritten\n`);
}

if (process.argv[1]?.endsWith("readme.ts")) {
  const raw = await readFile("bench/results.json", "utf8").catch(() => {
    throw new Error(
      "bench/results.json is not here (it is not committed): run npm run bench first",
    );
  });
  const results = JSON.parse(raw) as BenchResults;
  await writeDocsSection("bench", renderResults(results));
  for (const file of await writeFrontiers(results)) process.stderr.write(`${file} written\n`);
}
