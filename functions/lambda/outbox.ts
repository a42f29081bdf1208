// A segment's drain of the outbox: this run's deletion events (and any an earlier run left) to the bus.
import { type DrainReport, describeError, drainOutbox } from "../engine/index.js";
import type { Segment } from "./context.js";
import { emitOutboxMetrics } from "./emit-metrics.js";
import { eventBridgePublisher } from "./publisher.js";

/**
 * Hands the outbox to the event bus until the segment's budget: this run's deletions and any an
 * earlier run left. A failure here is logged and counted; the keys stay for the next drain.
 */
export async function publishOutbox(
  { state, deps, log }: Segment,
  deadline: number,
): Promise<DrainReport | undefined> {
  const rejections: Record<string, number> = {};
  const span = deps.tracing.start("publish", {
    runId: state.runId,
    segment: state.segment,
    phase: "publish",
  });
  try {
    const drained = await drainOutbox(deps.pool, {
      deadline,
      signal: deps.signal,
      publish: eventBridgePublisher(deps.events, deps.settings.eventBusName as string, {
        onReject: (code, events) => {
          rejections[code] = (rejections[code] ?? 0) + events;
        },
      }),
    });
    emitOutboxMetrics(deps.metrics, drained);
    span.metadata("events", drained.events);
    span.metadata("keys", drained.keys);
    span.metadata("failed", drained.failed);
    span.metadata("left", drained.left);
    log[drained.failed > 0 ? "warn" : "info"](
      {
        event: "outbox-drained",
        events: drained.events,
        keys: drained.keys,
        failed: drained.failed,
        rejections,
        left: drained.left,
      },
      "deletion events published",
    );
    return drained;
  } catch (error) {
    span.fail(error);
    log.error({ event: "outbox-failed", error: describeError(error) }, "outbox not drained");
    return undefined;
  } finally {
    span.end();
  }
}
