// A trace span per policy of a segment, opened and closed by the engine's progress events.
import { isErrorOutcome, type ProgressEvent } from "../engine/index.js";
import type { RunState } from "./run-state.js";
import type { Span, Tracing } from "./tracing.js";

/** A span per policy, opened and closed by the engine's progress events. */
export function policySpans(state: RunState, tracing: Tracing, fixedBatchSize: number | undefined) {
  let open: Span | undefined;
  return {
    onProgress(event: ProgressEvent) {
      if (event.type === "policy-start") {
        open = tracing.start(`policy ${event.policy}`, {
          runId: state.runId,
          segment: state.segment,
          policy: event.policy,
          phase: state.dryRun ? "dry-run" : event.mode === "report" ? "report" : event.mechanism,
        });
      } else if (event.type === "policy" && open) {
        const { report } = event;
        const batchSize = report.batchSizes?.last ?? fixedBatchSize;
        if (batchSize !== undefined) open.metadata("batchSize", batchSize);
        if (report.batchSizes) open.metadata("batchSizes", report.batchSizes);
        open.metadata("throttledMs", report.throttled?.ms ?? 0);
        open.metadata("deleted", report.deleted);
        open.metadata("batches", report.batches);
        open.metadata("outcome", report.outcome);
        open.metadata("strategy", report.strategy);
        open.metadata("backlog", report.backlog);
        if (isErrorOutcome(report.outcome)) open.fail(new Error(`policy ${report.outcome}`));
        open.end();
        open = undefined;
      }
    },
    /** The segment failed with a policy's span open: it ends, failed. */
    abandon(error: unknown) {
      open?.fail(error);
      open?.end();
      open = undefined;
    },
  };
}
