// The benchmark's results as run.ts writes them (bench/results.json), and the figures read from a
// contender's rounds: shared by the rendering (render.ts) and the frontier (frontier.ts).

import type { CostFigures } from "../functions/engine/cost/account.js";

export interface RoundResult {
  wallMs: number;
  deleted: number;
  batchMs: number[];
  /** Every live transaction's latency during the purge (ms). */
  live: number[];
  /** Every live transaction's COMMIT latency during the purge (ms; runs before 2026-12-03 lack it). */
  liveCommit?: number[];
  /** The replica's replay lag, sampled every 50 ms during the purge (ms). */
  lagMs: number[];
  correct: boolean;
  capped?: boolean;
  maxRssMb?: number;
  strategy?: string;
  batchSizes?: unknown;
  throttledMs?: number;
  /** The WAL the server wrote during the round (the purge's and the live load's), bytes. */
  walBytes?: number;
  /** The engine's fixed costs: before its first batch (preflight, breaker) and after its last (figures, ledger). */
  fixedMs?: { before: number; after: number };
  /** Under a latency budget: the probes' median commit while batches ran over it with none running. */
  probeRatio?: number | null;
  error?: string;
  /** The latencies of a live load that joined during the purge (the doubling case), and its commits'. */
  liveAfter?: number[];
  liveAfterCommit?: number[];
  /** What the purge took from the server and caused others (its cost account: the engine's report, or bench/cost.ts). */
  cost?: CostFigures;
}
export interface ContenderResult {
  key: string;
  label: string;
  rounds: RoundResult[];
}
export interface SetResult {
  key: string;
  title: string;
  expected: number;
  noPurge?: ContenderResult;
  /** The live load at twice its clients, no purge: the doubling case's baseline. */
  noPurgeDoubled?: ContenderResult;
  contenders: ContenderResult[];
}
export interface BenchResults {
  date: string;
  cores: number;
  node: string;
  postgres: string;
  replica: boolean;
  live: { clients: number; ratePerClient: number; minSamples: number };
  sizes: { sicrRows: number; sessionRows: number };
  cliStartup: { helpMs: number; nodeMs: number };
  sets: SetResult[];
  scale?: { rowsRatio: number; quarter: ContenderResult };
  durationS?: number;
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
export const rate = (round: RoundResult) => round.deleted / (round.wallMs / 1000);
export const all = (c: ContenderResult, pick: (round: RoundResult) => number[]) =>
  c.rounds.flatMap(pick);
export const medianRate = (c: ContenderResult) => quantile(c.rounds.map(rate), 0.5);
export const medianWall = (c: ContenderResult) =>
  quantile(
    c.rounds.map((r) => r.wallMs),
    0.5,
  );
export const liveP99 = (c: ContenderResult) =>
  quantile(
    all(c, (r) => r.live),
    0.99,
  );
/** The p99 of the live load's COMMITs (undefined for a run that did not measure them). */
export const liveCommitP99 = (c: ContenderResult) =>
  c.rounds.every((r) => r.liveCommit)
    ? quantile(
        all(c, (r) => r.liveCommit ?? []),
        0.99,
      )
    : undefined;

/** A goal of the issue the bench measures, and whether this run met it. */
export interface Goal {
  text: string;
  met: boolean;
}

/** Text for an SVG's text node, its markup characters escaped. */
export const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A contender's label in a picture's legend: escaped, cut at 38 characters. */
export const legendLabel = (label: string) =>
  xml(label.length > 38 ? `${label.slice(0, 37)}…` : label);
