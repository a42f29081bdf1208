// The latency budget (LATENCY_BUDGET): the engine measures the effect it has on the live service's
// commits with tiny probe commits of its own, and paces itself to hold the budget.
import { PROBE_EVERY_MS, type Prober } from "./latency-probe.js";

/**
 * The pace's tunables (how it reads the probes: LatencyPace below): the baseline's probes and
 * their spacing, the probes kept of each kind, the quantiles read, a reading's least fresh probes,
 * how far one reading may resize a batch and how often batches may grow, when a quiet probe is
 * settled, the floor under a probe's time, the longest gap and the least duty. What they held in
 * the benchmark: docs/performance.md.
 */
export const LATENCY = {
  baselineProbes: 60,
  /** The baseline's probes, with no batch to watch, come closer together. */
  baselineEveryMs: 2,
  quietKept: 200,
  duringKept: 200,
  /** The live commits' tail the budget holds: at most 1 - quantile of them over budget x the baseline's 99th percentile. */
  quantile: 0.99,
  /** A batch's harm to a commit beside it, as reported: the probes' 90th percentile during batches over the baseline's. */
  harmQuantile: 0.9,
  /** A reading waits for this many probes taken while batches ran (one or two say noise). */
  minFresh: 3,
  /** A batch size's fit: over the budget at most halved a reading, within it grown by half at most. */
  fit: { min: 0.5, max: 1.5 },
  /** Batches grow at most once in this many probes beside them: the tail of the size grown to is seen first. */
  growAfter: 100,
  /** A quiet probe begun this long after the last batch ended is settled: the baseline's. */
  settleMs: 100,
  quietProbes: 3,
  rebaselineEveryMs: 2_000,
  /** A probe faster than this counts as this (a loopback commit is noise below it). */
  floorMs: 0.3,
  /** The report's figures keep a uniform sample of at most this many probes of each kind. */
  figuresKept: 10_000,
  maxGapMs: 2_000,
  /** Batches run at least this share of the time: a baseline that noise keeps over the budget slows the purge, it does not stop it. */
  minDuty: 0.02,
} as const;

/** After a batch: the pause before the next one, and the batch size's fit (< 1: smaller). */
export interface LatencyReading {
  waitMs: number;
  fit: number | undefined;
  /** A batch's harm to a commit beside it (LatencyPace.harm), if minFresh probes ran since the last reading. */
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
 * The probes (a Prober: latency-probe.ts) run one every probeEveryMs from the baseline to the
 * policy's end, whatever the batches do: a batch never waits for a probe. A probe during which a
 * batch ran is the purge's effect on a commit beside it (`during`); one with no batch running is
 * `quiet`, and a quiet one begun settleMs or more after the last batch ended is the baseline's:
 * the live service's commit as it is without the purge (its load included: when the load grows,
 * so does the baseline).
 *
 * The budget is on the live commits' tail over the run (LATENCY.quantile, the 99th percentile):
 * at most a hundredth of them may take longer than `budget` times the baseline's 99th percentile
 * (the threshold). A commit is slowed only while a batch runs beside it, so the run's tail is the
 * quiet commits' and the `during` ones' mixed in the share of the time batches run (the duty): the
 * pace reads the share of each over the threshold and allows the largest duty that keeps the
 * mix's share within the hundredth. Where every batch may run, batches may grow (at most half a
 * hundredth of the recent `during` probes over the threshold); where not, they shrink first (at
 * most halved a reading: a small batch slows the commits beside it far less than a large one, for
 * a little less speed), and only when they are as small as they go (`smallest`) does a gap after
 * each batch bring the duty down to what the budget allows.
 */
