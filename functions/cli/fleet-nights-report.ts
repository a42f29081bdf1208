// `evidence --from s3://BUCKET/fleet/NAME/nights/`: a fleet's nights for an auditor, from the
// Summaries its state machine kept (each night's, and each re-run's that completes it): per night,
// what each target's night came to, why a failure failed, and which re-runs completed it.
import type { S3Client } from "@aws-sdk/client-s3";
import { listNights, type NightsPlace, readNight } from "./aws/fleet-nights.js";
import { type TargetTold, targetTold } from "./fleet-last-night.js";

/** One night of the fleet, as its Summaries tell it. */
export interface NightEvidence {
  scheduledTime: string;
  executions: {
    name: string;
    keptAt: string;
    anyFailed: boolean;
    rerun: string | null;
    completes: string | null;
  }[];
  targets: TargetTold[];
}

export interface NightsReport {
  source: string;
  since: string;
  until: string;
  nights: NightEvidence[];
  /** Target-nights: all of them, those failed at the end, those a re-run came to. */
  totals: { nights: number; targetNights: number; failed: number; completedByRerun: number };
}

/** Whether `prefix` is a fleet's nights' (FLEET_EVIDENCE.nights: `fleet/<state machine>/nights/`). */
export const isFleetNightsPrefix = (prefix: string) => /(^|\/)fleet\/[^/]+\/nights\/$/.test(prefix);

/** The nights kept under `place` whose scheduled time is in [since, until], oldest first. */
export async function buildNightsReport(
  s3: S3Client,
  place: NightsPlace,
  since: Date,
  until: Date,
): Promise<NightsReport> {
  const kept = await listNights(s3, place);
  const times = [...kept.keys()]
    .filter((time) => Date.parse(time) >= since.getTime() && Date.parse(time) <= until.getTime())
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  const nights: NightEvidence[] = [];
  for (const time of times) {
    const night = await readNight(s3, place, time, kept.get(time) ?? []);
    nights.push({
      scheduledTime: time,
      executions: night.summaries.map(({ execution, keptAt, summary }) => ({
        name: execution,
        keptAt,
        anyFailed: summary.anyFailed,
        rerun: summary.rerun ? summary.rerun.target : null,
        completes: summary.rerun ? summary.rerun.completes : null,
      })),
      targets: night.targets.map(targetTold),
    });
  }
  const all = nights.flatMap((night) => night.targets);
  return {
    source: `s3://${place.bucket}/${place.prefix}`,
    since: since.toISOString(),
    until: until.toISOString(),
    nights,
    totals: {
      nights: nights.length,
      targetNights: all.length,
      failed: all.filter((each) => each.failed).length,
      completedByRerun: all.filter((each) => each.rerun && !each.failed).length,
    },
  };
}
