// The latency budget (LATENCY_BUDGET): the engine measures the effect it has on the live service's
// commits with tiny probe commits of its own, and paces itself to hold the budget.
import type pg from "pg";
import { LATENCY } from "../contract/limits.js";
import { probeCommitSql } from "./sql/throttle.js";

/** After a batch: the pause before the next one, and the batch size's fit (< 1: smaller). */
export interface LatencyReading {
  waitMs: number;
  fit: number | undefined;
  /** The recent probes' quantile over the quiet probes' (LATENCY.quantile), if minFresh probes ran since the last reading. */
  ratio: number | undefined;
}

/** What the probes measured over a whole policy's run (the report's `latency`). */
export interface LatencyFigures {
  budget: number;
  /** Probe commits taken with no batch running (the baseline), and while batches ran. */
  probes: { quiet: number; during: number };
  /** Their medians over the run (ms; a uniform sample of LATENCY.figuresKept when more ran). */
  quietMedianMs: number | null;
  duringMedianMs: number | null;
  /** The second median over the first: the purge's effect on a commit, as the pace saw it. */
  ratio: number | null;
}

/** Keeps a uniform sample of at most `size` of the values added (reservoir sampling). */
export class Sample {
  readonly values: number[] = [];
  seen = 0;
  constructor(private readonly size: number) {}
  add(value: number): void {
    this.seen += 1;
    if (this.values.length < this.size) this.values.push(value);
    else {
      const slot = Math.floor(Math.random() * this.seen);
      if (slot < this.size) this.values[slot] = value;
    }
  }
  get median(): number | null {
    return this.values.length === 0 ? null : quantile(this.values, 0.5);
  }
}

/** The q-th quantile of `values` (the value at floor(q x n) of the sorted list). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/**
 * A probe commit while no batch runs is the live service's commit as it is without the purge (its
 * load included: when the load grows, so does the baseline); probes while batches run are the
 * purge's effect. Both are read at the same quantile (LATENCY.quantile, the 90th percentile) over their
 * recent windows, like for like, once LATENCY.minFresh probes ran while batches did. Over the
 * budget, batches shrink to fit it (at most halved a reading), and when the batches' own probes
 * since the last reading were over it too, the gap after each batch doubles (at least the batch's
 * time); within it, the gap decays and batches may grow again.
 */
export class LatencyPace {
  #quiet: number[] = [];
  #during: number[] = [];
  readonly #run = {
    quiet: new Sample(LATENCY.figuresKept),
    during: new Sample(LATENCY.figuresKept),
  };
  #fresh: number[] = [];
  #lastQuietAt = 0;
  #gapMs = 0;
  #active = 0;
  #watching: Promise<void> | undefined;
  /** A probe failed (the server ended the session, a standby): the pace is off from then on. */
  broken: Error | undefined;

  constructor(
    private readonly client: pg.ClientBase,
    readonly budget: number,
  ) {}

  /** One probe commit's time (ms); undefined once a probe failed. */
  private async probe(): Promise<number | undefined> {
    if (this.broken) return undefined;
    const started = performance.now();
    try {
      await this.client.query(probeCommitSql());
    } catch (error) {
      this.broken = error as Error;
      return undefined;
    }
    return Math.max(LATENCY.floorMs, performance.now() - started);
  }

  /** Probes with no batch running: the baseline (before the first batch, and in pauses). */
  async quiet(count: number): Promise<void> {
    for (let index = 0; index < count; index++) {
      if (index > 0) await sleep(LATENCY.probeEveryMs);
      const ms = await this.probe();
      if (ms === undefined) return;
      this.observe(ms, "quiet");
    }
  }

  /** A probe's time, taken with no batch running (`quiet`) or while one ran (`during`). */
  observe(ms: number, when: "quiet" | "during"): void {
    this.#run[when].add(ms);
    if (when === "during") {
      this.#during = [...this.#during, ms].slice(-LATENCY.duringKept);
      this.#fresh.push(ms);
      return;
    }
    this.#quiet = [...this.#quiet, ms].slice(-LATENCY.quietKept);
    this.#lastQuietAt = Date.now();
  }

  /** What the probes measured over the run so far. */
  figures(): LatencyFigures {
    const quietMedianMs = this.#run.quiet.median;
    const duringMedianMs = this.#run.during.median;
    const hundredths = (value: number | null) =>
      value === null ? null : Math.round(value * 100) / 100;
    return {
      budget: this.budget,
      probes: { quiet: this.#run.quiet.seen, during: this.#run.during.seen },
      quietMedianMs: hundredths(quietMedianMs),
      duringMedianMs: hundredths(duringMedianMs),
      ratio:
        quietMedianMs === null || duringMedianMs === null
          ? null
          : hundredths(duringMedianMs / quietMedianMs),
    };
  }

  /** The quiet probes' quantile (LATENCY.quantile): what a commit takes without the purge. */
  get baselineMs(): number {
    return Math.max(LATENCY.floorMs, quantile(this.#quiet, LATENCY.quantile));
  }

  /** Whether the baseline is older than rebaselineEveryMs: a quiet window is due. */
  get quietDue(): boolean {
    return Date.now() - this.#lastQuietAt > LATENCY.rebaselineEveryMs;
  }

  /** A batch begins (lanes may overlap: the probes run while any batch does). */
  begin(): void {
    this.#active += 1;
    this.#watching ??= this.watch().finally(() => {
      this.#watching = undefined;
    });
  }

  /** A batch ended; resolves when the probe in flight (if the last batch ended) is in. */
  async end(): Promise<void> {
    this.#active -= 1;
    if (this.#active === 0) await this.#watching;
  }

  private async watch(): Promise<void> {
    while (this.#active > 0 && !this.broken) {
      const ms = await this.probe();
      if (ms !== undefined) this.observe(ms, "during");
      if (this.#active > 0) await sleep(LATENCY.probeEveryMs);
    }
  }

  /** After a batch of `batchMs`: the gap before the next one and how the size should move. */
  read(batchMs: number): LatencyReading {
    if (this.#fresh.length < LATENCY.minFresh)
      return { waitMs: this.#gapMs, fit: undefined, ratio: undefined };
    const fresh = this.#fresh;
    this.#fresh = [];
    const ratio = quantile(this.#during, LATENCY.quantile) / this.baselineMs;
    if (ratio > this.budget) {
      if (quantile(fresh, LATENCY.quantile) / this.baselineMs > this.budget)
        this.#gapMs = Math.min(
          LATENCY.maxGapMs,
          LATENCY.maxGapFactor * Math.max(batchMs, LATENCY.probeEveryMs),
          Math.max(this.#gapMs * 2, batchMs),
        );
      return { waitMs: this.#gapMs, fit: Math.max(LATENCY.fit.min, this.budget / ratio), ratio };
    }
    this.#gapMs = this.#gapMs * LATENCY.gapDecay < 1 ? 0 : this.#gapMs * LATENCY.gapDecay;
    return { waitMs: this.#gapMs, fit: Math.min(LATENCY.fit.max, this.budget / ratio), ratio };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