export class LatencyPace {
  /** Probes with no batch running: all the recent ones, and the settled ones (the baseline). */
  #quiet: number[] = [];
  #baseline: number[] = [];
  #during: number[] = [];
  readonly #run = {
    quiet: new Sample(LATENCY.figuresKept),
    during: new Sample(LATENCY.figuresKept),
  };
  /** Probes taken while batches ran since the last reading, and since batches last grew. */
  #fresh = 0;
  #sinceGrowth = 0;
  #settledSeen = 0;
  #lastBaselineAt = 0;
  /** When the last batch ended (performance.now()); a probe begun settleMs after it is settled. */
  #lastEndAt = Number.NEGATIVE_INFINITY;
  /** The last reading allowed every batch: no quiet window is needed to check the baseline. */
  #everyBatch = true;
  #gapMs = 0;
  #started = false;
  /** A probe failed (the server ended the session, a standby): the pace is off from then on. */
  broken: Error | undefined;

  constructor(
    private readonly prober: Prober,
    readonly budget: number,
  ) {}

  /** Probes from now until stop(), every probeEveryMs, each counted quiet or during a batch. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.prober.start({
      probe: (ms, during) => {
        if (this.broken) return;
        const settled = performance.now() - ms - this.#lastEndAt >= LATENCY.settleMs;
        this.observe(Math.max(LATENCY.floorMs, ms), during ? "during" : "quiet", settled);
      },
      failed: (error) => {
        this.broken ??= error;
      },
    });
  }

  /** Stops the probes; resolves when the one in flight is in (its connection is free again). */
  async stop(): Promise<void> {
    this.#started = false;
    await this.prober.stop();
  }

  /**
   * Waits until `count` more settled probes came in (or a probe failed): the baseline's. Nothing
   * else runs meanwhile, so they come every baselineEveryMs, not every probeEveryMs.
   */
  async settled(count: number): Promise<void> {
    this.start();
    this.prober.every(LATENCY.baselineEveryMs);
    const target = this.#settledSeen + count;
    while (this.#settledSeen < target && !this.broken) await sleep(LATENCY.baselineEveryMs);
    this.prober.every(PROBE_EVERY_MS);
  }

  /**
   * A probe's time, taken with no batch running (`quiet`) or while one ran (`during`); a quiet
   * one begun settleMs or more after the last batch ended (`settled`) is also the baseline's: what
   * a commit takes without the purge (the purge's WAL, its checkpoints, are still being written
   * just after a batch, and slowed the probes then 3-4 times at their tail, measured).
   */
  observe(ms: number, when: "quiet" | "during", settled = true): void {
    this.#run[when].add(ms);
    if (when === "during") {
      this.#during = [...this.#during, ms].slice(-LATENCY.duringKept);
      this.#fresh += 1;
      this.#sinceGrowth += 1;
      return;
    }
    this.#quiet = [...this.#quiet, ms].slice(-LATENCY.quietKept);
    if (!settled) return;
    this.#baseline = [...this.#baseline, ms].slice(-LATENCY.quietKept);
    this.#lastBaselineAt = Date.now();
    this.#settledSeen += 1;
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

  /**
   * The settled probes' tail (LATENCY.quantile; the slowest one left out, so that one stall does
   * not make the baseline of a short window): what a commit takes without the purge.
   */
  get baselineMs(): number {
    const sorted = [...this.#baseline].sort((a, b) => a - b);
    const at = Math.min(Math.floor(LATENCY.quantile * sorted.length), sorted.length - 2);
    return Math.max(LATENCY.floorMs, sorted[Math.max(0, at)] ?? 0);
  }

  /**
   * A settled quiet window is due: the last reading held batches back and the baseline is older
   * than rebaselineEveryMs (the live load may have grown, and the budget with it).
   */
  get quietDue(): boolean {
    return !this.#everyBatch && Date.now() - this.#lastBaselineAt > LATENCY.rebaselineEveryMs;
  }

  /** A batch begins (lanes may overlap: a probe is `during` if any batch ran while it did). */
  begin(): void {
    this.prober.begin();
  }

  /** A batch ended. */
  end(): void {
    this.#lastEndAt = performance.now();
    this.prober.end();
  }

  /**
   * What a batch does to a commit beside it, as a factor: the `during` probes' harmQuantile over
   * the baseline's (what the pace's readings report; the pace itself reads the tails).
   */
  get harm(): number {
    const at = (values: number[]) =>
      Math.max(LATENCY.floorMs, quantile(values, LATENCY.harmQuantile));
    return at(this.#during) / at(this.#baseline);
  }

  /**
   * The largest share of the time batches may run: the quiet commits over the threshold (a share
   * sQuiet) and those beside a batch (sDuring, as the `during` probes were), mixed in that share,
   * put at most the tail's share (1 - LATENCY.quantile) over it. `room`: the `during` probes sit
   * well within it (at most half the tail's share over), so batches may grow.
   */
  allowedDuty(): { duty: number; room: boolean } {
    const threshold = this.budget * this.baselineMs;
    const over = (values: number[]) =>
      values.filter((ms) => ms > threshold).length / Math.max(1, values.length);
    const allowance = 1 - LATENCY.quantile;
    const sQuiet = over(this.#quiet);
    const sDuring = over(this.#during);
    const room = sDuring <= allowance / 2;
    if (sDuring <= allowance) return { duty: 1, room };
    const duty = (allowance - sQuiet) / (sDuring - sQuiet);
    return { duty: Math.max(LATENCY.minDuty, Math.min(1, duty)), room };
  }

  /**
   * After a batch of `batchMs`: the gap before the next one and how the size should move;
   * `smallest`: the batches are as small as they go (a gap is the only way left to slow down).
   */
  read(batchMs: number, smallest: boolean): LatencyReading {
    if (this.#fresh < LATENCY.minFresh)
      return { waitMs: this.#gapMs, fit: undefined, ratio: undefined };
    this.#fresh = 0;
    const ratio = this.harm;
    const { duty, room } = this.allowedDuty();
    this.#everyBatch = duty >= 1;
    if (duty >= 1) {
      this.#gapMs = 0;
      // Growing waits for the probes of the size grown to: a tail a few in a hundred come late.
      const grow = room && this.#sinceGrowth >= LATENCY.growAfter;
      if (grow) this.#sinceGrowth = 0;
      return { waitMs: 0, fit: grow ? LATENCY.fit.max : 1, ratio };
    }
    if (!smallest) return { waitMs: this.#gapMs, fit: LATENCY.fit.min, ratio };
    this.#gapMs = Math.min(LATENCY.maxGapMs, Math.max(1, batchMs) * (1 / duty - 1));
    return { waitMs: this.#gapMs, fit: 1, ratio };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
