// The benchmark's figures (bench/results.json) and how they read: the run prints this, and
// `npm run bench:readme` puts the same text in the README's Performance section.

import { costNote } from "./cost.js";
import {
  all,
  type BenchResults,
  type ContenderResult,
  type Goal,
  liveCommitP99,
  liveP99,
  medianRate,
  medianWall,
  quantile,
  type RoundResult,
  rate,
  type SetResult,
} from "./figures.js";
import { frontierGoals } from "./frontier.js";

export * from "./figures.js";

const find = (set: SetResult | undefined, key: string) =>
  set?.contenders.find((c) => c.key === key);

const thousands = (n: number) =>
  n >= 1000 ? `${Math.round(n / 1000).toLocaleString("en-US")} k` : n.toFixed(0);
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

function contenderRow(c: ContenderResult, single: ContenderResult | undefined): string[] {
  const base = single ? medianRate(single) : 0;
  const rates = c.rounds.map(rate);
  const ratio = (n: number) => (base > 0 ? (n / base).toFixed(2) : "-");
  const spread =
    c.rounds.length > 1 ? ` (${ratio(Math.min(...rates))}–${ratio(Math.max(...rates))})` : "";
  const batches = all(c, (r) => r.batchMs);
  const roundP99 = c.rounds.map((r) => quantile(r.live, 0.99));
  const lag = all(c, (r) => r.lagMs);
  const first = c.rounds[0];
  const capped = c.rounds.some((r) => r.capped);
  const notes = [
    first?.walBytes !== undefined
      ? `WAL ${(
          quantile(
            c.rounds.map((r) => (r.walBytes ?? 0) / 1024 ** 2 / (r.wallMs / 1000)),
            0.5,
          )
        ).toFixed(1)} MB/s`
      : "",
    first?.strategy ? `strategy ${first.strategy}` : "",
    first?.maxRssMb ? `peak RSS ${Math.max(...c.rounds.map((r) => r.maxRssMb ?? 0))} MB` : "",
    c.rounds.some((r) => (r.throttledMs ?? 0) > 0)
      ? `throttled ${(
          quantile(
            c.rounds.map((r) => r.throttledMs ?? 0),
            0.5,
          ) / 1000
        ).toFixed(1)} s`
      : "",
    first?.fixedMs
      ? `fixed costs ${Math.round(
          quantile(
            c.rounds.map((r) => ((r.fixedMs?.before ?? 0) + (r.fixedMs?.after ?? 0)) / r.wallMs),
            0.5,
          ) * 100,
        )}% (before ${Math.round(
          quantile(
            c.rounds.map((r) => r.fixedMs?.before ?? 0),
            0.5,
          ),
        )} ms, after ${Math.round(
          quantile(
            c.rounds.map((r) => r.fixedMs?.after ?? 0),
            0.5,
          ),
        )} ms)`
      : "",
    c.rounds.some((r) => typeof r.probeRatio === "number")
      ? `probes ${quantile(
          c.rounds.flatMap((r) => (typeof r.probeRatio === "number" ? [r.probeRatio] : [])),
          0.5,
        ).toFixed(2)}x`
      : "",
    costNote(c, single),
    capped ? `stopped at the cap after ${(medianWall(c) / 1000).toFixed(0)} s` : "",
    first?.error ? `error: ${first.error}` : "",
  ].filter(Boolean);
  return [
    c.label,
    String(c.rounds.length),
    thousands(medianRate(c)),
    `${ratio(medianRate(c))}${spread}`,
    batches.length > 1 ? `${ms(quantile(batches, 0.5))} / ${ms(quantile(batches, 0.99))}` : "-",
    `${ms(liveP99(c))} (${ms(Math.min(...roundP99))}–${ms(Math.max(...roundP99))}), n=${all(c, (r) => r.live).length}`,
    liveCommitP99(c) === undefined ? "-" : ms(liveCommitP99(c) as number),
    lag.length > 0 ? `${ms(quantile(lag, 0.99))} / ${ms(Math.max(...lag))}` : "-",
    capped ? "capped" : c.rounds.every((r) => r.correct) ? "yes" : "NO",
    notes.join("; "),
  ];
}

