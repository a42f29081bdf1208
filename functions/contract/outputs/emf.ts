// The CloudWatch EMF records the function writes (one a line on stdout), from the metrics' one
// statement (contract/metrics.ts): each record holds the metrics of one scope under that scope's
// exact dimension set, each metric with its unit. A metric renamed, moved to another dimension set
// or given another unit (which an alarm or a dashboard would no longer find) fails this schema.
import { z } from "zod";
import {
  BUCKET_DIMENSION,
  DATABASE_DIMENSION,
  METRIC_SCOPE,
  METRIC_UNIT,
  type MetricName,
  type MetricScope,
  POLICY_DIMENSION,
  SERVICE_DIMENSION,
  SERVICE_NAME,
} from "../metrics.js";
import { OUTPUT_VERSION } from "../output-versions.js";

/** The dimension a scope adds to `service` (and a fleet's target's `Database`). */
const SUBJECT: Record<MetricScope, string | undefined> = {
  run: undefined,
  policy: POLICY_DIMENSION,
  bucket: BUCKET_DIMENSION,
};

const metricsOf = (scope: MetricScope) =>
  (Object.keys(METRIC_SCOPE) as MetricName[]).filter((name) => METRIC_SCOPE[name] === scope);

/** The dimension sets of a scope's records, as Powertools orders them (defaults first). */
function dimensionSets(scope: MetricScope) {
  const subject = SUBJECT[scope];
  const sets = [[SERVICE_DIMENSION], [SERVICE_DIMENSION, DATABASE_DIMENSION]].map((set) =>
    subject ? [...set, subject] : set,
  );
  const tuples = sets.map((set) => z.tuple(set.map((name) => z.literal(name)) as [z.ZodLiteral]));
  return z.union(tuples as unknown as [(typeof tuples)[number], (typeof tuples)[number]]);
}

function recordOf(scope: MetricScope) {
  const names = metricsOf(scope);
  const definitions = names.map((name) =>
    z.strictObject({ Name: z.literal(name), Unit: z.literal(METRIC_UNIT[name]) }),
  );
  const subject = SUBJECT[scope];
  return z
    .strictObject({
      _aws: z.strictObject({
        Timestamp: z.number(),
        CloudWatchMetrics: z
          .array(
            z.strictObject({
              Namespace: z.string(),
              Dimensions: z.array(dimensionSets(scope)).length(1),
              Metrics: z.array(z.union(definitions as unknown as [(typeof definitions)[number]])),
            }),
          )
          .length(1),
      }),
      schemaVersion: z.literal(String(OUTPUT_VERSION["emf-record"])),
      [SERVICE_DIMENSION]: z.literal(SERVICE_NAME),
      [DATABASE_DIMENSION]: z.string().optional().describe("a fleet's target"),
      ...(subject ? { [subject]: z.string() } : {}),
      ...Object.fromEntries(names.map((name) => [name, z.number().optional()])),
    })
    .meta({ title: scope, description: `a ${scope} record: ${names.join(", ")}` });
}

export const emfRecord = z
  .union([recordOf("run"), recordOf("policy"), recordOf("bucket")])
  .describe(
    "one CloudWatch EMF record of the function (stdout): metrics of one scope under its exact dimension set; schemaVersion is EMF metadata (text)",
  );
