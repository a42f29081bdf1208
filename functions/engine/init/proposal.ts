// What init proposes, as its callers read it: a draft policy with the evidence it rests on, and
// the findings a person should read beside the draft.

import type { Confidence } from "./heuristics.js";
import type { CleanupSite } from "./source.js";

export interface Finding {
  table: string;
  kind:
    | "null-clock"
    | "no-clock-index"
    | "unindexed-reference"
    | "kept"
    | "delete-trigger"
    | "no-replica-identity"
    | "left-out";
  message: string;
}

/** A draft policy, as it will be written (the retention table's JSON). */
export type DraftPolicy = Record<string, unknown> & { name: string; table: string };

/**
 * The tables a drafted policy's deletes reach, as the policy writes them down: its cascades (the
 * database's) and its deleteFirst (the ORM's, along NO ACTION keys).
 */
export const policyReach = (policy?: Record<string, unknown>): string[] => [
  ...(Array.isArray(policy?.cascades) ? (policy.cascades as string[]) : []),
  ...(Array.isArray(policy?.deleteFirst)
    ? (policy.deleteFirst as { table: string }[]).map((entry) => entry.table)
    : []),
];

export interface Proposal {
  policy: DraftPolicy;
  kind: string;
  confidence: Confidence;
  /** The rule in a line, for the summary: `expires_at + retention, status in (...)`. */
  rule: string;
  /** A proposal with a retention per tenant: the same policy without it (if the preflight refuses it). */
  plain?: Proposal;
  /**
   * The index the engine needs before it can run the policy (no key names the table's rows and no
   * index leads with its clock): the policy's retention is left to a person ("?") until then.
   */
  needsIndex?: string;
  /** Where the application's own code deletes the table's rows by age (`init --source`). */
  sites?: CleanupSite[];
  /** What the proposal rests on (set once it is weighed: every proposal has some). */
  evidence?: Evidence[];
}

/**
 * What a proposal rests on: evidence a reviewer can check. The code or the statistics (the
 * application's deletion seen) always; an expiry or a tenant's retention only beside one of them;
 * or a person's answer to a question (`--accept`), which is its own evidence.
 */
export type Evidence =
  | { kind: "code"; sites: CleanupSite[] }
  | { kind: "statistics"; deleted: number; inserted: number }
  | { kind: "expiry"; column: string }
  | { kind: "tenant"; column: string }
  /** A person's yes to one of init's questions (`init --accept TABLE`), the question's reason. */
  | { kind: "answer"; reason: string };

/** What a proposal rests on, in a few words for the summary. */
export function evidenceText(evidence: Evidence): string {
  switch (evidence.kind) {
    case "code":
      return `code: ${sitesText(evidence.sites)}`;
    case "statistics":
      return `statistics: ${evidence.deleted} of ${evidence.inserted} deleted again`;
    case "expiry":
      return `expiry: ${evidence.column}`;
    case "answer":
      return `a person's yes (--accept) to: ${evidence.reason}`;
    default:
      return `tenant's retention: ${evidence.column}`;
  }
}

/** Where the application's code deletes a table's rows, as file:line (library). */
export const sitesText = (sites: CleanupSite[]) =>
  sites
    .map((site) => `${site.file}:${site.line}${site.library ? ` (${site.library})` : ""}`)
    .join(", ");
