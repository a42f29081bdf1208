// The latency budget (LATENCY_BUDGET): the engine measures the effect it has on the live service's
// commits with tiny probe commits of its own, and paces itself to hold the budget.
import { LATENCY } from "../contract/limits.js";
import type { Prober } from "./latency-probe.js";

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
 * The probes (a Prober: latency-probe.ts) run one every probeEveryMs from the baseline to the
 * policy's end, whatever the batches do: a batch never waits for a probe. A probe during which a
 * batch ran is the purge's effect on a commit beside it (`during`); one with no batch running is
 * the live service's commit as it is without the purge (`quiet`, its load included: when the load
 * grows, so does the baseline).
 *
 * The budget is on the live commits' tail over the run (LATENCY.quantile, the 99th percentile):
 * at most a hundredth of them may take longer than `budget` times the quiet probes' 99th
 * percentile (the threshold). A commit is slowed only while a batch runs beside it, so the run's
 * tail is the quiet commits' and the `during` ones' mixed in the share of the time batches run
 * (the duty): the pace reads the share of each over the threshold and allows the largest duty
 * that keeps the mix's share within the hundredth. Where every batch may run, batches may grow
 * (none of the recent `during` probes over the threshold); where not, they shrink first (at most
 * halved a reading: a small batch slows the commits beside it far less than a large one, for a
 * little less speed), and only when they are as small as they go (`smallest`) does a gap after
 * each batch bring the duty down to what the budget allows.
 */
export class LatencyPace {
  #quiet: number[] = [];
  #during: number[] = [];
  readonly #run = {
    quiet: new Sample(LATENCY.figuresKept),
    during: new Sample(LATENCY.figuresKept),
  };
  /** Probes taken while batches ran since the last reading. */
  #fresh = 0;
  #lastQuietAt = 0;
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
        if (!this.broken) this.observe(Math.max(LATENCY.floorMs, ms), during ? "during" : "quiet");
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

  /** Waits until `count` more probes ran with no batch running (or a probe failed). */
  async quiet(count: number): Promise<void> {
    this.start();
    const target = this.#run.quiet.seen + count;
    while (this.#run.quiet.seen < target && !this.broken) await sleep(LATENCY.probeEveryMs / 2);
  }

  /** A probe's time, taken with no batch running (`quiet`) or while one ran (`during`). */
  observe(ms: number, when: "quiet" | "during"): void {
    this.#run[when].add(ms);
    if (when === "during") {
      this.#during = [...this.#during, ms].slice(-LATENCY.duringKept);
      this.#fresh += 1;
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

  /** The quiet probes' tail (LATENCY.quantile): what a commit takes without the purge, at worst but a hundredth. */
  get baselineMs(): number {
    return Math.max(LATENCY.floorMs, quantile(this.#quiet, LATENCY.quantile));
  }

  /** Whether the baseline is older than rebaselineEveryMs: a quiet window is due. */
  get quietDue(): boolean {
    return Date.now() - this.#lastQuietAt > LATENCY.rebaselineEveryMs;
  }

  /** A batch begins (lanes may overlap: a probe is `during` if any batch ran while it did). */
  begin(): void {
    this.prober.begin();
  }

  /** A batch ended. */
  end(): void {
    this.prober.end();
  }

  /**
   * What a batch does to a commit beside it, as a factor: the `during` probes' harmQuantile over
   * the quiet ones' (a quantile of each: steadier than their tails, which a few probes make).
   */
  get harm(): number {
    const at = (values: number[]) =>
      Math.max(LATENCY.floorMs, quantile(values, LATENCY.harmQuantile));
    return at(this.#during) / at(this.#quiet);
  }

  /**
   * The largest share of the time batches may run: the quiet commits, and those beside a batch
   * (the quiet ones slowed by `harm`), mixed in that share, put at most the tail's share (1 -
   * LATENCY.quantile) over the threshold. `room`: batches half as large again would still run
   * every time (their harm grown as much).
   */
  allowedDuty(): { duty: number; room: boolean } {
    const threshold = this.budget * this.baselineMs;
    const over = (limit: number) =>
      this.#quiet.filter((ms) => ms > limit).length / Math.max(1, this.#quiet.length);
    const allowance = 1 - LATENCY.quantile;
    const harm = this.harm;
    const room = over(threshold / (harm * LATENCY.fit.max)) <= allowance;
    const quiet = over(threshold);
    const harmed = over(threshold / harm);
    if (harmed <= allowance) return { duty: 1, room };
    const duty = (allowance - quiet) / (harmed - quiet);
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
    if (duty >= 1) {
      this.#gapMs = 0;
      return { waitMs: 0, fit: room ? LATENCY.fit.max : 1, ratio };
    }
    if (!smallest) return { waitMs: this.#gapMs, fit: LATENCY.fit.min, ratio };
    this.#gapMs = Math.min(LATENCY.maxGapMs, Math.max(1, batchMs) * (1 / duty - 1));
    return { waitMs: this.#gapMs, fit: 1, ratio };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