function table(header: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

/** The per-batch fixed cost, from two fixed-size runs in clock order over the same rows. */
export function fixedCost(set: SetResult | undefined) {
  const small = find(set, "fixed1000")?.rounds[0];
  const large = find(set, "fixed20000")?.rounds[0];
  if (!small || !large || small.batchMs.length <= large.batchMs.length) return undefined;
  const perBatchMs = (small.wallMs - large.wallMs) / (small.batchMs.length - large.batchMs.length);
  const expected = set?.expected ?? 0;
  // What it came to with the old fixed 5 000 rows a batch, and what is left with adaptive sizes.
  const oldBatches = Math.ceil(expected / 5000);
  const oldWallMs = large.wallMs + perBatchMs * (oldBatches - large.batchMs.length);
  const shareOf = (key: string) => {
    const c = find(set, key);
    if (!c) return undefined;
    const round = c.rounds[0] as RoundResult;
    return (perBatchMs * round.batchMs.length) / round.wallMs;
  };
  return {
    perBatchMs,
    oldShare: (perBatchMs * oldBatches) / oldWallMs,
    clockShare: shareOf("engineClock"),
    autoShare: shareOf("engine"),
  };
}

/**
 * How far the live load's own COMMIT p99 moved between its no-purge rounds: a purge's p99 is
 * compared with their pooled one, and a budget closer to 1 than this spread cannot be told from
 * the machine's noise in one run.
 */
function noiseFloor(noPurge: ContenderResult | undefined): string | undefined {
  const rounds = (noPurge?.rounds ?? []).filter((round) => (round.liveCommit ?? []).length > 0);
  const pooled = noPurge && liveCommitP99(noPurge);
  if (rounds.length < 2 || !pooled) return undefined;
  const each = rounds.map((round) => quantile(round.liveCommit ?? [], 0.99));
  const low = Math.min(...each);
  const high = Math.max(...each);
  return `Noise: the no-purge rounds' own COMMIT p99 went from ${low.toFixed(1)} to ${high.toFixed(1)} ms over ${rounds.length} rounds (${(low / pooled).toFixed(2)}x to ${(high / pooled).toFixed(2)}x their pooled ${pooled.toFixed(1)} ms).`;
}

export function goals(results: BenchResults): Goal[] {
  const out: Goal[] = [];
  const ratioGoal = (setKey: string, anchor: string, target: number, what: string) => {
    const set = results.sets.find((s) => s.key === setKey);
    const engine = find(set, "engine");
    const single = find(set, anchor);
    if (!engine || !single) return;
    const ratio = medianRate(engine) / medianRate(single);
    out.push({
      text: `${what}: engine ${ratio.toFixed(2)}x (goal >= ${target}x)`,
      met: ratio >= target,
    });
  };
  ratioGoal(
    "sicrOrdered",
    "single",
    0.9,
    "sign-in requests, heap in clock order, vs single DELETE",
  );
  ratioGoal(
    "sicrShuffled",
    "single",
    0.9,
    "sign-in requests, heap in random order, vs single DELETE",
  );
  ratioGoal("sessions", "single", 0.6, "refresh sessions vs one statement");
  ratioGoal(
    "sicrOrdered",
    "blocks64",
    1.0,
    "sign-in requests, heap in clock order, vs the plain block-range loop (64 blocks)",
  );
  ratioGoal(
    "sicrShuffled",
    "blocks64",
    1.0,
    "sign-in requests, heap in random order, vs the plain block-range loop (64 blocks)",
  );
  for (const set of results.sets) {
    const engine = find(set, "engine");
    if (!engine || !set.noPurge) continue;
    const ratio = liveP99(engine) / liveP99(set.noPurge);
    out.push({
      text: `live p99 during the engine's purge (${set.key}): ${ms(liveP99(engine))} ms vs ${ms(liveP99(set.noPurge))} ms without a purge, ${ratio.toFixed(2)}x (goal <= 1.5x)`,
      met: ratio <= 1.5,
    });
  }
  return out;
}

export function renderResults(results: BenchResults): string {
  const out: string[] = [
    `Run of ${results.date.slice(0, 10)}: ${results.cores} cores (shared), ${results.postgres}, Node ${results.node}, ` +
      `${results.replica ? "a streaming replica on loopback" : "no replica"}; live load ${results.live.clients} clients x ${results.live.ratePerClient} transactions/s; ` +
      `${results.durationS ? `the run took ${Math.round(results.durationS / 60)} min` : ""}.`,
    "",
  ];
  const header = [
    "contender",
    "rounds",
    "rows/s (median)",
    "x single (rounds)",
    "batch p50 / p99 ms",
    "live p99 ms (rounds), samples",
    "live COMMIT p99 ms",
    "replay lag p99 / max ms",
    "same rows",
    "notes",
  ];
  for (const set of results.sets) {
    const single = find(set, "single");
    out.push(`**${set.title}**`, "");
    const rows = set.contenders.map((c) => contenderRow(c, single));
    if (set.noPurge)
      rows.unshift(
        contenderRow(set.noPurge, undefined).map((cell, i) => (i >= 2 && i <= 4 ? "-" : cell)),
      );
    out.push(...table(header, rows), "");
    const noise = noiseFloor(set.noPurge);
    if (noise) out.push(noise, "");
  }
  const ordered = results.sets.find((s) => s.key === "sicrOrdered");
  const cost = fixedCost(ordered);
  if (cost) {
    const pct = (n: number | undefined) => (n === undefined ? "-" : `${(n * 100).toFixed(0)}%`);
    out.push(
      `Per-batch fixed cost (clock order, 1 000 vs 20 000 rows a batch): ${cost.perBatchMs.toFixed(2)} ms a batch; ` +
        `${pct(cost.oldShare)} of the run with the old fixed 5 000 rows a batch, ${pct(cost.clockShare)} with adaptive batches in clock order, ` +
        `${pct(cost.autoShare)} with the defaults.`,
      "",
    );
  }
  const sessions = find(
    results.sets.find((s) => s.key === "sessions"),
    "engine",
  );
  if (results.scale && sessions) {
    out.push(
      `Scale: ${results.scale.rowsRatio.toFixed(0)}x the sessions took ${(medianWall(sessions) / medianWall(results.scale.quarter)).toFixed(2)}x the engine's time (linear is ${results.scale.rowsRatio.toFixed(0)}).`,
      "",
    );
  }
  out.push(
    `Start-up: \`retention-job --help\` ${results.cliStartup.helpMs.toFixed(0)} ms, \`node -e ''\` ${results.cliStartup.nodeMs.toFixed(0)} ms (${(results.cliStartup.helpMs / results.cliStartup.nodeMs).toFixed(2)}x).`,
    "",
    "Goals:",
    "",
    ...[...goals(results), ...frontierGoals(results)].map(
      (goal) => `- ${goal.met ? "met" : "**missed**"}: ${goal.text}`,
    ),
  );
  return out.join("\n");
}
