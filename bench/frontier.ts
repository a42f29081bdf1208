// The speed/gentleness frontier of one data set (docs/performance.md): every contender a point
// (throughput as x the single DELETE, the live load's COMMIT p99 as x the live load alone: what
// LATENCY_BUDGET bounds; the transaction's p99 where a run did not time commits), the engine's latency
// budget curve (LATENCY_BUDGET 1.25, 1.5, 2, 3 and off: the defaults) a line through its points,
// written as SVG by the benchmark; and the goals read from the same points.
import { writeFile } from "node:fs/promises";
import { writeCostFrontiers } from "./cost-frontier.js";
import {
  type BenchResults,
  type ContenderResult,
  type Goal,
  legendLabel,
  liveCommitP99,
  liveP99,
  medianRate,
  quantile,
  type SetResult,
  xml,
} from "./figures.js";

/** The engine's budget curve, gentlest first: each key's budget (null: off, the defaults). */
export const CURVE: ReadonlyArray<{ key: string; budget: number | null }> = [
  { key: "engineLatency125", budget: 1.25 },
  { key: "engineLatency150", budget: 1.5 },
  { key: "engineLatency200", budget: 2 },
  { key: "engineLatency300", budget: 3 },
  { key: "engine", budget: null },
];
/** Not a fixed contender: the curve's points and the doubling case (another load). */
const notFixed = new Set([...CURVE.map((point) => point.key), "engineLatencyDoubling"]);

export interface Point {
  key: string;
  label: string;
  /** Throughput as x the single DELETE's (medians of the rounds). */
  speed: number;
  /** The live load's COMMIT p99 as x its own without a purge (the transaction's, in older runs). */
  harm: number;
  /** The live transaction's p99 as x its own without a purge. */
  transactionHarm: number;
}

/** A p99 as x the no-purge one: of COMMITs where both were timed, else of transactions. */
function harmOf(c: ContenderResult, noPurge: ContenderResult): number {
  const commit = liveCommitP99(c);
  const base = liveCommitP99(noPurge);
  return commit !== undefined && base ? commit / base : liveP99(c) / liveP99(noPurge);
}

/** A contender's point in its set, when the set has the single DELETE and the no-purge baseline. */
function pointOf(set: SetResult, c: ContenderResult): Point | undefined {
  const single = set.contenders.find((other) => other.key === "single");
  if (!single || !set.noPurge || c.rounds.length === 0) return undefined;
  return {
    key: c.key,
    label: c.label,
    speed: medianRate(c) / medianRate(single),
    harm: harmOf(c, set.noPurge),
    transactionHarm: liveP99(c) / liveP99(set.noPurge),
  };
}

export function pointsOf(set: SetResult): { curve: Point[]; fixed: Point[] } {
  const curve = CURVE.flatMap(({ key }) => {
    const c = set.contenders.find((other) => other.key === key);
    const point = c && pointOf(set, c);
    return point ? [point] : [];
  });
  const fixed = set.contenders
    .filter((c) => !notFixed.has(c.key) && c.key !== "single")
    .flatMap((c) => pointOf(set, c) ?? []);
  const single = set.contenders.find((c) => c.key === "single");
  const singlePoint = single && pointOf(set, single);
  return { curve, fixed: singlePoint ? [singlePoint, ...fixed] : fixed };
}

/** The curve's best speed at a harm of at most `harm` (a step: no credit between its points). */
function curveSpeedAt(curve: Point[], harm: number): number | undefined {
  const within = curve.filter((point) => point.harm <= harm).map((point) => point.speed);
  return within.length > 0 ? Math.max(...within) : undefined;
}

/** The contenders both faster and gentler than a point of the engine's curve. */
export function beyondCurve(curve: Point[], fixed: Point[]): Point[] {
  return fixed.filter((point) => {
    const best = curveSpeedAt(curve, point.harm);
    if (best !== undefined) return point.speed > best;
    return curve.some((p) => point.speed > p.speed && point.harm < p.harm);
  });
}

/** Per budget: held (live p99 within it), and its speed against the fastest fixed contender that held it. */
function budgetGoals(set: SetResult): Goal[] {
  const { curve, fixed } = pointsOf(set);
  return CURVE.filter((c) => c.budget !== null).flatMap(({ key, budget }) => {
    const point = curve.find((p) => p.key === key);
    if (!point || budget === null) return [];
    const rivals = fixed.filter((p) => p.harm <= budget);
    const rival = rivals.sort((a, b) => b.speed - a.speed)[0];
    const ratio = rival ? point.speed / rival.speed : Number.POSITIVE_INFINITY;
    const against = rival
      ? `${ratio.toFixed(2)}x the fastest fixed contender within it (${rival.label}, ${rival.speed.toFixed(2)}x single at ${rival.harm.toFixed(2)}x)`
      : "no fixed contender held it";
    return [
      {
        text: `${set.key}, LATENCY_BUDGET ${budget}: live COMMIT p99 ${point.harm.toFixed(2)}x (goal <= ${budget}x; the transaction's ${point.transactionHarm.toFixed(2)}x), ${point.speed.toFixed(2)}x single; ${against} (goal >= 2x)`,
        met: point.harm <= budget && ratio >= 2,
      },
    ];
  });
}

