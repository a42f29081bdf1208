// X-Ray subsegments per segment, policy, publish and bucket check, annotated for search.
import type { Tracer } from "@aws-lambda-powertools/tracer";

/**
 * Traces (X-Ray, through Powertools Tracer): a subsegment per segment of a run, per policy and per
 * outbox drain, each annotated with runId, segment, phase (and policy), so that one run's segments,
 * each a Lambda invocation of its own, are found together by `annotation.runId`. Figures go in
 * metadata; no column value ever does.
 */
export type Annotations = Record<string, string | number | boolean>;

export interface Span {
  metadata(key: string, value: unknown): void;
  fail(error: unknown): void;
  end(): void;
}

export interface Tracing {
  /** Opens a subsegment under the current one; it becomes current until `end`. */
  start(name: string, annotations: Annotations): Span;
}

const noSpan: Span = { metadata: () => undefined, fail: () => undefined, end: () => undefined };

export const noTracing: Tracing = { start: () => noSpan };

/** Spans as X-Ray subsegments; nothing at all where tracing is off (outside Lambda, in tests). */
export function xrayTracing(tracer: Tracer): Tracing {
  return {
    start(name, annotations) {
      const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
      if (!parent) return noSpan;
      const subsegment = parent.addNewSubsegment(name);
      for (const [key, value] of Object.entries(annotations)) subsegment.addAnnotation(key, value);
      tracer.setSegment(subsegment);
      return {
        metadata: (key, value) => subsegment.addMetadata(key, value),
        fail: (error) => subsegment.addError(error as Error),
        end: () => {
          subsegment.close();
          tracer.setSegment(parent);
        },
      };
    },
  };
}

/** Runs `work` inside a span; the span records an error `work` throws, and always ends. */
export async function inSpan<T>(
  tracing: Tracing,
  name: string,
  annotations: Annotations,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const span = tracing.start(name, annotations);
  try {
    return await work(span);
  } catch (error) {
    span.fail(error);
    throw error;
  } finally {
    span.end();
  }
}
