// What one invocation works with, bound once: the run's state, the dependencies, the run's log.
import type { Metrics } from "@aws-lambda-powertools/metrics";
import type { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import type { LambdaClient } from "@aws-sdk/client-lambda";
import type { S3Client } from "@aws-sdk/client-s3";
import type pg from "pg";
import type { PolicyTotals } from "../contract/events.js";
import type { LifecycleFinding } from "../contract/lifecycle.js";
import type { ClientSource, StoreFinding } from "../contract/stores/index.js";
import type { DrainReport, ErrorDescription, Logger, RunReport } from "../engine/index.js";
import type { RunState } from "./run-state.js";
import type { Settings } from "./settings.js";
import type { Tracing } from "./tracing.js";

export interface SegmentResult {
  /** chain-finished: a chain of a run that fanned out ended, and others still run. */
  status:
    | "continued"
    | "chain-finished"
    | "succeeded"
    | "partial"
    | "failed"
    | "duplicate"
    | "skipped"
    | "refused";
  /** The final segment: each derived store's expiry, judged. */
  stores?: StoreFinding[];
  /**
   * @deprecated since 0.2.0, removed in 0.3.0: the s3-lifecycle entries of `stores`, in the shape
   * this field had before the result said `stores` (a consumer that reads it keeps working).
   */
  buckets?: LifecycleFinding[];
  /** What this segment published from the outbox, and what is left there. */
  published?: DrainReport;
  runId?: string;
  segment?: number;
  reason?: string;
  /** A run refused as a whole (its clocks disagree): why, as describeError tells it. */
  error?: ErrorDescription;
  /** A fleet target's re-run: the night's run it ran again. */
  rerunOf?: string;
  totals?: Record<string, PolicyTotals>;
}

export interface SegmentDeps {
  settings: Settings;
  pool: pg.Pool;
  /** The key of redactions to a keyed hash (from the settings or their secret). */
  redactionKey?: string;
  lambda: LambdaClient;
  s3: S3Client;
  /** The clients of the store checks (the S3 client above among them). */
  storeClients: ClientSource;
  events: EventBridgeClient;
  metrics: Metrics;
  /** Carries the Lambda requestId; each line of a run adds runId and segment. */
  logger: Logger;
  /** Wall clock for the night window (tests move it); the engine's deadlines use real time. */
  clock: () => number;
  /** The clock is the simulation's: it is also the run's `now`. */
  simulated?: boolean;
  functionName: string;
  remainingMs: () => number;
  signal?: AbortSignal;
  tracing: Tracing;
}

/** One segment of a run, as its rooms (segment, continuation, finish) share it. */
export interface Segment {
  readonly state: RunState;
  readonly deps: SegmentDeps;
  /** The run's lines: the Lambda requestId, runId and segment. */
  readonly log: Logger;
  /** When the invocation began: the segment's time budget counts from here. */
  readonly invokedAt: number;
}

/** The segment of a run that has started (or resumed), bound to its log. */
export function segmentOf(state: RunState, deps: SegmentDeps, invokedAt: number): Segment {
  const log = deps.logger.child({ runId: state.runId, segment: state.segment });
  return { state, deps, log, invokedAt };
}

/** What a segment did: the engine's report (or why it failed as a whole) and the run's totals. */
export interface SegmentWork {
  report?: RunReport;
  /** Why the segment failed as a whole (told as describeError tells it). */
  segmentError?: ErrorDescription;
  totals: Record<string, PolicyTotals>;
  errors: number;
  /** Policies stopped by the time budget: the continuation takes them up. */
  open: string[];
  stoppedByBudget: boolean;
  published?: DrainReport;
}
