// npm run bench:readme: renders bench/results.json into the README's Performance section, between
// its two markers, so that the table there is always the last run's figures. The simulation
// (npm run simulate -- --readme) writes its part of the Operate section the same way.
import { readFile, writeFile } from "node:fs/promises";
import { type BenchResults, renderResults } from "./render.js";

/** Replaces what lies between `<!-- NAME:start ... -->` and `<!-- NAME:end -->` in README.md. */
export async function writeReadmeSection(name: string, text: string): Promise<void> {
  const readme = await readFile("README.md", "utf8");
  const start = readme.indexOf(`<!-- ${name}:start`);
  const startEnd = readme.indexOf("-->", start) + 3;
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < startEnd)
    throw new Error(`README.md has no <!-- ${name}:start --> ... <!-- ${name}:end --> markers`);
  await writeFile("README.md", `${readme.slice(0, startEnd)}\n${text}\n${readme.slice(end)}`);
  process.stderr.write(`README.md: the ${name} part rewritten\n`);
}

if (process.argv[1]?.endsWith("readme.ts")) {
  const results = JSON.parse(await readFile("bench/results.json", "utf8")) as BenchResults;
  await writeReadmeSection("bench", renderResults(results));
}
