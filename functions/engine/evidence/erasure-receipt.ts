// What an erasure's receipt holds (engine/erasure writes it, the evidence report reads it): per
// table, counts only; the subject's key only as a keyed hash. Its types, and how a receipt is told apart.
import type { OUTPUT_VERSION } from "../../contract/output-versions.js";

/** pending: one step of a subject erased in steps (over the bound of one transaction), more to come. */
export type ErasureOutcome = "erased" | "held" | "not-found" | "failed" | "pending";

/** What the erasure did to one table's rows of the subject. */
export interface TableFigures {
  table: string;
  action: "delete" | "redact" | "keep";
  /** Rows the foreign keys reach from the subject (found and locked). */
  found: number;
  deleted: number;
  /** Gone with their parents through ON DELETE CASCADE. */
  cascaded: number;
  redacted: number;
  /** Left as they are: kept (with the reason), or redacted already, or outside the redaction's condition. */
  kept: number;
  /** Rows of other tables whose reference the database set to NULL / DEFAULT (not the subject's). */
  detached: number;
  /** Under a legal hold (the table's hold column true). */
  held: number;
  reason?: string;
}

export interface ErasureReceipt {
  kind: "erasure";
  /** Its schema's version (schemas/evidence-record.v<N>.json), hashed with the receipt. */
  version: (typeof OUTPUT_VERSION)["evidence-record"];
  recordedAt: string;
  runId: string;
  erasure: string;
  erasureHash: string;
  subjectTable: string;
  /** HMAC-SHA256(redaction key, `schema.table:` + key text), hex. */
  subjectHash: string;
  outcome: ErasureOutcome;
  reason?: string;
  tables: TableFigures[];
  /** A replay's: the seq of the receipt it re-applied. */
  replayOf?: number;
  /** A subject erased in steps: this receipt's step (1, 2, ...), its figures that step's only. */
  step?: number;
  /** The pending receipt an erasure in steps resumed from (a later call's first step). */
  resumes?: number;
}

/** A receipt among evidence records. */
export const isReceipt = (body: unknown): body is ErasureReceipt =>
  (body as { kind?: unknown } | null)?.kind === "erasure";
