// `status --fleet`'s last night: what each target's night came to (the Summaries its state machine
// kept in the fleet's evidence bucket, a re-run's completing the night's), and the figures of the
// run that came to it (that run's evidence records, under the target's own prefix).
import type { S3Client } from "@aws-sdk/client-s3";
import { readEvidence } from "../aws/evidence-bucket.js";
import type { FleetError, FleetItemResult } from "../contract/fleet.js";
import { FLEET_EVIDENCE } from "../contract/names.js";
import type { EvidenceRecord } from "../engine/index.js";
import type { Fleet } from "./aws/fleet.js";
import {
  type FleetNight,
  listNights,
  type NightsPlace,
  pickNight,
  readNight,
  type TargetNight,
} from "./aws/fleet-nights.js";
import type { PolicyTenants } from "./tenant-status.js";

const DAY_MS = 86_400_000;
const TARGETS_AT_ONCE = 4;

/** One item of a target's night as status tells it: how it ended, and why. */
export interface ItemTold {
  execution: string;
  /** The run's status; lost: its item failed with no report (a timeout, an invoke refused). */
  status: string;
  failed: boolean;
  runId?: string;
  reason?: string;
  errors?: FleetError[];
  /** The item's error (RetentionRun*, or Step Functions' own) and, unreported, its cause. */
  error?: string;
  cause?: string;
}

/** What a target's night came to: its final item (a re-run's?), the ones before it. */
export interface TargetTold extends ItemTold {
  target: string;
  rerun: boolean;
  rerunOf?: string;
  deleted: number | null;
  before: ItemTold[];
}

/** A target's last night, and the figures of the run it came to, from that run's records. */
export interface TargetLastNight extends TargetTold {
  /** The run's evidence records read (0: none kept, or none written: a run refused whole). */
  records: number;
  oldestAgeSeconds: number | null;
  overdueSeconds: number | null;
  /** Its tenant policies' figures, each as its record lists them (worst first, keys only). */
  tenants: PolicyTenants[];
}

export interface LastNight {
  /** Where the nights were read: s3://bucket/prefix. */
  source: string;
  /** null: no night kept there yet. */
  scheduledTime: string | null;
  executions: { name: string; rerun: string | null }[];
  targets: TargetLastNight[];
  /** Why the night could not be read (no access to the bucket, a Summary that does not parse). */
  problem?: string;
}

/** One item of a Summary as status tells it. */
export function itemTold(execution: string, item: FleetItemResult): ItemTold {
  const outcome = item.outcome;
  return {
    execution,
    status: outcome?.status ?? "lost",
    failed: item.failed,
    ...(outcome?.runId ? { runId: outcome.runId } : {}),
    ...(outcome?.reason ? { reason: outcome.reason } : {}),
    ...(outcome?.errors ? { errors: outcome.errors } : {}),
    ...(item.error ? { error: item.error } : {}),
    ...(item.cause ? { cause: item.cause } : {}),
  };
}

/** A target's night, told from its Summaries' items. */
export function targetTold(each: TargetNight): TargetTold {
  return {
    target: each.target,
    ...itemTold(each.execution, each.item),
    rerun: each.rerun,
    ...(each.item.outcome?.rerunOf ? { rerunOf: each.item.outcome.rerunOf } : {}),
    deleted: each.item.outcome?.deleted ?? null,
    before: each.before.map((earlier) => itemTold(earlier.execution, earlier.item)),
  };
}

/** The figures of a target's run from its evidence records (each policy's record of that run). */
function figuresOf(records: EvidenceRecord[]) {
  const worst = (values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length === 0 ? null : Math.max(...known);
  };
  return {
    records: records.length,
    oldestAgeSeconds: worst(records.map((each) => each.body.oldestAgeSeconds)),
    overdueSeconds: worst(records.map((each) => each.body.overdueSeconds)),
    tenants: records
      .filter((each) => each.body.tenants)
      .map(({ body }) => ({
        policy: body.policy,
        record: {
          runId: body.runId,
          recordedAt: body.recordedAt,
          mode: body.mode,
          tenants: body.tenants ?? null,
        },
      })),
  };
}

/** One target's last night, with the records of the run it came to (read from its own prefix). */
async function targetLastNight(
  s3: S3Client,
  fleet: Fleet & { evidenceBucket: string },
  night: FleetNight,
  each: TargetNight,
): Promise<TargetLastNight> {
  const runId = each.item.outcome?.runId;
  // The run's records are under the day it ran: the night's, or a later one (a re-run by day).
  const since = new Date(Date.parse(night.scheduledTime) - DAY_MS);
  const records =
    runId === undefined
      ? []
      : (
          await readEvidence(
            s3,
            {
              bucket: fleet.evidenceBucket,
              prefix: FLEET_EVIDENCE.target(fleet.stateMachineName, each.target),
            },
            since,
          )
        ).filter((record) => record.body.runId === runId);
  return { ...targetTold(each), ...figuresOf(records) };
}

/**
 * The fleet's last night kept in its evidence bucket, for `targets`: each one's final item and its
 * run's figures; undefined when the fleet's definition keeps no Summary (an older deployment). A
 * night that cannot be read says why: the metrics' verdict stands without it.
 */
export async function readLastNight(
  s3: S3Client,
  fleet: Fleet,
  targets: string[],
): Promise<LastNight | undefined> {
  if (!fleet.evidenceBucket) return undefined;
  const place: NightsPlace = {
    bucket: fleet.evidenceBucket,
    prefix: FLEET_EVIDENCE.nights(fleet.stateMachineName),
  };
  const source = `s3://${place.bucket}/${place.prefix}`;
  return lastNightIn(s3, { ...fleet, evidenceBucket: place.bucket }, place, targets).catch(
    (error: unknown) => ({
      source,
      scheduledTime: null,
      executions: [],
      targets: [],
      problem: (error as Error).message,
    }),
  );
}

async function lastNightIn(
  s3: S3Client,
  fleet: Fleet & { evidenceBucket: string },
  place: NightsPlace,
  targets: string[],
): Promise<LastNight> {
  const source = `s3://${place.bucket}/${place.prefix}`;
  const nights = await listNights(s3, place);
  const last = pickNight(nights, undefined);
  if (last === undefined) return { source, scheduledTime: null, executions: [], targets: [] };
  const night = await readNight(s3, place, last, nights.get(last) ?? []);
  const read = night.targets.filter((each) => targets.includes(each.target));
  const lastNights: TargetLastNight[] = [];
  // A few targets at once: each is a listing and a read of its prefix.
  for (let at = 0; at < read.length; at += TARGETS_AT_ONCE)
    lastNights.push(
      ...(await Promise.all(
        read.slice(at, at + TARGETS_AT_ONCE).map((each) => targetLastNight(s3, fleet, night, each)),
      )),
    );
  return {
    source,
    scheduledTime: last,
    executions: night.summaries.map((kept) => ({
      name: kept.execution,
      rerun: kept.summary.rerun ? kept.summary.rerun.target : null,
    })),
    targets: lastNights,
  };
}
