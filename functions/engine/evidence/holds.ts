// The evidence report's holds: per case, when it was placed and by whom, its review date (and
// whether the period's end is past it), when it was released, and the rows its holds kept, summed
// over each policy's last record in the period. From the ledger's records alone (kind "hold", and
// the policies' heldByCase), as the rest of the report.
import { type HoldRecord, isHoldRecord } from "../holds/read.js";
import { isReceipt } from "./erasure-receipt.js";
import type { EvidenceBody, EvidenceRecord } from "./record.js";

export interface CaseEvidence {
  case: string;
  placedAt: string | null;
  placedBy: string | null;
  reviewBy: string | null;
  reviewPassed: boolean;
  releasedAt: string | null;
  rowsKept: number;
}

const blank = (name: string): CaseEvidence => ({
  case: name,
  placedAt: null,
  placedBy: null,
  reviewBy: null,
  reviewPassed: false,
  releasedAt: null,
  rowsKept: 0,
});

function applyChange(found: CaseEvidence, body: HoldRecord): void {
  if (body.action === "released") {
    found.releasedAt = body.recordedAt;
    return;
  }
  // A case placed again after its release is in force again.
  found.releasedAt = null;
  found.placedAt ??= body.recordedAt;
  found.placedBy ??= body.by;
  if (body.reviewBy && (found.reviewBy === null || body.reviewBy < found.reviewBy))
    found.reviewBy = body.reviewBy;
}

/** The cases of the records (in chain order), the latest policy records' rows kept per case. */
export function holdsEvidence(records: EvidenceRecord[], until: Date): CaseEvidence[] {
  const cases = new Map<string, CaseEvidence>();
  const of = (name: string) => {
    const found = cases.get(name) ?? blank(name);
    cases.set(name, found);
    return found;
  };
  const lastOfPolicy = new Map<string, EvidenceBody>();
  for (const record of records) {
    const body: unknown = record.body;
    if (isHoldRecord(body)) applyChange(of(body.case), body);
    else if (!isReceipt(body)) lastOfPolicy.set(record.body.policy, record.body);
  }
  for (const body of lastOfPolicy.values())
    for (const [name, rows] of Object.entries(body.heldByCase ?? {})) of(name).rowsKept += rows;
  for (const each of cases.values())
    each.reviewPassed =
      each.releasedAt === null &&
      each.reviewBy !== null &&
      Date.parse(each.reviewBy) < until.getTime();
  return [...cases.values()].sort((a, b) => (a.case < b.case ? -1 : 1));
}
