// The cost frontier of one data set, drawn from the cost account (bench/cost.ts): every contender
// a point, x what the purge took from the server per deleted row (its backends' CPU, µs; its WAL,
// bytes, where the CPU is unknown), y what it caused others: the lock waits it caused, ms per
// 1,000 deleted rows, plus the replica's replay lag seen while it ran, ms (two marks per point).
import { writeFile } from "node:fs/promises";
import { lockWaitMs, perRow } from "./cost.js";
import {
  type BenchResults,
  type ContenderResult,
  legendLabel,
  type SetResult,
  xml,
} from "./figures.js";

interface CostPoint {
  label: string;
  cost: number;
  waits: number;
  lag: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

function pointOf(c: ContenderResult, figure: "cpuUs" | "walBytes"): CostPoint | undefined {
  const cost = perRow(c, figure);
  const deleted = median(c.rounds.map((round) => round.deleted));
  if (cost === undefined || deleted === 0) return undefined;
  return {
    label: c.label,
    cost,
    waits: ((lockWaitMs(c) ?? 0) * 1000) / deleted,
    lag: median(c.rounds.map((round) => round.cost?.replicaLagMs ?? 0)),
  };
}

/** The set's cost frontier as an SVG (undefined: no contender has a cost account). */
export function costFrontierSvg(set: SetResult): string | undefined {
  const cpuKnown = set.contenders.some((c) => perRow(c, "cpuUs") !== undefined);
  const figure = cpuKnown ? "cpuUs" : "walBytes";
  const points = set.contenders.flatMap((c) => pointOf(c, figure) ?? []);
  if (points.length === 0) return undefined;
  const size = { w: 720, h: 460, left: 60, right: 250, top: 30, bottom: 50 };
  const maxX = Math.max(...points.map((p) => p.cost)) * 1.1 || 1;
  const maxY = Math.max(1, ...points.flatMap((p) => [p.waits, p.lag])) * 1.1;
  const x = (v: number) => size.left + (v / maxX) * (size.w - size.left - size.right);
  const y = (v: number) => size.h - size.bottom - (v / maxY) * (size.h - size.top - size.bottom);
  const ticks = (max: number) => Array.from({ length: 6 }, (_, i) => (max * i) / 5);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" font-family="sans-serif" font-size="11">`,
    `<title>${xml(`The cost frontier: ${set.title}`)}</title>`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${size.left}" y="18" font-size="13">${xml(set.title)}</text>`,
    ...ticks(maxX).map(
      (t) =>
        `<line x1="${x(t)}" y1="${y(0)}" x2="${x(t)}" y2="${y(maxY)}" stroke="#eee"/><text x="${x(t)}" y="${y(0) + 14}" text-anchor="middle">${t.toFixed(figure === "cpuUs" ? 1 : 0)}</text>`,
    ),
    ...ticks(maxY).map(
      (t) =>
        `<line x1="${x(0)}" y1="${y(t)}" x2="${x(maxX)}" y2="${y(t)}" stroke="#eee"/><text x="${x(0) - 6}" y="${y(t) + 4}" text-anchor="end">${t.toFixed(0)}</text>`,
    ),
    `<text x="${(x(0) + x(maxX)) / 2}" y="${size.h - 12}" text-anchor="middle">${figure === "cpuUs" ? "backends' CPU per deleted row, µs" : "WAL per deleted row, bytes"}</text>`,
    `<text x="14" y="${(y(0) + y(maxY)) / 2}" transform="rotate(-90 14 ${(y(0) + y(maxY)) / 2})" text-anchor="middle">caused: lock waits ms / 1,000 rows (●), replay lag ms (○)</text>`,
    ...points.map(
      (p, i) =>
        `<circle cx="${x(p.cost)}" cy="${y(p.waits)}" r="4" fill="#2c3e50"/><circle cx="${x(p.cost)}" cy="${y(p.lag)}" r="4" fill="none" stroke="#c0392b"/><text x="${x(p.cost) + 6}" y="${y(p.lag) - 4}">${i + 1}</text>`,
    ),
    ...points.map(
      (p, i) =>
        `<text x="${size.w - size.right + 16}" y="${size.top + 10 + i * 14}">${i + 1}. ${legendLabel(p.label)}</text>`,
    ),
    "</svg>",
  ];
  return `${out.join("\n")}\n`;
}

/** Writes docs/img/cost-frontier-<set>.svg for every set with a cost account. */
export async function writeCostFrontiers(results: BenchResults): Promise<string[]> {
  const written: string[] = [];
  for (const set of results.sets) {
    const svg = costFrontierSvg(set);
    if (!svg) continue;
    const file = `docs/img/cost-frontier-${set.key}.svg`;
    await writeFile(file, svg);
    written.push(file);
  }
  return written;
}
