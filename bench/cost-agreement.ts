// Whether two runs of `npm run bench` agree on the cost account: per set and contender, each
// figure per deleted row as a ratio to the single DELETE's of the same run, in both runs, and
// whether they agree within 15% (issue 56). Usage:
// node --import tsx bench/cost-agreement.ts first-results.json second-results.json
import { readFile } from "node:fs/promises";
import { perRow } from "./cost.js";
import type { BenchResults, ContenderResult } from "./figures.js";

const AGREE = 0.15;
const FIGURES = ["cpuUs", "buffers", "walBytes"] as const;
const [first, second] = (await Promise.all(
  process.argv.slice(2, 4).map(async (file) => JSON.parse(await readFile(file, "utf8"))),
)) as [BenchResults, BenchResults];

const ratio = (
  c: ContenderResult | undefined,
  single: ContenderResult | undefined,
  figure: (typeof FIGURES)[number],
) => {
  const mine = c && perRow(c, figure);
  const base = single && perRow(single, figure);
  return mine !== undefined && base ? mine / base : undefined;
};

const lines = [
  "| set | contender | CPU/row x single (run 1, run 2) | buffers/row x single | WAL/row x single | within 15% |",
  "|---|---|---|---|---|---|",
];
let agreed = 0;
let compared = 0;
for (const set of first.sets) {
  const other = second.sets.find((each) => each.key === set.key);
  const single = set.contenders.find((c) => c.key === "single");
  const otherSingle = other?.contenders.find((c) => c.key === "single");
  for (const c of set.contenders) {
    if (c.key === "single") continue;
    const d = other?.contenders.find((each) => each.key === c.key);
    const misses: string[] = [];
    const cells = FIGURES.map((figure) => {
      const a = ratio(c, single, figure);
      const b = ratio(d, otherSingle, figure);
      if (a === undefined || b === undefined) return "-";
      compared++;
      if (Math.abs(b / a - 1) <= AGREE) agreed++;
      else misses.push(figure);
      return `${a.toFixed(2)}, ${b.toFixed(2)}`;
    });
    lines.push(
      `| ${set.key} | ${c.label} | ${cells.join(" | ")} | ${misses.length === 0 ? "yes" : `no: ${misses.join(", ")}`} |`,
    );
  }
}
lines.push("", `${agreed} of ${compared} ratios agree within ${AGREE * 100}%.`);
console.log(lines.join("\n"));
