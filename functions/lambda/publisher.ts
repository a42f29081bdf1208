// Deletion events to EventBridge: PutEvents within its limits, rejected entries tried again.
import {
  type EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from "@aws-sdk/client-eventbridge";
import { DELETION_EVENT } from "../contract/names.js";
import { stamp } from "../contract/output-versions.js";
import type { DeletionEvent, Publish } from "../engine/index.js";

/** A PutEvents request (or the entries it rejected) is tried this often in all: one try, two retries. */
export const PUBLISH_RETRY = { attempts: 3, backoffMs: 200 } as const;

/** PutEvents takes at most 10 entries and 256 KB per request (entry: Time 14 B + source + type + detail). */
const MAX_ENTRIES = 10;
const MAX_REQUEST_BYTES = 240_000;

function entryOf(event: DeletionEvent, busName: string): PutEventsRequestEntry {
  return {
    EventBusName: busName,
    Source: DELETION_EVENT.source,
    DetailType: DELETION_EVENT.detailType,
    Detail: JSON.stringify({ ...stamp("deletion-event"), ...event }),
  };
}

const sizeOf = (entry: PutEventsRequestEntry) =>
  14 +
  Buffer.byteLength(entry.Source ?? "") +
  Buffer.byteLength(entry.DetailType ?? "") +
  Buffer.byteLength(entry.Detail ?? "");

/** Requests in order, each within PutEvents' limits. */
function requests(events: DeletionEvent[], busName: string) {
  const groups: { event: DeletionEvent; entry: PutEventsRequestEntry }[][] = [];
  let bytes = 0;
  for (const event of events) {
    const entry = entryOf(event, busName);
    const size = sizeOf(entry);
    const last = groups[groups.length - 1];
    if (last && last.length < MAX_ENTRIES && bytes + size <= MAX_REQUEST_BYTES) {
      last.push({ event, entry });
      bytes += size;
    } else {
      groups.push([{ event, entry }]);
      bytes = size;
    }
  }
  return groups;
}

/**
 * Publishes deletion events to an EventBridge bus: entries a request rejects (partial failure) or
 * a failed request are tried again, `attempts` tries in all; resolves with the ids accepted.
 */
export function eventBridgePublisher(
  client: EventBridgeClient,
  busName: string,
  options: {
    attempts?: number;
    backoffMs?: number;
    /** Told of each rejection: the error code and how many events it concerned (no content). */
    onReject?: (code: string, events: number) => void;
  } = {},
): Publish {
  const attempts = options.attempts ?? PUBLISH_RETRY.attempts;
  const backoffMs = options.backoffMs ?? PUBLISH_RETRY.backoffMs;
  return async (events) => {
    const accepted = new Set<string>();
    let pending = events;
    for (let attempt = 1; attempt <= attempts && pending.length > 0; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, backoffMs * attempt));
      const failed: DeletionEvent[] = [];
      for (const group of requests(pending, busName)) {
        try {
          const output = await client.send(
            new PutEventsCommand({ Entries: group.map((each) => each.entry) }),
          );
          group.forEach(({ event }, index) => {
            const result = output.Entries?.[index];
            if (result?.EventId && !result.ErrorCode) accepted.add(event.eventId);
            else {
              failed.push(event);
              options.onReject?.(result?.ErrorCode ?? "NoResult", 1);
            }
          });
        } catch (error) {
          failed.push(...group.map((each) => each.event));
          options.onReject?.((error as Error).name || "Error", group.length);
        }
      }
      pending = failed;
    }
    return accepted;
  };
}