/** The doubling case: the p99 of the load that joined, against both loads with no purge. */
function doublingGoal(set: SetResult): Goal[] {
  const c = set.contenders.find((other) => other.key === "engineLatencyDoubling");
  const commits = c?.rounds.flatMap((round) => round.liveAfterCommit ?? []) ?? [];
  const base = set.noPurgeDoubled && liveCommitP99(set.noPurgeDoubled);
  const timed = commits.length > 0 && base;
  const after = timed ? commits : (c?.rounds.flatMap((round) => round.liveAfter ?? []) ?? []);
  if (!set.noPurgeDoubled || after.length === 0) return [];
  const ratio = quantile(after, 0.99) / (timed ? base : liveP99(set.noPurgeDoubled));
  return [
    {
      text: `${set.key}, LATENCY_BUDGET 1.5 with the live load doubled during the run: the joining load's ${timed ? "COMMIT " : ""}p99 ${ratio.toFixed(2)}x the doubled load's alone (goal <= 1.5x; n=${after.length})`,
      met: ratio <= 1.5,
    },
  ];
}

export function frontierGoals(results: BenchResults): Goal[] {
  return results.sets.flatMap((set) => {
    const { curve, fixed } = pointsOf(set);
    if (curve.length === 0) return [];
    const beyond = beyondCurve(curve, fixed);
    return [
      ...budgetGoals(set),
      ...doublingGoal(set),
      {
        text: `${set.key}: contenders both faster and gentler than the engine's curve: ${beyond.length === 0 ? "none" : beyond.map((p) => `${p.label} (${p.speed.toFixed(2)}x, ${p.harm.toFixed(2)}x)`).join("; ")} (goal: none)`,
        met: beyond.length === 0,
      },
    ];
  });
}

/** The set's frontier as an SVG: x throughput (x single), y live p99 (x no purge). */
export function frontierSvg(set: SetResult): string | undefined {
  const { curve, fixed } = pointsOf(set);
  if (curve.length === 0) return undefined;
  const all = [...curve, ...fixed];
  const size = { w: 720, h: 460, left: 60, right: 250, top: 30, bottom: 50 };
  const maxX = Math.max(1.1, ...all.map((p) => p.speed)) * 1.05;
  const maxY = Math.max(1.5, ...all.map((p) => p.harm)) * 1.05;
  const minY = Math.floor(Math.min(1, ...all.map((p) => p.harm)) * 4) / 4;
  const x = (v: number) => size.left + (v / maxX) * (size.w - size.left - size.right);
  const y = (v: number) =>
    size.h - size.bottom - ((v - minY) / (maxY - minY)) * (size.h - size.top - size.bottom);
  const ticks = (max: number, from: number) =>
    Array.from({ length: Math.floor((max - from) / 0.25) + 1 }, (_, i) => from + i * 0.25).filter(
      (_, i, list) => list.length <= 12 || i % 2 === 0,
    );
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" font-family="sans-serif" font-size="11">`,
    `<title>${xml(`The speed/gentleness frontier: ${set.title}`)}</title>`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${size.left}" y="18" font-size="13">${xml(set.title)}</text>`,
    ...ticks(maxX, 0).map(
      (t) =>
        `<line x1="${x(t)}" y1="${y(minY)}" x2="${x(t)}" y2="${y(maxY)}" stroke="#eee"/><text x="${x(t)}" y="${y(minY) + 14}" text-anchor="middle">${t.toFixed(2)}</text>`,
    ),
    ...ticks(maxY, minY).map(
      (t) =>
        `<line x1="${x(0)}" y1="${y(t)}" x2="${x(maxX)}" y2="${y(t)}" stroke="#eee"/><text x="${x(0) - 6}" y="${y(t) + 4}" text-anchor="end">${t.toFixed(2)}</text>`,
    ),
    `<text x="${(x(0) + x(maxX)) / 2}" y="${size.h - 12}" text-anchor="middle">throughput, x the single DELETE</text>`,
    `<text x="14" y="${(y(minY) + y(maxY)) / 2}" transform="rotate(-90 14 ${(y(minY) + y(maxY)) / 2})" text-anchor="middle">live COMMIT p99, x no purge</text>`,
    `<polyline fill="none" stroke="#c0392b" stroke-width="2" points="${curve.map((p) => `${x(p.speed)},${y(p.harm)}`).join(" ")}"/>`,
    ...curve.map(
      (p) =>
        `<circle cx="${x(p.speed)}" cy="${y(p.harm)}" r="4" fill="#c0392b"/><text x="${x(p.speed) + 6}" y="${y(p.harm) - 6}" fill="#c0392b">${xml(CURVE.find((c) => c.key === p.key)?.budget?.toString() ?? "off")}</text>`,
    ),
    ...fixed.map(
      (p, i) =>
        `<circle cx="${x(p.speed)}" cy="${y(p.harm)}" r="4" fill="#2c3e50"/><text x="${x(p.speed) + 6}" y="${y(p.harm) + 4}">${i + 1}</text>`,
    ),
    `<text x="${size.w - size.right + 16}" y="${size.top + 10}" fill="#c0392b">— engine, LATENCY_BUDGET (off: defaults)</text>`,
    ...fixed.map(
      (p, i) =>
        `<text x="${size.w - size.right + 16}" y="${size.top + 28 + i * 14}">${i + 1}. ${legendLabel(p.label)}</text>`,
    ),
    "</svg>",
  ];
  return `${out.join("\n")}\n`;
}

/** Writes docs/img/frontier-<set>.svg for every set with the engine's curve (and its cost frontier). */
export async function writeFrontiers(results: BenchResults): Promise<string[]> {
  const written: string[] = await writeCostFrontiers(results);
  for (const set of results.sets) {
    const svg = frontierSvg(set);
    if (!svg) continue;
    const file = `docs/img/frontier-${set.key}.svg`;
    await writeFile(file, svg);
    written.push(file);
  }
  return written;
}
