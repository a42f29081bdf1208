// A fleet's nights as its evidence bucket keeps them: each execution's Summary under
// `nights/<scheduled time>/<execution>.json` (the night's own, and each re-run's beside it), read
// back and merged into what each target's night came to in the end.
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import {
  type FleetItemResult,
  type FleetSummary,
  parseFleetSummary,
} from "../../contract/fleet.js";
import { explainAwsError } from "./errors.js";

/** Where a fleet keeps its nights' Summaries: its evidence bucket and the nights' prefix. */
export interface NightsPlace {
  bucket: string;
  prefix: string;
}

/** One execution's Summary, as kept: its key, the execution it is named after, when it was put. */
export interface KeptSummary {
  key: string;
  execution: string;
  keptAt: string;
  summary: FleetSummary;
}

/** What one target's night came to: its last telling item, and the items before it that night. */
export interface TargetNight {
  target: string;
  item: FleetItemResult;
  /** The execution whose Summary holds that item; a re-run's when it comes from one. */
  execution: string;
  rerun: boolean;
  /** The target's earlier items of the night (the failure a re-run completes), oldest first. */
  before: { execution: string; item: FleetItemResult }[];
}

/** One night of the fleet: its executions' Summaries (the night's first, then its re-runs). */
export interface FleetNight {
  scheduledTime: string;
  summaries: KeptSummary[];
  targets: TargetNight[];
}

/** A night's object: `<scheduled time>/<execution>.json` below the nights' prefix. */
const NIGHT_KEY = /^([^/]+)\/([^/]+)\.json$/;

/** The nights kept under the prefix, by scheduled time, each with its objects (key, when put). */
export async function listNights(
  s3: S3Client,
  place: NightsPlace,
): Promise<Map<string, { key: string; keptAt: string }[]>> {
  const nights = new Map<string, { key: string; keptAt: string }[]>();
  let token: string | undefined;
  try {
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: place.bucket,
          Prefix: place.prefix,
          ContinuationToken: token,
        }),
      );
      for (const { Key: key = "", LastModified: at } of page.Contents ?? []) {
        const night = NIGHT_KEY.exec(key.slice(place.prefix.length))?.[1];
        if (night === undefined || Number.isNaN(Date.parse(night))) continue;
        const keptAt = (at ?? new Date(0)).toISOString();
        nights.set(night, [...(nights.get(night) ?? []), { key, keptAt }]);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    throw explainAwsError(error, `the fleet's nights in s3://${place.bucket}/${place.prefix}`);
  }
  return nights;
}

/**
 * The order a night's Summaries tell it in: the night's own executions first, then its re-runs,
 * each by when it was kept (then by name).
 */
function tellingOrder(a: KeptSummary, b: KeptSummary): number {
  const rerun = (each: KeptSummary) => Number(Boolean(each.summary.rerun));
  return rerun(a) - rerun(b) || a.keptAt.localeCompare(b.keptAt) || a.key.localeCompare(b.key);
}

/** An item that says nothing new of a target already told: a duplicate, or a re-run turned away. */
const tellsNothing = (item: FleetItemResult) =>
  !item.failed && ["duplicate", "refused"].includes(item.outcome?.status ?? "");

/** Per target, what the night came to, its Summaries read in telling order. */
export function mergeNight(summaries: KeptSummary[]): TargetNight[] {
  const targets = new Map<string, TargetNight>();
  for (const kept of [...summaries].sort(tellingOrder)) {
    for (const item of kept.summary.outcomes) {
      const known = targets.get(item.target);
      if (known && tellsNothing(item)) continue;
      targets.set(item.target, {
        target: item.target,
        item,
        execution: kept.execution,
        rerun: Boolean(kept.summary.rerun),
        before: known ? [...known.before, { execution: known.execution, item: known.item }] : [],
      });
    }
  }
  return [...targets.values()];
}

/** The night of `scheduledTime`: each of its objects read (a Summary that does not parse is named). */
export async function readNight(
  s3: S3Client,
  place: NightsPlace,
  scheduledTime: string,
  objects: { key: string; keptAt: string }[],
): Promise<FleetNight> {
  const summaries: KeptSummary[] = [];
  for (const { key, keptAt } of objects) {
    let text: string;
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: place.bucket, Key: key }));
      text = (await object.Body?.transformToString("utf8")) ?? "";
    } catch (error) {
      throw explainAwsError(error, `the night's Summary s3://${place.bucket}/${key}`);
    }
    const execution = NIGHT_KEY.exec(key.slice(place.prefix.length))?.[2] as string;
    summaries.push({
      key,
      execution,
      keptAt,
      summary: parseFleetSummary(text, `s3://${place.bucket}/${key}`),
    });
  }
  summaries.sort(tellingOrder);
  return { scheduledTime, summaries, targets: mergeNight(summaries) };
}

/** The night `wanted` names (its scheduled time, in any ISO form), or the last one kept. */
export function pickNight(
  nights: Map<string, { key: string; keptAt: string }[]>,
  wanted: string | undefined,
): string | undefined {
  const times = [...nights.keys()].sort((a, b) => Date.parse(a) - Date.parse(b));
  if (wanted === undefined) return times.at(-1);
  return times.find((time) => Date.parse(time) === Date.parse(wanted));
}
